import Foundation
import TestSupport
import Testing

/// A newcomer's first hour: `init`, `schema` and `import swift` do what an
/// init'ed project's own files say, with no flags.
@Suite("the first hour")
struct FirstHourTests {
    @Test func initSaysWhichWayItSetTheTargetUp() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", #"targets: [.target(name: "App", plugins: [.plugin(name: "TourcPlugin", package: "tourc")])]"#)
        try FileManager.default.createDirectory(atPath: folder.path + "/Sources/App", withIntermediateDirectories: true)
        let plugin = try runTourc(["init"], in: folder.path + "/Sources/App")
        #expect(plugin.status == 0, "\(plugin)")
        #expect(plugin.standardOutput.contains("set up for the build plugin"), "\(plugin)")
        #expect(plugin.standardOutput.hasSuffix("next: swift build\n"), "\(plugin)")
        let configuration = try String(contentsOfFile: folder.path + "/Sources/App/tourc.yaml", encoding: .utf8)
        #expect(!configuration.contains("\noutput:"), "the plugin generates: nothing is written into the sources")

        try FileManager.default.createDirectory(atPath: folder.path + "/Sources/Other", withIntermediateDirectories: true)
        let checkedIn = try runTourc(["init", "--checked-in"], in: folder.path + "/Sources/Other")
        #expect(checkedIn.status == 0, "\(checkedIn)")
        #expect(checkedIn.standardOutput.contains("set up for checked-in output (--checked-in)"), "\(checkedIn)")
        #expect(
            checkedIn.standardOutput.contains(
                #"add to target 'Other' in Package.swift, after its dependencies: and path:, so SwiftPM builds no tour file: exclude: ["tourc.yaml", "Tours"]"#
            ), "\(checkedIn)")
        #expect(checkedIn.standardOutput.hasSuffix("next: tourc compile\n"), "\(checkedIn)")
        let compile = try runTourc(["compile"], in: folder.path + "/Sources/Other")
        #expect(compile.status == 0, "\(compile)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/Sources/Other/Generated/Tours/welcome.tour.swift"))
    }

    @Test func schemaRewritesWhatTheSchemaLinesPointAt() throws {
        let folder = try TemporaryFolder()
        #expect(try runTourc(["init", "--checked-in"], in: folder.path).status == 0)
        let path = folder.path + "/Tours/.schemas/tour.schema.json"
        try "{}\n".write(toFile: path, atomically: true, encoding: .utf8)
        // A new target, which the refreshed schema must offer.
        let registry = folder.path + "/Tours/targets.yaml"
        try (try String(contentsOfFile: registry, encoding: .utf8) + "  - name: shareButton\n").write(
            toFile: registry, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: path)
        let run = try runTourc(["schema"], in: folder.path)
        #expect(run.status == 0, "\(run)")
        #expect(run.standardError.contains("wrote Tours/.schemas/tour.schema.json"), "\(run)")
        #expect(run.standardError.contains("Tours/.schemas/config.schema.json is up to date"), "\(run)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("\"shareButton\""))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/tour.schema.json"), "nothing in the current folder")
    }

    @Test func importWithoutAnOutputFolderLaysTheProjectOutAsInitDoes() throws {
        let folder = try TemporaryFolder()
        let hand = packageRoot + "/Tests/TourImportTests/HandWritten"
        try FileManager.default.createDirectory(atPath: folder.path + "/App", withIntermediateDirectories: true)
        for name in ["MusicHelp.swift", "SymbolNames.swift"] {
            try FileManager.default.copyItem(atPath: hand + "/" + name, toPath: folder.path + "/App/" + name)
        }
        let run = try runTourc(
            ["import", "swift", "--enum", "MusicHelp", "--symbols", "App/SymbolNames.swift", "App/MusicHelp.swift"], in: folder.path)
        #expect(run.status == 0, "\(run)")
        for file in ["App/Tours/music-help.tour.yaml", "App/Tours/targets.yaml", "App/Tours/.schemas/tour.schema.json", "App/tourc.yaml"] {
            #expect(FileManager.default.fileExists(atPath: folder.path + "/" + file), "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/music-help.tour.yaml"), "nothing in the current folder")
        let configuration = try String(contentsOfFile: folder.path + "/App/tourc.yaml", encoding: .utf8)
        #expect(configuration.contains("inputs: [Tours]\ntargets: Tours/targets.yaml\n"), "\(configuration)")
        let compile = try runTourc(["compile"], in: folder.path + "/App")
        #expect(compile.status == 0, "\(compile)")
        #expect(FileManager.default.fileExists(atPath: folder.path + "/App/Generated/Tours/music-help.tour.swift"))
    }
}

/// An import's tour id names a file: one that is not an id cannot escape
/// the output folder (issue "Nothing lost, round two", item 4).
@Suite("import swift --tour-id")
struct ImportTourIDTests {
    @Test(arguments: ["../escape", "a/b", "/abs", ".hidden", "caf\u{E9}"])
    func aTourIDThatIsNotAnIDIsAnErrorAndNothingIsWritten(_ id: String) throws {
        let folder = try TemporaryFolder()
        let hand = packageRoot + "/Tests/TourImportTests/HandWritten"
        let run = try runTourc(
            [
                "import", "swift", "--enum", "MusicHelp", "--symbols", hand + "/SymbolNames.swift", "--tour-id", id, "-o", "o",
                hand + "/MusicHelp.swift",
            ],
            in: folder.path)
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("is not a tour id (--tour-id)") && run.standardError.contains("TOUR204"), "\(run)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing was written anywhere")
    }
}
