import Testing

@testable import TourCompiler

@Suite("TextMarkup")
struct TextMarkupTests {
    @Test func symbolBetweenTexts() {
        let (segments, problems) = TextMarkup.segments(of: "Tap {symbol:star.fill} now")
        #expect(segments == [.text("Tap "), .symbol("star.fill"), .text(" now")])
        #expect(problems.isEmpty)
    }

    @Test func severalSymbols() {
        let (segments, problems) = TextMarkup.segments(of: "{symbol:star}{symbol:heart.fill} and {symbol:1.circle}")
        #expect(segments == [.symbol("star"), .symbol("heart.fill"), .text(" and "), .symbol("1.circle")])
        #expect(problems.isEmpty)
    }

    @Test func plainTextIsOneSegment() {
        let text = "Tap **Bypass**, then `Take #\\(n)` at 50 %"
        let (segments, problems) = TextMarkup.segments(of: text)
        #expect(segments == [.text(Substring(text))])
        #expect(problems.isEmpty)
    }

    @Test func emptyTextHasNoSegments() {
        let (segments, problems) = TextMarkup.segments(of: "")
        #expect(segments.isEmpty)
        #expect(problems.isEmpty)
    }

    @Test func bracesThatAreNotMarkupStayText() {
        let text = "Use {braces}, {symbol} or {sym:x} and {SYMBOL:star} as written"
        let (segments, problems) = TextMarkup.segments(of: text)
        #expect(segments == [.text(Substring(text))])
        #expect(problems.isEmpty)
    }

    @Test func uppercaseSymbolNameIsAProblemAtTheOpeningBrace() throws {
        let (segments, problems) = TextMarkup.segments(of: "Tap {symbol:Star} now")
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.scalarOffset == 4)
        #expect(problem.message == "'Star' is not a valid SF Symbol name in {symbol:...}")
        #expect(segments == [.text("Tap {symbol:Star} now")])
    }

    @Test func problemOffsetCountsUnicodeScalars() throws {
        // é, 🎉 and the space before the brace are three scalars (seven UTF-8 bytes).
        let (_, problems) = TextMarkup.segments(of: "é🎉 {symbol:Bad}")
        #expect(problems.map(\.scalarOffset) == [3])
    }

    @Test func unclosedMarkupIsAProblem() throws {
        let (segments, problems) = TextMarkup.segments(of: "é🎉 {symbol:star")
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.scalarOffset == 3)
        #expect(problem.message == "'{symbol:' is not closed with '}'")
        #expect(segments == [.text("é🎉 {symbol:star")])
    }

    @Test func goodSymbolAfterABadOneIsStillASymbol() {
        let (segments, problems) = TextMarkup.segments(of: "{symbol:Bad} then {symbol:star}")
        #expect(problems.map(\.scalarOffset) == [0])
        #expect(segments.last == .symbol("star"))
    }

    @Test func emptySymbolNameIsAProblem() {
        let (_, problems) = TextMarkup.segments(of: "x {symbol:}")
        #expect(problems.map(\.scalarOffset) == [2])
    }

    /// The step's text entry of a one-step tour whose text is written as `text`.
    private func textEntry(_ text: String) throws -> LocalizedText.Entry {
        let yaml = "tour: t\nsteps:\n  - id: a\n    title: A\n    text: \(text)\n"
        let (result, parseDiagnostics) = parseYAML(yaml)
        #expect(parseDiagnostics.isEmpty)
        let decoded = TourDecoder.decode(result.documents, file: "test.yaml")
        #expect(decoded.diagnostics.isEmpty)
        return try #require(decoded.tours.first?.steps.first?.text.entries.first)
    }

    @Test func problemOffsetMapsToTheSourceColumnOfAPlainText() throws {
        let entry = try textEntry("Tap {symbol:Star}")
        #expect(entry.position == syntaxPosition(5, 11))
        #expect(entry.position(ofScalarOffset: 4) == syntaxPosition(5, 15))
    }

    @Test func problemOffsetInAQuotedTextSkipsTheQuote() throws {
        let entry = try textEntry("\"Tap {symbol:Star}\"")
        #expect(entry.position(ofScalarOffset: 4) == syntaxPosition(5, 16))
    }

    @Test func problemOffsetCountsScalarsInTheSourceLine() throws {
        let entry = try textEntry("é🎉 {symbol:Bad}")
        let problem = try #require(TextMarkup.segments(of: entry.text).problems.first)
        #expect(entry.position(ofScalarOffset: problem.scalarOffset) == syntaxPosition(5, 14))
    }

    @Test func problemInABlockTextFallsBackToTheTextStart() throws {
        let entry = try textEntry("|\n      first line\n      {symbol:Bad}")
        #expect(entry.position(ofScalarOffset: 11) == entry.position)
    }

    @Test func problemInAnEscapedQuotedTextFallsBackToTheTextStart() throws {
        let entry = try textEntry("\"\\u00e9 {symbol:Bad}\"")
        #expect(entry.text == "é {symbol:Bad}")
        #expect(entry.position(ofScalarOffset: 2) == entry.position)
    }

    /// A plain or quoted scalar folded over two lines holds no newline, but
    /// its source does: the offset cannot be added to the first line's column.
    @Test(arguments: [
        "Tap {symbol:star} and then\n      {symbol:Bad} more",
        "\"Tap {symbol:star} and then\n      {symbol:Bad} more\"",
    ])
    func problemInAFoldedScalarIsNotPlacedPastTheFirstLine(text: String) throws {
        let entry = try textEntry(text)
        #expect(!entry.text.contains("\n"))
        let problem = try #require(TextMarkup.segments(of: entry.text).problems.first)
        let position = entry.position(ofScalarOffset: problem.scalarOffset)
        // The exact spot (line 6, column 7), or, as documented for texts that
        // do not map one to one onto the source, the text's start.
        #expect(position == syntaxPosition(6, 7) || position == entry.position, "got \(position)")
    }
}
