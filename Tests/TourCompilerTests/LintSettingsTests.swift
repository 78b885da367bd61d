import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourModel
@testable import TourValidation

/// `lint:` in tourc.yaml reaches validation: a lint it turns off is not
/// reported, and the length limits it sets are the ones checked.
@Suite struct LintSettingsTests {
    /// A project folder holding `tour` as main.tour.yaml, a registry for its
    /// steps, and a tourc.yaml whose `lint:` mapping is `lint` (none when nil).
    static func project(tour: String, targets: [String], lint: String?) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try tour.write(toFile: folder.path + "/main.tour.yaml", atomically: false, encoding: .utf8)
        try ("targets:\n" + targets.map { "  - \($0)\n" }.joined())
            .write(toFile: folder.path + "/targets.yaml", atomically: false, encoding: .utf8)
        let configuration = "inputs: [.]\n" + (lint.map { "lint:\n" + $0 } ?? "")
        try configuration.write(toFile: folder.path + "/tourc.yaml", atomically: false, encoding: .utf8)
        return folder
    }

    /// What `tourc validate --config FOLDER/tourc.yaml` reports, as `CODE LINE:COLUMN`.
    static func validate(_ folder: TemporaryFolder) throws -> [String] {
        var settings = CommandSettings()
        settings.configuration = folder.path + "/tourc.yaml"
        let resolved = SettingsResolver.resolve(settings)
        let request = try #require(resolved.request, "\(resolved.diagnostics)")
        return Pipeline.validate(request.validation).diagnostics.sortedForReporting().map {
            "\($0.code) \($0.position.map(\.description) ?? "-")"
        }
    }

    static let blockText = """
        tour: main
        steps:
          - id: keyboard
            title: Play the keyboard
            text: |
              Touch a key to play a note.

        """

    @Test func aLintReportedByDefaultIsNotReportedWhenTurnedOff() throws {
        let plain = try Self.project(tour: Self.blockText, targets: ["keyboard"], lint: nil)
        #expect(try Self.validate(plain) == ["TOUR330 5:11"])

        let off = try Self.project(tour: Self.blockText, targets: ["keyboard"], lint: "  TOUR330: off\n")
        #expect(try Self.validate(off) == [])

        let flow = try Self.project(tour: Self.blockText, targets: ["keyboard"], lint: "  {tour330: off}\n")
        #expect(try Self.validate(flow) == [], "codes are read in any case, as tourc explain reads them")
    }

    @Test func turningALintOnAgainKeepsIt() throws {
        let on = try Self.project(tour: Self.blockText, targets: ["keyboard"], lint: "  TOUR330: on\n")
        #expect(try Self.validate(on) == ["TOUR330 5:11"])
    }

    @Test func turningOneLintOffLeavesTheOthers() throws {
        let tour = """
            tour: main
            steps:
              - id: keyboard
                title: " Play the keyboard"
                text: |
                  Touch a key to play a note.

            """
        let folder = try Self.project(tour: tour, targets: ["keyboard"], lint: "  TOUR330: off\n")
        #expect(try Self.validate(folder) == ["TOUR331 4:13"])
    }

    @Test func theLengthLimitsAreConfigurable() throws {
        let tour = """
            tour: main
            steps:
              - id: keyboard
                title: Play the keyboard and the pads
                text: Touch a key to play a note, or slide along the keys for a glissando.
            """
        let defaults = try Self.project(tour: tour, targets: ["keyboard"], lint: nil)
        #expect(try Self.validate(defaults) == [], "30 and 70 characters are within 60 and 400")

        let tight = try Self.project(tour: tour, targets: ["keyboard"], lint: "  maxTitleLength: 20\n  maxTextLength: 50\n")
        // Each at the first character over its limit: column 12 + 20, and 11 + 50.
        #expect(try Self.validate(tight) == ["TOUR332 4:32", "TOUR333 5:61"])

        let exact = try Self.project(tour: tour, targets: ["keyboard"], lint: "  maxTitleLength: 30\n  maxTextLength: 70\n")
        #expect(try Self.validate(exact) == [], "a text exactly at the limit is within it")
    }

    @Test func turningOffACodeThatIsNotALintIsAnErrorAtTheCode() throws {
        let folder = try Self.project(tour: Self.blockText, targets: ["keyboard"], lint: "  TOUR306: off\n  TOUR3300: off\n")
        var settings = CommandSettings()
        settings.configuration = folder.path + "/tourc.yaml"
        let resolved = SettingsResolver.resolve(settings)
        #expect(resolved.request == nil)
        let found = resolved.diagnostics.map { "\($0.severity) \($0.code) \($0.position.map(\.description) ?? "-")" }
        #expect(found == ["error TOUR201 3:3", "error TOUR201 4:3"])
        #expect(resolved.diagnostics.first?.message == "TOUR306 is not a lint, so lint cannot turn it off")
        #expect(
            resolved.diagnostics.first?.notes.first
                == "lint can turn off: TOUR330, TOUR331, TOUR332, TOUR333, TOUR334, TOUR335, TOUR336, TOUR350, TOUR351, TOUR352, TOUR353, TOUR354, TOUR355, TOUR356"
        )
        #expect(resolved.sources[folder.path + "/tourc.yaml"] != nil, "the renderer quotes the line")
    }

    @Test func anUnknownKeyInLintGetsTheUnknownKeyError() throws {
        let folder = try Self.project(tour: Self.blockText, targets: ["keyboard"], lint: "  maxTitleLenght: 50\n")
        var settings = CommandSettings()
        settings.configuration = folder.path + "/tourc.yaml"
        let resolved = SettingsResolver.resolve(settings)
        let diagnostic = try #require(resolved.diagnostics.first)
        #expect(resolved.diagnostics.count == 1)
        #expect(diagnostic.code == .unknownKey && diagnostic.position == SourcePosition(line: 3, column: 3))
        #expect(diagnostic.message == "unknown key 'maxTitleLenght' in lint; did you mean 'maxTitleLength'?")
        #expect(diagnostic.notes == ["lint accepts: maxTitleLength, maxTextLength, maxAnimationDuration, cardFit, a lint's code (TOUR330: off)"])
        #expect(diagnostic.suggestion == "maxTitleLength")
    }

    @Test func theLintSettingsReachTheValidationOptions() throws {
        let folder = try Self.project(
            tour: Self.blockText, targets: ["keyboard"], lint: "  TOUR330: off\n  TOUR335: off\n  maxTextLength: 99\n")
        var settings = CommandSettings()
        settings.configuration = folder.path + "/tourc.yaml"
        let request = try #require(SettingsResolver.resolve(settings).request)
        let lints = request.validation.options.lints
        #expect(lints.disabled == [.textEndsWithLineBreak, .repeatedText])
        #expect(lints.maxTextLength == 99 && lints.maxTitleLength == LintOptions.defaultMaxTitleLength)
    }

    @Test func theCardAtAX5AndTheLongestAnimationAreReadFromTourcYAML() throws {
        let tour = """
            tour: main
            steps:
              - id: keyboard
                title: Play the keyboard
                text: Touch a key to play a note, or slide along the keys for a glissando.
            """
        let defaults = try Self.project(tour: tour, targets: ["keyboard"], lint: nil)
        #expect(try Self.validate(defaults) == [], "68 characters take 5 of the 12 lines of 16 characters")

        let narrow = try Self.project(
            tour: tour, targets: ["keyboard"],
            lint: "  maxAnimationDuration: 2\n  cardFit:\n    charactersPerLine: 20\n    locales:\n      en: {linesPerCard: 3}\n")
        #expect(try Self.validate(narrow) == ["TOUR351 5:11"], "4 lines of 20 characters, on a card of 3")
        var settings = CommandSettings()
        settings.configuration = narrow.path + "/tourc.yaml"
        let lints = try #require(SettingsResolver.resolve(settings).request).validation.options.lints
        #expect(lints.maxAnimationDuration == 2)
        #expect(lints.cardFit.standard == CardFit.Size(charactersPerLine: 20, linesPerCard: 12))
        #expect(lints.cardFit.size(for: "en-US") == CardFit.Size(charactersPerLine: 20, linesPerCard: 3))
    }

    @Test func theConfigurationSchemaNamesExactlyTheLints() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Schemas/config.schema.json"))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let lint = try #require((root["properties"] as? [String: Any])?["lint"] as? [String: Any])
        let patterns = try #require(lint["patternProperties"] as? [String: [String: Any]])
        #expect(patterns.count == 1)
        let (pattern, value) = try #require(patterns.first)
        let expression = try NSRegularExpression(pattern: pattern)
        let matched = DiagnosticCode.all.map(\.rawValue).filter {
            expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil
        }
        #expect(matched == DiagnosticCode.lints.map(\.rawValue))
        #expect(value["enum"] as? [String] == LintSettings.switchValues)
    }
}
