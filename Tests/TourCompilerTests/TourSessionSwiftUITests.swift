import Foundation
import TestSupport
import Testing

@testable import TourCompiler

/// A session run by each real overlay's own controls, end to end: the
/// samples' generated glue (`helpInfoSpotlightOverlay(session:)` and its
/// siblings), TourKit, and the stand-ins, whose navigation is the packages'
/// (HelpInfoSpotlightOverlay's Next wraps around and lands a moment after
/// the tap; TutorialSpotlight's advance ends at nil; both skip untagged
/// steps). The program presses the buttons of the card each overlay shows,
/// by their titles, and `.tourSession(...)` starts the tour on appear.
@Suite struct TourSessionSwiftUITests {
    static let program = """
        import Foundation
        @_spi(StandIn) import HelpInfoSpotlightOverlay
        import SwiftUI
        import TourKit
        @_spi(StandIn) import TutorialSpotlight

        struct Row: View {}

        \(GeneratedCodeHarness.findFunction)
        \(GeneratedCodeHarness.findShownFunction)

        /// Every step of the main tour but `sustain` tagged for HelpInfoSpotlightOverlay.
        @MainActor func helpInfoScreen() -> some View {
            VStack {
                Row().helpInfoViewTag(MainScreenHelp.keyboard)
                Row().helpInfoViewTag(MainScreenHelp.octaveDown)
                Row().helpInfoViewTag(MainScreenHelp.presets)
                Row().helpInfoViewTag(MainScreenHelp.favorite)
                Row().helpInfoViewTag(MainScreenHelp.effects)
                Row().helpInfoViewTag(MainScreenHelp.record)
                Row().helpInfoViewTag(MainScreenHelp.settings)
            }
        }

        /// The app's own card, with the session's actions.
        @MainActor func card(_ step: MainScreenHelp, _ actions: TourOverlayActions) -> some View {
            VStack {
                Text(step.title)
                HStack {
                    Button("Skip") { actions.dismiss() }
                    Button("Back") { actions.previous() }
                    Button("Next") { actions.next() }
                }
            }
        }

        /// Presses the button titled `title` on the card the overlay shows (in its body, for
        /// TourKit's `TourCard`); false when there is none.
        @MainActor func press(_ title: String, on card: (any View)?) -> Bool {
            guard let card, let button = button(title, in: shown(card)) else { return false }
            button.press()
            return true
        }

        @MainActor func report(_ name: String, _ tour: TourSession<MainScreenHelp>, _ visited: [String]) async {
            print(name + ":", visited.joined(separator: " "), "->", tour.state, tour.currentStep?.rawValue ?? "-")
        }

        @MainActor func run() async {
            // 1. HelpInfoSpotlightOverlay with TourKit's card: Next to the end, then Done.
            let store = InMemoryTourProgressStore()
            var tour = TourSession<MainScreenHelp>(store: store)
            var screen: any View = helpInfoScreen().helpInfoSpotlightOverlay(session: tour).tourSession(tour)
            var overlay = findShown((any HelpInfoSpotlightOverlayDriver).self, in: screen)!
            print("before appearing:", tour.state)
            appearAll(in: screen)
            var visited: [String] = []
            while tour.state == .running, let step = tour.currentStep {
                visited.append(step.rawValue)
                guard press(tour.isOnLastStep ? "Done" : "Next", on: overlay.currentCard()) else { break }
                overlay.nextFrame()
            }
            await report("helpInfo, TourKit's card", tour, visited)
            // Started, then each of the seven steps shown and completed, then completed.
            var iterator = tour.events.makeAsyncIterator()
            var events: [TourEvent] = []
            for _ in 0..<16 { if let event = await iterator.next() { events.append(event) } }
            print("events:", events.count, events.last.map { "\\($0)".hasPrefix("completed(seconds:") } ?? false)
            tour = TourSession<MainScreenHelp>(store: store)
            print("starts again:", tour.start())

            // 2. The app's card: Next, Back, Next, then Skip closes mid-way.
            tour = TourSession<MainScreenHelp>(store: InMemoryTourProgressStore())
            screen = helpInfoScreen().helpInfoSpotlightOverlay(session: tour, overlay: card).tourSession(tour)
            overlay = findShown((any HelpInfoSpotlightOverlayDriver).self, in: screen)!
            appearAll(in: screen)
            visited = []
            for title in ["Next", "Next", "Back", "Next", "Skip"] {
                visited.append(title + ":" + (tour.currentStep?.rawValue ?? "-"))
                _ = press(title, on: overlay.currentCard())
                overlay.nextFrame()
            }
            await report("helpInfo, the app's card", tour, visited)

            // 3. TutorialSpotlight: the app's card, Back and Next to the end; then restart.
            let tutorialStore = InMemoryTourProgressStore()
            tour = TourSession<MainScreenHelp>(store: tutorialStore)
            let sources = VStack {
                Row().tutorialSpotlightSource(MainScreenHelp.keyboard)
                Row().tutorialSpotlightSource(MainScreenHelp.sustain)
                Row().tutorialSpotlightSource(MainScreenHelp.settings)
            }
            screen = sources.tutorialSpotlight(session: tour, overlay: card).tourSession(tour)
            let spotlight = findShown((any TutorialSpotlightDriver).self, in: screen)!
            appearAll(in: screen)
            visited = []
            for title in ["Next", "Back", "Next", "Next", "Next"] {
                visited.append(title + ":" + (tour.currentStep?.rawValue ?? "-"))
                _ = press(title, on: spotlight.currentCard())
            }
            await report("tutorialSpotlight", tour, visited)
            tour = TourSession<MainScreenHelp>(store: tutorialStore)
            print("restart:", tour.start(), tour.start(restart: true), tour.currentStep?.rawValue ?? "-")

            // 4. TutorialSpotlight: a tap on the dimmed screen mid-way abandons.
            tour = TourSession<MainScreenHelp>(store: InMemoryTourProgressStore())
            screen = sources.tutorialSpotlight(session: tour, overlay: card).tourSession(tour)
            let dimmed = findShown((any TutorialSpotlightDriver).self, in: screen)!
            appearAll(in: screen)
            _ = press("Next", on: dimmed.currentCard())
            dimmed.tapDimmedScreen()
            print("dimmed screen tapped:", tour.state)

            // 5. TutorialSpotlight with TourKit's card: Next to the end, then Done.
            tour = TourSession<MainScreenHelp>(store: InMemoryTourProgressStore())
            screen = sources.tutorialSpotlight(session: tour).tourSession(tour)
            let ownCard = findShown((any TutorialSpotlightDriver).self, in: screen)!
            appearAll(in: screen)
            visited = []
            while tour.state == .running, let step = tour.currentStep {
                visited.append(step.rawValue)
                guard press(tour.isOnLastStep ? "Done" : "Next", on: ownCard.currentCard()) else { break }
            }
            await report("tutorialSpotlight, TourKit's card", tour, visited)
        }

        await run()

        """

    @Test(.uninstrumentedWork) func eachOverlaysOwnControlsFinishTheSessionAndClosingAbandonsIt() throws {
        let (files, _) = try SampleOutputTests.sampleOutputs()
        let swift = files.filter { $0.path.hasSuffix(".swift") }.map { (Paths.lastComponent(of: $0.path), $0.contents) }
        let output = try GeneratedCodeHarness.runProgram(swift, main: Self.program)
        #expect(
            output == """
                before appearing: idle
                helpInfo, TourKit's card: keyboard octave-down presets favorite effects record settings -> completed -
                events: 16 true
                starts again: false
                helpInfo, the app's card: Next:keyboard Next:octave-down Back:presets Next:octave-down Skip:presets -> abandoned -
                tutorialSpotlight: Next:keyboard Back:sustain Next:keyboard Next:sustain Next:settings -> completed -
                restart: false true keyboard
                dimmed screen tapped: abandoned
                tutorialSpotlight, TourKit's card: keyboard sustain settings -> completed -

                """, "\(output)")
    }
}
