import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourValidation

/// Screens and waits from the tour file and the app's code to a running
/// session: the scan places each step, `screen:` and the registry place the
/// ones it cannot, `waitFor:` and `ifMissing:` bound the wait for a target;
/// the generated enum compiles against TourKit, and a session over it and
/// one over the bundle wait, skip and resume the same way.
@Suite struct ScreenGenerationTests {
    static let files = [
        "targets.yaml": "targets:\n  - keyboard\n  - effectsButton\n  - reverbMix\n  - {name: delayKnob, screen: EffectsScreen}\n",
        "studio.tour.yaml": """
        tour: studio
        defaults:
          waitFor: 5s
        steps:
          - {id: keyboard, title: Play, text: Touch a key.}
          - {id: effects, target: effectsButton, title: Effects, text: Open the effects., action: navigate}
          - {id: mix, target: reverbMix, title: Mix, text: Set the reverb., waitFor: 2s}
          - {id: delay, target: delayKnob, title: Delay, text: Set the delay., ifMissing: end}

        """,
        "App/Screens.swift": """
        struct MainScreen: View {
            var body: some View {
                VStack {
                    Keys().helpInfoViewTag(StudioTour.keyboard)
                    Button("Effects") {}.helpInfoViewTag("effectsButton")
                }
            }
        }
        struct EffectsScreen: View {
            var body: some View { Slider().helpInfoViewTag(.mix) }
        }
        // A helper outside any view type: the registry places the knob.
        func delayKnob() -> some View { Knob().helpInfoViewTag("delayKnob") }

        """,
    ]

    private func outputs() throws -> (folder: TemporaryFolder, files: [OutputFile]) {
        let folder = try TemporaryFolder(files: Self.files)
        let request = CompileRequest(
            validation: ValidationRequest(inputs: [folder.path], scan: [folder.path + "/App"]), swiftOutput: folder.path + "/Swift",
            jsonOutput: folder.path + "/JSON")
        let generated = Compiler.outputs(of: request)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        return (folder, generated.files)
    }

    /// The generated Swift and JSON, as golden files
    /// (Tests/TourGenerationTests/Golden/Screens; UPDATE_GOLDEN=1 rewrites them).
    @Test func theGeneratedScreensAndWaitsMatchTheGoldenFiles() throws {
        let (_, files) = try outputs()
        try SampleOutputTests.compareWithGolden(files, folder: "Screens")
    }

    @Test func theBundleCarriesScreensAndWaits() throws {
        let (folder, files) = try outputs()
        let studio = try #require(files.first { $0.path.hasSuffix("/studio.json") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(studio.contents.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.map { $0["screen"] as? String } == ["MainScreen", "MainScreen", "EffectsScreen", "EffectsScreen"])
        #expect(steps.map { $0["waitFor"] as? Int } == [5, 5, 2, 5])
        #expect(steps.map { $0["ifMissing"] as? String } == ["skip", "skip", "skip", "end"])
        try DisplayRuleGenerationTests.expect(studio.contents, in: folder, toMatch: "bundle.schema.json")
    }

    @Test(.uninstrumentedWork) func sessionsOverTheEnumAndTheBundleWaitSkipAndResumeAlike() throws {
        let (_, files) = try outputs()
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map { (Paths.lastComponent(of: $0.path), $0.contents) }
        let bundle = try #require(files.first { $0.path.hasSuffix("studio.json") })
        let main = """
            import Foundation
            import TourKit

            final class Clock: @unchecked Sendable {
                var time = Date(timeIntervalSince1970: 0)
            }

            /// Runs the tour with the main screen's tags on screen: step 3's
            /// slider never comes (skipped after 2 s), step 4's knob neither
            /// (the tour ends there after 5 s); a relaunch resumes at step 4.
            @MainActor func run<Step: TourStepRepresentable>(_ name: String, _ make: (any TourProgressStore, @escaping @Sendable () -> Date) -> TourSession<Step>) {
                let clock = Clock()
                let store = InMemoryTourProgressStore()
                let tour = make(store, { clock.time })
                tour.targetAppeared("keyboard")
                tour.targetAppeared("effectsButton")
                tour.start()
                tour.next()
                tour.next()
                var lines = ["\\(tour.currentStep!.id) on \\(tour.currentScreen ?? "-"), waiting \\(tour.waiting != nil)"]
                clock.time += 2
                tour.checkTargetWait()
                lines.append("\\(tour.currentStep!.id) on \\(tour.currentScreen ?? "-"), waiting until +\\(tour.waiting!.deadline!.timeIntervalSince(clock.time))")
                clock.time += 5
                tour.checkTargetWait()
                lines.append("\\(tour.state)")
                let resumed = make(store, { clock.time })
                resumed.start()
                lines.append("resumed at \\(resumed.currentStep!.id) on \\(resumed.currentScreen ?? "-")")
                print(name + ": " + lines.joined(separator: "; "))
            }

            @MainActor func main() throws {
                print(StudioTour.allCases.map { "\\($0.id) \\(StudioTour.screen(of: $0) ?? "-") \\($0.waitFor.map { "\\($0)" } ?? "-") \\($0.ifMissing)" })
                run("enum") { TourSession<StudioTour>(store: $0, now: $1) }
                let data = Data(base64Encoded: "\(Data(bundle.contents.utf8).base64EncodedString())")!
                let bundle = try TourBundle(jsonData: data)
                run("bundle") { TourSession(bundle: bundle, store: $0, now: $1) }
            }
            try MainActor.assumeIsolated { try main() }

            """
        let output = try GeneratedCodeHarness.runProgram(swift, main: main)
        #expect(
            output == """
                ["keyboard MainScreen 5.0 skip", "effects MainScreen 5.0 skip", "mix EffectsScreen 2.0 skip", "delay EffectsScreen 5.0 end"]
                enum: mix on EffectsScreen, waiting true; delay on EffectsScreen, waiting until +5.0; abandoned; resumed at delay on EffectsScreen
                bundle: mix on EffectsScreen, waiting true; delay on EffectsScreen, waiting until +5.0; abandoned; resumed at delay on EffectsScreen

                """, "\(output)")
    }
}
