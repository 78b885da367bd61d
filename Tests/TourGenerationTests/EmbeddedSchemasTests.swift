import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourGeneration
@testable import TourModel

/// `tourc schema` writes the editor schemas from copies compiled into
/// tourc (an installed tourc has no Schemas/ folder to read). The copies
/// must be the committed files, byte for byte; `UPDATE_GOLDEN=1 swift test`
/// regenerates them.
@Suite struct EmbeddedSchemasTests {
    static let names = [("tour", "tour.schema.json"), ("targets", "targets.schema.json"), ("config", "config.schema.json")]

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

    /// Schemas/tour.schema.json with its `presentation` entry written
    /// from TourFormat (``PresentationSchema``); `nil` when the file has no
    /// such entry where the schema keeps it (a property of the top level).
    static func tourSchemaFromTheFormat(_ json: String) -> String? {
        let opening = "\n    \"presentation\": {\n"
        guard let start = json.range(of: opening), let end = json.range(of: "\n    }", range: start.upperBound..<json.endIndex) else {
            return nil
        }
        return String(json[..<start.lowerBound]) + "\n    " + PresentationSchema.entry(indent: "    ") + String(json[end.upperBound...])
    }

    /// Runs first, in the same test as the embedding: the embedded copy is
    /// made from the file this writes.
    private func presentationEntryIsTheFormats() throws {
        let path = packageRoot + "/Schemas/tour.schema.json"
        let json = try String(contentsOfFile: path, encoding: .utf8)
        let expected = try #require(Self.tourSchemaFromTheFormat(json), "no \"presentation\" entry in tour.schema.json")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil, expected != json {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(committed == expected, "tour.schema.json's presentation entry is not TourFormat's; regenerate with UPDATE_GOLDEN=1 swift test")
    }

    @Test func aSettingsRangeAndDefaultsComeFromTheFormat() throws {
        let entry = PresentationSchema.entry(indent: "")
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(("{" + entry + "}").utf8)) as? [String: Any])
        let properties = try #require((object["presentation"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        #expect(Set(properties.keys) == Set(PresentationSetting.allCases.map(\.key)))
        let dimming = try #require(properties["dimmingOpacity"])
        #expect(dimming["maximum"] as? Double == 1)
        #expect(
            (dimming["description"] as? String)?.hasSuffix("Default: the overlay's (0.8 HelpInfoSpotlightOverlay, 0.58 TutorialSpotlight).") == true)
    }

    @Test func theEmbeddedSchemasAreTheCommittedFiles() throws {
        try presentationEntryIsTheFormats()
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
            let embedded = property == "tour" ? EmbeddedSchemas.tour : property == "targets" ? EmbeddedSchemas.targets : EmbeddedSchemas.config
            #expect(embedded + "\n" == json, "\(file)")
        }
    }
}
