import Foundation
import TestSupport
import Testing

@testable import TourLayout

/// What the layout fuzzer (Fuzz/LayoutFuzzer.swift) checks, on every input
/// it ever failed on (Fuzz/Regressions) and every sample and fixture file:
/// the guard never refuses a laid-out file, laying out twice changes
/// nothing, and what validates compiles to the same outputs laid out.
@Suite struct LayoutFuzzRegressionTests {
    static let inputs: [String] = {
        let roots = ["Fuzz/Regressions", "Samples/Tours"] + diagnosticFixtureTargets.map { "Tests/\($0)/DiagnosticFixtures" }
        return roots.flatMap { root -> [String] in
            let files = FileManager.default.enumerator(atPath: packageRoot + "/" + root)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".bin") }.map { root + "/" + $0 }
        }.sorted()
    }()

    @Test func everyInputKeepsTheLayoutsPromises() throws {
        var laidOut = 0
        for path in Self.inputs {
            guard let bytes = FileManager.default.contents(atPath: packageRoot + "/" + path).map(Array.init) else { continue }
            let outcome = FileLayout.layOut(bytes, file: path)
            #expect(!outcome.diagnostics.contains { $0.code == .formatChangesMeaning }, "\(path): \(outcome.diagnostics)")
            guard let formatted = outcome.bytes else { continue }
            laidOut += 1
            #expect(FileLayout.layOut(formatted, file: path).bytes == formatted, "\(path): laying out twice changes it")
            #expect(compiledOutputs(of: formatted, file: path) == compiledOutputs(of: bytes, file: path), "\(path): other outputs")
        }
        #expect(laidOut > 50, "only \(laidOut) inputs laid out")
    }
}
