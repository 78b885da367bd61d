import Foundation
import Testing

@testable import TourCompiler
@testable import TourDiagnostics

/// tourc owns the files it writes into its output folders, and only those:
/// a compile removes the outputs of a deleted tour, `--check` reports them,
/// `--dry-run` lists them, and nothing else is ever removed.
@Suite struct OutputOwnershipTests {
    /// The samples compiled once, then `effects.tour.yaml` deleted.
    private func scratchWithADeletedTour() throws -> Scratch {
        let scratch = try Scratch()
        let first = Compiler.compile(scratch.request())
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        try FileManager.default.removeItem(atPath: scratch.root + "/Tours/effects.tour.yaml")
        return scratch
    }

    /// The sample registry lists the effects tour's targets; once the tour
    /// is gone they are unused (TOUR306 warnings), which is beside the point here.
    private func errorsAndNotes(_ outcome: CompileOutcome) -> [Diagnostic] {
        outcome.diagnostics.filter { $0.severity != .warning }
    }

    @Test func deletingATourRemovesWhatItGenerated() throws {
        let scratch = try scratchWithADeletedTour()
        let outcome = Compiler.compile(scratch.request())
        #expect(errorsAndNotes(outcome).isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.removals == [scratch.root + "/Generated/effects.tour.swift", scratch.root + "/JSON/effects.json"])
        #expect(!scratch.files(in: "Generated").contains("effects.tour.swift"))
        #expect(!scratch.files(in: "JSON").contains("effects.json"))
        let manifest = try String(contentsOfFile: scratch.root + "/Generated/" + OutputManifest.fileName, encoding: .utf8)
        #expect(!manifest.contains("effects"), "\(manifest)")
        #expect(manifest.contains(" main.tour.swift\n"), "\(manifest)")
    }

    @Test func checkReportsTheOutputsOfADeletedTourAndRemovesNothing() throws {
        let scratch = try scratchWithADeletedTour()
        let outcome = Compiler.compile(scratch.request(.check))
        let stale = outcome.diagnostics.filter { $0.code == .staleOutput }
        #expect(stale.map(\.file) == [scratch.root + "/Generated/effects.tour.swift", scratch.root + "/JSON/effects.json"])
        #expect(stale.allSatisfy { $0.severity == .error && $0.message.contains("a tour that no longer exists") })
        #expect(scratch.files(in: "Generated").contains("effects.tour.swift"))
        #expect(scratch.files(in: "JSON").contains("effects.json"))
    }

    @Test func dryRunListsTheRemovalsAndRemovesNothing() throws {
        let scratch = try scratchWithADeletedTour()
        let outcome = Compiler.compile(scratch.request(.dryRun))
        #expect(outcome.removals == [scratch.root + "/Generated/effects.tour.swift", scratch.root + "/JSON/effects.json"])
        #expect(scratch.files(in: "Generated").contains("effects.tour.swift"))
        #expect(scratch.files(in: "JSON").contains("effects.json"))
    }

    @Test func aHandWrittenFileStaysAndGetsANote() throws {
        let scratch = try Scratch()
        _ = Compiler.compile(scratch.request())
        let helper = scratch.root + "/Generated/Helpers.swift"
        try "extension String {}\n".write(toFile: helper, atomically: false, encoding: .utf8)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.removals.isEmpty)
        #expect(FileManager.default.fileExists(atPath: helper))
        #expect(errorsAndNotes(outcome).map(\.code) == [.unownedOutput])
        #expect(errorsAndNotes(outcome).map(\.severity) == [.note])
        #expect(errorsAndNotes(outcome).map(\.file) == [helper])
    }

    @Test func anOutputEditedByHandIsNotRemovedWhenItsTourIsDeleted() throws {
        let scratch = try scratchWithADeletedTour()
        let edited = scratch.root + "/Generated/effects.tour.swift"
        let text = try String(contentsOfFile: edited, encoding: .utf8)
        try (text + "// my addition\n").write(toFile: edited, atomically: false, encoding: .utf8)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.removals == [scratch.root + "/JSON/effects.json"])
        #expect(FileManager.default.fileExists(atPath: edited))
        #expect(errorsAndNotes(outcome).map(\.code) == [.unownedOutput])
        #expect(errorsAndNotes(outcome).first?.message.contains("edited since") == true)
    }

    @Test func aGeneratedFileWithoutAManifestIsNotRemoved() throws {
        let scratch = try scratchWithADeletedTour()
        try FileManager.default.removeItem(atPath: scratch.root + "/Generated/" + OutputManifest.fileName)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.removals == [scratch.root + "/JSON/effects.json"])
        #expect(scratch.files(in: "Generated").contains("effects.tour.swift"))
        #expect(errorsAndNotes(outcome).map(\.file) == [scratch.root + "/Generated/effects.tour.swift"])
    }

    @Test func nothingIsRemovedWhenAnInputHasAnError() throws {
        let scratch = try scratchWithADeletedTour()
        try scratch.edit("main.tour.yaml", replacing: "title:", with: "titel:")
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.containsErrors)
        #expect(outcome.removals.isEmpty)
        #expect(scratch.files(in: "Generated").contains("effects.tour.swift"))
        #expect(scratch.files(in: "JSON").contains("effects.json"))
    }

    @Test func aFailedWriteRemovesNothing() throws {
        let scratch = try scratchWithADeletedTour()
        try scratch.edit("main.tour.yaml", replacing: "Play the keyboard", with: "Play the keys")
        // The Swift folder's main output is now a folder, so replacing it fails.
        try FileManager.default.removeItem(atPath: scratch.root + "/Generated/main.tour.swift")
        try FileManager.default.createDirectory(
            atPath: scratch.root + "/Generated/main.tour.swift/inside", withIntermediateDirectories: true)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.map(\.code).contains(.writeFailed), "\(outcome.diagnostics)")
        #expect(outcome.removals.isEmpty)
        #expect(scratch.files(in: "Generated").contains("effects.tour.swift"))
        #expect(scratch.files(in: "JSON").contains("effects.json"))
    }

    @Test func theManifestReadsBackWhatItWrote() {
        let manifest = OutputManifest(hashes: ["a b.tour.swift": 1, "main.json": 0xFFFF_FFFF_FFFF_FFFF])
        #expect(OutputManifest(parsing: manifest.text) == manifest)
        #expect(OutputManifest(parsing: "garbage\n") == nil)
        #expect(OutputManifest.hash(Array("a".utf8)) != OutputManifest.hash(Array("b".utf8)))
        #expect(OutputManifest.hash(Array("12345678x".utf8)) != OutputManifest.hash(Array("12345678y".utf8)))
    }

    @Test func anyFileNameAndOwnerReadBackAsTheyWere() {
        let manifest = OutputManifest(
            hashes: ["two\nlines.tour.swift": 2, "back\\slash\\n.json": 3, "cr\r.json": 4, " lead.json": 5],
            owner: "tourc.yaml /a b/\n/tourc.yaml")
        #expect(OutputManifest(parsing: manifest.text) == manifest)
        #expect(manifest.text.split(separator: "\n").count == 6, "one line per entry: \(manifest.text)")
        #expect(OutputManifest(parsing: "tourc-manifest 2\nowner x\n0000000000000001 bad\\escape.json\n") == nil)
        #expect(OutputManifest(parsing: "tourc-manifest 2\nowner x\n0000000000000001 a.json") == nil, "cut short")
    }

    @Test func theOwnerIsNamedRelativeToTheManifestsFolder() {
        #expect(ProjectOwner.relative("/a/b/tourc.yaml", from: "/a/b/Generated/Tours") == "../../tourc.yaml")
        #expect(ProjectOwner.relative("/a/b/Tours", from: "/a/b") == "Tours")
        #expect(ProjectOwner.relative("/a/b", from: "/a/b") == ".")
        #expect(ProjectOwner.relative("/x/tourc.yaml", from: "/a/b") == "../../x/tourc.yaml")
        #expect(ProjectOwner.relative("/a/bc/t.yaml", from: "/a/b") == "../bc/t.yaml", "by component, not by prefix")
        let owner = ProjectOwner(configuration: nil, inputs: ["/nowhere/yet/Tours", "/nowhere/yet/More"])
        #expect(owner.text(from: "/nowhere/yet/out") == "inputs ../Tours, ../More")
        #expect(owner.absoluteText == "inputs /nowhere/yet/Tours, /nowhere/yet/More")
    }

    @Test func manifestsFromBeforeOwnersStillRead() {
        let manifest = OutputManifest(parsing: "tourc-manifest 1\n0000000000000001 main.json\n")
        #expect(manifest == OutputManifest(hashes: ["main.json": 1], owner: nil))
    }

    @Test func aManifestNeverRemovesANameTourcCouldNotHaveWritten() throws {
        let scratch = try Scratch()
        _ = Compiler.compile(scratch.request())
        let readme = Array("# Generated files\n".utf8)
        try Data(readme).write(to: URL(fileURLWithPath: scratch.root + "/JSON/README.md"))
        let manifestPath = scratch.root + "/JSON/.tourc-manifest"
        var manifest = try #require(OutputManifest(parsing: try String(contentsOfFile: manifestPath, encoding: .utf8)))
        manifest.hashes["README.md"] = OutputManifest.hash(readme)
        try manifest.text.write(toFile: manifestPath, atomically: true, encoding: .utf8)
        try scratch.ageInputs()
        let outcome = Compiler.compile(scratch.request())
        #expect(!outcome.diagnostics.containsErrors, "\(outcome.diagnostics)")
        #expect(scratch.files(in: "JSON").contains("README.md"))
    }

    @Test func anUnreadableManifestIsReportedAndRemovesNothing() throws {
        let scratch = try Scratch()
        _ = Compiler.compile(scratch.request())
        try FileManager.default.removeItem(atPath: scratch.root + "/Tours/presets.tour.yaml")
        try "tourc-manifest 2\nowner x\n<<<<<<< HEAD\n".write(
            toFile: scratch.root + "/JSON/.tourc-manifest", atomically: true, encoding: .utf8)
        let outcome = Compiler.compile(scratch.request())
        let warning = try #require(outcome.diagnostics.first { $0.code == .unreadableManifest })
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("it is not a manifest tourc wrote"), "\(warning.message)")
        #expect(scratch.files(in: "JSON").contains("presets.json"), "nothing is removed from that folder")
        #expect(!scratch.files(in: "Generated").contains("presets.tour.swift"), "the other folder's orphan goes")
        let rewritten = try String(contentsOfFile: scratch.root + "/JSON/.tourc-manifest", encoding: .utf8)
        #expect(OutputManifest(parsing: rewritten) != nil)
    }

    @Test func twoProjectsSharingAFolderWarnAndKeepEachOthersFiles() throws {
        let first = try Scratch()
        let second = try Scratch()
        try FileManager.default.removeItem(atPath: second.root + "/Tours/main.tour.yaml")
        try FileManager.default.removeItem(atPath: second.root + "/Tours/effects.tour.yaml")
        var shared = second.request()
        shared.swiftOutput = first.root + "/Generated"
        shared.jsonOutput = first.root + "/JSON"
        _ = Compiler.compile(first.request())
        // The second project has no main or effects tour: their outputs are the first project's.
        let outcome = Compiler.compile(shared)
        let warnings = outcome.diagnostics.filter { $0.code == .sharedOutputFolder }
        #expect(warnings.count == 2, "\(outcome.diagnostics)")
        // The other project, as its manifests name it: relative to the folder.
        #expect(warnings.allSatisfy { $0.message.contains("(inputs ../Tours)") }, "\(warnings)")
        #expect(outcome.removals.isEmpty)
        #expect(first.files(in: "JSON").contains("main.json") && first.files(in: "Generated").contains("effects.tour.swift"))
    }
}
