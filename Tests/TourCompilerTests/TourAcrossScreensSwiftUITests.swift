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
/// session. The knob appears 2 s late and is waited for; in a second run it
/// never comes and is skipped after its `waitFor`.
@Suite struct TourAcrossScreensSwiftUITests {
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

        @MainActor func card(_ step: StudioTour, _ actions: TourOverlayActions) -> some View {
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

        /// What a screen's overlay shows: the card's title, or `-`.
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

        /// The two screens of `overlay` ("helpInfo" or "tutorial"), their overlays, and the knob's row.
        @MainActor func screens(_ overlay: String, _ tour: TourSession<StudioTour>)
            -> (main: any View, mainOverlay: any Shown, mix: any View, knob: any View, effectsOverlay: any Shown)
        {
            if overlay == "helpInfo" {
                let keyboard = Row().helpInfoViewTag(.keyboard, in: tour)
                let button = Row().helpInfoViewTag(.effects, in: tour)
                let main = VStack { keyboard; button }.helpInfoSpotlightOverlay(session: tour, overlay: card).tourSession(tour)
                let mix = Row().helpInfoViewTag(.mix, in: tour)
                let knob = Row().helpInfoViewTag(.delay, in: tour)
                let effects = VStack { mix; knob }.helpInfoSpotlightOverlay(session: tour, overlay: card)
                return (
                    main, HelpInfo(driver: findShown((any HelpInfoSpotlightOverlayDriver).self, in: main)!), mix, knob,
                    HelpInfo(driver: findShown((any HelpInfoSpotlightOverlayDriver).self, in: effects)!)
                )
            }
            let keyboard = Row().tutorialSpotlightSource(.keyboard, in: tour)
            let button = Row().tutorialSpotlightSource(.effects, in: tour)
            let main = VStack { keyboard; button }.tutorialSpotlight(session: tour, overlay: card).tourSession(tour)
            let mix = Row().tutorialSpotlightSource(.mix, in: tour)
            let knob = Row().tutorialSpotlightSource(.delay, in: tour)
            let effects = VStack { mix; knob }.tutorialSpotlight(session: tour, overlay: card)
            return (
                main, Tutorial(driver: findShown((any TutorialSpotlightDriver).self, in: main)!), mix, knob,
                Tutorial(driver: findShown((any TutorialSpotlightDriver).self, in: effects)!)
            )
        }

        @MainActor func run(_ overlay: String, knobComes: Bool) async {
            let clock = Clock()
            let tour = TourSession<StudioTour>(store: InMemoryTourProgressStore(), now: { clock.time })
            let ui = screens(overlay, tour)
            var lines: [String] = []
            func look(_ label: String) {
                lines.append("\\(label) \\(tour.currentStep?.rawValue ?? "-")@\\(tour.currentScreen ?? "-") main:\\(title(ui.mainOverlay.card())) effects:\\(title(ui.effectsOverlay.card()))")
            }
            appearAll(in: ui.main)
            look("start")
            press(ui.mainOverlay.card())
            ui.mainOverlay.frame()
            look("next")
            press(ui.mainOverlay.card())
            ui.mainOverlay.frame()
            look("navigate")
            // The effects screen slides in over the main one; its slider is laid out.
            appearAll(in: ui.mix)
            disappearAll(in: ui.main)
            look("effects")
            press(ui.effectsOverlay.card())
            ui.effectsOverlay.frame()
            look("next")
            clock.time += 2
            if knobComes {
                appearAll(in: ui.knob)
                look("knob")
                press(ui.effectsOverlay.card())
                ui.effectsOverlay.frame()
            } else {
                tour.checkTargetWait()
                look("+2 s")
                clock.time += 1
                tour.checkTargetWait()
            }
            print(overlay + (knobComes ? "" : ", no knob") + ":")
            for line in lines { print("  " + line) }
            // The events up to the end; none when the tour did not end.
            var iterator = tour.events.makeAsyncIterator()
            var missing: [String] = []
            while tour.state == .completed, let event = await iterator.next() {
                if case .targetMissing(let id, _, let seconds, let then) = event { missing.append("\\(id) after \\(seconds) s: \\(then)") }
                if case .completed = event { break }
            }
            print("  ->", tour.state, missing)
        }

        await run("helpInfo", knobComes: true)
        await run("helpInfo", knobComes: false)
        await run("tutorial", knobComes: true)
        await run("tutorial", knobComes: false)

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
        // card the effects screen's overlay shows once its tag reports.
        #expect(
            output == """
                helpInfo:
                  start keyboard@MainScreen main:Play effects:-
                  next effects@MainScreen main:Effects effects:-
                  navigate mix@EffectsScreen main:- effects:-
                  effects mix@EffectsScreen main:- effects:Mix
                  next delay@EffectsScreen main:- effects:-
                  knob delay@EffectsScreen main:- effects:Delay
                  -> completed []
                helpInfo, no knob:
                  start keyboard@MainScreen main:Play effects:-
                  next effects@MainScreen main:Effects effects:-
                  navigate mix@EffectsScreen main:- effects:-
                  effects mix@EffectsScreen main:- effects:Mix
                  next delay@EffectsScreen main:- effects:-
                  +2 s delay@EffectsScreen main:- effects:-
                  -> completed ["delay after 3.0 s: skip"]
                tutorial:
                  start keyboard@MainScreen main:Play effects:-
                  next effects@MainScreen main:Effects effects:-
                  navigate mix@EffectsScreen main:- effects:-
                  effects mix@EffectsScreen main:- effects:Mix
                  next delay@EffectsScreen main:- effects:-
                  knob delay@EffectsScreen main:- effects:Delay
                  -> completed []
                tutorial, no knob:
                  start keyboard@MainScreen main:Play effects:-
                  next effects@MainScreen main:Effects effects:-
                  navigate mix@EffectsScreen main:- effects:-
                  effects mix@EffectsScreen main:- effects:Mix
                  next delay@EffectsScreen main:- effects:-
                  +2 s delay@EffectsScreen main:- effects:-
                  -> completed ["delay after 3.0 s: skip"]

                """, "\(output)")
    }
}
