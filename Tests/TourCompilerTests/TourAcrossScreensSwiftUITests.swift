import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourGeneration
@testable import TourValidation

/// One session across two screens, driven by its own card buttons, for each
/// overlay: the main screen's overlay draws the first two steps; Next on the
/// navigate step moves the session (the overlay, which moves among the
/// targets it holds, would wrap around), which waits until the effects
/// screen's tags appear; that screen's overlay takes over, with no second
/// session. The knob appears 2 s late and is waited for; it never comes and
/// is skipped after its `waitFor`; `pause` waits an hour for it; `end` stops
/// the tour, and a relaunch resumes at its step, on its screen.
@Suite struct TourAcrossScreensSwiftUITests {
    /// The same four steps, the knob waited for 3 s, then skipped, paused or ended.
    static let files = [
        "targets.yaml": "targets: [keyboard, effectsButton, reverbMix, delayKnob]\n",
        "studio.tour.yaml": """
        tour: studio
        steps:
          - {id: keyboard, title: Play, text: Touch a key., screen: MainScreen}
          - {id: effects, target: effectsButton, title: Effects, text: Open the effects., action: navigate, screen: MainScreen}
          - {id: mix, target: reverbMix, title: Mix, text: Set the reverb., screen: EffectsScreen}
          - {id: delay, target: delayKnob, title: Delay, text: Set the delay., screen: EffectsScreen, waitFor: 3s}

        """,
        "paused.tour.yaml": """
        tour: paused
        steps:
          - {id: keyboard, title: Play, text: Touch a key., screen: MainScreen}
          - {id: effects, target: effectsButton, title: Effects, text: Open the effects., action: navigate, screen: MainScreen}
          - {id: mix, target: reverbMix, title: Mix, text: Set the reverb., screen: EffectsScreen}
          - {id: delay, target: delayKnob, title: Delay, text: Set the delay., screen: EffectsScreen, waitFor: 3s, ifMissing: pause}

        """,
        "ending.tour.yaml": """
        tour: ending
        steps:
          - {id: keyboard, title: Play, text: Touch a key., screen: MainScreen}
          - {id: effects, target: effectsButton, title: Effects, text: Open the effects., action: navigate, screen: MainScreen}
          - {id: mix, target: reverbMix, title: Mix, text: Set the reverb., screen: EffectsScreen}
          - {id: delay, target: delayKnob, title: Delay, text: Set the delay., screen: EffectsScreen, waitFor: 3s, ifMissing: end}

        """,
    ]

    static let program = """
        import Foundation
        @_spi(StandIn) import HelpInfoSpotlightOverlay
        @_spi(StandIn) import SwiftUI
        import TourKit
        @_spi(StandIn) import TutorialSpotlight

        struct Row: View {}

        \(GeneratedCodeHarness.findFunction)
        \(GeneratedCodeHarness.findShownFunction)

        final class Clock: @unchecked Sendable { var time = Date(timeIntervalSince1970: 0) }

        @MainActor func card<Step: HelpInfoProvider>(_ step: Step, _ actions: TourOverlayActions) -> some View {
            VStack {
                Text(step.title)
                Button("Next") { actions.next() }
            }
        }

        /// The title on the card `card` shows, or `-`.
        @MainActor func title(_ card: (any View)?) -> String {
            guard let card, let text = find(Text.self, in: shown(card)) else { return "-" }
            return text.key.key
        }

        @MainActor func press(_ card: (any View)?) {
            guard let card, let button = button("Next", in: shown(card)) else { return print("no Next") }
            button.press()
        }

        /// A screen's overlay: the card it shows, and its next frame.
        protocol Shown { @MainActor func card() -> (any View)?; @MainActor func frame() }
        struct HelpInfo: Shown {
            let driver: any HelpInfoSpotlightOverlayDriver
            func card() -> (any View)? { driver.currentCard() }
            func frame() { driver.nextFrame() }
        }
        struct Tutorial: Shown {
            let driver: any TutorialSpotlightDriver
            func card() -> (any View)? { driver.currentCard() }
            func frame() {}
        }

        /// The two screens of `overlay` ("helpInfo" or "tutorial") for `tour`'s
        /// four steps, their overlays, and the effects screen's two rows.
        @MainActor func screens<Step: GeneratedSpotlightTour & HelpInfoProvider>(_ overlay: String, _ tour: TourSession<Step>)
            -> (main: any View, mainOverlay: any Shown, mix: any View, knob: any View, effectsOverlay: any Shown)
        {
            let step = Array(Step.allCases)
            if overlay == "helpInfo" {
                let keyboard = Row().helpInfoViewTag(step[0], in: tour)
                let button = Row().helpInfoViewTag(step[1], in: tour)
                let main = VStack { keyboard; button }.helpInfoSpotlightOverlay(session: tour, overlay: card).tourSession(tour)
                let mix = Row().helpInfoViewTag(step[2], in: tour)
                let knob = Row().helpInfoViewTag(step[3], in: tour)
                let effects = VStack { mix; knob }.helpInfoSpotlightOverlay(session: tour, overlay: card)
                return (
                    main, HelpInfo(driver: findShown((any HelpInfoSpotlightOverlayDriver).self, in: main)!), mix, knob,
                    HelpInfo(driver: findShown((any HelpInfoSpotlightOverlayDriver).self, in: effects)!)
                )
            }
            let keyboard = Row().tutorialSpotlightSource(step[0], in: tour)
            let button = Row().tutorialSpotlightSource(step[1], in: tour)
            let main = VStack { keyboard; button }.tutorialSpotlight(session: tour, overlay: card).tourSession(tour)
            let mix = Row().tutorialSpotlightSource(step[2], in: tour)
            let knob = Row().tutorialSpotlightSource(step[3], in: tour)
            let effects = VStack { mix; knob }.tutorialSpotlight(session: tour, overlay: card)
            return (
                main, Tutorial(driver: findShown((any TutorialSpotlightDriver).self, in: main)!), mix, knob,
                Tutorial(driver: findShown((any TutorialSpotlightDriver).self, in: effects)!)
            )
        }

        /// Runs `Step`'s tour on `overlay`'s two screens: the knob comes 2 s late
        /// (`knobAt` 2), an hour late (3600), or never (nil).
        @MainActor func run<Step: GeneratedSpotlightTour & HelpInfoProvider>(
            _ overlay: String, _ type: Step.Type, knobAt: Double?
        ) async {
            let clock = Clock()
            let store = InMemoryTourProgressStore()
            let tour = TourSession<Step>(store: store, now: { clock.time })
            let ui = screens(overlay, tour)
            var lines: [String] = []
            func look(_ label: String, _ tour: TourSession<Step>, _ ui: (main: any View, mainOverlay: any Shown, mix: any View, knob: any View, effectsOverlay: any Shown)) {
                lines.append("\\(label) \\(tour.currentStep?.id ?? "-")@\\(tour.currentScreen ?? "-") main:\\(title(ui.mainOverlay.card())) effects:\\(title(ui.effectsOverlay.card()))")
            }
            appearAll(in: ui.main)
            look("start", tour, ui)
            press(ui.mainOverlay.card())
            ui.mainOverlay.frame()
            look("next", tour, ui)
            press(ui.mainOverlay.card())
            ui.mainOverlay.frame()
            look("navigate", tour, ui)
            // The effects screen slides in over the main one; its slider is laid out.
            appearAll(in: ui.mix)
            disappearAll(in: ui.main)
            look("effects", tour, ui)
            press(ui.effectsOverlay.card())
            ui.effectsOverlay.frame()
            look("next", tour, ui)
            if knobAt == 2 {
                clock.time += 2
                appearAll(in: ui.knob)
                look("+2 s, knob", tour, ui)
                press(ui.effectsOverlay.card())
                ui.effectsOverlay.frame()
            } else {
                clock.time += 3
                tour.checkTargetWait()
                look("+3 s", tour, ui)
                if knobAt != nil {
                    clock.time += 3_600
                    tour.checkTargetWait()
                    appearAll(in: ui.knob)
                    look("+1 h, knob", tour, ui)
                    press(ui.effectsOverlay.card())
                    ui.effectsOverlay.frame()
                }
            }
            print("\\(overlay), \\(Step.metadata.id), knob \\(knobAt.map { "at \\($0) s" } ?? "never"):")
            for line in lines { print("  " + line) }
            var missing: [String] = []
            if tour.state == .completed || tour.state == .abandoned {
                var iterator = tour.events.makeAsyncIterator()
                while let event = await iterator.next() {
                    if case .targetMissing(let id, _, let seconds, let then) = event { missing.append("\\(id) after \\(seconds) s: \\(then)") }
                    if case .completed = event { break }
                    if case .abandoned = event { break }
                }
            }
            print("  ->", tour.state, missing)
            guard tour.state == .abandoned else { return }
            // A relaunch on the main screen: the tour resumes at the knob's step and
            // names its screen; the app routes there, and that screen's overlay shows it.
            let resumed = TourSession<Step>(store: store, now: { clock.time })
            let again = screens(overlay, resumed)
            appearAll(in: again.main)
            lines = []
            look("relaunch", resumed, again)
            appearAll(in: again.mix)
            appearAll(in: again.knob)
            disappearAll(in: again.main)
            look("routed", resumed, again)
            for line in lines { print("  " + line) }
        }

        for overlay in ["helpInfo", "tutorial"] {
            await run(overlay, StudioTour.self, knobAt: 2)
            await run(overlay, StudioTour.self, knobAt: nil)
            await run(overlay, PausedTour.self, knobAt: 3_600)
            await run(overlay, EndingTour.self, knobAt: nil)
        }

        """

    @Test(.uninstrumentedWork) func oneSessionCrossesScreensAndWaitsForLateTargets() throws {
        let folder = try TemporaryFolder(files: Self.files)
        var options = ValidationOptions()
        options.overlays = [.helpInfoSpotlightOverlay, .tutorialSpotlight]
        let request = CompileRequest(
            validation: ValidationRequest(inputs: [folder.path], options: options), swiftOutput: folder.path + "/Swift",
            jsonOutput: folder.path + "/JSON", swift: SwiftOptions(overlays: [.helpInfoSpotlightOverlay, .tutorialSpotlight]))
        let generated = Compiler.outputs(of: request)
        #expect(generated.diagnostics.isEmpty, "\(generated.diagnostics)")
        let swift = generated.files.filter { $0.path.hasSuffix(".swift") }.map { (Paths.lastComponent(of: $0.path), $0.contents) }
        let output = try GeneratedCodeHarness.runProgram(swift, main: Self.program)
        // Each overlay shows only the steps whose targets it holds; on the
        // navigate step, Next moves the session to a step it waits for, whose
        // card the effects screen's overlay shows once its tag reports. Both
        // overlays go through the same steps.
        let runs = """
            OVERLAY, studio, knob at 2.0 s:
              start keyboard@MainScreen main:Play effects:-
              next effects@MainScreen main:Effects effects:-
              navigate mix@EffectsScreen main:- effects:-
              effects mix@EffectsScreen main:- effects:Mix
              next delay@EffectsScreen main:- effects:-
              +2 s, knob delay@EffectsScreen main:- effects:Delay
              -> completed []
            OVERLAY, studio, knob never:
              start keyboard@MainScreen main:Play effects:-
              next effects@MainScreen main:Effects effects:-
              navigate mix@EffectsScreen main:- effects:-
              effects mix@EffectsScreen main:- effects:Mix
              next delay@EffectsScreen main:- effects:-
              +3 s -@- main:- effects:-
              -> completed ["delay after 3.0 s: skip"]
            OVERLAY, paused, knob at 3600.0 s:
              start keyboard@MainScreen main:Play effects:-
              next effects@MainScreen main:Effects effects:-
              navigate mix@EffectsScreen main:- effects:-
              effects mix@EffectsScreen main:- effects:Mix
              next delay@EffectsScreen main:- effects:-
              +3 s delay@EffectsScreen main:- effects:-
              +1 h, knob delay@EffectsScreen main:- effects:Delay
              -> completed ["delay after 3.0 s: pause"]
            OVERLAY, ending, knob never:
              start keyboard@MainScreen main:Play effects:-
              next effects@MainScreen main:Effects effects:-
              navigate mix@EffectsScreen main:- effects:-
              effects mix@EffectsScreen main:- effects:Mix
              next delay@EffectsScreen main:- effects:-
              +3 s -@- main:- effects:-
              -> abandoned ["delay after 3.0 s: end"]
              relaunch delay@EffectsScreen main:- effects:-
              routed delay@EffectsScreen main:- effects:Delay

            """
        #expect(output == ["helpInfo", "tutorial"].map { runs.replacingOccurrences(of: "OVERLAY", with: $0) }.joined(), "\(output)")
    }
}
