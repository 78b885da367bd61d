import Foundation
import Testing

@testable import TourKit

/// Targets that appear late, leave, or never come: a session over a tour
/// across two screens, told by the app's tags which targets are on screen,
/// with a fake clock.
@MainActor
@Suite struct TourTargetWaitTests {
    let clock = FakeClock()

    /// Two steps on the main screen (the second navigates), then two on
    /// the effects screen: the mix slider, waited for up to 5 s and skipped
    /// when missing, and the delay knob, waited for up to 3 s with `ifMissing`.
    static func steps(ifMissing: TourMissingTarget = .skip) -> [TourSessionStep] {
        [
            TourSessionStep(id: "keyboard", target: "keyboard", action: nil, screen: "MainScreen"),
            TourSessionStep(id: "effects", target: "effectsButton", action: .navigate, screen: "MainScreen"),
            TourSessionStep(id: "mix", target: "reverbMix", action: .input, screen: "EffectsScreen", waitFor: 5),
            TourSessionStep(id: "delay", target: "delayKnob", action: .input, screen: "EffectsScreen", waitFor: 3, ifMissing: ifMissing),
        ]
    }

    func session(ifMissing: TourMissingTarget = .skip, store: any TourProgressStore = InMemoryTourProgressStore())
        -> TourSession<TourSessionStep>
    {
        TourSession(tourID: "effects", revision: "r", steps: Self.steps(ifMissing: ifMissing), store: store, now: clock.now)
    }

    /// The main screen's tags report their views.
    func mainScreenAppears(_ session: TourSession<TourSessionStep>) {
        session.targetAppeared("keyboard")
        session.targetAppeared("effectsButton")
    }

    /// Reads `count` events.
    func events(_ session: TourSession<TourSessionStep>, _ count: Int) async -> [TourEvent] {
        var iterator = session.events.makeAsyncIterator()
        var seen: [TourEvent] = []
        for _ in 0..<count { if let event = await iterator.next() { seen.append(event) } }
        return seen
    }

    @Test func aTargetThatAppearsLateIsWaitedForThenSpotlit() {
        let session = session()
        mainScreenAppears(session)
        session.start()
        #expect(session.spotlightStep?.id == "keyboard")
        session.next()
        session.didPerform(.navigate, on: "effectsButton")
        // The effects screen slides in; its slider is laid out 2 s later.
        #expect(session.currentStep?.id == "mix")
        #expect(session.currentScreen == "EffectsScreen")
        #expect(session.spotlightStep == nil, "no spotlight around a target that is not there")
        #expect(session.waiting == TourTargetWait(step: Self.steps()[2], since: clock.now(), deadline: clock.now() + 5))
        clock.advance(2)
        session.checkTargetWait()
        #expect(session.waiting != nil, "the wait has 3 s left")
        session.targetAppeared("reverbMix")
        #expect(session.waiting == nil)
        #expect(session.spotlightStep?.id == "mix")
    }

    @Test func aTargetThatNeverAppearsIsSkippedAfterItsWait() async {
        let session = session()
        mainScreenAppears(session)
        session.start()
        session.next()
        session.next()
        clock.advance(4.5)
        session.checkTargetWait()
        #expect(session.currentStep?.id == "mix", "not before waitFor runs out")
        clock.advance(0.5)
        session.checkTargetWait()
        #expect(session.currentStep?.id == "delay", "skip passes the step by")
        #expect(session.waiting?.step.id == "delay", "whose knob is not there either")
        clock.advance(3)
        session.checkTargetWait()
        #expect(session.state == .completed, "skipping the last step ends the tour")
        let seen = await events(session, 10)
        #expect(seen.contains(.targetMissing(id: "mix", index: 2, seconds: 5, then: .skip)))
        #expect(seen.contains(.targetMissing(id: "delay", index: 3, seconds: 3, then: .skip)))
        #expect(!seen.contains { if case .stepCompleted(id: "mix", _, _) = $0 { true } else { false } }, "a skipped step is not done")
    }

    @Test func pauseWaitsWithNoBoundUntilTheTargetComes() async {
        let session = session(ifMissing: .pause)
        mainScreenAppears(session)
        session.targetAppeared("reverbMix")
        session.start()
        session.next()
        session.next()
        session.next()
        #expect(session.waiting?.step.id == "delay")
        clock.advance(3)
        session.checkTargetWait()
        #expect(session.currentStep?.id == "delay")
        #expect(session.waiting?.deadline == nil, "paused: no bound any more")
        clock.advance(3_600)
        session.checkTargetWait()
        #expect(session.currentStep?.id == "delay" && session.state == .running)
        session.targetAppeared("delayKnob")
        #expect(session.spotlightStep?.id == "delay")
        let seen = await events(session, 9)
        #expect(
            seen.filter { if case .targetMissing = $0 { true } else { false } } == [.targetMissing(id: "delay", index: 3, seconds: 3, then: .pause)])
    }

    @Test func endStopsTheTourAndARelaunchResumesThereOnItsScreen() {
        let store = InMemoryTourProgressStore()
        let session = session(ifMissing: .end, store: store)
        mainScreenAppears(session)
        session.targetAppeared("reverbMix")
        session.start()
        session.next()
        session.next()
        session.next()
        clock.advance(3)
        session.checkTargetWait()
        #expect(session.state == .abandoned)
        #expect(session.waiting == nil)
        // A relaunch: the app opens on the main screen; the tour resumes at
        // step 4 and says where it is, so the app routes there.
        let resumed = self.session(ifMissing: .end, store: store)
        mainScreenAppears(resumed)
        #expect(resumed.start())
        #expect(resumed.currentStep?.id == "delay")
        #expect(resumed.currentScreen == "EffectsScreen")
        #expect(resumed.spotlightStep == nil, "until the effects screen is open")
        resumed.targetAppeared("delayKnob")
        #expect(resumed.spotlightStep?.id == "delay")
    }

    @Test func aTargetThatLeavesHidesTheSpotlightUntilItIsBack() {
        let session = session()
        mainScreenAppears(session)
        session.start()
        session.targetAppeared("keyboard")  // tagged twice: a second view of it
        session.targetDisappeared("keyboard")
        #expect(session.spotlightStep?.id == "keyboard", "one of its views is still there")
        session.targetDisappeared("keyboard")
        #expect(session.spotlightStep == nil)
        #expect(session.waiting?.deadline == nil, "keyboard has no waitFor: it waits until it is back")
        session.targetAppeared("keyboard")
        #expect(session.spotlightStep?.id == "keyboard")
    }

    @Test func withoutReportsEveryTargetCountsAsOnScreen() {
        let session = session()
        session.start()
        session.next()
        session.next()
        #expect(session.currentStep?.id == "mix")
        #expect(session.spotlightStep?.id == "mix", "an app whose tags report nothing draws as before")
        #expect(session.waiting == nil)
    }
}
