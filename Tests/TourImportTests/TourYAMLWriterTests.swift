import Testing
import TourFormat

@testable import TourDiagnostics
@testable import TourImport
@testable import TourModel
@testable import TourSyntax

/// The import writes texts the way a writer would type them, and every
/// choice reads back through tourc's own parser as exactly the same text.
@Suite struct TourYAMLWriterTests {
    static let texts = [
        "Play the keyboard",
        "Volume: 100% is loud",
        "- not a list item",
        "-5 dB",
        "{symbol:star} first",
        "Tap {symbol:star} to keep it.",
        "# not a comment",
        "ends with a colon:",
        "a #hash and a trailing space ",
        " leading space",
        "'single' and \"double\" quotes",
        "no",
        "1e3",
        "~",
        "@mention and `code`",
        "tab\there",
        "line one\nline two",
        "line one\nline two\n",
        "two trailing breaks\n\n",
        "\nstarts with a break",
        "  indented first line\nsecond",
        "• bullet one\n• bullet two with **bold** and \\(n)",
        "blank line\n\ninside",
        "trailing space on a line \nnext",
        "control \u{7} character",
        "line\u{2028}separator",
        "Take #\\(n) \"quoted\" \\ backslash",
        "café 🎉 日本語",
    ]

    @Test(arguments: texts)
    func everyTextReadsBackExactly(text: String) throws {
        let yaml = "tour: t\nsteps:\n  - id: a\n" + TourYAMLWriter.field("title", "Title") + TourYAMLWriter.field("text", text)
        var collector = DiagnosticCollector(file: "t.tour.yaml")
        let parsed = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "t.tour.yaml")
        #expect(collector.diagnostics.isEmpty && decoded.diagnostics.isEmpty, "\(yaml)")
        let step = try #require(decoded.tours.first?.steps.first)
        #expect(step.text.first.text == text, "\(yaml)")
    }

    @Test func textsAreWrittenByTheFormattersRule() {
        #expect(TourYAMLWriter.field("text", "a\nb") == "    text: |-\n      a\n      b\n")
        // The formatter's rule: a block only where it is exact, without keeping a final line break.
        #expect(TourYAMLWriter.field("text", "a\nb\n") == "    text: \"a\\nb\\n\"\n")
        #expect(TourYAMLWriter.field("text", "a\n\nb") == "    text: |-\n      a\n\n      b\n")
        #expect(TourYAMLWriter.field("text", "Tap it.") == "    text: Tap it.\n")
        #expect(TourYAMLWriter.field("text", "Volume: 50%") == "    text: \"Volume: 50%\"\n")
        #expect(TourYAMLWriter.field("text", "\"Hi\", it says") == "    text: '\"Hi\", it says'\n")
    }

    @Test func tourIDsComeFromEnumNames() {
        #expect(TourYAMLWriter.tourID(forEnum: "RootHelpInfo") == "root-help-info")
        #expect(TourYAMLWriter.tourID(forEnum: "MusicHelp") == "music-help")
        #expect(TourYAMLWriter.tourID(forEnum: "Help") == "help")
        #expect(TourYAMLWriter.tourID(forEnum: "Editor_Help2") == "editor-help2")
        #expect(NameRule.tourID.matches(TourYAMLWriter.tourID(forEnum: "_Private")))
    }

    @Test func registryEntriesAreAppendedAfterEverythingThatWasThere() {
        let existing = "# The app's targets.\ntargets:\n  - keyboard   # the main one\n  - name: presets\n    description: The list"
        let updated = TourYAMLWriter.registry(adding: ["octave"], to: existing)
        #expect(updated == existing + "\n  - octave\n")
        #expect(TourYAMLWriter.registry(adding: ["a"], to: nil).hasSuffix("targets:\n  - a\n"))
    }
}
