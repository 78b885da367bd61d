import Testing

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax

/// Parses and decodes `text` as a tour file, expecting no YAML errors.
private func decodeTours(_ text: String) -> (tours: [Tour], diagnostics: [Diagnostic]) {
    let (result, parseDiagnostics) = parseYAML(text)
    #expect(parseDiagnostics.isEmpty, "the YAML itself should be fine")
    return TourDecoder.decode(result.documents, file: "test.yaml")
}

/// A one-step tour whose step ends with `extra` (indented as a step key).
private func oneStepTour(title: String = "A", text: String = "B", extra: String = "") -> String {
    """
    tour: t
    steps:
      - id: a
        title: \(title)
        text: \(text)
    \(extra.isEmpty ? "" : "    " + extra)
    """
}

@Suite("TourDecoder and NodeReader")
struct TourDecoderTests {
    @Test func minimalTourDecodes() throws {
        let (tours, diagnostics) = decodeTours(oneStepTour())
        #expect(diagnostics.isEmpty)
        let tour = try #require(tours.first)
        #expect(tour.id.value == "t")
        #expect(tour.id.position == syntaxPosition(1, 7))
        #expect(tour.steps.map(\.id.value) == ["a"])
        #expect(tour.steps.first?.position == syntaxPosition(3, 5))
        #expect(tour.steps.first?.effectiveTarget.value == "a")
    }

    @Test func yaml11BooleanWordIsText() throws {
        let (tours, diagnostics) = decodeTours(oneStepTour(title: "no", text: "yes"))
        #expect(diagnostics.isEmpty)
        let step = try #require(tours.first?.steps.first)
        #expect(step.title.text(in: "en") == "no")
        #expect(step.text.text(in: "en") == "yes")
    }

    @Test func numberLikeTextIsTextAsWritten() throws {
        let (tours, diagnostics) = decodeTours(oneStepTour(title: "0x10", text: "1e3"))
        #expect(diagnostics.isEmpty)
        let step = try #require(tours.first?.steps.first)
        #expect(step.title.entries.first?.text == "0x10")
        #expect(step.text.entries.first?.text == "1e3")
        #expect(step.text.entries.first?.style == .plain)
    }

    @Test func nullWordsAreText() throws {
        let (tours, diagnostics) = decodeTours(oneStepTour(title: "null", text: "~"))
        #expect(diagnostics.isEmpty)
        #expect(tours.first?.steps.first?.title.entries.first?.text == "null")
        #expect(tours.first?.steps.first?.text.entries.first?.text == "~")
    }

    @Test func quotedNumberIsAWrongType() throws {
        let (_, diagnostics) = decodeTours(oneStepTour(extra: "padding: \"8\""))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .wrongType)
        #expect(diagnostic.code.rawValue == "TOUR203")
        #expect(diagnostic.message == "expected a number, found a quoted string")
        #expect(diagnostic.position == syntaxPosition(6, 14))
    }

    @Test func numbersDecode() throws {
        let (tours, diagnostics) = decodeTours(oneStepTour(extra: "padding: 6.5\n    cornerRadius: 0"))
        #expect(diagnostics.isEmpty)
        #expect(tours.first?.steps.first?.padding?.value == 6.5)
        #expect(tours.first?.steps.first?.cornerRadius?.value == 0)
    }

    @Test(arguments: ["-1", ".inf", "-.inf", ".nan"])
    func outOfRangePaddingIsTOUR209(value: String) throws {
        let (_, diagnostics) = decodeTours(oneStepTour(extra: "padding: \(value)"))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .numberOutOfRange)
        #expect(diagnostic.code.rawValue == "TOUR209")
        #expect(diagnostic.position == syntaxPosition(6, 14))
        #expect(diagnostic.message == "'padding' must be a finite number of points, 0 or more; found \(value)")
    }

    @Test func infiniteDefaultCornerRadiusIsTOUR209() {
        let text = "tour: t\ndefaults: {cornerRadius: .inf}\nsteps:\n  - {id: a, title: A, text: B}\n"
        let (_, diagnostics) = decodeTours(text)
        #expect(diagnostics.map(\.code) == [.numberOutOfRange])
        #expect(diagnostics.first?.position == syntaxPosition(2, 26))
    }

    @Test func estimatedSecondsMustBeAPositiveWholeNumber() {
        func codes(_ value: String) -> [DiagnosticCode] {
            decodeTours("tour: t\nestimatedSeconds: \(value)\nsteps:\n  - {id: a, title: A, text: B}\n").diagnostics.map(\.code)
        }
        #expect(codes("30") == [])
        #expect(codes("0") == [.numberOutOfRange])
        #expect(codes("2.5") == [.wrongType])
        #expect(codes("\"30\"") == [.wrongType])
    }

    @Test func unknownKeySuggestsTheClosestKey() throws {
        let (_, diagnostics) = decodeTours(oneStepTour(extra: "titel: Again"))
        let diagnostic = try #require(diagnostics.first { $0.code == .unknownKey })
        #expect(diagnostic.code.rawValue == "TOUR201")
        #expect(diagnostic.message == "unknown key 'titel' in a step; did you mean 'title'?")
        #expect(diagnostic.message.contains("did you mean 'title'"))
        #expect(diagnostic.suggestion == "title")
        #expect(diagnostic.position == syntaxPosition(6, 5))
        #expect(
            diagnostic.notes == [
                "a step accepts: id, target, title, text, when, screen, padding, cornerRadius, action, shape, cornerStyle, scrollAnchor, waitFor,"
                    + " ifMissing"
            ])
    }

    @Test func unknownKeyWithNothingCloseHasNoSuggestion() throws {
        let (_, diagnostics) = decodeTours(oneStepTour(extra: "colour: red"))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .unknownKey)
        #expect(diagnostic.suggestion == nil)
        #expect(!diagnostic.message.contains("did you mean"))
    }

    @Test func missingRequiredKeyIsReportedAtTheMapping() {
        let (_, diagnostics) = decodeTours("tour: t\nsteps:\n  - id: a\n    title: A\n")
        #expect(diagnostics.map(\.code) == [.missingKey])
        #expect(diagnostics.first?.message == "a step is missing the required key 'text'")
        #expect(diagnostics.first?.position == syntaxPosition(3, 5))
    }

    @Test func localizedTitleDecodesBothEntries() throws {
        let (tours, diagnostics) = decodeTours(oneStepTour(title: "{en: Settings, de: Einstellungen}"))
        #expect(diagnostics.isEmpty)
        let title = try #require(tours.first?.steps.first?.title)
        #expect(title.isLocalized)
        #expect(title.entries.map(\.locale) == ["en", "de"])
        #expect(title.entries.map(\.text) == ["Settings", "Einstellungen"])
        #expect(title.text(in: "de") == "Einstellungen")
        #expect(title.text(in: "fr") == nil)
        #expect(title.position == syntaxPosition(4, 12))
        #expect(title.entries.map(\.position) == [syntaxPosition(4, 17), syntaxPosition(4, 31)])
    }

    @Test func invalidLocaleIsTOUR211() {
        let (_, diagnostics) = decodeTours(oneStepTour(title: "{english: Settings, de: Einstellungen}"))
        #expect(diagnostics.map(\.code) == [.invalidLanguageTag])
        #expect(diagnostics.first?.position == syntaxPosition(4, 13))
    }

    @Test func invalidActionSuggestsTheClosest() throws {
        let (_, diagnostics) = decodeTours(oneStepTour(extra: "action: tapp"))
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .invalidChoice)
        #expect(diagnostic.suggestion == "tap")
    }

    @Test func everyErrorInAFileIsCollected() throws {
        let text = """
            tour: t
            titel: X
            estimatedSeconds: "30"
            steps:
              - id: a
                title: A
                text: B
                padding: -1
            """
        let (tours, diagnostics) = decodeTours(text)
        #expect(diagnostics.map(\.code) == [.unknownKey, .wrongType, .numberOutOfRange])
        #expect(diagnostics.map(\.position) == [syntaxPosition(2, 1), syntaxPosition(3, 19), syntaxPosition(8, 14)])
        #expect(tours.count == 1)  // the id was read, so the tour is kept for validation
    }

    @Test func errorsInEveryDocumentAreCollected() {
        let text = """
            tour: one
            steps: []
            ---
            tour: two
            steps:
              - id: 1st
                title: A
                text: B
            """
        let (_, diagnostics) = decodeTours(text)
        #expect(diagnostics.map(\.code) == [.emptySteps, .invalidName])
        #expect(diagnostics.map(\.position) == [syntaxPosition(2, 8), syntaxPosition(6, 9)])
    }

    @Test func nonMappingDocumentIsAWrongType() {
        let (tours, diagnostics) = decodeTours("- just\n- a list\n")
        #expect(tours.isEmpty)
        #expect(diagnostics.map(\.code) == [.wrongType])
        #expect(diagnostics.first?.message == "expected a mapping (a tour), found a list")
    }

    @Test func aliasedDefaultsAndTextsDecode() throws {
        let text = """
            tour: t
            defaults: &d {padding: 4}
            steps:
              - id: a
                title: &same Same title
                text: B
              - id: b
                title: *same
                text: C
            """
        let (tours, diagnostics) = decodeTours(text)
        #expect(diagnostics.isEmpty)
        let tour = try #require(tours.first)
        #expect(tour.defaults.padding?.value == 4)
        #expect(tour.steps.map { $0.title.text(in: "en") } == ["Same title", "Same title"])
    }
}

@Suite("RegistryDecoder")
struct RegistryDecoderTests {
    private func decode(_ text: String) -> (registry: TargetRegistry, diagnostics: [Diagnostic]) {
        let (result, parseDiagnostics) = parseYAML(text)
        #expect(parseDiagnostics.isEmpty)
        return RegistryDecoder.decode(result.documents, file: "targets.yaml")
    }

    @Test func plainNamesAndMappings() {
        let (registry, diagnostics) = decode("targets:\n  - keyboard\n  - name: octaveControl\n    description: The buttons\n")
        #expect(diagnostics.isEmpty)
        #expect(registry.targets.map(\.name.value) == ["keyboard", "octaveControl"])
        #expect(registry.targets.map(\.name.position) == [syntaxPosition(2, 5), syntaxPosition(3, 11)])
        #expect(registry.targets.map(\.description) == [nil, "The buttons"])
    }

    @Test func invalidNameAndTypoedKey() {
        let (registry, diagnostics) = decode("targets:\n  - 9lives\n  - nmae: x\n")
        #expect(registry.targets.isEmpty)
        // `nmae` stands for the missing `name`: one error says both.
        #expect(diagnostics.map(\.code) == [.invalidName, .unknownKey])
        #expect(diagnostics.dropFirst().first?.suggestion == "name")
        #expect(diagnostics.dropFirst().first?.notes.first == "a target requires 'name', which this mapping lacks")
    }

    @Test func emptyRegistryIsAnError() {
        let (_, diagnostics) = decode("")
        #expect(diagnostics.map(\.code) == [.missingKey])
    }
}
