import Foundation
import TestSupport
import Testing

/// `compile` writes only over files it owns, and never over what it reads
/// or keeps (issue "Nothing lost, round two", item 1).
@Suite("compile claims only its own files")
struct OutputClaimsCommandTests {
    static let tour = "tour: settings\nsteps:\n  - id: profile\n    title: Profile\n    text: Hi\n"

    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Tours/targets.yaml", "targets:\n  - profile\n")
        try folder.write("Tours/settings.tour.yaml", tour)
        return folder
    }

    func contents(_ folder: TemporaryFolder, _ name: String) throws -> String {
        try String(contentsOfFile: folder.path + "/" + name, encoding: .utf8)
    }

    @Test func aHandWrittenBundleOrSwiftFileIsNotReplacedWithoutForce() throws {
        let folder = try Self.project()
        try folder.write("Res/settings.json", "{\"theme\": \"dark\"}\n")
        try folder.write("Gen/settings.tour.swift", "// our own settings screen\n")
        let arguments = ["compile", "--reporter", "xcode", "--json-out", "Res", "--swift-out", "Gen", "Tours"]
        let refused = try runTourc(arguments, in: folder.path)
        #expect(refused.status == 1, "\(refused)")
        #expect(refused.errorLines.filter { $0.contains("TOUR410") }.count == 2, "\(refused)")
        #expect(refused.standardError.contains("refusing to replace Res/settings.json"), "\(refused)")
        #expect(try contents(folder, "Res/settings.json") == "{\"theme\": \"dark\"}\n")
        #expect(try contents(folder, "Gen/settings.tour.swift") == "// our own settings screen\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Gen/.tourc-manifest"), "nothing was written")

        let forced = try runTourc(arguments + ["--force"], in: folder.path)
        #expect(forced.status == 0, "\(forced)")
        #expect(try contents(folder, "Res/settings.json").contains("\"settings\""))
        // Now tourc's: the next change to the tour replaces it freely.
        try folder.write("Tours/settings.tour.yaml", Self.tour.replacingOccurrences(of: "Hi", with: "Hello"))
        let again = try runTourc(Array(arguments), in: folder.path)
        #expect(again.status == 0, "\(again)")
        #expect(try contents(folder, "Res/settings.json").contains("Hello"))
    }

    @Test(arguments: [
        (["--registry", "out/settings.json", "--json-out", "out", "Tours"], "the registry"),
        (["--config", "out/settings.json", "--json-out", "out"], "the configuration"),
        (["--catalog", "out/.tourc-manifest", "--json-out", "out", "Tours"], "the output folder's manifest"),
        (["--catalog", "out/.tourc-stamp", "--json-out", "out", "Tours"], "the build stamp"),
        (["--catalog", "Tours/settings.tour.yaml", "--json-out", "out", "Tours"], "the tour file"),
    ])
    func anOutputOverAnInputOrTourcsOwnFileIsAnErrorAndNothingIsWritten(_ flags: [String], _ what: String) throws {
        let folder = try Self.project()
        // JSON is YAML: a registry, or a tourc.yaml, may be written in it.
        if flags.contains("--registry") { try folder.write("out/settings.json", "{\"targets\": [\"profile\"]}\n") }
        if flags.contains("--config") {
            try folder.write("out/settings.json", "{\"inputs\": [\"../Tours\"], \"targets\": \"../Tours/targets.yaml\"}\n")
        }
        let manifest = "tourc-manifest 3\nowner inputs ../Tours\n"
        try folder.write("out/.tourc-manifest", manifest)
        try folder.write("out/.tourc-stamp", "tourc-stamp 2\n")
        let before = try? contents(folder, "out/settings.json")
        let run = try runTourc(["compile", "--reporter", "xcode"] + flags, in: folder.path)
        #expect(run.status != 0, "\(run)")
        #expect(run.errorLines.filter { $0.contains("error:") }.count == 1, "\(run)")
        #expect(run.standardError.contains("TOUR411") && run.standardError.contains("over \(what)"), "\(run)")
        #expect((try? contents(folder, "out/settings.json")) == before, "nothing was written")
        #expect(try contents(folder, "out/.tourc-manifest") == manifest)
        if what == "the build stamp" { #expect(try contents(folder, "out/.tourc-stamp") == "tourc-stamp 2\n") }
        #expect(try contents(folder, "Tours/settings.tour.yaml") == Self.tour)
    }
}
