import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel

/// Conditions and parameters from the tour files to the app: the generated
/// metadata, each step's `condition`, the typed keys of
/// `tourc-parameters.swift` and the bundle carry the parsed conditions;
/// compiled against TourKit, they drive a coordinator and a session, which
/// skips a step whose `when:` is false and counts it out of the progress.
@Suite struct ConditionGenerationTests {
    static let files = [
        "targets.yaml": """
        targets: [keyboard, reverb, effects]
        events: [presetSaved]
        parameters:
          - {name: isPro, type: bool, default: false}
          - {name: plan, type: enum, cases: [free, plus, pro], default: free}
          - {name: presetCount, type: int, default: 0, description: Presets saved}

        """,
        "main.tour.yaml": """
        tour: main
        show:
          when: plan == .free && presetCount >= 3
          events: {presetSaved: {count: 2, within: 7d}}
          maxDuration: 90s
          ignoresFrequency: true
          invalidatedBy: [presetSaved]
        steps:
          - {id: keyboard, title: Play, text: Touch a key.}
          - id: reverb
            when: "!isPro"
            title: Reverb
            text: Add some room.
          - {id: effects, title: Effects, text: Shape the sound.}

        """,
    ]

    private func outputs(access: AccessLevel = .internal) throws -> (folder: TemporaryFolder, files: [OutputFile]) {
        let folder = try TemporaryFolder(files: Self.files)
        var request = CompileRequest(
            validation: ValidationRequest(inputs: [folder.path]), swiftOutput: folder.path + "/Swift", jsonOutput: folder.path + "/JSON")
        request.swift = SwiftOptions(accessLevel: access)
        let generated = Compiler.outputs(of: request)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        return (folder, generated.files)
    }

    private static func swift(_ files: [OutputFile]) -> [(name: String, contents: String)] {
        files.filter { $0.path.hasSuffix(".swift") }.map { (Paths.lastComponent(of: $0.path), $0.contents) }
    }

    /// The generated Swift (the overlays' glue, written whatever
    /// swift.overlays declares, among it), the parameters' keys and the bundle, as golden
    /// files (Tests/TourGenerationTests/Golden/Conditions; UPDATE_GOLDEN=1 rewrites them).
    @Test func theGeneratedConditionsMatchTheGoldenFiles() throws {
        let (_, files) = try outputs()
        #expect(
            files.map { Paths.lastComponent(of: $0.path) }.sorted() == [
                "main.json", "main.tour.swift", "tourc-overlays.swift", "tourc-parameters.swift",
            ])
        try SampleOutputTests.compareWithGolden(files, folder: "Conditions")
    }

    @Test func theBundleMatchesItsSchemaAndDecodesInTourKit() throws {
        let (folder, files) = try outputs()
        let bundle = try #require(files.first { $0.path.hasSuffix("main.json") }).contents
        #expect(bundle.contains("\"schemaVersion\" : 2"))
        try DisplayRuleGenerationTests.expect(bundle, in: folder, toMatch: "bundle.schema.json")
    }

    @Test(.uninstrumentedWork) func aStepWhoseConditionIsFalseIsSkippedAndCountedOut() throws {
        let (_, files) = try outputs()
        let main = """
            import Foundation
            import TourKit

            @MainActor func run() async {
                let store = InMemoryTourProgressStore()
                let tours = TourCoordinator(tours: [MainTour.self], parameters: TourParameters.all, store: store, launchArguments: [])
                print(MainTour.metadata.show.when!)
                print(MainTour.reverb.condition!, MainTour.keyboard.condition == nil)
                print(tours.reasons(for: "main"))
                tours.set(TourParameters.presetCount, 3)
                tours.donate(MainTour.Event.presetSaved)
                print(tours.value(of: TourParameters.plan) == .free, tours.value(of: TourParameters.presetCount) ?? -1)
                for pro in [false, true] {
                    tours.set(TourParameters.isPro, pro)
                    let session = TourSession<MainTour>(store: store)
                    session.start(restart: true)
                    print(session.stepNumber ?? 0, "of", session.stepCount, session.progress)
                    session.next()
                    print(session.currentStep!, session.stepNumber ?? 0, "of", session.stepCount, session.progress)
                    session.abandon()
                    var events: [TourEvent] = []
                    for await event in session.events {
                        events.append(event)
                        if case .abandoned = event { break }
                    }
                    print(events.filter { if case .stepSkipped = $0 { true } else { false } })
                }
            }
            await run()

            """
        let output = try GeneratedCodeHarness.runProgram(Self.swift(files), main: main)
        #expect(
            output == """
                plan == .free && presetCount >= 3
                !isPro true
                [TourKit.TourIneligibility.recentEvent("presetSaved", have: 0, need: 2, within: 604800.0), TourKit.TourIneligibility.condition("presetCount >= 3 (presetCount is 0)")]
                true 3
                1 of 3 0.0
                reverb 2 of 3 0.3333333333333333
                []
                1 of 2 0.0
                effects 2 of 2 0.5
                [TourKit.TourEvent.stepSkipped(id: "reverb", index: 1, reason: "!isPro (isPro is true)")]

                """, "\(output)")
    }

    @Test(.uninstrumentedWork) func aValueOfTheWrongTypeDoesNotCompile() throws {
        let (folder, files) = try outputs(access: .public)
        let module = try GeneratedCodeHarness.buildModule("Tours", Self.swift(files))
        func errors(_ body: String) throws -> String? {
            let path = folder.path + "/client.swift"
            try "import TourKit\nimport Tours\n@MainActor func use(_ tours: TourCoordinator) { \(body) }\n".write(
                toFile: path, atomically: true, encoding: .utf8)
            return try GeneratedCodeHarness.typecheck(path, importing: [module])
        }
        #expect(
            try errors("tours.set(TourParameters.isPro, true); tours.set(TourParameters.plan, .pro); tours.set(TourParameters.presetCount, nil)")
                == nil)
        let wrong = try errors("tours.set(TourParameters.isPro, 1)")
        #expect(wrong?.contains("cannot be used as a boolean") == true, "\(wrong ?? "no error")")
        #expect(try errors("tours.set(TourParameters.plan, .gold)")?.contains("gold") == true)
        #expect(try errors("tours.set(TourParameters.presetCount, \"3\")")?.contains("error") == true)
    }
}
