import Foundation
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourValidation

/// Each tour file's outputs are generated, and written to temporary files,
/// as soon as it passes its own rules; the rules across tours run later.
/// These tests hold the compiler to what that must not change: a run that
/// fails leaves the disk as it was.
@Suite struct OutputGeneratorTests {
    /// Copies `effects.tour.yaml` to a second file whose tour has the same
    /// id: each file passes alone, only the rule across tours (TOUR301) fails.
    private func addDuplicateTour(_ scratch: borrowing Scratch) throws {
        try FileManager.default.createDirectory(atPath: scratch.root + "/Tours/More", withIntermediateDirectories: true)
        let text = try String(contentsOfFile: scratch.root + "/Tours/effects.tour.yaml", encoding: .utf8)
        try text.write(toFile: scratch.root + "/Tours/More/effects-again.tour.yaml", atomically: true, encoding: .utf8)
    }

    @Test func aRuleAcrossToursThatFailsLeavesNoTemporaryFileAndNoNewFolder() throws {
        let scratch = try Scratch()
        try addDuplicateTour(scratch)
        var request = scratch.request()
        request.swiftOutput = scratch.root + "/Out/Nested/Swift"
        request.jsonOutput = scratch.root + "/Out/JSON"
        let outcome = Compiler.compile(request)
        #expect(outcome.diagnostics.map(\.code).contains(.duplicateTourID), "\(outcome.diagnostics)")
        #expect(outcome.outputs.isEmpty)
        #expect(FileSystem.kind(of: scratch.root + "/Out") == .missing, "\(scratch.files(in: "Out"))")
    }

    @Test func aRuleAcrossToursThatFailsLeavesEarlierOutputsAsTheyWere() throws {
        let scratch = try Scratch()
        #expect(!Compiler.compile(scratch.request()).diagnostics.containsErrors)
        // The stamp goes (it no longer vouches for the outputs); nothing else changes.
        let generated = scratch.files(in: "Generated").filter { $0 != ".tourc-stamp" }
        let before = try String(contentsOfFile: scratch.root + "/Generated/main.tour.swift", encoding: .utf8)
        try scratch.edit("main.tour.yaml", replacing: "Play the keyboard", with: "Play the keys")
        try addDuplicateTour(scratch)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.map(\.code).contains(.duplicateTourID))
        // main.tour.swift changed and passed alone, so it reached a temporary file; it must be gone.
        #expect(scratch.files(in: "Generated") == generated)
        #expect(!scratch.files(in: "JSON").contains { $0.hasSuffix(".tmp") })
        #expect(try String(contentsOfFile: scratch.root + "/Generated/main.tour.swift", encoding: .utf8) == before)
    }

    @Test func anOutputFolderThatIsAFileIsReportedAsOne() throws {
        let scratch = try Scratch()
        try "not a folder".write(toFile: scratch.root + "/Generated", atomically: false, encoding: .utf8)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.map(\.code) == [.writeFailed], "\(outcome.diagnostics)")
        #expect(outcome.diagnostics.first?.message.hasPrefix("cannot create folder \(scratch.root)/Generated") == true)
        // The other folder was created for this run, and removed with it.
        #expect(FileSystem.kind(of: scratch.root + "/JSON") == .missing)
    }

    @Test func aFolderThatHoldsAnythingElseIsKept() throws {
        let scratch = try Scratch()
        var folders = NewFolders()
        #expect(folders.create([scratch.root + "/A/B", scratch.root + "/A/C", scratch.root + "/Tours"]) == nil)
        #expect(folders.created == [scratch.root + "/A", scratch.root + "/A/B", scratch.root + "/A/C"])
        try "kept".write(toFile: scratch.root + "/A/C/note.txt", atomically: false, encoding: .utf8)
        folders.removeEmpty()
        #expect(FileSystem.kind(of: scratch.root + "/A/B") == .missing)
        #expect(FileSystem.kind(of: scratch.root + "/A/C/note.txt") == .file)
        #expect(FileSystem.kind(of: scratch.root + "/Tours") == .directory)
    }
}
