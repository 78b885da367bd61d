import Foundation
import TestSupport
import Testing

/// Which tourc.yaml a run uses: `--config`, else the nearest one here or
/// above, else none (`--no-config`); paths narrow the inputs and keep the
/// settings; a tourc.yaml beside the inputs that is not used is TOUR508.
@Suite("tourc configuration lookup")
struct ConfigurationLookupTests {
    /// The samples' tours with a tourc.yaml that makes the enums public.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Tours", withIntermediateDirectories: true)
        for name in ["main.tour.yaml", "presets.tour.yaml", "effects.tour.yaml", "targets.yaml"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/Samples/Tours/" + name, toPath: folder.path + "/Tours/" + name)
        }
        try folder.write(
            "tourc.yaml",
            "inputs: [Tours]\ntargets: Tours/targets.yaml\noutput:\n  swift: Generated\nswift:\n  accessLevel: public\n  overlays: [tutorialSpotlight]\n"
        )
        return folder
    }

    @Test func theNearestConfigurationAboveTheCurrentFolderIsUsed() throws {
        let project = try Self.project()
        let run = try runTourc(["compile"], in: project.path + "/Tours")
        #expect(run.status == 0, "\(run)")
        let main = try String(contentsOfFile: project.path + "/Generated/main.tour.swift", encoding: .utf8)
        #expect(main.contains("public enum MainScreenHelp"), "the settings of ../tourc.yaml apply")
    }

    @Test func pathsNarrowTheInputsAndKeepEverySetting() throws {
        let project = try Self.project()
        #expect(try runTourc(["compile"], in: project.path).status == 0)
        try "// stale\n".write(toFile: project.path + "/Generated/main.tour.swift", atomically: true, encoding: .utf8)
        let narrowed = try runTourc(["compile", "Tours/main.tour.yaml"], in: project.path)
        #expect(narrowed.status == 0, "\(narrowed)")
        #expect(narrowed.errorLines.first == "wrote Generated/main.tour.swift", "\(narrowed)")
        #expect(!narrowed.standardError.contains("removed"), "tours not named are not deleted ones: \(narrowed)")
        let files = try FileManager.default.contentsOfDirectory(atPath: project.path + "/Generated").filter { !$0.hasPrefix(".") }.sorted()
        #expect(files == ["effects.tour.swift", "main.tour.swift", "presets.tour.swift", "tourc-overlays.swift"])
        #expect(try String(contentsOfFile: project.path + "/Generated/main.tour.swift", encoding: .utf8).contains("public enum"))
        // The manifest still owns every output: deleting a tour later removes its file.
        try FileManager.default.removeItem(atPath: project.path + "/Tours/presets.tour.yaml")
        let full = try runTourc(["compile"], in: project.path)
        #expect(full.standardError.contains("removed Generated/presets.tour.swift"), "\(full)")
    }

    @Test func noConfigReadsNoneAndSaysWhichItSkipped() throws {
        let project = try Self.project()
        let nothing = try runTourc(["compile", "--no-config"], in: project.path)
        #expect(nothing.status == 2, "\(nothing)")
        #expect(nothing.standardError.contains("with --no-config, name the tour files or folders to read"), "\(nothing)")
        try FileManager.default.moveItem(atPath: project.path + "/tourc.yaml", toPath: project.path + "/Tours/tourc.yaml")
        let run = try runTourc(["compile", "--no-config", "--swift-out", "Out", "Tours"], in: project.path)
        #expect(run.status == 0, "\(run)")
        #expect(run.standardError.contains("Tours/tourc.yaml is not used (this run uses no configuration)"), "\(run)")
        #expect(run.standardError.contains("[TOUR508]"), "\(run)")
        #expect(try String(contentsOfFile: project.path + "/Out/main.tour.swift", encoding: .utf8).contains("\nenum MainScreenHelp"))
    }

    @Test func withoutAnyConfigurationThereIsNothingToRead() throws {
        let folder = try TemporaryFolder()
        let run = try runTourc(["validate"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.standardError.contains("no configuration file tourc.yaml in this folder or any folder above it"), "\(run)")
    }

    /// What `tourc import swift` writes is a project: compile, validate,
    /// preview and schema work in it with no arguments.
    @Test func anImportedFolderWorksOnItsOwn() throws {
        let folder = try TemporaryFolder()
        let hand = packageRoot + "/Tests/TourImportTests/HandWritten"
        let imported = try runTourc(["import", "swift", "--enum", "MusicHelp", "-o", folder.path, hand + "/MusicHelp.swift"])
        #expect(imported.status == 0, "\(imported)")
        let tour = try String(contentsOfFile: folder.path + "/music-help.tour.yaml", encoding: .utf8)
        #expect(tour.split(separator: "\n")[1] == "# yaml-language-server: $schema=.schemas/tour.schema.json")
        for arguments in [["compile"], ["validate"], ["preview", "-o", "page.html"], ["schema"]] {
            let run = try runTourc(arguments, in: folder.path)
            #expect(run.status == 0, "tourc \(arguments.joined(separator: " ")): \(run)")
        }
        let generated = try String(contentsOfFile: folder.path + "/Generated/music-help.tour.swift", encoding: .utf8)
        #expect(generated.contains("public enum MusicHelp") && generated.contains("extension MusicHelp: HelpInfoProvider {}"))
        let schema = try String(contentsOfFile: folder.path + "/.schemas/tour.schema.json", encoding: .utf8)
        #expect(schema.contains("\"library\""), "the schema knows the registry's targets")
        // Importing again: nothing to say about a tourc.yaml that already says it.
        let again = try runTourc(["import", "swift", "--enum", "MusicHelp", "-o", folder.path, hand + "/MusicHelp.swift"])
        #expect(again.status == 0, "\(again)")
        #expect(!again.standardError.contains("set 'swift: {accessLevel"), "\(again)")
    }
}
