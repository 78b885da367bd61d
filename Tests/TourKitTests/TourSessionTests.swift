import Foundation
import TestSupport
import Testing

@testable import TourKit

/// A tour enum as tourc generates it, reduced to what sessions read.
enum DemoTour: String, TourSteps {
    case keyboard, favorite, effects

    static let metadata = TourMetadata(id: "demo", title: "Demo")
    nonisolated(unsafe) static var revision = "r1"
    var id: String { rawValue }
    var target: String { ["keyboard": "keyboard", "favorite": "favoritesStar", "effects": "effectsButton"][rawValue]! }
    var action: TourAction? { self == .keyboard ? nil : self == .favorite ? .tap : .navigate }
}

/// A clock the test moves by hand.
final class FakeClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time = Date(timeIntervalSince1970: 1_000_000)
    var now: @Sendable () -> Date { { [self] in lock.withLock { time } } }
    func advance(_ seconds: Double) { lock.withLock { time += seconds } }
}

/// Every behaviour of `TourSession`, with the in-memory store, the file
/// store and a fake clock.
@MainActor
@Suite(.serialized) struct TourSessionTests {
    let clock = FakeClock()

    init() { DemoTour.revision = "r1" }

    private func session(
        _ store: any TourProgressStore, policy: TourRevisionPolicy = .showAgain
    ) -> TourSession<DemoTour> {
        TourSession<DemoTour>(store: store, now: clock.now, policy: policy)
    }

    @Test func aRunEmitsEveryEventInOrderWithItsDurations() async {
        let session = session(InMemoryTourProgressStore())
        var events = session.events.makeAsyncIterator()
        #expect(session.start())
        clock.advance(2)
        session.next()
        clock.advance(3)
        session.didPerform(.tap, on: "favoritesStar")
        clock.advance(4)
        session.didPerform(.navigate, on: "effectsButton")
        #expect(session.state == .completed)
        #expect(session.progress == 1)
        #expect(session.currentStep == nil)
        var seen: [TourEvent] = []
        for _ in 0..<8 { if let event = await events.next() { seen.append(event) } }
        #expect(
            seen == [
                .started(tour: "demo", revision: "r1", resumedAt: nil),
                .stepShown(id: "keyboard", index: 0),
                .stepCompleted(id: "keyboard", index: 0, seconds: 2),
                .stepShown(id: "favorite", index: 1),
                .stepCompleted(id: "favorite", index: 1, seconds: 3),
                .stepShown(id: "effects", index: 2),
                .stepCompleted(id: "effects", index: 2, seconds: 4),
                .completed(seconds: 9),
            ])
    }

    @Test func actionsAdvanceOnlyWhenTheyMatchTheCurrentStep() {
        let session = session(InMemoryTourProgressStore())
        session.start()
        // An informational step advances only with next().
        session.didPerform(.tap, on: "keyboard")
        #expect(session.currentStep == .keyboard)
        session.next()
        session.didPerform(.navigate, on: "favoritesStar")  // wrong action
        session.didPerform(.tap, on: "effectsButton")  // wrong target
        #expect(session.currentStep == .favorite)
        session.didPerform(.tap, on: "favoritesStar")
        #expect(session.currentStep == .effects)
        #expect(abs(session.progress - 2.0 / 3.0) < 1e-9)
        session.back()
        #expect(session.currentStep == .favorite)
    }

    @Test func aCompletedTourDoesNotStartAgainUnlessRestarted() {
        let store = InMemoryTourProgressStore()
        let first = session(store)
        first.start()
        first.next()
        first.next()
        first.next()
        #expect(first.state == .completed)
        let second = session(store)
        #expect(!second.start())
        #expect(second.state == .idle && second.currentStep == nil)
        #expect(second.start(restart: true))
        #expect(second.currentStep == .keyboard)
    }

    @Test func aSkippedTourStaysSkippedAcrossLaunches() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tours-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = session(FileTourProgressStore(path: path))
        first.start()
        first.next()
        first.skip()
        #expect(first.state == .skipped)
        let relaunched = session(FileTourProgressStore(path: path))
        #expect(!relaunched.start(), "a skipped tour must not come back on the next launch")
        #expect(FileTourProgressStore(path: path).record(forTour: "demo")?.status == .skipped)
    }

    @Test func aKilledTourResumesAtItsStepInANewSession() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tours-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = session(FileTourProgressStore(path: path))
        first.start()
        clock.advance(5)
        first.next()
        clock.advance(1)
        // The process dies here: nothing more is called on `first`.
        let relaunched = session(FileTourProgressStore(path: path))
        var events = relaunched.events.makeAsyncIterator()
        #expect(relaunched.start())
        #expect(relaunched.currentStep == .favorite)
        clock.advance(2)
        relaunched.next()
        relaunched.next()
        #expect(relaunched.state == .completed)
        #expect(await events.next() == .started(tour: "demo", revision: "r1", resumedAt: "favorite"))
        // The 5 seconds of the first run, up to its last save, and the 2 of this one.
        #expect(FileTourProgressStore(path: path).record(forTour: "demo")?.elapsed == 7)
    }

    @Test func abandonStopsAndTheNextStartResumes() async {
        let store = InMemoryTourProgressStore()
        let session = session(store)
        var events = session.events.makeAsyncIterator()
        session.start()
        clock.advance(2)
        session.next()
        clock.advance(1)
        session.abandon()
        #expect(session.state == .abandoned && session.currentStep == nil)
        #expect(store.record(forTour: "demo")?.step == "favorite")
        clock.advance(100)  // time away from the tour does not count
        #expect(session.start())
        clock.advance(4)
        session.next()
        session.next()
        var seen: [TourEvent] = []
        for _ in 0..<11 { if let event = await events.next() { seen.append(event) } }
        #expect(
            seen == [
                .started(tour: "demo", revision: "r1", resumedAt: nil),
                .stepShown(id: "keyboard", index: 0),
                .stepCompleted(id: "keyboard", index: 0, seconds: 2),
                .stepShown(id: "favorite", index: 1),
                .abandoned(atStep: "favorite", seconds: 3),
                .started(tour: "demo", revision: "r1", resumedAt: "favorite"),
                .stepShown(id: "favorite", index: 1),
                .stepCompleted(id: "favorite", index: 1, seconds: 4),
                .stepShown(id: "effects", index: 2),
                .stepCompleted(id: "effects", index: 2, seconds: 0),
                .completed(seconds: 7),
            ])
    }

    @Test func aChangedTourIsShownAgainUnlessThePolicyKeepsItDone() {
        let store = InMemoryTourProgressStore()
        let first = session(store)
        first.start()
        first.skip()
        DemoTour.revision = "r2"
        #expect(session(store, policy: .keepDone).start() == false, "kept done at the older revision")
        let again = session(store)
        #expect(again.start(), "shown again: the tour changed since it was dismissed")
        #expect(again.currentStep == .keyboard)
    }

    @Test func anUnfinishedTourStartsOverWhenItsRevisionChanges() {
        let store = InMemoryTourProgressStore()
        let first = session(store)
        first.start()
        first.next()
        first.abandon()
        DemoTour.revision = "r2"
        let changed = session(store, policy: .keepDone)
        #expect(changed.start())
        #expect(changed.currentStep == .keyboard, "the saved step belongs to another revision")
    }

    @Test func anOverlaysSelectionNavigatesAndNilAbandons() async {
        let store = InMemoryTourProgressStore()
        let session = session(store)
        var events = session.events.makeAsyncIterator()
        session.start()
        clock.advance(1)
        session.currentStep = .favorite  // the overlay's Next
        #expect(session.currentStep == .favorite)
        session.currentStep = .keyboard  // its Back
        session.currentStep = nil  // its close button
        #expect(session.state == .abandoned)
        #expect(store.record(forTour: "demo")?.step == "keyboard")
        var seen: [TourEvent] = []
        for _ in 0..<6 { if let event = await events.next() { seen.append(event) } }
        #expect(
            seen == [
                .started(tour: "demo", revision: "r1", resumedAt: nil),
                .stepShown(id: "keyboard", index: 0),
                .stepCompleted(id: "keyboard", index: 0, seconds: 1),
                .stepShown(id: "favorite", index: 1),
                .stepShown(id: "keyboard", index: 0),
                .abandoned(atStep: "keyboard", seconds: 1),
            ])
        // Not running: a selection from outside changes nothing.
        session.currentStep = .effects
        #expect(session.currentStep == nil)
    }

    @Test func everyChangeIsSavedBeforeTheCallReturns() {
        let store = InMemoryTourProgressStore()
        let session = session(store)
        session.start()
        #expect(store.record(forTour: "demo")?.status == .inProgress)
        #expect(store.record(forTour: "demo")?.step == "keyboard")
        clock.advance(3)
        session.next()
        #expect(store.record(forTour: "demo")?.step == "favorite")
        #expect(store.record(forTour: "demo")?.elapsed == 3)
    }

    @Test func aCorruptOrTruncatedStoreFileStartsFresh() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tours-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for garbage in ["{\"demo\": {\"revision\": \"r1\", \"sta", "not json at all", ""] {
            try garbage.write(toFile: path, atomically: false, encoding: .utf8)
            let store = FileTourProgressStore(path: path)
            #expect(store.record(forTour: "demo") == nil)
            let session = session(store)
            #expect(session.start())
            #expect(store.record(forTour: "demo")?.step == "keyboard", "the store works again after a fresh save")
        }
    }

    @Test func twoToursSavingAtOnceKeepBothRecords() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tours-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let store = FileTourProgressStore(path: path)
        let record = TourRecord(revision: "r", status: .inProgress, step: "a", elapsed: 0, startedAt: nil, finishedAt: nil, updatedAt: Date())
        await withTaskGroup(of: Void.self) { group in
            for tour in 0..<20 {
                group.addTask { for _ in 0..<10 { store.save(record, forTour: "tour\(tour)") } }
            }
        }
        for tour in 0..<20 { #expect(FileTourProgressStore(path: path).record(forTour: "tour\(tour)") == record) }
    }

    @Test func bundlesAndQuickWinTasksRunWithTheSameSession() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Tests/TourGenerationTests/Golden/JSON/main.json"))
        let bundle = try TourBundle(jsonData: data)
        let session = TourSession(bundle: bundle, store: InMemoryTourProgressStore(), now: clock.now)
        #expect(session.revision == bundle.revision)
        #expect(session.start())
        #expect(session.currentStep?.id == "keyboard")
        session.next()
        session.didPerform(.tap, on: "octaveControl")
        #expect(session.currentStep?.id == "sustain")

        let task = QuickWinTask(
            id: "record", title: "Record", description: "Make a take", estimatedSeconds: 30,
            steps: [
                .init(instruction: "Tap record", actionType: .tap, targetView: "recordButton"),
                .init(instruction: "Tap stop", actionType: .tap, targetView: "recordButton"),
            ],
            completionCriteria: "recorded", iconName: "record.circle")
        let quickWin = TourSession(task: task, store: InMemoryTourProgressStore(), now: clock.now)
        quickWin.start()
        quickWin.didPerform(.tap, on: "recordButton")
        quickWin.didPerform(.tap, on: "recordButton")
        #expect(quickWin.state == .completed)
        #expect(quickWin.steps.map(\.id) == ["step-1", "step-2"])
    }

    @Test func aResumedSessionReportsTheScreenOfItsStep() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Tests/TourGenerationTests/Golden/JSON/effects.json"))
        var bundle = try TourBundle(jsonData: data)
        #expect(bundle.steps.map(\.screen) == Array(repeating: "EffectsScreen", count: bundle.steps.count), "the scan's screens")
        bundle.steps[1].screen = "DelayPanel"
        let store = InMemoryTourProgressStore()
        let session = TourSession(bundle: bundle, store: store, now: clock.now)
        #expect(session.currentScreen == nil, "no step shows yet")
        #expect(session.start())
        #expect(session.currentScreen == "EffectsScreen")
        session.next()
        #expect(session.currentScreen == "DelayPanel")
        // A relaunch: a new session over the same store resumes at the second step.
        let resumed = TourSession(bundle: bundle, store: store, now: clock.now)
        #expect(resumed.start())
        #expect(resumed.currentStep?.id == bundle.steps[1].id)
        #expect(resumed.currentScreen == "DelayPanel")
    }

    @Test func theUserDefaultsStoreReadsBackWhatItSaved() throws {
        let defaults = try #require(UserDefaults(suiteName: "tourc-tests-\(UUID().uuidString)"))
        let store = UserDefaultsTourProgressStore(defaults: defaults)
        let session = session(store)
        session.start()
        #expect(store.record(forTour: "demo")?.step == "keyboard")
    }
}

extension TourSessionTests {
    @Test func aClockMovedBackGivesNoNegativeDuration() async {
        let store = InMemoryTourProgressStore()
        let session = session(store)
        var events = session.events.makeAsyncIterator()
        #expect(session.start())
        clock.advance(-60)
        session.next()
        #expect(store.record(forTour: "demo")?.elapsed == 0)
        session.abandon()
        #expect(store.record(forTour: "demo")?.elapsed == 0)
        var seen: [TourEvent] = []
        for _ in 0..<5 { if let event = await events.next() { seen.append(event) } }
        #expect(
            seen == [
                .started(tour: "demo", revision: "r1", resumedAt: nil), .stepShown(id: "keyboard", index: 0),
                .stepCompleted(id: "keyboard", index: 0, seconds: 0), .stepShown(id: "favorite", index: 1),
                .abandoned(atStep: "favorite", seconds: 0),
            ])
    }

    @Test func aNegativeElapsedSavedEarlierResumesAtZero() {
        let store = InMemoryTourProgressStore()
        store.save(
            TourRecord(
                revision: "r1", status: .inProgress, step: "favorite", elapsed: -600, startedAt: clock.now(), finishedAt: nil,
                updatedAt: clock.now()), forTour: "demo")
        let session = session(store)
        #expect(session.start())
        clock.advance(5)
        session.abandon()
        #expect(store.record(forTour: "demo")?.elapsed == 5)
    }
}
