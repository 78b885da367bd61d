import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics

/// A tour's `show:` rule from the tour file to the app: the generated
/// `TourMetadata.show` and `Event` enum compile against TourKit and drive a
/// `TourCoordinator`, and the JSON bundle carries the rule with its defaults.
@Suite struct DisplayRuleGenerationTests {
    static let files = [
        "targets.yaml": """
        targets: [keyboard, reverb]
        events:
          - presetSaved
          - name: exported
            description: The user finished an export

        """,
        "intro.tour.yaml": """
        tour: intro
        steps:
          - {id: keyboard, title: Play, text: Touch a key.}

        """,
        "effects.tour.yaml": """
        tour: effects
        show:
          after: [intro]
          launches: 2
          events: {presetSaved: 2, exported: 1}
          maxDisplays: 3
          priority: 1
        steps:
          - {id: reverb, title: Reverb, text: Add some room.}

        """,
    ]

    /// Checks `json` against `Schemas/<schema>` with a real JSON Schema validator.
    static func expect(_ json: String, in folder: TemporaryFolder, toMatch schema: String) throws {
        let path = folder.path + "/checked.json"
        try json.write(toFile: path, atomically: false, encoding: .utf8)
        let check = try runProcess(
            "/usr/bin/env", ["python3", packageRoot + "/Tests/TourGenerationTests/validate_json_schema.py", packageRoot + "/Schemas/" + schema, path])
        #expect(check.status == 0, "\(check.output)\(check.error)")
    }

    private func outputs() throws -> (folder: TemporaryFolder, files: [OutputFile]) {
        let folder = try TemporaryFolder(files: Self.files)
        let request = CompileRequest(
            validation: ValidationRequest(inputs: [folder.path]), swiftOutput: folder.path + "/Swift", jsonOutput: folder.path + "/JSON")
        let generated = Compiler.outputs(of: request)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        return (folder, generated.files)
    }

    /// The generated Swift and JSON of a tour with a rule, as golden files
    /// (Tests/TourGenerationTests/Golden/ShowRule; UPDATE_GOLDEN=1 rewrites them).
    @Test func theGeneratedRuleMatchesTheGoldenFiles() throws {
        let (_, files) = try outputs()
        try SampleOutputTests.compareWithGolden(
            files.filter { $0.path.hasSuffix("effects.tour.swift") || $0.path.hasSuffix("effects.json") }, folder: "ShowRule")
    }

    @Test(.uninstrumentedWork) func theGeneratedRuleAndEventsDriveACoordinator() throws {
        let (_, files) = try outputs()
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map { (Paths.lastComponent(of: $0.path), $0.contents) }
        let main = """
            import Foundation
            import TourKit

            @MainActor func run() {
                let rule = EffectsTour.metadata.show
                print(rule.after, rule.launches, rule.events.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" }, rule.maxDisplays ?? -1, rule.priority)
                print(IntroTour.metadata.show == TourDisplayRule())
                let tours = TourCoordinator(tours: [IntroTour.self, EffectsTour.self], store: InMemoryTourProgressStore())
                tours.recordLaunch()
                tours.donate(EffectsTour.Event.presetSaved)
                print(tours.reasons(for: "effects"))
                print(tours.eligibleTours)
            }
            MainActor.assumeIsolated { run() }

            """
        let output = try GeneratedCodeHarness.runProgram(swift, main: main)
        #expect(
            output == """
                ["intro"] 2 ["exported=1", "presetSaved=2"] 3 1
                true
                [TourKit.TourIneligibility.waiting(forTour: "intro"), TourKit.TourIneligibility.launches(have: 1, need: 2), TourKit.TourIneligibility.event("exported", have: 0, need: 1), TourKit.TourIneligibility.event("presetSaved", have: 1, need: 2)]
                ["intro"]

                """, "\(output)")
    }

    @Test func aQuickWinTaskCarriesTheRuleToo() throws {
        let folder = try TemporaryFolder(files: [
            "targets.yaml": "targets: [reverb]\nevents: [presetSaved]\n",
            "effects.tour.yaml": """
            tour: effects
            title: Effects
            description: Add some room.
            estimatedSeconds: 30
            completionCriteria: addedReverb
            icon: slider.horizontal.3
            show: {events: {presetSaved: 1}, priority: 2}
            steps:
              - {id: reverb, title: Reverb, text: Turn it up., action: tap}

            """,
        ])
        let request = CompileRequest(
            validation: ValidationRequest(inputs: [folder.path]), swiftOutput: nil, jsonOutput: folder.path + "/JSON", jsonFlavor: .quickwin)
        let generated = Compiler.outputs(of: request)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        let task = try #require(generated.files.first)
        #expect(task.contents.contains(#""id" : "effects",\#n  "show" : {"#), "after the id, keys sorted")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(task.contents.utf8)) as? [String: Any])
        #expect((object["show"] as? [String: Any])?["priority"] as? Int == 2)
        try Self.expect(task.contents, in: folder, toMatch: "quickwin.schema.json")
    }

    @Test func theBundleCarriesTheRuleWithItsDefaults() throws {
        let (folder, files) = try outputs()
        let effects = try #require(files.first { $0.path.hasSuffix("/effects.json") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(effects.contents.utf8)) as? [String: Any])
        let show = try #require(object["show"] as? [String: Any])
        #expect(show["after"] as? [String] == ["intro"])
        #expect(show["events"] as? [String: Int] == ["exported": 1, "presetSaved": 2])
        #expect(show["launches"] as? Int == 2 && show["maxDisplays"] as? Int == 3 && show["priority"] as? Int == 1)
        #expect(effects.contents.contains(#""show" : {\#n    "after" : ["#), "keys sorted, in the bundle's layout")
        let intro = try #require(files.first { $0.path.hasSuffix("/intro.json") })
        #expect(!intro.contents.contains("\"show\""), "a tour without a rule has no show object")
        // The bundle schema describes it.
        try Self.expect(effects.contents, in: folder, toMatch: "bundle.schema.json")
    }
}
