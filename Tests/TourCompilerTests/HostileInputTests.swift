import Foundation
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// Inputs from many hands: each gets a clear diagnostic or a correct result,
/// and nothing crashes, hangs or is half written.
@Suite struct HostileInputTests {
    static let registry = "targets:\n  - keyboard\n  - presetsList\n"
    static let tour =
        "tour: main\nsteps:\n  - id: keyboard\n    title: Play\n    text: Touch a key.\n  - id: presets\n    target: presetsList\n    title: Pick\n    text: Tap the name.\n"

    /// A folder holding `files` (name to bytes), validated; returns the findings.
    func validate(_ files: [String: [UInt8]], limits: YAMLLimits = .default, options: ValidationOptions = ValidationOptions())
        throws -> ValidationOutcome
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-hostile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (name, bytes) in files {
            try #require(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data(bytes)))
        }
        var outcome = Pipeline.validate(ValidationRequest(inputs: [folder], limits: limits, options: options))
        // Relative names make the expectations readable.
        outcome.diagnostics = outcome.diagnostics.map { diagnostic in
            var relative = diagnostic
            relative.file = diagnostic.file.map { Paths.lastComponent(of: $0) }
            return relative
        }
        return outcome
    }

    func codes(_ outcome: ValidationOutcome) -> [String] {
        outcome.diagnostics.map { "\($0.code) \($0.file ?? "") \($0.position?.description ?? "-")" }
    }

    func files(tour: [UInt8]) -> [String: [UInt8]] {
        ["targets.yaml": Array(Self.registry.utf8), "main.tour.yaml": tour]
    }

    @Test func utf16WithAByteOrderMarkReadsLikeUTF8() throws {
        for bigEndian in [false, true] {
            var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
            for unit in Self.tour.utf16 {
                bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            }
            let outcome = try validate(files(tour: bytes))
            #expect(outcome.diagnostics.isEmpty, "\(codes(outcome))")
            #expect(outcome.resolvedFiles.first?.tours.first?.steps.map(\.step.id.value) == ["keyboard", "presets"])
        }
    }

    @Test func aUTF8ByteOrderMarkAndEveryKindOfLineEndAreAccepted() throws {
        for ending in ["\r\n", "\r"] {
            let text = [0xEF, 0xBB, 0xBF] + Array(Self.tour.replacingOccurrences(of: "\n", with: ending).utf8)
            let outcome = try validate(files(tour: text))
            #expect(outcome.diagnostics.isEmpty, "\(codes(outcome))")
            let step = try #require(outcome.resolvedFiles.first?.tours.first?.steps.last)
            #expect(step.step.id.position == SourcePosition(line: 6, column: 9), "line ends \(ending.debugDescription)")
        }
    }

    @Test func aLoneSurrogateEscapeIsASyntaxError() throws {
        let outcome = try validate(files(tour: Array("tour: main\nsteps:\n  - {id: keyboard, title: \"\\ud800\", text: x}\n".utf8)))
        #expect(codes(outcome) == ["TOUR101 main.tour.yaml 3:30"], "libyaml marks the escape: \(codes(outcome))")
    }

    @Test func aTenMegabyteScalarStopsAtTheScalarLimit() throws {
        let huge = "tour: main\nsteps:\n  - id: keyboard\n    title: Play\n    text: " + String(repeating: "a", count: 10 << 20) + "\n"
        let outcome = try validate(files(tour: Array(huge.utf8)))
        #expect(codes(outcome) == ["TOUR108 main.tour.yaml 5:11"], "\(codes(outcome))")
    }

    @Test func aHundredThousandStepsStopAtTheStepLimit() throws {
        // Every step past the first two is wrong twice over (an unknown key,
        // an unregistered target): checked anyway, that was 200,000 findings.
        var text = "tour: main\nsteps:\n"
        for index in 0..<100_000 {
            text +=
                index < 2
                ? "  - {id: s\(index), target: keyboard, title: T, text: X}\n" : "  - {id: s\(index), target: nowhere, title: T, text: X, titel: T}\n"
        }
        let outcome = try validate(files(tour: Array(text.utf8)), options: ValidationOptions(maxStepsPerTour: 2))
        #expect(codes(outcome) == ["TOUR109 main.tour.yaml 5:5"], "\(codes(outcome).prefix(5))")
        let defaulted = try validate(files(tour: Array(text.utf8)))
        #expect(defaulted.diagnostics.count == 4_999, "the 4,998 unknown keys before the limit, and TOUR109")
        #expect(defaulted.diagnostics.last.map { "\($0.code.rawValue) \($0.position!)" } == "TOUR109 5003:5")
        var valid = "tour: main\nsteps:\n"
        for index in 0..<100_000 { valid += "  - {id: s\(index), target: keyboard, title: T, text: X}\n" }
        let raised = try validate(files(tour: Array(valid.utf8)), options: ValidationOptions(maxStepsPerTour: 100_000))
        #expect(!raised.diagnostics.containsErrors, "a raised limit lets it through")
    }

    @Test func mergeKeysAndTagsAreRejectedWithPositions() throws {
        let text = """
            tour: main
            steps:
              - &base {id: keyboard, title: Play, text: Touch.}
              - <<: *base
                id: presets
                target: presetsList
              - id: other
                target: !custom presetsList
                title: !!binary aGVsbG8=
                text: !!str Fine, a core tag that fits.
            """
        let outcome = try validate(files(tour: Array(text.utf8)))
        let found = codes(outcome)
        #expect(found.contains("TOUR210 main.tour.yaml 4:5"), "\(found)")
        #expect(found.contains("TOUR210 main.tour.yaml 8:13"), "\(found)")
        #expect(found.contains("TOUR210 main.tour.yaml 9:12"), "\(found)")
        #expect(!found.contains { $0.contains("10:") }, "!!str on a text is accepted: \(found)")
    }

    @Test func emptyDocumentsAreReportedOneByOne() throws {
        let outcome = try validate(files(tour: Array("---\n---\n# nothing\n---\n".utf8)))
        #expect(codes(outcome) == ["TOUR208 main.tour.yaml 1:1", "TOUR208 main.tour.yaml 2:1", "TOUR208 main.tour.yaml 4:1"], "\(codes(outcome))")
    }

    @Test func aFolderThatLinksToItselfIsWalkedOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-loop-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Tours", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.registry.write(toFile: folder + "/Tours/targets.yaml", atomically: false, encoding: .utf8)
        try Self.tour.write(toFile: folder + "/Tours/main.tour.yaml", atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/Tours/again", withDestinationPath: "..")
        let outcome = Pipeline.validate(ValidationRequest(inputs: [folder]))
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.validatedFiles?.count == 1)
    }

    @Test func anOutputFolderThatCannotBeCreatedWritesNothing() throws {
        let scratch = try Scratch()
        var request = scratch.request()
        request.jsonOutput = "/proc/tourc-cannot-exist/JSON"
        let outcome = Compiler.compile(request)
        #expect(outcome.diagnostics.map(\.code) == [.writeFailed], "\(outcome.diagnostics)")
        #expect(scratch.files(in: "Generated").isEmpty, "the Swift outputs must not be written either")
    }

    @Test func twoCompilesAtOnceLeaveCompleteFiles() throws {
        let scratch = try Scratch()
        let expected = Compiler.outputs(of: scratch.request()).files
        #expect(!expected.isEmpty)
        for round in 0..<5 {
            // A stale copy of every output first, so both runs rewrite everything.
            if round > 0 {
                for file in expected { try "stale\n".write(toFile: file.path, atomically: false, encoding: .utf8) }
            }
            let group = DispatchGroup()
            let results = ResultBox()
            for _ in 0..<2 {
                DispatchQueue.global().async(group: group) { results.append(Compiler.compile(scratch.request()).diagnostics) }
            }
            group.wait()
            #expect(results.all.allSatisfy { $0.isEmpty }, "\(results.all)")
            for file in expected {
                #expect(try String(contentsOfFile: file.path, encoding: .utf8) == file.contents, "\(file.path) is torn or mixed")
            }
            #expect(!scratch.files(in: "Generated").contains { $0.hasSuffix(".tmp") })
        }
    }
}

/// Diagnostics from concurrent runs, collected under a lock.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [[Diagnostic]] = []
    func append(_ diagnostics: [Diagnostic]) { lock.withLock { results.append(diagnostics) } }
    var all: [[Diagnostic]] { lock.withLock { results } }
}
