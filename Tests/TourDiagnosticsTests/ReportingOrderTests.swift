import TestSupport
import Testing

@testable import TourDiagnostics

/// `sortedForReporting`: file, line, column, code and message order, and
/// each exact repeat once, wherever the repeats were reported.
struct ReportingOrderTests {
    private func finding(
        _ file: String, _ line: Int, _ message: String = "m", severity: Severity = .warning, notes: [String] = []
    ) -> Diagnostic {
        Diagnostic(
            severity: severity, code: .unusedTarget, message: message, file: file,
            position: SourcePosition(line: line, column: 1), notes: notes)
    }

    @Test func ordersByFileThenPlace() {
        let sorted = [finding("b", 1), finding("a", 9), finding("a", 2)].sortedForReporting()
        #expect(sorted.map { "\($0.file!):\($0.position!.line)" } == ["a:2", "a:9", "b:1"])
    }

    @Test func dropsExactRepeatsOnly() {
        let repeated = finding("a", 3, notes: ["n"])
        // Alike to the order but not equal: a note or a severity apart.
        let other = finding("a", 3, notes: ["other"])
        let error = finding("a", 3, severity: .error, notes: ["n"])
        let input = [repeated, other, error, repeated, finding("a", 1), other, repeated]
        let sorted = input.sortedForReporting()
        #expect(sorted.count == 4)
        #expect(sorted.filter { $0 == repeated }.count == 1)
        #expect(sorted.filter { $0 == other }.count == 1)
        #expect(sorted.filter { $0 == error }.count == 1)
        #expect(Set(sorted) == Set(input))
    }

    @Test(arguments: TestSeed.seeds([47]))
    func agreesWithHashingOnRandomFindings(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let input = (0..<400).map { _ in
            finding(
                ["a", "b"][Int(generator.next() % 2)], Int(generator.next() % 4), ["x", "y"][Int(generator.next() % 2)],
                severity: generator.next() % 2 == 0 ? .warning : .note, notes: generator.next() % 3 == 0 ? ["n"] : [])
        }
        var seen = Set<Diagnostic>()
        let expected = input.sorted(by: Diagnostic.reportingOrder).filter { seen.insert($0).inserted }
        let sorted = input.sortedForReporting()
        #expect(Set(sorted) == Set(expected))
        #expect(sorted.count == expected.count)
        #expect(zip(sorted, sorted.dropFirst()).allSatisfy { !Diagnostic.reportingOrder($1, $0) })
    }
}
