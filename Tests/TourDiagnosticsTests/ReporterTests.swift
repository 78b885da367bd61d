import Foundation
import Testing

@testable import TourDiagnostics

/// The same findings for every reporter: with and without notes, a warning,
/// one without a position and one without a file.
private let fixedDiagnostics: [Diagnostic] = [
    Diagnostic(
        severity: .error, code: .wrongType, message: "expected a number, found a quoted string",
        file: "Tours/main.tour.yaml", position: SourcePosition(line: 6, column: 14)),
    Diagnostic(
        severity: .error, code: .unknownKey, message: "unknown key 'titel' in a step; did you mean 'title'?",
        file: "Tours/main.tour.yaml", position: SourcePosition(line: 7, column: 5),
        notes: ["a step accepts: id, target, title, text, padding, cornerRadius, action"], suggestion: "title"),
    Diagnostic(
        severity: .warning, code: .unusedTarget, message: "target 'unused' is registered but no tour uses it",
        file: "Tours/targets.yaml", position: SourcePosition(line: 3, column: 5)),
    Diagnostic(
        severity: .error, code: .inputNotFound, message: "no such file or folder: Tourz", file: "Tourz", position: nil),
    Diagnostic(
        severity: .error, code: .registryNotFound,
        message: "several targets.yaml files found; pass the one to use with --registry FILE",
        file: nil, position: nil, notes: ["found a/targets.yaml", "found b/targets.yaml"]),
]

@Suite("Reporters: xcode")
struct XcodeReporterTests {
    @Test func exactOutput() {
        let expected = """
            Tours/main.tour.yaml:6:14: error: expected a number, found a quoted string [TOUR203]
            Tours/main.tour.yaml:7:5: error: unknown key 'titel' in a step; did you mean 'title'? [TOUR201]
            Tours/main.tour.yaml:7:5: note: a step accepts: id, target, title, text, padding, cornerRadius, action
            Tours/targets.yaml:3:5: warning: target 'unused' is registered but no tour uses it [TOUR306]
            Tourz: error: no such file or folder: Tourz [TOUR501]
            tourc: error: several targets.yaml files found; pass the one to use with --registry FILE [TOUR503]
            tourc: note: found a/targets.yaml
            tourc: note: found b/targets.yaml

            """
        #expect(DiagnosticReporter.xcode.render(fixedDiagnostics) == expected)
    }

    @Test func nothingToReportIsEmpty() {
        #expect(DiagnosticReporter.xcode.render([]) == "")
    }

    @Test func writesToStandardError() {
        #expect(!DiagnosticReporter.xcode.writesToStandardOutput)
        #expect(!DiagnosticReporter.human.writesToStandardOutput)
        #expect(DiagnosticReporter.github.writesToStandardOutput)
        #expect(DiagnosticReporter.json.writesToStandardOutput)
    }
}

@Suite("Reporters: github")
struct GitHubReporterTests {
    @Test func exactOutput() {
        let expected = """
            ::error file=Tours/main.tour.yaml,line=6,col=14,title=TOUR203::expected a number, found a quoted string
            ::error file=Tours/main.tour.yaml,line=7,col=5,title=TOUR201::unknown key 'titel' in a step; did you mean 'title'?%0Anote: a step accepts: id, target, title, text, padding, cornerRadius, action
            ::warning file=Tours/targets.yaml,line=3,col=5,title=TOUR306::target 'unused' is registered but no tour uses it
            ::error file=Tourz,title=TOUR501::no such file or folder: Tourz
            ::error title=TOUR503::several targets.yaml files found; pass the one to use with --registry FILE%0Anote: found a/targets.yaml%0Anote: found b/targets.yaml

            """
        #expect(DiagnosticReporter.github.render(fixedDiagnostics) == expected)
    }

    @Test func messageEscapesPercentCarriageReturnAndLineFeedOnly() {
        let diagnostic = Diagnostic(
            severity: .error, code: .wrongType, message: "100% sure\r\nnext: a, b", file: "t.yaml",
            position: SourcePosition(line: 1, column: 2))
        #expect(
            DiagnosticReporter.github.render([diagnostic])
                == "::error file=t.yaml,line=1,col=2,title=TOUR203::100%25 sure%0D%0Anext: a, b\n")
    }

    @Test func propertiesAlsoEscapeColonAndComma() {
        let diagnostic = Diagnostic(
            severity: .warning, code: .unusedTarget, message: "m", file: "C:\\tours,old/50%\n.tour.yaml",
            position: SourcePosition(line: 3, column: 4))
        #expect(
            DiagnosticReporter.github.render([diagnostic])
                == "::warning file=C%3A\\tours%2Cold/50%25%0A.tour.yaml,line=3,col=4,title=TOUR306::m\n")
    }

    @Test func noteSeverityIsANotice() {
        let diagnostic = Diagnostic(severity: .note, code: .unusedTarget, message: "m", file: nil, position: nil)
        #expect(DiagnosticReporter.github.render([diagnostic]) == "::notice title=TOUR306::m\n")
    }
}

@Suite("Reporters: json")
struct JSONReporterTests {
    private func parse(_ text: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try #require(object as? [[String: Any]])
    }

    @Test func isAnArrayOfObjectsWithExactlyTheDocumentedKeys() throws {
        let text = DiagnosticReporter.json.render(fixedDiagnostics)
        #expect(text.hasSuffix("]\n"))
        let objects = try parse(text)
        #expect(objects.count == fixedDiagnostics.count)
        let keys: Set<String> = ["severity", "code", "message", "file", "line", "column", "notes"]
        for object in objects {
            #expect(Set(object.keys) == keys)
        }
    }

    @Test func valuesRoundTrip() throws {
        let objects = try parse(DiagnosticReporter.json.render(fixedDiagnostics))
        let second = objects[1]
        #expect(second["severity"] as? String == "error")
        #expect(second["code"] as? String == "TOUR201")
        #expect(second["message"] as? String == "unknown key 'titel' in a step; did you mean 'title'?")
        #expect(second["file"] as? String == "Tours/main.tour.yaml")
        #expect(second["line"] as? Int == 7)
        #expect(second["column"] as? Int == 5)
        #expect(second["notes"] as? [String] == ["a step accepts: id, target, title, text, padding, cornerRadius, action"])
        #expect(objects[2]["severity"] as? String == "warning")
    }

    @Test func absentFileAndPositionAreNull() throws {
        let objects = try parse(DiagnosticReporter.json.render(fixedDiagnostics))
        let noPosition = objects[3]
        let noFile = objects[4]
        #expect(noPosition["file"] as? String == "Tourz")
        #expect(noPosition["line"] is NSNull)
        #expect(noPosition["column"] is NSNull)
        #expect(noFile["file"] is NSNull)
        #expect(noFile["notes"] as? [String] == ["found a/targets.yaml", "found b/targets.yaml"])
    }

    @Test func controlCharactersAndQuotesSurvive() throws {
        let message = "quote \" backslash \\ tab\t lf\n cr\r bell\u{07} nul\u{00} esc\u{1B} del\u{7F} é🎉 \u{2028}end"
        let note = "note with \"quotes\" and \u{01}"
        let diagnostic = Diagnostic(
            severity: .error, code: .wrongType, message: message, file: "dir/\"odd\"\\name.yaml",
            position: SourcePosition(line: 1, column: 1), notes: [note])
        let text = DiagnosticReporter.json.render([diagnostic])
        // Raw control characters never reach the output; the only line breaks are the layout's:
        // `[`, `{`, six members, `"notes" : [`, the note, `]`, `}`, `]`.
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(text.split(separator: "\n").count == 13)
        let object = try #require(try parse(text).first)
        #expect(object["message"] as? String == message)
        #expect(object["file"] as? String == "dir/\"odd\"\\name.yaml")
        #expect(object["notes"] as? [String] == [note])
    }

    @Test func nothingToReportIsAnEmptyArray() throws {
        let text = DiagnosticReporter.json.render([])
        // The layout of Foundation's JSONEncoder, which every JSON tourc writes shares.
        #expect(text == "[\n\n]\n")
        #expect(try parse(text).isEmpty)
    }
}

@Suite("Reporters: human")
struct HumanReporterTests {
    private let file = "t.yaml"
    private let source = "tour: t\n\tkey:\tvalue\ntitle: é🎉 {symbol:Star}\n"

    private func render(_ diagnostics: [Diagnostic], color: Bool = false) -> String {
        let file = self.file
        let bytes = Array(source.utf8)
        return DiagnosticReporter.human.render(diagnostics, source: { $0 == file ? bytes : nil }, color: color)
    }

    private func diagnostic(_ line: Int, _ column: Int, notes: [String] = []) -> Diagnostic {
        Diagnostic(
            severity: .error, code: .wrongType, message: "expected a number, found a quoted string", file: file,
            position: SourcePosition(line: line, column: column), notes: notes)
    }

    /// The quoted source line and the caret line under it, each without the
    /// gutter, after checking the two gutters are equally wide.
    private func quoteAndCaret(in output: String, sourceLine: String) throws -> (quote: Substring, caret: Substring) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let index = try #require(lines.firstIndex { $0.hasSuffix(" | " + sourceLine) })
        let gutterWidth = lines[index].count - sourceLine.count
        let caretLine = lines[index + 1]
        #expect(caretLine.prefix(gutterWidth).allSatisfy { $0 == " " || $0 == "|" })
        #expect(
            caretLine.prefix(gutterWidth).firstIndex(of: "|").map { caretLine.distance(from: caretLine.startIndex, to: $0) }
                == lines[index].firstIndex(of: "|").map { lines[index].distance(from: lines[index].startIndex, to: $0) })
        return (lines[index].dropFirst(gutterWidth), caretLine.dropFirst(gutterWidth))
    }

    @Test func exactOutputWithoutColor() {
        let output = render([diagnostic(2, 7, notes: ["a number has no quotes"])])
        let expected = """
            error[TOUR203]: expected a number, found a quoted string
              --> t.yaml:2:7
              |
            2 | \tkey:\tvalue
              | \t    \t^
              = note: a number has no quotes

            1 error

            """
        #expect(output == expected)
    }

    @Test func caretKeepsTabsInThePadding() throws {
        let output = render([diagnostic(2, 7)])
        let (_, caret) = try quoteAndCaret(in: output, sourceLine: "\tkey:\tvalue")
        #expect(caret == "\t    \t^")
    }

    @Test func caretColumnCountsUnicodeScalars() throws {
        let output = render([diagnostic(3, 11)])
        let (quote, caret) = try quoteAndCaret(in: output, sourceLine: "title: é🎉 {symbol:Star}")
        #expect(caret == String(repeating: " ", count: 10) + "^")
        #expect(quote.unicodeScalars.dropFirst(10).first == "{")
    }

    @Test func caretUnderColumnOneAndMultiDigitLines() throws {
        let bytes = Array((String(repeating: "a: 1\n", count: 11) + "bad line\n").utf8)
        let output = DiagnosticReporter.human.render([diagnostic(12, 1)], source: { _ in bytes })
        #expect(output.contains("--> t.yaml:12:1\n"))
        let (_, caret) = try quoteAndCaret(in: output, sourceLine: "bad line")
        #expect(caret == "^")
    }

    @Test func sourceLineIsFoundAfterCRLF() throws {
        let bytes = Array("a: 1\r\nb: 2\r\nc: 3\r\n".utf8)
        let output = DiagnosticReporter.human.render([diagnostic(2, 4)], source: { _ in bytes })
        let (quote, caret) = try quoteAndCaret(in: output, sourceLine: "b: 2")
        #expect(quote == "b: 2")
        #expect(caret == "   ^")
    }

    @Test func withoutSourceThereIsNoQuote() {
        let output = DiagnosticReporter.human.render([diagnostic(2, 7)])
        #expect(output == "error[TOUR203]: expected a number, found a quoted string\n  --> t.yaml:2:7\n\n1 error\n")
    }

    @Test func summaryCountsErrorsAndWarnings() {
        let output = render(fixedDiagnostics)
        #expect(output.hasSuffix("\n4 errors, 1 warning\n"))
        #expect(output.contains("warning[TOUR306]: target 'unused' is registered but no tour uses it\n"))
        #expect(
            output.contains(
                "error[TOUR503]: several targets.yaml files found; pass the one to use with --registry FILE\n= note: found a/targets.yaml\n"))
        #expect(render([]) == "")
    }

    @Test func noEscapeCodesWithoutColor() {
        #expect(!render(fixedDiagnostics + [diagnostic(2, 7)]).contains("\u{1B}"))
    }

    @Test func escapeCodesWithColor() throws {
        let output = render([diagnostic(2, 7)], color: true)
        #expect(output.contains("\u{1B}[31merror[TOUR203]\u{1B}[0m"))
        #expect(output.contains("\u{1B}[0m"))
        // With the escapes removed, the text is the uncoloured text.
        let stripped = output.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        #expect(stripped == render([diagnostic(2, 7)]))
    }
}
