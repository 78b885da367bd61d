import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourGeneration
@testable import TourModel

/// `tourc schema` writes the editor schemas (an installed tourc has no
/// Schemas/ folder to read): the tour schema from TourFormat
/// (``TourSchema``), the others from copies compiled into tourc. Both must
/// be the committed files, byte for byte; `UPDATE_GOLDEN=1 swift test`
/// regenerates them.
@Suite struct EmbeddedSchemasTests {
    static let names = [("targets", "targets.schema.json"), ("config", "config.schema.json")]

    /// The Swift source that embeds the committed schema files.
    static func embeddedSource() throws -> String {
        var text = """
            // swift-format-ignore-file
            // Generated from Schemas/ by EmbeddedSchemasTests; do not edit.
            // Regenerate with: UPDATE_GOLDEN=1 swift test --filter EmbeddedSchemas

            /// The editor schemas in Schemas/, compiled into tourc.
            enum EmbeddedSchemas {

            """
        for (property, file) in names {
            let json = try String(contentsOfFile: packageRoot + "/Schemas/" + file, encoding: .utf8)
            #expect(!json.contains("\"\"\"#"), "\(file) cannot be embedded in a raw string literal")
            text += "    /// Schemas/\(file).\n    static let \(property) = #\"\"\"\n\(json)\"\"\"#\n\n"
        }
        return String(text.dropLast()) + "}\n"
    }

    /// Runs first, in the same test as the embedding: the embedded copy is
    /// made from the file this writes.
    private func tourSchemaIsTheFormats() throws {
        let path = packageRoot + "/Schemas/tour.schema.json"
        let expected = TourSchema.text()
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(committed == expected, "tour.schema.json is not TourFormat's; regenerate with UPDATE_GOLDEN=1 swift test")
    }

    @Test func aSettingsRangeAndDefaultsComeFromTheFormat() throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(TourSchema.text().utf8)) as? [String: Any])
        let properties = try #require(
            ((root["properties"] as? [String: Any])?["presentation"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        #expect(Set(properties.keys) == Set(PresentationSetting.allCases.map(\.key)))
        let dimming = try #require(properties["dimmingOpacity"])
        #expect(dimming["maximum"] as? Double == 1)
        #expect(
            (dimming["description"] as? String)?.hasSuffix("Default: the overlay's (0.8 HelpInfoSpotlightOverlay, 0.58 TutorialSpotlight).") == true)
    }

    @Test func everyStepSettingIsInTheSchemaWithItsBuiltIn() throws {
        let json = try String(contentsOfFile: packageRoot + "/Schemas/tour.schema.json", encoding: .utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let defaults = try #require(
            ((root["properties"] as? [String: Any])?["defaults"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        let step = try #require(
            (((root["$defs"] as? [String: Any])?["step"] as? [String: Any])?["properties"]) as? [String: [String: Any]])
        for setting in StepSetting.allCases {
            let inDefaults = try #require(defaults[setting.key], "defaults lacks \(setting.key)")
            let inStep = try #require(step[setting.key], "a step lacks \(setting.key)")
            if let builtIn = setting.builtIn {
                #expect((inDefaults["description"] as? String)?.hasSuffix("Built-in: \(builtIn).") == true)
                #expect((inStep["description"] as? String)?.hasSuffix("else \(builtIn).") == true)
            }
            if case .choice(let name, let names) = setting.values {
                let choices = try #require((root["$defs"] as? [String: Any])?[name] as? [String: Any])
                #expect(choices["enum"] as? [String] == names, "\(name)")
            }
        }
        #expect(StepSetting.padding.builtIn == "8" && StepSetting.cornerRadius.builtIn == "28")
    }

    @Test func everyShowSettingIsInTheSchemaWithItsRange() throws {
        let json = try String(contentsOfFile: packageRoot + "/Schemas/tour.schema.json", encoding: .utf8)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let show = try #require(((root["properties"] as? [String: Any])?["show"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        #expect(Set(show.keys) == Set(ShowSetting.allCases.map(\.key)))
        for setting in ShowSetting.allCases {
            let entry = try #require(show[setting.key])
            switch setting.values {
            case .tourIDs: #expect(entry["type"] as? String == "array")
            case .count(let minimum): #expect(entry["minimum"] as? Int == minimum, "\(setting.key)")
            case .eventCounts(let minimum):
                let choices = (entry["additionalProperties"] as? [String: Any])?["oneOf"] as? [[String: Any]]
                #expect(choices?.first?["minimum"] as? Int == minimum)
            case .condition: #expect(entry["type"] as? String == "string")
            case .duration: #expect(entry["pattern"] as? String == TourSchema.durationPattern)
            case .flag: #expect(entry["type"] as? String == "boolean")
            case .eventNames: #expect(entry["type"] as? String == "array")
            }
            if let meaning = setting.defaultMeaning {
                #expect((entry["description"] as? String)?.hasSuffix("Default: \(meaning).") == true)
            }
        }
    }

    @Test func theEmbeddedSchemasAreTheCommittedFiles() throws {
        try tourSchemaIsTheFormats()
        let path = packageRoot + "/Sources/TourGeneration/Schema/EmbeddedSchemas.swift"
        let expected = try Self.embeddedSource()
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(committed == expected, "EmbeddedSchemas.swift differs from Schemas/; regenerate with UPDATE_GOLDEN=1 swift test")
        // The raw strings drop the files' final line break; the rest is exact.
        for (property, file) in Self.names {
            let json = try String(contentsOfFile: packageRoot + "/Schemas/" + file, encoding: .utf8)
            let embedded = property == "targets" ? EmbeddedSchemas.targets : EmbeddedSchemas.config
            #expect(embedded + "\n" == json, "\(file)")
        }
    }
}
