import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// The accessibility lints (TOUR350 to TOUR356) beyond what their fixtures
/// show: the right-to-left warning's fix and the languages that raise it,
/// and the card and animation limits tourc.yaml sets.
@Suite struct AccessibilityLintTests {
    /// The accessibility lints' codes.
    static let accessibilityCodes: Set<DiagnosticCode> = [
        .directionalSymbol, .textDoesNotFit, .sameSpokenTitle, .pointingWords, .directionWords, .longAnimation, .translatedLabelsDiffer,
    ]

    /// What validating `yaml` (one tour file) with `options` reports: every
    /// error, and the accessibility lints' findings (the tours here are in
    /// English alone, so a language in `locales` is also TOUR315's missing
    /// translation, which these tests are not about).
    static func diagnostics(_ yaml: String, options: ValidationOptions) -> [Diagnostic] {
        var collector = DiagnosticCollector(file: "main.tour.yaml")
        let parsed = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: "main.tour.yaml")
        let validation = Validator.validate(decoded.tours, registry: nil, options: options)
        return (collector.diagnostics + decoded.diagnostics + validation.diagnostics).sortedForReporting()
            .filter { $0.severity == .error || accessibilityCodes.contains($0.code) }
    }

    static func options(locales: [String]?, _ configure: (inout LintOptions) -> Void = { _ in }) -> ValidationOptions {
        var options = ValidationOptions(locales: locales)
        options.overlays = [.tutorialSpotlight]
        configure(&options.lints)
        return options
    }

    static let backArrow = """
        tour: main
        steps:
          - id: back
            title: Back
            text: Select {symbol:arrow.left} to go back.

        """

    @Test func aLeftArrowWarnsWithItsBackwardSiblingOnlyWhenTheAppShipsARightToLeftLanguage() throws {
        let arabic = Self.diagnostics(Self.backArrow, options: Self.options(locales: ["en", "ar"]))
        let warning = try #require(arabic.first)
        #expect(arabic.count == 1)
        #expect(warning.code == .directionalSymbol && warning.severity == .warning)
        #expect(warning.suggestion == "arrow.backward")
        #expect(warning.position == SourcePosition(line: 5, column: 26), "at the symbol's name")
        #expect(
            warning.message
                == "SF Symbol 'arrow.left' points the same way in ar, which reads right to left; 'arrow.backward' follows the reading direction")

        #expect(Self.diagnostics(Self.backArrow, options: Self.options(locales: ["en", "de"])).isEmpty)
        #expect(Self.diagnostics(Self.backArrow, options: Self.options(locales: nil)).isEmpty)
        // Hebrew by region, and a language written in Arabic script, read right to left too.
        for locales in [["en", "he-IL"], ["en", "pa-Arab"], ["en", "fa", "ur"]] {
            #expect(Self.diagnostics(Self.backArrow, options: Self.options(locales: locales)).map(\.suggestion) == ["arrow.backward"])
        }
    }

    @Test func everyDirectionalSymbolGetsTheSiblingThatExists() {
        #expect(RightToLeft.sibling(of: "arrow.left") == "arrow.backward")
        #expect(RightToLeft.sibling(of: "chevron.right") == "chevron.forward")
        #expect(RightToLeft.sibling(of: "arrow.right.circle.fill") == "arrow.forward.circle.fill")
        #expect(RightToLeft.sibling(of: "arrow.left.and.right") == nil, "no arrow.backward.and.forward")
        #expect(RightToLeft.sibling(of: "star.fill") == nil)
    }

    /// 380 characters: under TOUR333's 400, over the card at AX5.
    static let recording = """
        tour: main
        steps:
          - id: record
            title: Record a take
            text: Select the record button to start recording and select it again to stop. Takes are named from a template, so the first one is Take 1 and the next Take 2. Keep the input level below ninety percent so loud chords do not clip, and turn the metronome on when the take must line up with other tracks later on. Every take is kept until you delete it from the list of takes in a library.

        """

    @Test func a380CharacterTextDoesNotFitAtAX5ByTheDefaultModel() throws {
        let text = try #require(Self.recording.split(separator: "\n").first { $0.hasPrefix("    text: ") }?.dropFirst(10))
        #expect(text.count == 380 && text.count < LintOptions.defaultMaxTextLength)
        let found = Self.diagnostics(Self.recording, options: Self.options(locales: nil))
        #expect(found.map(\.code) == [.textDoesNotFit])
        #expect(found.first?.position == SourcePosition(line: 5, column: 11))
        #expect(
            found.first?.message
                == "the text of step 'record' takes 27 lines at the largest text size (AX5), where the card shows 12 lines of 16 characters")
    }

    @Test func theCardModelIsConfigurableForEveryLanguageAndPerLanguage() {
        // A wider, taller card (an iPad's) holds the text.
        let wide = Self.options(locales: nil) { $0.cardFit = CardFit(standard: CardFit.Size(charactersPerLine: 30, linesPerCard: 14)) }
        #expect(Self.diagnostics(Self.recording, options: wide).isEmpty)
        // A card for English alone applies to English texts and its regional tags.
        let english = Self.options(locales: nil) {
            $0.cardFit = CardFit(
                standard: CardFit.Size(charactersPerLine: 30, linesPerCard: 14),
                locales: ["en": CardFit.Size(charactersPerLine: 16, linesPerCard: 12)])
        }
        #expect(Self.diagnostics(Self.recording, options: english).map(\.code) == [.textDoesNotFit])
        #expect(english.lints.cardFit.size(for: "en-GB") == CardFit.Size(charactersPerLine: 16, linesPerCard: 12))
        #expect(english.lints.cardFit.size(for: "de") == CardFit.Size(charactersPerLine: 30, linesPerCard: 14))
        // tourc.yaml's settings, with what they leave out taken from the card for every language.
        var settings = CardFitSettings()
        settings.size.linesPerCard = 20
        settings.locales["de"] = CardFitSettings.Size(charactersPerLine: 12, linesPerCard: nil)
        let fit = CardFit(settings)
        #expect(fit.standard == CardFit.Size(charactersPerLine: 16, linesPerCard: 20))
        #expect(fit.size(for: "de-AT") == CardFit.Size(charactersPerLine: 12, linesPerCard: 20))
    }

    @Test func theCardModelWrapsAsDocumented() {
        #expect(CardFit.lines(of: "one two three", charactersPerLine: 7) == 2, "'one two' fills a line of 7")
        #expect(CardFit.lines(of: "abcdefghij", charactersPerLine: 4) == 3, "a long word is broken")
        #expect(CardFit.lines(of: "one\n\ntwo", charactersPerLine: 16) == 3, "an empty line is a line")
        #expect(CardFit.lines(of: "**bold** [link](https://example.com)", charactersPerLine: 9) == 1, "marks take no room")
        #expect(CardFit.lines(of: "日本語の文章", charactersPerLine: 6) == 2, "a wide character counts two")
        #expect(CardFit.lines(of: "{symbol:star} go", charactersPerLine: 5) == 1, "a symbol counts two: 2, a space, 2")
        #expect(CardFit.lines(of: "{symbol:star} go", charactersPerLine: 4) == 2)
    }

    static let slowSpotlight = """
        tour: main
        presentation:
          animationDuration: 0.8
        steps:
          - id: record
            title: Record
            text: Select it to record.

        """

    @Test func theLongestQuietAnimationIsConfigurable() {
        let found = Self.diagnostics(Self.slowSpotlight, options: Self.options(locales: nil))
        #expect(found.map(\.code) == [.longAnimation] && found.first?.severity == .note)
        #expect(found.first?.position == SourcePosition(line: 3, column: 22))
        let patient = Self.options(locales: nil) { $0.maxAnimationDuration = 0.8 }
        #expect(Self.diagnostics(Self.slowSpotlight, options: patient).isEmpty, "a duration at the limit is within it")
    }
}
