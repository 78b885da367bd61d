import Foundation
import Testing
import TourFormat

@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// TourFormat is the one home of the format's keys: a tour that sets every
/// key TourFormat declares, each to a value made from the key's declared
/// values, decodes without a finding, is in the schema written from the
/// format, and reaches the bundle. A key added to TourFormat alone makes
/// this test name what still lacks it.
@Suite struct FormatKeysTests {
    private static func sample(_ setting: StepSetting) -> String {
        switch setting.values {
        case .points: "4"
        case .choice(_, let names): names[0]
        case .duration: "5s"
        }
    }

    private static func sample(_ setting: ShowSetting) -> String {
        switch setting.values {
        case .tourIDs: "[other]"
        case .count(let minimum): String((minimum ?? 0) + 2)
        case .eventCounts(let minimum): "{opened: \(minimum)}"
        case .condition: "\"launches >= 1\""
        case .duration: "90s"
        case .flag: "true"
        case .eventNames: "[opened]"
        }
    }

    /// Every key of `show:`, `presentation:`, `defaults:` and a step, with
    /// its sample value.
    private static var everyKey: String {
        func block(_ lines: [(String, String)], indent: String) -> String {
            lines.map { "\(indent)\($0.0): \($0.1)\n" }.joined()
        }
        return """
            tour: sample
            show:
            \(block(ShowSetting.allCases.map { ($0.key, sample($0)) }, indent: "  "))\
            presentation:
            \(block(PresentationSetting.allCases.map { ($0.key, "0.5") }, indent: "  "))\
            defaults:
            \(block(StepSetting.allCases.map { ($0.key, sample($0)) }, indent: "  "))\
            steps:
              - id: first
                title: First
                text: The first step.
            \(block(StepSetting.allCases.map { ($0.key, sample($0)) }, indent: "    "))\
            ---
            tour: other
            steps:
              - id: only
                title: Only
                text: The only step.

            """
    }

    private static func bundle() throws -> [String: Any] {
        var collector = DiagnosticCollector(file: "sample.tour.yaml")
        let parsed = YAMLParser().parse(Array(everyKey.utf8), diagnostics: &collector)
        #expect(collector.diagnostics.isEmpty, "\(collector.diagnostics)")
        let decoded = TourDecoder.decode(parsed.documents, file: "sample.tour.yaml")
        #expect(decoded.diagnostics.isEmpty, "a key TourFormat declares does not decode: \(decoded.diagnostics)")
        let result = Validator.validate(decoded.tours, registry: nil, options: ValidationOptions())
        let tour = try #require(result.validatedFiles?.first?.tours.first { $0.tour.id.value == "sample" }, "\(result.diagnostics)")
        let json = CanonicalBundleEmitter().renderBytes(tour).text
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func everyDeclaredKeyDecodesAndReachesTheBundle() throws {
        let bundle = try Self.bundle()
        let step = try #require((bundle["steps"] as? [[String: Any]])?.first)
        for setting in StepSetting.allCases {
            #expect(step[setting.key] != nil, "the bundle's step lacks \(setting.key)")
        }
        let show = try #require(bundle["show"] as? [String: Any])
        for setting in ShowSetting.allCases {
            #expect(show[setting.key] != nil, "the bundle's show lacks \(setting.key)")
        }
        let presentation = try #require(bundle["presentation"] as? [String: Any])
        for setting in PresentationSetting.allCases {
            #expect(presentation[setting.key] as? Double == 0.5, "the bundle's presentation lacks \(setting.key)")
        }
    }

    @Test func everyDeclaredKeyIsInTheSchema() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(TourSchema.text().utf8)) as? [String: Any])
        func keys(_ path: String...) -> Set<String> {
            var node: Any? = schema
            for part in path { node = (node as? [String: Any])?[part] }
            return Set(((node as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        #expect(keys() == Set(TourSetting.allCases.map(\.key)))
        #expect(keys("properties", "show") == Set(ShowSetting.allCases.map(\.key)))
        #expect(keys("properties", "presentation") == Set(PresentationSetting.allCases.map(\.key)))
        #expect(keys("properties", "defaults") == Set(StepSetting.allCases.map(\.key)))
        #expect(keys("$defs", "step") == Set(StepField.allCases.map(\.key) + StepSetting.allCases.map(\.key)))
    }

    @Test func theDecodersKeyTablesAreTheFormats() {
        #expect(TourKeys.tour.map(\.key) == TourSetting.allCases.map(\.key))
        #expect(TourKeys.step.map(\.key) == StepField.allCases.map(\.key) + StepSetting.allCases.map(\.key))
        #expect(TourKeys.defaults.map(\.key) == StepSetting.allCases.map(\.key))
        #expect(TourKeys.show.map(\.key) == ShowSetting.allCases.map(\.key))
        #expect(TourKeys.presentation.map(\.key) == PresentationSetting.allCases.map(\.key))
    }
}
