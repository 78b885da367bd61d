import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourGeneration

/// `tourc schema` with a registry: the tour schema a writer's editor uses
/// accepts the samples and rejects a step whose target is not registered,
/// according to a real JSON Schema validator reading the YAML as an editor
/// does (Python's `jsonschema` and PyYAML, which .ci/run installs).
@Suite struct SchemaCommandTests {
    func validate(_ schema: String, _ files: [String]) throws -> (status: Int32, output: String) {
        try runProcess(
            ["/usr/bin/env", "python3", packageRoot + "/Tests/TourGenerationTests/validate_json_schema.py", schema] + files,
            includingErrors: true)
    }

    @Test func theSamplesValidateAndAnUnregisteredTargetDoesNot() throws {
        let folder = try TemporaryFolder()
        let outcome = SchemaCommand.write(registry: packageRoot + "/Samples/Tours/targets.yaml", into: folder.path + "/schemas")
        #expect(outcome.diagnostics.isEmpty)
        #expect(outcome.files.map { ($0.path as NSString).lastPathComponent } == ["tour.schema.json", "targets.schema.json", "config.schema.json"])
        #expect(outcome.files.allSatisfy { $0.written })
        let schema = folder.path + "/schemas/tour.schema.json"

        let samples = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/Samples/Tours")
            .filter { $0.hasSuffix(".tour.yaml") }.sorted().map { packageRoot + "/Samples/Tours/" + $0 }
        #expect(samples.count >= 3)
        let valid = try validate(schema, samples)
        #expect(valid.status == 0, "\(valid.output)")

        let wrong = """
            tour: wrong
            steps:
              - id: keys
                target: keyboardd
                title: Keys
                text: Play.
              - id: presetList
                title: Presets
                text: Pick one.
              - id: keyboard
                title: Keys again
                text: The id is a registered target.

            """
        try wrong.write(toFile: folder.path + "/wrong.tour.yaml", atomically: true, encoding: .utf8)
        let invalid = try validate(schema, [folder.path + "/wrong.tour.yaml"])
        #expect(invalid.status == 1)
        let problems = invalid.output.split(separator: "\n")
        #expect(problems.count == 2, "\(invalid.output)")
        #expect(problems.contains { $0.contains("steps/0/target") && $0.contains("'keyboardd' is not one of") }, "\(invalid.output)")
        #expect(problems.contains { $0.contains("steps/1/id") && $0.contains("'presetList' is not one of") }, "\(invalid.output)")

        // Without a registry the schema is the committed one, and unchanged
        // files are not written again.
        let again = SchemaCommand.write(registry: packageRoot + "/Samples/Tours/targets.yaml", into: folder.path + "/schemas")
        #expect(again.files.allSatisfy { !$0.written })
        let plain = SchemaCommand.write(registry: nil, into: folder.path + "/plain")
        let written = try String(contentsOfFile: folder.path + "/plain/tour.schema.json", encoding: .utf8)
        #expect(written == (try String(contentsOfFile: packageRoot + "/Schemas/tour.schema.json", encoding: .utf8)))
        #expect(plain.files.count == 3)
    }

    @Test func targetDescriptionsComeWithTheNames() throws {
        let text = SchemaEmitter.schemas(registry: nil)[0].text
        #expect(!text.contains("enumDescriptions"))
        let folder = try TemporaryFolder()
        try "targets:\n  - name: save\n    description: The \"Save\" button\n  - cancel\n".write(
            toFile: folder.path + "/targets.yaml", atomically: true, encoding: .utf8)
        _ = SchemaCommand.write(registry: folder.path + "/targets.yaml", into: folder.path)
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/tour.schema.json")))
        let target = (((json as? [String: Any])?["$defs"] as? [String: Any])?["step"] as? [String: Any]).flatMap {
            ($0["properties"] as? [String: Any])?["target"] as? [String: Any]
        }
        #expect(target?["enum"] as? [String] == ["save", "cancel"])
        #expect(target?["enumDescriptions"] as? [String] == ["The \"Save\" button", ""])
    }

    @Test func aBrokenRegistryIsReportedAndNothingIsWritten() throws {
        let folder = try TemporaryFolder()
        try "targets: [a, a\n".write(toFile: folder.path + "/targets.yaml", atomically: true, encoding: .utf8)
        let outcome = SchemaCommand.write(registry: folder.path + "/targets.yaml", into: folder.path + "/out")
        #expect(outcome.diagnostics.contains { $0.severity == .error })
        #expect(outcome.files.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
    }
}
