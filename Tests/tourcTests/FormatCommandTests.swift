import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tourc format`, run as users run it: `--check` for CI, rewriting in
/// place, the inputs of tourc.yaml, and the accidents (a read-only file, a
/// link, a file that is not a tour file or does not parse, a write that
/// fails), each of which leaves every file whole.
@Suite("tourc format")
struct FormatCommandTests {
    static let unformatted = """
        steps:
        - title: Play
          id: keyboard
          text: 'Touch a key.'   # kept
        tour: main

        """

    static let formatted = """
        tour: main
        steps:
          - id: keyboard
            title: Play
            text: Touch a key.   # kept

        """

    static func project() throws -> TemporaryFolder {
        try TemporaryFolder(files: [
            "tourc.yaml": "inputs: [Tours]\n",
            "Tours/main.tour.yaml": unformatted,
            "Tours/done.tour.yaml": formatted.replacingOccurrences(of: "tour: main", with: "tour: done"),
        ])
    }

    static func contents(_ folder: TemporaryFolder, _ name: String) throws -> String {
        try String(contentsOfFile: folder.path + "/" + name, encoding: .utf8)
    }

    @Test func checkListsTheFilesThatWouldChangeAndExitsOne() throws {
        let folder = try Self.project()
        let run = try runTourc(["format", "--check", "--reporter", "xcode"], in: folder.path)
        #expect(run.status == 1, "\(run)")
        #expect(
            run.errorLines == [
                "Tours/main.tour.yaml:1:1: error: Tours/main.tour.yaml is not formatted; run tourc format [TOUR701]",
                "checked 2 tour files: 1 would be reformatted, 1 already formatted, 1 error, 0 warnings",
            ], "\(run)")
        #expect(try Self.contents(folder, "Tours/main.tour.yaml") == Self.unformatted, "--check wrote")
    }

    @Test func formatRewritesInPlaceThenCheckPasses() throws {
        let folder = try Self.project()
        let run = try runTourc(["format"], in: folder.path)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.errorLines == [
                "formatted Tours/main.tour.yaml",
                "formatted 2 tour files: 1 reformatted, 1 already formatted, 0 errors, 0 warnings",
            ], "\(run)")
        #expect(try Self.contents(folder, "Tours/main.tour.yaml") == Self.formatted)
        let check = try runTourc(["format", "--check"], in: folder.path)
        #expect(check.status == 0, "\(check)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Tours").sorted() == ["done.tour.yaml", "main.tour.yaml"])
    }

    @Test func aPathNarrowsTheInputs() throws {
        let folder = try Self.project()
        try folder.write("Other/other.tour.yaml", Self.unformatted)
        let run = try runTourc(["format", "Other"], in: folder.path)
        #expect(run.status == 0, "\(run)")
        #expect(try Self.contents(folder, "Other/other.tour.yaml") == Self.formatted)
        #expect(try Self.contents(folder, "Tours/main.tour.yaml") == Self.unformatted)
    }

    @Test func aFileKeepsItsPermissions() throws {
        let folder = try Self.project()
        let path = folder.path + "/Tours/main.tour.yaml"
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        #expect(try runTourc(["format"], in: folder.path).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
    }

    @Test func aReadOnlyFileIsAnErrorAndStaysAsItWas() throws {
        let folder = try Self.project()
        let path = folder.path + "/Tours/main.tour.yaml"
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        let run = try runTourc(["format"], in: folder.path)
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("Tours/main.tour.yaml is read-only (mode 444)"), "\(run)")
        #expect(try Self.contents(folder, "Tours/main.tour.yaml") == Self.unformatted)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o444)
    }

    @Test func aLinkIsFormattedThroughAndStaysALink() throws {
        let folder = try Self.project()
        try folder.write("Shared/shared.tour.yaml", Self.unformatted)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Tours/linked.tour.yaml", withDestinationPath: folder.path + "/Shared/shared.tour.yaml")
        let run = try runTourc(["format", "Tours/linked.tour.yaml"], in: folder.path)
        #expect(run.status == 0, "\(run)")
        #expect(run.errorLines.first == "formatted Tours/linked.tour.yaml", "\(run)")
        #expect(try Self.contents(folder, "Shared/shared.tour.yaml") == Self.formatted)
        let type = try FileManager.default.attributesOfItem(atPath: folder.path + "/Tours/linked.tour.yaml")[.type] as? FileAttributeType
        #expect(type == .typeSymbolicLink)
    }

    @Test func aLinkAndItsTargetNamedTogetherAreOneFileFormattedOnce() throws {
        let folder = try Self.project()
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Tours/again.tour.yaml", withDestinationPath: folder.path + "/Tours/main.tour.yaml")
        let run = try runTourc(["format", "Tours/again.tour.yaml", "Tours/main.tour.yaml"], in: folder.path)
        #expect(run.status == 0, "\(run)")
        #expect(run.errorLines.filter { $0.hasPrefix("formatted Tours/") }.count == 1, "\(run)")
        #expect(try Self.contents(folder, "Tours/main.tour.yaml") == Self.formatted)
    }

    @Test func aFileThatDoesNotParseIsReportedAtItsErrorAndTheOthersAreStillFormatted() throws {
        let folder = try Self.project()
        let broken = "tour: broken\nsteps:\n  - id: a\n    title: \"unclosed\n"
        try folder.write("Tours/broken.tour.yaml", broken)
        let run = try runTourc(["format", "--reporter", "xcode"], in: folder.path)
        #expect(run.status == 1, "\(run)")
        #expect(run.errorLines.contains { $0.hasPrefix("Tours/broken.tour.yaml:5:1: error:") && $0.hasSuffix("[TOUR101]") }, "\(run)")
        #expect(try Self.contents(folder, "Tours/broken.tour.yaml") == broken)
        #expect(try Self.contents(folder, "Tours/main.tour.yaml") == Self.formatted)
    }

    @Test(arguments: [("Tours/targets.yaml", "targets:\n- a\n"), ("Tours/README.md", "# Tours\n")])
    func aFileThatIsNotATourFileIsAnErrorAndStaysAsItWas(name: String, text: String) throws {
        let folder = try Self.project()
        try folder.write(name, text)
        let run = try runTourc(["format", name], in: folder.path)
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("[TOUR702]") || run.standardError.contains("TOUR702"), "\(run)")
        #expect(try Self.contents(folder, name) == text)
    }

    @Test func aFailedWriteLeavesEveryFileWhole() throws {
        let folder = try Self.project()
        try folder.write("Tours/second.tour.yaml", Self.unformatted.replacingOccurrences(of: "tour: main", with: "tour: second"))
        let run = try runTourc(["format"], in: folder.path, environment: ["TOURC_INJECT_FAULT": "rename:2"])
        #expect(run.status == 1, "\(run)")
        #expect(run.standardError.contains("[TOUR402]") || run.standardError.contains("TOUR402"), "\(run)")
        // Each file is either as it was or formatted, never in between, and no temporary file is left.
        for name in ["main", "second"] {
            let text = try Self.contents(folder, "Tours/\(name).tour.yaml").replacingOccurrences(of: "tour: second", with: "tour: main")
            #expect(text == Self.unformatted || text == Self.formatted)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Tours").filter { $0.hasSuffix(".tmp") }.isEmpty)
        #expect(try runTourc(["format"], in: folder.path).status == 0)
        #expect(try runTourc(["format", "--check"], in: folder.path).status == 0)
    }

    /// Ctrl-C after the first file is replaced, with the second's
    /// temporary on disk (the run stalls at its second rename): the run
    /// ends as Ctrl-C ends it, and leaves each file whole and no temporary.
    @Test func ctrlCLeavesEveryFileWholeAndNoTemporary() throws {
        let folder = try Self.project()
        try folder.write("Tours/second.tour.yaml", Self.unformatted.replacingOccurrences(of: "tour: main", with: "tour: second"))
        func temporaries() throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Tours").filter { $0.hasSuffix(".tmp") }
        }
        func texts() throws -> [String] {
            try ["main", "second"].map {
                try Self.contents(folder, "Tours/\($0).tour.yaml").replacingOccurrences(of: "tour: second", with: "tour: main")
            }
        }
        let run = try RunningTourc(["format"], in: folder.path, environment: ["TOURC_INJECT_FAULT": "rename:2:stall"])
        #expect(run.waitForStall(), "the run did not stall at its second rename: \(run.output)")
        #expect(try run.interrupt() == 128 + SIGINT)
        let after = try texts()
        #expect(after.sorted() == [Self.formatted, Self.unformatted].sorted(), "\(after)")
        #expect(try temporaries().isEmpty)
    }

    @Test func withoutConfigurationOrPathItIsAConfigurationError() throws {
        let folder = try TemporaryFolder()
        let run = try runTourc(["format"], in: folder.path)
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.contains("TOUR505"), "\(run)")
    }

    @Test func helpAndTheOverviewKnowTheCommand() throws {
        let help = try runTourc(["format", "--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("usage: tourc format"), "\(help)")
        #expect(help.standardOutput.contains("--check"), "\(help)")
        #expect(try runTourc(["--help"]).standardOutput.contains("  format "))
    }

    @Test func theREADMEsCommandsListTheCommand() throws {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        #expect(readme.split(separator: "\n").contains { $0.hasPrefix("tourc format ") && $0.contains("[--check]") })
    }
}
