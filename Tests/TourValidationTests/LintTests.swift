import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// The text lints (TOUR330 to TOUR336) beyond what their fixtures show:
/// each is a warning its option turns off, and the Markdown reading they
/// share with TOUR317.
@Suite struct LintTests {
    /// A tour that trips every lint once.
    static let sloppy = """
        tour: main
        steps:
          - id: keyboard
            title: " Play the keyboard and every control around it, one by one, in order"
            text: |
              Touch a key to play a note. See [the manual]().
              • Hold it to sustain.
              * Slide to bend.
          - id: sustain
            title: Let notes ring
            text: |
              Touch a key to play a note. See [the manual]().
              • Hold it to sustain.
              * Slide to bend.

        """

    /// What validating `yaml` (one tour file) with `options` reports, as `CODE LINE:COLUMN`.
    static func lint(_ yaml: String, options: ValidationOptions = ValidationOptions()) -> [String] {
        var collector = DiagnosticCollector(file: "main.tour.yaml")
        let parsed = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "main.tour.yaml")
        let validation = Validator.validate(decoded.tours, registry: nil, options: options)
        return (collector.diagnostics + decoded.diagnostics + validation.diagnostics).sortedForReporting().map {
            "\($0.code) \($0.position.map(\.description) ?? "-")"
        }
    }

    @Test func everyLintIsAWarning() {
        var collector = DiagnosticCollector(file: "main.tour.yaml")
        let parsed = YAMLParser().parse(Array(Self.sloppy.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "main.tour.yaml")
        let validation = Validator.validate(decoded.tours, registry: nil, options: ValidationOptions())
        #expect(Set(validation.diagnostics.map(\.code)) == Set(DiagnosticCode.lints.filter { $0 != .textTooLong }))
        #expect(validation.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(validation.validatedFiles != nil, "warnings do not stop a build")
    }

    @Test(arguments: DiagnosticCode.lints)
    func eachLintIsTurnedOffByItsOwnOption(_ code: DiagnosticCode) {
        var all = ValidationOptions()
        all.lints.maxTextLength = 20
        var without = all
        without.lints.disabled = [code]
        let reported = Self.lint(Self.sloppy, options: all)
        let remaining = Self.lint(Self.sloppy, options: without)
        #expect(reported.contains { $0.hasPrefix(code.rawValue) })
        #expect(remaining == reported.filter { !$0.hasPrefix(code.rawValue) })
    }

    @Test func theLintsKnowTheirPlacesInTheTourAndTheirLimits() {
        #expect(
            Self.lint(Self.sloppy) == [
                "TOUR331 4:13", "TOUR332 4:73", "TOUR330 5:11", "TOUR334 6:39", "TOUR336 8:7", "TOUR330 11:11",
                "TOUR335 11:11", "TOUR334 12:39", "TOUR336 14:7",
            ])
    }

    @Test func aBlankTextIsOnlyAnEmptyTextError() {
        let yaml = """
            tour: main
            steps:
              - id: a
                title: "  "
                text: "\\n"
              - id: b
                title: B
                text: "\\n"
            """
        #expect(Self.lint(yaml) == ["TOUR307 4:12", "TOUR307 5:11", "TOUR307 8:11"])
    }

    @Test func anAliasedTextIsLintedOnceAndIsNoRepeat() {
        let yaml = """
            tour: main
            steps:
              - id: a
                title: A
                text: &shared |
                  One text for two steps.
              - id: b
                title: B
                text: *shared
            """
        #expect(Self.lint(yaml) == ["TOUR330 5:11"])
    }

    @Test func aTourOverTheStepLimitIsNotLinted() {
        let yaml = """
            tour: main
            steps:
              - {id: a, title: A, text: Same text.}
              - {id: b, title: B, text: Same text.}
            """
        #expect(Self.lint(yaml) == ["TOUR335 4:29"])
        #expect(Self.lint(yaml, options: ValidationOptions(maxStepsPerTour: 1)) == ["TOUR109 4:5"])
    }

    @Test func lengthsCountCharactersNotBytesOrScalars() {
        // Ten family emoji: 10 characters, 70 scalars, 250 bytes.
        let family = String(repeating: "👨‍👩‍👧‍👦", count: 10)
        var options = ValidationOptions()
        options.lints.maxTitleLength = 10
        #expect(Self.lint("tour: t\nsteps:\n  - {id: a, title: \(family), text: T}\n", options: options) == [])
        options.lints.maxTitleLength = 9
        #expect(
            Self.lint("tour: t\nsteps:\n  - {id: a, title: \(family), text: T}\n", options: options) == ["TOUR332 3:83"],
            "at the tenth emoji: the title starts at column 20, and columns count scalars")
    }

    @Test func aTranslationIsLeftToTheTranslationCheckWhenItsSourcePairsItsMarks() {
        let yaml = """
            tour: main
            steps:
              - id: a
                title: A
                text: {en: Turn **Delay** up., de: Drehe **Delay auf.}
              - id: b
                title: B
                text: {en: Turn **Delay up., de: Drehe **Delay auf.}
            """
        // The first translation is TOUR317's; the second's source is unpaired
        // too, so TOUR317 is silent and both texts are TOUR334's.
        #expect(Self.lint(yaml) == ["TOUR317 5:40", "TOUR334 8:21", "TOUR334 8:44"])
    }
}

/// How the lints and TOUR317 read Markdown marks and links.
@Suite struct MarkdownMarksTests {
    @Test(
        arguments: [
            ("**bold** and *italic* and `code`", nil),
            ("**bold", "**"),
            ("*italic", "*"),
            ("`code", "`"),
            ("***both***", nil),
            ("\\*\\* is how you write two stars", nil),
            ("Write `**` to show two stars", nil),
            ("A lone ` backtick, then **bold**", "`"),
            ("A lone ` backtick, then **bold", "**"),
        ] as [(String, String?)])
    func marksPairAsSwiftUIReadsThem(_ text: String, _ unbalanced: String?) {
        #expect(MarkdownMarks(text).unbalanced == unbalanced)
    }

    @Test func theUnpairedMarkIsTheLastOfItsKind() throws {
        let text = "**a** and **b** and `c` and **é"
        let marks = MarkdownMarks(text)
        #expect(marks.unpaired(.code) == nil)
        let unpaired = try #require(marks.unpaired(.strong))
        #expect(text.scalarOffset(ofUTF8Offset: unpaired) == 28)
    }

    @Test func emptyLinksAreFound() {
        let links = MarkdownMarks("[](a) [b]() [ ]( ) [c](d) ![](image) [e] (f) `[](code)` \\[](g)").emptyLinks
        #expect(links.map(\.written) == ["[](a)", "[b]()", "[ ]( )"])
        #expect(links.map(\.hasText) == [false, true, false])
        #expect(links.map(\.hasAddress) == [true, false, false])
    }

    @Test func nestedBracketsAreText() {
        #expect(MarkdownMarks("[[]](url) and [a [b]() c]").emptyLinks.map(\.written) == ["[b]()"])
    }
}
