import Foundation
import TestSupport
import Testing

@testable import TourKit

/// A sink that keeps what it is sent.
final class RecordingAnalytics: TourAnalytics, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [TourAnalyticsEvent] = []
    var events: [TourAnalyticsEvent] { lock.withLock { recorded } }
    func record(_ event: TourAnalyticsEvent) { lock.withLock { recorded.append(event) } }
}

/// The analytics events a session sends: names, fields, the install id,
/// the reasons runs end, and exactly one end per run.
@MainActor
@Suite struct TourAnalyticsTests {
    let clock = FakeClock()
    let sink = RecordingAnalytics()

    static let steps = [
        TourSessionStep(id: "keyboard", target: "keyboard", action: nil),
        TourSessionStep(id: "record", target: "recordButton", action: .tap),
        TourSessionStep(id: "mix", target: "reverbMix", action: .input),
    ]

    func session(store: any TourProgressStore = InMemoryTourProgressStore()) -> TourSession<TourSessionStep> {
        let session = TourSession(tourID: "main", revision: "r1", steps: Self.steps, store: store, now: clock.now)
        session.analytics = sink
        session.announcer = nil
        return session
    }

    @Test func aFinishedRunSendsEachStepAndOneCompletion() throws {
        let session = session()
        session.experiment = (id: "welcome-copy", variant: "b")
        session.start()
        clock.advance(2)
        session.next()
        clock.advance(3)
        session.didPerform(.tap, on: "recordButton")
        clock.advance(1)
        session.next()
        let events = sink.events
        #expect(
            events.map(\.name) == [
                .tourStarted, .stepShown, .stepCompleted, .stepShown, .stepCompleted, .stepShown, .stepCompleted, .tourCompleted,
            ])
        #expect(events.map(\.step) == [nil, "keyboard", "keyboard", "record", "record", "mix", "mix", nil])
        #expect(events.map(\.index) == [nil, 0, 0, 1, 1, 2, 2, nil])
        #expect(events[2].seconds == 2)
        #expect(events[4].seconds == 3)
        #expect(events.last?.seconds == 6)
        #expect(events.last?.reason == "next")
        #expect(Set(events.map(\.install)).count == 1)
        #expect(UUID(uuidString: events[0].install) != nil, "a random id, not a device's")
        #expect(events.allSatisfy { $0.tour == "main" && $0.revision == "r1" && $0.variant == "b" && $0.experiment == "welcome-copy" })
        #expect(events.last?.time == clock.now())
    }

    @Test func theLastStepsActionCompletesWithItsReason() {
        let session = session()
        session.start()
        session.next()
        session.next()
        session.didPerform(.input, on: "reverbMix")
        #expect(sink.events.last?.name == .tourCompleted)
        #expect(sink.events.last?.reason == "action")
    }

    @Test func eachEndSaysWhy() {
        let session = session()
        session.start()
        session.next()
        session.abandon(reason: .replaced)
        #expect(sink.events.last.map { [$0.name.rawValue, $0.step, $0.reason] } == ["tourAbandoned", "record", "replaced"])
        #expect(sink.events.last?.index == 1)
        session.start()
        #expect(sink.events.last?.name == .stepShown)
        #expect(sink.events.dropLast().last.map { [$0.name.rawValue, $0.step] } == ["tourStarted", "record"], "resumed at record")
        session.skip(reason: .close)
        #expect(sink.events.last.map { [$0.name.rawValue, $0.step, $0.reason] } == ["tourSkipped", "record", "close"])
        let count = sink.events.count
        session.skip()
        #expect(sink.events.count == count, "a tour that is not running has no run to end")
    }

    @Test func closingTheOverlayIsCloseAndTheEscapeGestureEscape() {
        for (escape, expected) in [(false, "close"), (true, "escape")] {
            let session = session()
            session.start()
            if escape { session.pendingEndReason = .escape }
            let actions = session.overlayActions(
                dismiss: { session.overlayMoved(to: nil, navigation: .endsAtNil) }, previous: {}, next: {})
            actions.dismiss()
            #expect(sink.events.last?.name == .tourAbandoned)
            #expect(sink.events.last?.reason == expected)
        }
    }

    @Test func theInstallIdIsKeptInTheStore() throws {
        let store = InMemoryTourProgressStore()
        let first = TourInstall.id(in: store)
        #expect(TourInstall.id(in: store) == first)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let saved = TourInstall.id(in: FileTourProgressStore(path: path))
        #expect(TourInstall.id(in: FileTourProgressStore(path: path)) == saved, "a relaunch reads the same id")
        #expect(saved != first)
    }

    /// Random runs of every call an app and an overlay make: every run
    /// that starts ends once, and nothing ends a run that did not start.
    @Test(arguments: TestSeed.seeds([1, 2, 3, 4]))
    func everyRunEndsExactlyOnce(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let session = session()
        for _ in 0..<400 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0: session.start(restart: Bool.random(using: &random))
            case 1, 2: session.next()
            case 3: session.back()
            case 4: session.skip(reason: .close)
            case 5: session.abandon()
            case 6: session.didPerform(.tap, on: "recordButton")
            case 7: session.overlayMoved(to: Self.steps.randomElement(using: &random), navigation: .wrapsAround)
            default: session.overlayMoved(to: nil, navigation: .endsAtNil)
            }
        }
        var running = false
        for event in sink.events {
            if event.name == .tourStarted {
                #expect(!running, "a run started inside another, seed \(seed)")
                running = true
            } else if event.name.endsRun {
                #expect(running, "\(event.name) ends no run, seed \(seed)")
                running = false
            } else {
                #expect(running, "\(event.name) outside a run, seed \(seed)")
            }
        }
        #expect(sink.events.contains { $0.name.endsRun })
    }
}

/// The coordinator's analytics: `goalReached` when the app donates a tour's goal.
@MainActor
@Suite struct TourGoalAnalyticsTests {
    let clock = FakeClock()
    let sink = RecordingAnalytics()

    @Test func aGoalIsTimedFromTheTourLastShownOrNot() {
        let store = InMemoryTourProgressStore()
        let coordinator = TourCoordinator(tours: [], store: store, now: clock.now)
        coordinator.analytics = sink
        coordinator.add(TourCoordinator.Tour(id: "main", revision: "r1", rule: TourDisplayRule(), goal: "recordedTake"))
        coordinator.add(TourCoordinator.Tour(id: "effects", revision: "r1", rule: TourDisplayRule(), goal: "recordedTake"))
        coordinator.add(TourCoordinator.Tour(id: "presets", revision: "r1", rule: TourDisplayRule(), goal: "presetSaved"))
        let session = TourSession(tourID: "main", revision: "r1", steps: TourAnalyticsTests.steps, store: store, now: clock.now)
        session.announcer = nil
        session.start()
        clock.advance(90)
        coordinator.donate("recordedTake")
        let goals = sink.events
        #expect(goals.map(\.name) == [.goalReached, .goalReached])
        #expect(goals.map(\.tour) == ["main", "effects"])
        #expect(goals[0].seconds == 90, "90 s after main was shown")
        #expect(goals[1].seconds == nil, "effects was never shown")
        #expect(goals.allSatisfy { $0.goal == "recordedTake" && $0.install == TourInstall.id(in: store) })
        coordinator.donate("somethingElse")
        #expect(sink.events.count == 2, "an event that is no tour's goal sends nothing")
    }
}
