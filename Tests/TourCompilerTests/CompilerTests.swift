import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

@Suite struct CompilerTests {
    @Test func writesEveryOutputThenNothingWhenNothingChanged() throws {
        let scratch = try Scratch()
        let first = Compiler.compile(scratch.request())
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        #expect(first.outputs.map(\.status).allSatisfy { $0 == .missing })
        // What the run checked goes with the outcome, for a caller about to
        // exit to keep rather than free.
        #expect(first.validation?.outlines.map(\.id.value) == ["effects", "main", "presets"])
        #expect(first.validation?.registry?.targets.isEmpty == false)
        #expect(
            scratch.files(in: "Generated") == [
                ".tourc-manifest", ".tourc-stamp", "effects.tour.swift", "main.tour.swift", "presets.tour.swift", "tourc-overlays.swift",
            ])
        #expect(scratch.files(in: "JSON") == [".tourc-manifest", "effects.json", "main.json", "presets.json"])
        let swiftFile = scratch.root + "/Generated/main.tour.swift"
        let before = try scratch.modificationTime(swiftFile)
        Thread.sleep(forTimeInterval: 0.05)

        let second = Compiler.compile(scratch.request())
        #expect(second.diagnostics.isEmpty)
        #expect(second.outputs.map(\.status).allSatisfy { $0 == .unchanged })
        #expect(try scratch.modificationTime(swiftFile) == before, "an unchanged file must keep its modification time")
        #expect(!scratch.files(in: "Generated").contains { $0.hasSuffix(".tmp") }, "no temporary file is left behind")
    }

    @Test func checkPassesWhenCurrentAndFailsWhenATourChanged() throws {
        let scratch = try Scratch()
        _ = Compiler.compile(scratch.request())
        #expect(Compiler.compile(scratch.request(.check)).diagnostics.isEmpty)

        try scratch.edit("presets.tour.yaml", replacing: "Search by name", with: "Search presets by name")
        let before = try String(contentsOfFile: scratch.root + "/Generated/presets.tour.swift", encoding: .utf8)
        let check = Compiler.compile(scratch.request(.check))
        #expect(check.diagnostics.map(\.code) == [.staleOutput, .staleOutput])
        #expect(check.diagnostics.allSatisfy { $0.message.contains("presets") })
        let after = try String(contentsOfFile: scratch.root + "/Generated/presets.tour.swift", encoding: .utf8)
        #expect(before == after, "--check writes nothing")
    }

    @Test func checkReportsMissingOutputs() throws {
        let scratch = try Scratch()
        let check = Compiler.compile(scratch.request(.check))
        #expect(check.diagnostics.count == 7)
        #expect(check.diagnostics.allSatisfy { $0.code == .staleOutput && $0.message.contains("missing") })
        #expect(scratch.files(in: "Generated").isEmpty)
    }

    @Test func dryRunListsWithoutWriting() throws {
        let scratch = try Scratch()
        let outcome = Compiler.compile(scratch.request(.dryRun))
        #expect(outcome.outputs.count == 7)
        #expect(scratch.files(in: "Generated").isEmpty && scratch.files(in: "JSON").isEmpty)
    }

    @Test func anErrorInAnyInputWritesNothing() throws {
        let scratch = try Scratch()
        try scratch.edit("effects.tour.yaml", replacing: "title:", with: "titel:")
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.containsErrors)
        #expect(outcome.outputs.isEmpty)
        #expect(scratch.files(in: "Generated").isEmpty && scratch.files(in: "JSON").isEmpty)
    }

    @Test func aFailedWriteLeavesEveryOutputAsItWas() throws {
        let scratch = try Scratch()
        _ = Compiler.compile(scratch.request())
        let before = try String(contentsOfFile: scratch.root + "/Generated/main.tour.swift", encoding: .utf8)
        try scratch.edit("main.tour.yaml", replacing: "Play the keyboard", with: "Play the keys")
        // The JSON folder is now a file, so every JSON write fails.
        try FileManager.default.removeItem(atPath: scratch.root + "/JSON")
        try "not a folder".write(toFile: scratch.root + "/JSON", atomically: false, encoding: .utf8)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.map(\.code) == [.writeFailed])
        let after = try String(contentsOfFile: scratch.root + "/Generated/main.tour.swift", encoding: .utf8)
        #expect(before == after, "the Swift output must not be replaced when another write fails")
        #expect(!scratch.files(in: "Generated").contains { $0.hasSuffix(".tmp") })
    }

    @Test func quickWinNeedsEveryFieldAndAnActionOnEveryStep() throws {
        let scratch = try Scratch()
        try scratch.edit("effects.tour.yaml", replacing: "estimatedSeconds:", with: "# estimatedSeconds:")
        try scratch.edit("effects.tour.yaml", replacing: "  action: input\n", with: "")
        let outcome = Compiler.compile(scratch.request(flavor: .quickwin))
        let problems = outcome.diagnostics.filter { $0.code == .quickWinFieldMissing }
        #expect(problems.contains { $0.message.contains("'estimatedSeconds'") && $0.position == SourcePosition(line: 6, column: 1) })
        #expect(problems.contains { $0.message.contains("has no action") })
        #expect(scratch.files(in: "JSON").isEmpty)
    }

    @Test func twoTourFilesWithOneNameConflict() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.root + "/Tours/More", withIntermediateDirectories: true)
        let text = try String(contentsOfFile: scratch.root + "/Tours/effects.tour.yaml", encoding: .utf8)
        try text.replacingOccurrences(of: "tour: effects", with: "tour: effects2")
            .replacingOccurrences(of: "swiftName:", with: "# swiftName:")
            .write(toFile: scratch.root + "/Tours/More/effects.tour.yaml", atomically: true, encoding: .utf8)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.contains { $0.code == .outputConflict && $0.message.contains("effects.tour.swift") })
        #expect(scratch.files(in: "Generated").isEmpty)
    }

    @Test func swiftFileNamesComeFromTheTourFileName() {
        #expect(OutputNaming.swiftFileName(forTourFile: "Tours/main.tour.yaml") == "main.tour.swift")
        #expect(OutputNaming.swiftFileName(forTourFile: "main.yaml") == "main.tour.swift")
        #expect(OutputNaming.swiftFileName(forTourFile: "a/b/Help Screen.tour.yml") == "Help Screen.tour.swift")
    }
}
