import TestSupport
import Testing
import TourDiagnostics
import TourSyntax

@testable import TourLayout

/// Random tour files, written as people leave them (``MessyTourWriter``):
/// each that parses is laid out without the guard refusing it, laying it
/// out again changes nothing, and it compiles to the same outputs.
@Suite struct MessyToursPropertyTests {
    /// Four batches of 50 seeds, each file's own, or the environment's seed
    /// alone (``TestSeed``); every failure names its file's seed.
    static let batches: [[UInt64]] = {
        let fixed: [[UInt64]] = (0..<UInt64(4)).map { (batch: UInt64) -> [UInt64] in Array((batch * 50)..<(batch * 50 + 50)) }
        let chosen = TestSeed.seeds(Array(fixed.joined()))
        return chosen.count == 1 ? [chosen] : fixed
    }()

    @Test(arguments: batches)
    func layoutIsIdempotentAndKeepsWhatTheFileSays(_ seeds: [UInt64]) throws {
        var parsed = 0
        var compared = 0
        for seed in seeds {
            var writer = MessyTourWriter(seed: seed)
            let text = writer.file(documents: seed % 5 == 0 ? 2 : 1, steps: Int(seed % 6) + 1)
            let bytes = Array(text.utf8)
            var collector = DiagnosticCollector(file: "messy.tour.yaml")
            let read = YAMLParser().parse(bytes, diagnostics: &collector)
            guard !read.stoppedEarly, !collector.hasErrors else { continue }
            parsed += 1
            let outcome = FileLayout.layOut(bytes, file: "messy.tour.yaml")
            let laidOut = try #require(outcome.bytes, "seed \(seed): \(outcome.diagnostics)\n\(text)")
            let again = FileLayout.layOut(laidOut, file: "messy.tour.yaml")
            #expect(
                again.bytes == laidOut,
                "seed \(seed): not idempotent\n\(text)\n---\n\(String(decoding: laidOut, as: UTF8.self))\n---\n\(String(decoding: again.bytes ?? [], as: UTF8.self))"
            )
            if let before = compiledOutputs(of: bytes) {
                compared += 1
                #expect(
                    compiledOutputs(of: laidOut) == before, "seed \(seed): outputs differ\n\(text)\n---\n\(String(decoding: laidOut, as: UTF8.self))")
            }
        }
        if seeds.count > 1 { #expect(parsed > 25, "too few random files parse: \(parsed)") }
        print("seeds \(seeds.first!)...\(seeds.last!): \(parsed) parsed, \(compared) compiled")
    }
}
