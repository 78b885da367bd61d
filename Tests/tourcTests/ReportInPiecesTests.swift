import Testing
import TourCompiler

@testable import TourDiagnostics
@testable import tourc

/// A report whose findings stand alone is printed a thousand findings at a
/// time, so that a compile of a thousand tours does not hold its whole
/// report twice (issue 47's peak memory). Pieces must read as the whole.
@Suite("tourc: a long report is printed in pieces that read as the whole")
struct ReportInPiecesTests {
    static let error = DiagnosticCode("TOUR201", name: "unknownKey", severity: .error, summary: "Unknown key.", explanation: "")
    static let warning = DiagnosticCode("TOUR306", name: "unusedTarget", severity: .warning, summary: "Unused target.", explanation: "")

    /// 2,500 findings, errors and warnings, with and without positions and notes.
    static let findings: [Diagnostic] = (0..<2500).map { number in
        let code = number.isMultiple(of: 3) ? error : warning
        return Diagnostic(
            code, "finding \(number)", file: number.isMultiple(of: 7) ? nil : "Tours/t\(number % 11).tour.yaml",
            at: number.isMultiple(of: 5) ? nil : SourcePosition(line: number + 1, column: number % 9 + 1),
            notes: number.isMultiple(of: 2) ? ["note of \(number)"] : [])
    }

    /// What `report` writes, and in how many writes.
    static func printed(by reporter: DiagnosticReporter, _ findings: [Diagnostic]) -> (text: String, writes: Int) {
        final class Output: @unchecked Sendable {
            var text = ""
            var writes = 0
        }
        let output = Output()
        let write = { (text: String) in
            output.text += text
            output.writes += 1
        }
        let console = Console(standardOutput: write, standardError: write, errorIsTerminal: false, noColor: true)
        _ = TourcCommandLine(console: console).report(findings, with: reporter, sources: [:], strict: false)
        return (output.text, output.writes)
    }

    @Test(arguments: DiagnosticReporter.allCases)
    func theReportReadsAsTheWholeRenderedAtOnce(reporter: DiagnosticReporter) {
        let sarif = SARIFContext(
            toolVersion: TourcVersion.current, sourceRoot: reporter == .sarif ? Platform.currentDirectory : "/")
        let whole = reporter.render(Self.findings, sarif: sarif)
        let printed = Self.printed(by: reporter, Self.findings)
        #expect(printed.text == whole)
        // Three pieces of at most a thousand findings, or the one document.
        #expect(printed.writes == (reporter.rendersFindingsAlone ? 3 : 1))
    }

    @Test(arguments: DiagnosticReporter.allCases)
    func noFindingsPrintNothingButADocument(reporter: DiagnosticReporter) {
        let printed = Self.printed(by: reporter, [])
        #expect(printed.writes == (reporter.isDocument ? 1 : 0))
    }
}
