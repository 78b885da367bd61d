import Foundation
import Observation
import TestSupport
import Testing

@testable import TourKit

/// May show when `presetSaved` was donated in the last hour, and the user is not pro.
enum RecentTour: String, TourSteps {
    case list
    static let isPro = TourParameterDeclaration(name: "isPro", type: .bool, defaultValue: .bool(false))
    static let metadata = TourMetadata(
        id: "recent",
        show: TourDisplayRule(
            events: ["presetSaved": 1], eventWindows: ["presetSaved": 3_600],
            when: TourCondition(.not(.value(.parameter("isPro"))), parameters: [isPro])))
    static let revision = "recent-1"
    var id: String { rawValue }
    var target: String { rawValue }
    var action: TourAction? { nil }
}

/// `eligibilityUpdates` yields the answer at once, then exactly when it
/// changes: after a donation, a parameter set, a session's end, a reset, and
/// time passing a window's edge on a manual clock; never the same answer
/// twice, so an operation that changes nothing yields nothing.
@MainActor
@Suite struct TourCoordinatorUpdatesTests {
    let clock = ManualTourClock(start: Date(timeIntervalSinceReferenceDate: 800_000_000))
    let isPro = TourParameter<Bool>(RecentTour.isPro)

    @Test func updatesComeExactlyWhenTheAnswerChanges() async throws {
        let store = InMemoryTourProgressStore()
        let coordinator = TourCoordinator(tours: [IntroTour.self, RecentTour.self], store: store, clock: clock, launchArguments: [])
        var updates = coordinator.eligibilityUpdates.makeAsyncIterator()
        #expect(await updates.next() == ["intro"])

        coordinator.donate(AppEvent.presetSaved)
        #expect(await updates.next() == ["intro", "recent"])

        // Neither changes the answer: the next update is the set after them.
        coordinator.set(isPro, false)
        coordinator.recordLaunch()
        coordinator.set(isPro, true)
        #expect(await updates.next() == ["intro"])
        #expect(coordinator.reasons(for: "recent") == [.condition("!isPro (isPro is true)")])
        coordinator.set(isPro, nil)  // unset: the default, false
        #expect(await updates.next() == ["intro", "recent"])

        // The donation leaves its hour-long window: time alone changes the answer.
        clock.advance(by: 1_800)
        clock.advance(by: 1_800)
        #expect(await updates.next() == ["intro"])
        #expect(coordinator.reasons(for: "recent") == [.recentEvent("presetSaved", have: 0, need: 1, within: 3_600)])

        // A session made on the coordinator's observed store: its end is seen.
        let session = TourSession<IntroTour>(store: coordinator.observedStore, now: clock.now)
        #expect(session.start())
        session.next()
        session.next()
        #expect(session.state == .completed)
        #expect(await updates.next() == [])
        #expect(coordinator.reasons(for: "intro") == [.invalidated(.completed)])

        coordinator.reset(tour: "intro")
        #expect(await updates.next() == ["intro"])
    }

    @Test func anotherStreamGetsTheAnswerFirstToo() async throws {
        let coordinator = TourCoordinator(tours: [IntroTour.self], store: InMemoryTourProgressStore(), clock: clock, launchArguments: [])
        var first = coordinator.eligibilityUpdates.makeAsyncIterator()
        var second = coordinator.eligibilityUpdates.makeAsyncIterator()
        #expect(await first.next() == ["intro"])
        #expect(await second.next() == ["intro"])
        coordinator.resetAll()
        let session = TourSession<IntroTour>(store: coordinator.observedStore, now: clock.now)
        session.start()
        session.skip()
        #expect(await first.next() == [])
        #expect(await second.next() == [])
    }

    @Test func invalidatedByEndsATourUntilItIsReset() {
        let tours = TourCoordinator(
            tours: [], store: InMemoryTourProgressStore(), clock: clock, launchArguments: [])
        tours.add(TourCoordinator.Tour(id: "effects", revision: "1", rule: TourDisplayRule(invalidatedBy: ["effectUsed"])))
        #expect(tours.eligibleTours == ["effects"])
        tours.donate("effectUsed")
        #expect(tours.reasons(for: "effects") == [.invalidated(.actionPerformed)])
        tours.reset(tour: "effects")
        #expect(tours.eligibleTours == ["effects"])
    }

    @Test func aBundleOnAParameterTheAppDeclaresOtherwiseIsRefused() throws {
        let tours = TourCoordinator(
            tours: [], parameters: [TourParameterDeclaration(name: "isPro", type: .int)], store: InMemoryTourProgressStore(), clock: clock,
            launchArguments: [])
        var bundle = TourBundle(schemaVersion: 2, id: "remote", swiftName: "RemoteTour", steps: [])
        bundle.show = RecentTour.metadata.show
        tours.add(bundle)
        bundle.id = "other"
        bundle.show?.when = TourCondition(.value(.parameter("isLoud")), parameters: [TourParameterDeclaration(name: "isLoud", type: .bool)])
        tours.add(bundle)
        #expect(
            tours.reasons(for: "remote") == [
                .recentEvent("presetSaved", have: 0, need: 1, within: 3_600),
                .refused("its condition reads parameter 'isPro' as bool, which this app declares as int"),
            ])
        #expect(
            tours.reasons(for: "other") == [
                .recentEvent("presetSaved", have: 0, need: 1, within: 3_600),
                .refused("its condition reads parameter 'isLoud', which this app does not declare"),
            ])
    }

    @Test func aTransientParameterLastsUntilTheNextLaunch() {
        let mode = TourParameter<String>(TourParameterDeclaration(name: "mode", type: .string, isTransient: true))
        let tours = TourCoordinator(tours: [], store: InMemoryTourProgressStore(), clock: clock, launchArguments: [])
        tours.set(mode, "record")
        #expect(tours.value(of: mode) == "record")
        tours.recordLaunch()
        #expect(tours.value(of: mode) == nil)
    }

    @Test func theObservableAnswerFollowsTheCoordinator() {
        let coordinator = TourCoordinator(
            tours: [IntroTour.self, RecentTour.self], store: InMemoryTourProgressStore(), clock: clock, launchArguments: [])
        let eligibility = TourEligibility(coordinator: coordinator)
        #expect(eligibility.eligibleTours == ["intro"])
        let changes = Counter()
        withObservationTracking {
            _ = eligibility.eligibleTours
        } onChange: {
            changes.add()
        }
        coordinator.donate(AppEvent.presetSaved)
        #expect(eligibility.eligibleTours == ["intro", "recent"])
        #expect(changes.count == 1)
        coordinator.recordLaunch()
        #expect(eligibility.eligibleTours == ["intro", "recent"])
    }
}

/// A count a `@Sendable` closure adds to.
final class Counter: @unchecked Sendable {
    // @unchecked: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value = 0

    func add() {
        lock.lock()
        value += 1
        lock.unlock()
    }

    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}
