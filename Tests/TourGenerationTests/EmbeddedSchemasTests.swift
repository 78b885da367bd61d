import Foundation
import TestSupport
import Testing

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

    @Test func theEmbeddedSchemasAreTheCommittedFiles() throws {
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
