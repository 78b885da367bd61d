import Testing

@testable import TourDiagnostics
@testable import TourImport
@testable import TourModel
@testable import TourSyntax

/// Translations added to tour files in place: the result reads back as the
/// same texts plus the new languages, and every other byte stays.
@Suite struct TranslationInserterTests {
    /// `yaml` with `translations` added to the text of the step with id
    /// `step` (its `field`), or the tour's own `field` when `step` is nil.
    private func adding(
        _ translations: [String: String], to field: String, step: String? = nil, in yaml: String
    ) throws -> (text: String, failed: Bool) {
        let bytes = Array(yaml.utf8)
        var collector = DiagnosticCollector(file: "t.tour.yaml")
        let documents = YAMLParser().parse(bytes, diagnostics: &collector).documents
        let tour = try #require(TourDecoder.decode(documents, file: "t.tour.yaml").tours.first)
        let text = try #require(Self.text(field, step: step, of: tour))
        let edited = TranslationInserter.inserting(
            [TranslationAddition(position: text.position, translations: translations)], sourceLanguage: "en", into: bytes, documents: documents)
        return (String(decoding: edited.bytes, as: UTF8.self), !edited.failed.isEmpty)
    }

    private static func text(_ field: String, step: String?, of tour: Tour) -> LocalizedText? {
        guard let step else { return field == "title" ? tour.title : tour.description }
        let found = tour.steps.first { $0.id.value == step }
        return field == "title" ? found?.title : found?.text
    }

    /// The texts of `yaml`'s step `step` field, by language.
    private func entries(of field: String, step: String?, in yaml: String) throws -> [String: String] {
        var collector = DiagnosticCollector(file: "t.tour.yaml")
        let documents = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector).documents
        #expect(!collector.hasErrors, "\(collector.diagnostics)")
        let decoded = TourDecoder.decode(documents, file: "t.tour.yaml")
        #expect(!decoded.diagnostics.containsErrors, "\(decoded.diagnostics)")
        let tour = try #require(decoded.tours.first)
        let text = try #require(Self.text(field, step: step, of: tour))
        return Dictionary(uniqueKeysWithValues: text.entries.map { ($0.locale ?? "en", $0.text) })
    }

    private let head = "tour: help\ntitle: Getting started   # the list\nsteps:\n"

    @Test func aShortTextBecomesAFlowMappingAndKeepsItsComment() throws {
        let yaml = head + "  - id: a\n    target: t\n    title: Play\n    text: Touch a key.  # why\n"
        let result = try adding(["de": "Tippe eine Taste.", "fr": "Touchez une touche."], to: "text", step: "a", in: yaml)
        #expect(!result.failed)
        #expect(
            result.text
                == head
                + "  - id: a\n    target: t\n    title: Play\n    text: {en: Touch a key., de: Tippe eine Taste., fr: Touchez une touche.}  # why\n")
        #expect(
            try entries(of: "text", step: "a", in: result.text) == ["en": "Touch a key.", "de": "Tippe eine Taste.", "fr": "Touchez une touche."])
    }

    @Test func theTourTitleTakesTranslationsToo() throws {
        let result = try adding(["de": "Erste Schritte"], to: "title", in: head + "  - {id: a, target: t, title: A, text: B}\n")
        #expect(result.text.hasPrefix("tour: help\ntitle: {en: Getting started, de: Erste Schritte}   # the list\n"))
    }

    @Test func aMultiLineTextBecomesABlockMappingOfLiteralBlocks() throws {
        let yaml =
            head
            + "  - id: a\n    target: t\n    title: Play\n    text: |-\n      Touch a key.\n\n      • Slide\n  - id: b\n    target: t\n    title: B\n    text: C\n"
        let result = try adding(["de": "Tippe.\n\n• Wische"], to: "text", step: "a", in: yaml)
        #expect(
            result.text
                == head
                + "  - id: a\n    target: t\n    title: Play\n    text:\n      en: |-\n        Touch a key.\n\n        • Slide\n      de: |-\n        Tippe.\n\n        • Wische\n  - id: b\n    target: t\n    title: B\n    text: C\n"
        )
        #expect(try entries(of: "text", step: "a", in: result.text) == ["en": "Touch a key.\n\n• Slide", "de": "Tippe.\n\n• Wische"])
    }

    @Test func aLongOneLineTextBecomesABlockMapping() throws {
        let long = String(repeating: "A long sentence. ", count: 5) + "End."
        let yaml = head + "  - id: a\n    target: t\n    title: Play\n    text: '\(long)'\n"
        let result = try adding(["de": "Ein langer Satz: \(long)"], to: "text", step: "a", in: yaml)
        #expect(result.text.contains("    text:\n      en: '\(long)'\n      de: \"Ein langer Satz: \(long)\"\n"))
        #expect(try entries(of: "text", step: "a", in: result.text)["de"] == "Ein langer Satz: \(long)")
    }

    @Test func aFlowMappingGainsTheLanguagesBeforeItsBrace() throws {
        let yaml = head + "  - id: a\n    target: t\n    title: {en: Octave, fr: Octave }\n    text: X\n"
        let result = try adding(["de": "Oktave, tief"], to: "title", step: "a", in: yaml)
        #expect(result.text.contains("    title: {en: Octave, fr: Octave, de: \"Oktave, tief\" }\n"))
        #expect(try entries(of: "title", step: "a", in: result.text) == ["en": "Octave", "fr": "Octave", "de": "Oktave, tief"])
    }

    @Test func aBlockMappingGainsTheLanguagesAfterItsLastLineAndComment() throws {
        let yaml = head + "  - id: a\n    target: t\n    title:\n      en: Share   # the button\n      # more to come\n    text: X\n"
        let result = try adding(["de": "Teilen", "fr": "Partager"], to: "title", step: "a", in: yaml)
        #expect(
            result.text.contains(
                "    title:\n      en: Share   # the button\n      de: Teilen\n      fr: Partager\n      # more to come\n    text: X\n"))
    }

    @Test func aStepWrittenAsAFlowMappingStaysOneLine() throws {
        let yaml = head + "  - {id: a, target: t, title: Settings, text: \"Open it,\n      then choose.\"}\n"
        let result = try adding(["de": "Öffne sie,\ndann wähle."], to: "text", step: "a", in: yaml)
        #expect(!result.failed)
        #expect(try entries(of: "text", step: "a", in: result.text) == ["en": "Open it, then choose.", "de": "Öffne sie,\ndann wähle."])
        #expect(result.text.contains("text: {en: \"Open it, then choose.\", de: \"Öffne sie,\\ndann wähle.\"}}"))
    }

    @Test func anAnchoredTextKeepsItsAnchorSoAliasesShareTheTranslations() throws {
        let yaml =
            head + "  - id: a\n    target: t\n    title: A\n    text: &shared Undo it.\n  - id: b\n    target: t\n    title: B\n    text: *shared\n"
        let result = try adding(["de": "Rückgängig."], to: "text", step: "a", in: yaml)
        #expect(result.text.contains("    text: &shared {en: Undo it., de: Rückgängig.}\n"))
        #expect(try entries(of: "text", step: "b", in: result.text) == ["en": "Undo it.", "de": "Rückgängig."])
    }

    @Test func windowsLineEndsStayWindowsLineEnds() throws {
        let yaml = (head + "  - id: a\n    target: t\n    title: Play\n    text: |-\n      One.\n      Two.\n").replacingOccurrences(
            of: "\n", with: "\r\n")
        let result = try adding(["de": "Eins.\nZwei."], to: "text", step: "a", in: yaml)
        #expect(!result.text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare LF in \(result.text.debugDescription)")
        #expect(try entries(of: "text", step: "a", in: result.text) == ["en": "One.\nTwo.", "de": "Eins.\nZwei."])
    }

    @Test func aTaggedTextIsLeftForAPerson() throws {
        let yaml = head + "  - id: a\n    target: t\n    title: !!str Play\n    text: X\n"
        let result = try adding(["de": "Spielen"], to: "title", step: "a", in: yaml)
        #expect(result.failed)
        #expect(result.text == yaml)
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
