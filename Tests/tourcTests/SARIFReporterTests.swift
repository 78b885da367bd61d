import Foundation
import TestSupport
import Testing
import TourCompiler

@testable import TourDiagnostics
@testable import tourc

/// `--reporter sarif`: every report is a SARIF 2.1.0 log valid against the
/// official schema (Tests/tourcTests/SARIF, from oasis-tcs/sarif-spec), and
/// every result has its rule, with the catalogue's name, texts and level.
@Suite struct SARIFReporterTests {
    static let schema = packageRoot + "/Tests/tourcTests/SARIF/sarif-schema-2.1.0.json"

    /// Runs tourc in this process; returns the exit status and standard output.
    private static func run(_ arguments: [String]) -> (tourc.ExitStatus, String) {
        final class Output: @unchecked Sendable { var text = "" }
        let output = Output()
        let console = Console(
            standardOutput: { output.text += $0 }, standardError: { _ in }, errorIsTerminal: false, noColor: true)
        return (TourcCommandLine(console: console).run(arguments), output.text)
    }

    private static func log(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theReportOfEveryFixtureIsValidSARIFAndEveryResultHasItsRule() throws {
        let folder = try TemporaryFolder(files: [:])
        var files: [String] = []
        var results = 0
        for target in diagnosticFixtureTargets {
            let root = diagnosticFixturesRoot(of: target)
            for name in diagnosticFixtureNames(in: root) {
                let (_, text) = Self.run(["validate", "--no-config", "--reporter", "sarif", root + "/" + name])
                let path = folder.path + "/\(target)-\(name).sarif"
                try text.write(toFile: path, atomically: false, encoding: .utf8)
                files.append(path)
                let run = try #require((try Self.log(text)["runs"] as? [[String: Any]])?.first, "\(name)")
                let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
                for result in run["results"] as? [[String: Any]] ?? [] {
                    results += 1
                    let index = try #require(result["ruleIndex"] as? Int, "\(name)")
                    #expect(rules.indices.contains(index) && rules[index]["id"] as? String == result["ruleId"] as? String, "\(name)")
                }
            }
        }
        #expect(files.count > 100 && results > 100, "\(files.count) reports, \(results) results")
        let script = packageRoot + "/Tests/TourGenerationTests/validate_json_schema.py"
        let validation = try runProcess("/usr/bin/env", ["python3", script, Self.schema] + files, in: packageRoot)
        #expect(validation.status == 0, "not valid SARIF 2.1.0:\n\(validation.output)\(validation.error)")
    }

    @Test func theSchemaCheckCanFail() throws {
        let folder = try TemporaryFolder(files: ["broken.sarif": #"{"version": "2.1.0", "runs": [{"results": []}]}"#])
        let script = packageRoot + "/Tests/TourGenerationTests/validate_json_schema.py"
        let validation = try runProcess("/usr/bin/env", ["python3", script, Self.schema, folder.path + "/broken.sarif"], in: packageRoot)
        #expect(validation.status == 1)
        #expect(validation.output.contains("tool"))
    }

    @Test func aMisspeltKeyIsAResultWithItsRuleARelativeLocationAndAFix() throws {
        let folder = try TemporaryFolder(files: [
            "targets.yaml": "targets:\n  - profile\n",
            "main.tour.yaml": "tour: main\nsteps:\n  - id: profile\n    tittle: Profile\n    text: Hi\n",
        ])
        let (status, text) = Self.run(["validate", "--no-config", "--reporter", "sarif", folder.path])
        #expect(status == .failure)
        let run = try #require((try Self.log(text)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "TOUR201" }, "\(results)")
        #expect(result["level"] as? String == "error")
        let location = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        let artifact = try #require(location["artifactLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 4 && region["startColumn"] as? Int == 5)
        // The temporary folder is absolute and not under the current folder, so its URI is too.
        #expect((artifact["uri"] as? String)?.hasPrefix("file:///") == true)
        let fix = try #require((result["fixes"] as? [[String: Any]])?.first)
        let change = try #require((fix["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let deleted = try #require(replacement["deletedRegion"] as? [String: Any])
        #expect(deleted["startColumn"] as? Int == 5 && deleted["endColumn"] as? Int == 11)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "title")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rule = try #require((driver["rules"] as? [[String: Any]])?.first { $0["id"] as? String == "TOUR201" })
        #expect(rule["name"] as? String == "unknownKey")
        #expect((rule["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        #expect(driver["version"] as? String == TourcVersion.current)
    }

    @Test func aMisspeltTargetIsFixedToTheRegisteredOne() throws {
        let folder = try TemporaryFolder(files: [
            "targets.yaml": "targets:\n  - profile\n  - settings\n",
            "main.tour.yaml": "tour: main\nsteps:\n  - id: first\n    target: profil\n    title: Profile\n    text: Hi\n",
        ])
        let (_, text) = Self.run(["validate", "--no-config", "--reporter", "sarif", folder.path])
        let run = try #require((try Self.log(text)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let result = try #require(results.first { $0["ruleId"] as? String == "TOUR304" }, "\(results)")
        let change = try #require(((result["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try #require((change["replacements"] as? [[String: Any]])?.first)
        let deleted = try #require(replacement["deletedRegion"] as? [String: Any])
        #expect(deleted["startLine"] as? Int == 4 && deleted["startColumn"] as? Int == 13 && deleted["endColumn"] as? Int == 19)
        #expect((replacement["insertedContent"] as? [String: Any])?["text"] as? String == "profile")
    }

    @Test func aRelativeInputIsRelativeToTheSourceRoot() throws {
        let (_, text) = Self.run(["validate", "--no-config", "--reporter", "sarif", "Samples/Tours"])
        let run = try #require((try Self.log(text)["runs"] as? [[String: Any]])?.first)
        let base = try #require(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        #expect(base.hasPrefix("file:///") && base.hasSuffix("/"))
        #expect(run["results"] as? [[String: Any]] != nil)
    }
}
