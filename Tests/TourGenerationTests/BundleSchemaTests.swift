import Foundation
import TestSupport
import Testing

@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// Emitted bundles are valid against Schemas/ according to a real JSON
/// Schema validator (Python's `jsonschema`, which .ci/run installs).
@Suite struct BundleSchemaTests {
    /// The samples' generated outputs, as the compile writes them (see SampleOutputTests).
    static let golden = packageRoot + "/Tests/TourGenerationTests/Golden"

    static func validate(schema: String, files: [String]) throws {
        let script = packageRoot + "/Tests/TourGenerationTests/validate_json_schema.py"
        let result = try runProcess(
            "/usr/bin/env", ["python3", script, packageRoot + "/Schemas/" + schema] + files, in: packageRoot)
        #expect(result.status == 0, "schema validation failed:\n\(result.output)\(result.error)")
    }

    static func goldenFiles(_ folder: String) throws -> [String] {
        let directory = Self.golden + "/" + folder
        return try FileManager.default.contentsOfDirectory(atPath: directory).sorted().map { directory + "/" + $0 }
    }

    @Test func canonicalBundlesMatchTheBundleSchema() throws {
        try Self.validate(schema: "bundle.schema.json", files: try Self.goldenFiles("JSON"))
    }

    @Test func quickWinBundlesMatchTheQuickWinSchema() throws {
        try Self.validate(schema: "quickwin.schema.json", files: try Self.goldenFiles("QuickWin"))
    }

    @Test func theValidatorRejectsABrokenBundle() throws {
        // Proves the check can fail: a bundle with a negative padding and no steps' target.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).json").path
        try
            #"{"schemaVersion": 1, "id": "x", "swiftName": "XTour", "steps": [{"id": "a", "title": "t", "text": "t", "padding": -1, "cornerRadius": 2}]}"#
            .write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let script = packageRoot + "/Tests/TourGenerationTests/validate_json_schema.py"
        let result = try runProcess(
            "/usr/bin/env", ["python3", script, packageRoot + "/Schemas/bundle.schema.json", path], in: packageRoot)
        #expect(result.status == 1)
        #expect(result.output.contains("target"))
    }
}
