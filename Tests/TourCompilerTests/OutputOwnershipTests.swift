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
}
