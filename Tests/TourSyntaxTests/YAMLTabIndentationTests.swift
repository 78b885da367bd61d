import Testing

@testable import TourDiagnostics
@testable import TourSyntax

/// A tab in the indentation is one TOUR101 at the tab, saying to indent
/// with spaces, and the parser reads on past it when a guess at the spaces
/// meant fits; tabs inside values are text.
@Suite("YAML parser: tabs in the indentation")
struct YAMLTabIndentationTests {
    static let message = "a tab in the indentation: YAML indents with spaces only; replace the tab with spaces"

    @Test(arguments: [
        // The tab alone, after spaces, and after a list's `-`, with its column.
        ("steps:\n  - id: a\n    title: A\n\ttext: hi\n", 4, 1),
        ("steps:\n  - id: a\n    title: A\n  \ttext: hi\n", 4, 3),
        ("steps:\n  - id: a\n    title: A\n    \t  text: hi\n", 4, 5),
        ("steps:\n  -\tid: a\n    title: A\n    text: hi\n", 2, 4),
        ("steps:\n\t- id: a\n    title: A\n    text: hi\n", 2, 1),
    ])
    func aTabIsOneErrorAtItsColumnAndTheFileIsReadOn(text: String, line: Int, column: Int) throws {
        let (result, diagnostics) = parseYAML(text)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.position == syntaxPosition(line, column))
        #expect(diagnostic.message == Self.message)
        #expect(diagnostic.notes.count == 1 && diagnostic.notes[0].hasPrefix("the rest of the file is read as if"), "\(diagnostic.notes)")
        #expect(!result.stoppedEarly)
        // Read as the writer meant: one step with all three keys.
        let step = try #require(result.documents.first?.root.yamlValue("steps")?.yamlItems.first)
        #expect(step.yamlPairs.map { $0.key.scalarValue } == ["id", "title", "text"])
        #expect(step.yamlValue("text")?.scalarValue == "hi")
    }

    @Test func positionsAfterATabAreWhereTheFileHasThem() throws {
        let (result, diagnostics) = parseYAML("steps:\n  - id: a\n    title: A\n\t\ttext: hi\n")
        #expect(diagnostics.map(\.position) == [syntaxPosition(4, 1)])
        #expect(diagnostics.first?.notes == ["the rest of the file is read as if this line were indented with 4 spaces"])
        let step = try #require(result.documents.first?.root.yamlValue("steps")?.yamlItems.first)
        // Two tabs read as four spaces: `text` is still at column 3, as written.
        #expect(step.yamlKey("text")?.position == syntaxPosition(4, 3))
        #expect(step.yamlValue("text")?.position == syntaxPosition(4, 9))
    }

    @Test func everyTabIsReportedOnceAndLaterErrorsStillAre() throws {
        let text = "a: 1\nb:\n  c: 2\n\td: 3\n\te: 4\n  e: 5\n"
        let (result, diagnostics) = parseYAML(text)
        #expect(diagnostics.map(\.code) == [.yamlSyntax, .yamlSyntax, .duplicateKey], "\(diagnostics)")
        #expect(diagnostics.map(\.position) == [syntaxPosition(4, 1), syntaxPosition(5, 1), syntaxPosition(6, 3)])
        #expect(!result.stoppedEarly)
    }

    @Test func tabsInsideValuesAreText() throws {
        let text = """
            plain: a\tb
            quoted: "a\tb"
            single: 'a\tb'
            after:\tvalue
            block: |-
              line one
              \tindented by a tab after the spaces
            folded: "line one
            \t  continued"
            """
        let (result, diagnostics) = parseYAML(text + "\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let root = try #require(result.documents.first?.root)
        #expect(root.yamlValue("plain")?.scalarValue == "a\tb")
        #expect(root.yamlValue("block")?.scalarValue == "line one\n\tindented by a tab after the spaces")
        #expect(root.yamlValue("folded")?.scalarValue == "line one continued")
    }

    @Test func aTabInABlockTextsIndentationIsReadAsItsIndentation() throws {
        let (result, diagnostics) = parseYAML("text: |-\n  line one\n\tline two\nnext: 1\n")
        #expect(diagnostics.map(\.position) == [syntaxPosition(3, 1)])
        #expect(diagnostics.first?.notes == ["the rest of the file is read as if this line of the block text were indented with 2 spaces"])
        #expect(result.documents.first?.root.yamlValue("text")?.scalarValue == "line one\nline two")
        #expect(result.documents.first?.root.yamlValue("next")?.scalarValue == "1")
    }

    @Test func blankAndCommentLinesWithATabAreReadWithoutIt() throws {
        let (result, diagnostics) = parseYAML("s:\n  a: x\n\t\n  b: y\n  \t# a comment\n  c: z\n")
        #expect(diagnostics.map(\.position) == [syntaxPosition(3, 1), syntaxPosition(5, 3)], "\(diagnostics)")
        #expect(diagnostics.allSatisfy { $0.notes == ["the rest of the file is read as if the tab were not there"] })
        #expect(result.documents.first?.root.yamlValue("s")?.yamlPairs.count == 3)
    }

    @Test func aLineNoGuessFitsEndsTheReadingWithTheOneError() throws {
        // The tab line continues a plain text: every guess either swallows it
        // into that text (no node starts on it) or breaks the file.
        let (result, diagnostics) = parseYAML("a:\n  b: plain\n\t  more\n")
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.position == syntaxPosition(3, 1))
        #expect(diagnostics.first?.message == Self.message)
        #expect(diagnostics.first?.notes == ["the rest of the file is not read until the tab is replaced"])
        #expect(result.stoppedEarly)
    }

    @Test func positionsCountCharactersAfterAByteOrderMarkAndCRLF() throws {
        let text = "\u{FEFF}é: 1\r\nb:\r\n  c: ü\r\n\td: 2\r\n"
        let (result, diagnostics) = parseYAMLBytes(Array(text.utf8))
        #expect(diagnostics.map(\.position) == [syntaxPosition(4, 1)], "\(diagnostics)")
        #expect(result.documents.first?.root.yamlValue("b")?.yamlValue("d")?.position == syntaxPosition(4, 5))
    }

    @Test func readingOnStopsAfterTwentyTabs() throws {
        let lines = (1...25).map { "\tk\($0): v" }
        let (result, diagnostics) = parseYAML("a:\n  first: v\n" + lines.joined(separator: "\n") + "\n")
        #expect(diagnostics.count == YAMLParser.maxTabRepairs + 1)
        #expect(diagnostics.allSatisfy { $0.message == Self.message })
        #expect(diagnostics.last?.position == syntaxPosition(YAMLParser.maxTabRepairs + 3, 1))
        #expect(diagnostics.last?.notes == ["the rest of the file is not read until the tab is replaced"])
        #expect(result.stoppedEarly)
    }

    @Test func otherSyntaxErrorsKeepLibyamlsMessage() throws {
        let (_, diagnostics) = parseYAML("a: b: c\n")
        #expect(diagnostics.first?.message == "mapping values are not allowed in this context")
    }
}
