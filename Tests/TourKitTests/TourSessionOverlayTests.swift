import Foundation
import Testing

@testable import TourKit

/// A spotlight package's own navigation over the steps whose views are
/// tagged, modelled from its source (Tests/TourGenerationTests/StandIns/Facts):
/// HelpInfoSpotlightOverlay's `nextId`/`previousId` wrap around and apply the
/// pick a moment after the tap; TutorialSpotlight's `adjacentSelection`
/// clears the selection past either end. The overlay moves the session
/// through `overlayMoved(to:navigation:)`, as the selection binding does,
/// and its card's buttons are the session's `overlayActions`, or (`.ownCard`)
/// the package's own, which tell the session nothing.
@MainActor
final class OverlayModel {
    enum Card: Sendable { case sessionActions, ownCard }

    let overlay: TourOverlay
    let session: TourSession<DemoSteps>
    let tagged: Set<DemoSteps>
    let card: Card
    private var pending: DemoSteps??

    init(_ overlay: TourOverlay, _ session: TourSession<DemoSteps>, tagged: Set<DemoSteps> = Set(DemoSteps.allCases), card: Card = .sessionActions) {
        self.overlay = overlay
        self.session = session
        self.tagged = tagged
        self.card = card
    }

    /// The user taps Next, Back or close on the card.
    func next() { tap(\.next) }
    func back() { tap(\.previous) }
    func close() { tap(\.dismiss) }
    /// The user taps the dimmed screen: the package's own dismiss, past the card.
    func tapDimmedScreen() { select(nil) }

    private func tap(_ button: KeyPath<TourOverlayActions, () -> Void>) {
        let own = TourOverlayActions(
            dismiss: { self.select(nil) }, previous: { self.move(by: -1) }, next: { self.move(by: 1) })
        let actions = card == .ownCard ? own : session.overlayActions(dismiss: own.dismiss, previous: own.previous, next: own.next)
        actions[keyPath: button]()
        // HelpInfoSpotlightOverlay applies Next and Back on the next update.
        if let pending {
            self.pending = nil
            session.overlayMoved(to: pending, navigation: overlay.navigation)
        }
    }

    private func select(_ step: DemoSteps?) { session.overlayMoved(to: step, navigation: overlay.navigation) }

    private func move(by offset: Int) {
        guard let current = session.currentStep, var index = DemoSteps.allCases.firstIndex(of: current) else { return }
        let steps = DemoSteps.allCases
        switch overlay.navigation {
        case .wrapsAround:
            for _ in steps.indices {
                index = (index + offset + steps.count) % steps.count
                if tagged.contains(steps[index]) {
                    pending = .some(steps[index])
                    return
                }
            }
        case .endsAtNil:
            while true {
                index += offset
                guard steps.indices.contains(index) else { return select(nil) }
                if tagged.contains(steps[index]) { return select(steps[index]) }
            }
        }
    }
}

/// Four steps, the last one informational.
enum DemoSteps: String, TourSteps {
    case keyboard, octave, favorite, settings

    static let metadata = TourMetadata(id: "overlay-demo", title: "Demo")
    static let revision = "r1"
    var id: String { rawValue }
    var target: String { rawValue }
    var action: TourAction? { self == .settings ? nil : .tap }
}

/// Sessions driven only by each overlay's own controls, through every path.
@MainActor
@Suite struct TourSessionOverlayTests {
    let clock = FakeClock()

    private func session(_ store: any TourProgressStore = InMemoryTourProgressStore()) -> TourSession<DemoSteps> {
        TourSession<DemoSteps>(store: store, now: clock.now)
    }

    private func events(_ session: TourSession<DemoSteps>, _ count: Int) async -> [TourEvent] {
        var iterator = session.events.makeAsyncIterator()
        var seen: [TourEvent] = []
        for _ in 0..<count { if let event = await iterator.next() { seen.append(event) } }
        return seen
    }

    nonisolated static let cases: [(TourOverlay, OverlayModel.Card)] = [
        (.helpInfoSpotlightOverlay, .sessionActions), (.helpInfoSpotlightOverlay, .ownCard), (.tutorialSpotlight, .sessionActions),
        (.tutorialSpotlight, .ownCard),
    ]

    @Test(arguments: cases)
    func nextToTheEndCompletes(_ overlay: TourOverlay, _ card: OverlayModel.Card) async {
        let session = session()
        let model = OverlayModel(overlay, session, card: card)
        session.start()
        for _ in 0..<4 {
            clock.advance(2)
            model.next()
        }
        #expect(session.state == .completed)
        #expect(session.currentStep == nil)
        #expect(session.progress == 1)
        let seen = await events(session, 10)
        #expect(seen.first == .started(tour: "overlay-demo", revision: "r1", resumedAt: nil))
        #expect(seen.filter { if case .stepCompleted = $0 { true } else { false } }.count == 4)
        #expect(seen.last == .completed(seconds: 8))
    }

    @Test(arguments: cases)
    func backGoesBackAndNextGoesOnAgain(_ overlay: TourOverlay, _ card: OverlayModel.Card) {
        let session = session()
        let model = OverlayModel(overlay, session, card: card)
        session.start()
        model.next()
        model.next()
        #expect(session.currentStep == .favorite)
        model.back()
        #expect(session.currentStep == .octave)
        #expect(session.state == .running)
        model.next()
        model.next()
        model.next()
        #expect(session.state == .completed)
    }

    @Test(arguments: cases)
    func closingMidWayAbandonsAndTheNextStartResumes(_ overlay: TourOverlay, _ card: OverlayModel.Card) {
        let store = InMemoryTourProgressStore()
        let first = session(store)
        let model = OverlayModel(overlay, first, card: card)
        first.start()
        model.next()
        model.close()
        #expect(first.state == .abandoned)
        #expect(store.record(forTour: "overlay-demo")?.step == "octave")
        let second = session(store)
        #expect(second.start())
        #expect(second.currentStep == .octave)
    }

    @Test(arguments: [TourOverlay.helpInfoSpotlightOverlay, .tutorialSpotlight])
    func aTapOnTheDimmedScreenMidWayAbandons(_ overlay: TourOverlay) {
        let session = session()
        let model = OverlayModel(overlay, session)
        session.start()
        model.next()
        model.tapDimmedScreen()
        #expect(session.state == .abandoned)
    }

    /// Both packages skip steps with no tagged view; the session counts
    /// them done, and the tour still completes at its end.
    @Test(arguments: cases)
    func untaggedStepsAreSkipped(_ overlay: TourOverlay, _ card: OverlayModel.Card) async {
        let session = session()
        let model = OverlayModel(overlay, session, tagged: [.keyboard, .settings], card: card)
        session.start()
        model.next()
        #expect(session.currentStep == .settings)
        #expect(session.progress == 0.75)
        model.next()
        #expect(session.state == .completed)
        // Without the session's actions, HelpInfoSpotlightOverlay's move from
        // the first step to the last also reads as its Back: the first step
        // is left without a stepCompleted.
        let completesTheFirst = !(overlay == .helpInfoSpotlightOverlay && card == .ownCard)
        let seen = await events(session, completesTheFirst ? 6 : 5)
        #expect(
            seen.contains(.stepShown(id: "settings", index: 3)) && !seen.contains(.stepShown(id: "octave", index: 1)),
            "\(seen)")
    }

    /// With the last steps untagged, Next on the last tagged step is the end:
    /// HelpInfoSpotlightOverlay wraps to the first, TutorialSpotlight clears.
    @Test(arguments: [TourOverlay.helpInfoSpotlightOverlay, .tutorialSpotlight])
    func nextOnTheLastTaggedStepCompletes(_ overlay: TourOverlay) {
        let session = session()
        let model = OverlayModel(overlay, session, tagged: [.keyboard, .octave])
        session.start()
        model.next()
        model.next()
        #expect(session.state == .completed)
    }

    /// Back on the first step: HelpInfoSpotlightOverlay wraps to the last,
    /// which is only a move; TutorialSpotlight would close, which the
    /// session's Back keeps from abandoning the tour.
    @Test(arguments: [TourOverlay.helpInfoSpotlightOverlay, .tutorialSpotlight])
    func backOnTheFirstStepDoesNotEndTheTour(_ overlay: TourOverlay) {
        let session = session()
        let model = OverlayModel(overlay, session)
        session.start()
        model.back()
        #expect(session.state == .running)
        #expect(session.currentStep == (overlay == .helpInfoSpotlightOverlay ? .settings : .keyboard))
    }

    @Test(arguments: cases)
    func aFinishedTourRestartsOnlyWhenAsked(_ overlay: TourOverlay, _ card: OverlayModel.Card) {
        let store = InMemoryTourProgressStore()
        let first = session(store)
        let model = OverlayModel(overlay, first, card: card)
        first.start()
        for _ in 0..<4 { model.next() }
        #expect(first.state == .completed)
        let again = session(store)
        #expect(!again.start(), "a completed tour does not resume at its last step")
        #expect(again.start(restart: true))
        #expect(again.currentStep == .keyboard)
        let replay = OverlayModel(overlay, again, card: card)
        for _ in 0..<4 { replay.next() }
        #expect(again.state == .completed)
    }
}
