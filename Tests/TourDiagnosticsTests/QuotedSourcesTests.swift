import Testing

@testable import TourDiagnostics

/// `quotesSources` says which reports read the files their findings are
/// in: a compile reads them again only for those, so the flag must be
/// what each renderer does.
struct QuotedSourcesTests {
    // With a suggestion: SARIF reads a file only to place the fixes it offers.
    @Test(arguments: DiagnosticReporter.allCases)
    func aReportReadsSourcesExactlyWhenItSaysItQuotesThem(reporter: DiagnosticReporter) {
        let finding = Diagnostic(
            severity: .warning, code: .unusedTarget, message: "target 'x' is never used", file: "a.tour.yaml",
            position: SourcePosition(line: 2, column: 3), suggestion: "y")
        var asked: [String] = []
        _ = reporter.render(
            [finding],
            source: { file in
                asked.append(file)
                return Array("targets:\n  - x\n".utf8)
            })
        #expect(!asked.isEmpty == reporter.quotesSources, "\(reporter) asked for \(asked)")
    }
}
