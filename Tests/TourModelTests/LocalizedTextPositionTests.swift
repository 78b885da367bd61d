import Testing

@testable import TourFormat
@testable import TourModel

@Suite("Positions of markup problems in texts")
struct LocalizedTextPositionTests {
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
        let problem = try #require(TourText.problems(in: entry.text).first)
        #expect(entry.position(ofScalarOffset: problem.scalarOffset) == syntaxPosition(5, 14))
    }

    /// A one-line single-quoted text has no source kept (its only escape
    /// is `''`): the offset is counted in the value, each quote before it
    /// written twice.
    @Test(arguments: [
        ("'é🎉 {symbol:Bad}'", 3, 15),
        ("'it''s {symbol:Bad}'", 5, 18),
        ("'''a'' ''b'' {symbol:Bad}'", 8, 24),
        ("'日本語 ''引用'' {symbol:Bad}'", 9, 23),
    ])
    func problemInASingleQuotedTextCountsEachQuoteTwice(text: String, braceOffset: Int, column: Int) throws {
        let entry = try textEntry(text)
        #expect(entry.source == nil)
        let problem = try #require(TourText.problems(in: entry.text).first)
        #expect(problem.scalarOffset == braceOffset)
        #expect(entry.position(ofScalarOffset: problem.scalarOffset) == syntaxPosition(5, column))
        // Column 11 is the text's opening quote; the `{` is written where the position says.
        #expect(Array(text.unicodeScalars)[column - 11] == "{")
    }

    @Test func problemInABlockTextIsOnItsOwnLine() throws {
        let entry = try textEntry("|\n      first line\n      {symbol:Bad}")
        #expect(entry.position(ofScalarOffset: 11) == syntaxPosition(7, 7))
    }

    @Test func problemInAnEscapedQuotedTextCountsTheEscapeAsWritten() throws {
        let entry = try textEntry("\"\\u00e9 {symbol:Bad}\"")
        #expect(entry.text == "é {symbol:Bad}")
        // `\u00e9` takes six columns: the `{` is at 19, not 13.
        #expect(entry.position(ofScalarOffset: 2) == syntaxPosition(5, 19))
    }

    @Test func problemInALocalizedFoldedTextIsOnItsOwnLine() throws {
        let yaml = "tour: t\nsteps:\n  - id: a\n    title: A\n    text:\n      en: Fine\n      de: >-\n        erste Zeile\n        {symbol:Bad}\n"
        let decoded = TourDecoder.decode(parseYAML(yaml).0.documents, file: "test.yaml")
        let german = try #require(decoded.tours.first?.steps.first?.text.others.first)
        #expect(german.text == "erste Zeile {symbol:Bad}")
        #expect(german.position(ofScalarOffset: 12) == syntaxPosition(9, 9))
    }

    /// A plain or quoted scalar folded over two lines holds no newline, but
    /// its source does: the offset cannot be added to the first line's
    /// column; it is where the character is written, on the second line.
    @Test(arguments: [
        "Tap {symbol:star} and then\n      {symbol:Bad} more",
        "\"Tap {symbol:star} and then\n      {symbol:Bad} more\"",
    ])
    func problemInAFoldedScalarIsOnTheLineItIsWrittenOn(text: String) throws {
        let entry = try textEntry(text)
        #expect(!entry.text.contains("\n"))
        let problem = try #require(TourText.problems(in: entry.text).first)
        #expect(entry.position(ofScalarOffset: problem.scalarOffset) == syntaxPosition(6, 7))
    }
}
