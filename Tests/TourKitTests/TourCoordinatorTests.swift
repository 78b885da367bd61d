import Foundation
import TestSupport
import Testing

@testable import TourKit

// Four tours as tourc generates them, each with its `show:` rule.

/// No rule: it may show at once.
enum IntroTour: String, TourSteps {
    case welcome, keyboard
    static let metadata = TourMetadata(id: "intro")
    static let revision = "intro-1"
    var id: String { rawValue }
    var target: String { rawValue }
    var action: TourAction? { nil }
}

/// After the intro, from the 2nd launch, after 2 presets saved.
enum PresetsTour: String, TourSteps {
    case list, save
    static let metadata = TourMetadata(id: "presets", show: TourDisplayRule(after: ["intro"], launches: 2, events: ["presetSaved": 2]))
    static let revision = "presets-1"
    var id: String { rawValue }
    var target: String { rawValue }
    var action: TourAction? { nil }
}

/// Shown once at most, before any other.
enum ExportTour: String, TourSteps {
    case share
    static let metadata = TourMetadata(id: "export", show: TourDisplayRule(maxDisplays: 1, priority: 5))
    static let revision = "export-1"
    var id: String { rawValue }
    var target: String { rawValue }
    var action: TourAction? { nil }
}

/// After the presets tour.
enum EffectsTour: String, TourSteps {
    case reverb
    static let metadata = TourMetadata(id: "effects", show: TourDisplayRule(after: ["presets"]))
    static let revision = "effects-1"
    var id: String { rawValue }
    var target: String { rawValue }
    var action: TourAction? { nil }
}

/// The registry's events, as the generated enum of them names them.
enum AppEvent: String {
    case presetSaved, exported
}

/// Which tours may show, and why not: every rule on its own with a fake
/// clock, then four tours over 80 hours at a daily frequency.
@MainActor
@Suite struct TourCoordinatorTests {
    let clock = FakeClock()
    static let tours: [any TourSteps.Type] = [IntroTour.self, PresetsTour.self, ExportTour.self, EffectsTour.self]

    private func coordinator(_ store: any TourProgressStore, frequency: TourDisplayFrequency = .immediate) -> TourCoordinator {
        TourCoordinator(tours: Self.tours, store: store, frequency: frequency, now: clock.now)
    }

    private func finish<Step: TourSteps>(_ type: Step.Type, _ store: any TourProgressStore) {
        let session = TourSession<Step>(store: store, now: clock.now)
        #expect(session.start())
        for _ in Step.allCases { session.next() }
        #expect(session.state == .completed)
    }

    @Test func aTourWithNoRuleMayShowUntilItIsFinished() {
        let store = InMemoryTourProgressStore()
        let tours = coordinator(store)
        #expect(tours.reasons(for: "intro").isEmpty)
        #expect(tours.isEligible("intro"))
        finish(IntroTour.self, store)
        #expect(tours.reasons(for: "intro") == [.invalidated(.completed)])
        #expect(!tours.isEligible("intro"))
    }

    @Test func launchesAndEventsCountAndEveryMissingOneIsAReason() {
        let store = InMemoryTourProgressStore()
        let tours = coordinator(store)
        #expect(
            tours.reasons(for: "presets") == [
                .waiting(forTour: "intro"), .launches(have: 0, need: 2), .event("presetSaved", have: 0, need: 2),
            ])
        finish(IntroTour.self, store)
        tours.recordLaunch()
        tours.recordLaunch()
        tours.donate(AppEvent.presetSaved)
        #expect(tours.reasons(for: "presets") == [.event("presetSaved", have: 1, need: 2)])
        tours.donate("presetSaved")
        #expect(tours.reasons(for: "presets").isEmpty)
        #expect(store.counts() == ["launches": 2, "event.presetSaved": 2])
    }

    @Test func eventsAreListedByName() {
        let store = InMemoryTourProgressStore()
        let tours = TourCoordinator(tours: [], store: store, now: clock.now)
        tours.add(.init(id: "t", revision: "1", rule: TourDisplayRule(events: ["zoomed": 1, "exported": 3, "added": 1])))
        tours.donate("zoomed")
        #expect(tours.reasons(for: "t") == [.event("added", have: 0, need: 1), .event("exported", have: 0, need: 3)])
    }

    @Test func aDisplayIsEachStartThatReturnsTrueAndANewRevisionResetsThem() {
        let store = InMemoryTourProgressStore()
        let tours = coordinator(store)
        let session = TourSession<ExportTour>(store: store, now: clock.now)
        #expect(session.start())
        #expect(session.start(), "a running session starts no second display")
        session.abandon()
        #expect(store.record(forTour: "export")?.displays.count == 1)
        #expect(tours.reasons(for: "export") == [.invalidated(.displayLimit)])
        // Another revision of the tour starts with no displays.
        let changed = TourCoordinator(tours: [], store: store, now: clock.now)
        changed.add(.init(id: "export", revision: "export-2", rule: ExportTour.metadata.show))
        #expect(changed.reasons(for: "export").isEmpty)
    }

    @Test func anotherToursStartMakesItTooSoonButItsOwnDoesNot() {
        let store = InMemoryTourProgressStore()
        let tours = coordinator(store, frequency: .daily)
        let started = clock.now()
        let session = TourSession<IntroTour>(store: store, now: clock.now)
        #expect(session.start())
        session.abandon()
        clock.advance(3_600)
        #expect(tours.reasons(for: "intro").isEmpty, "its own start never blocks it")
        #expect(tours.reasons(for: "export") == [.tooSoon(until: started.addingTimeInterval(86_400))])
        clock.advance(23 * 3_600)
        #expect(tours.reasons(for: "export").isEmpty)
        #expect(TourDisplayFrequency.hourly.seconds == 3_600 && TourDisplayFrequency.weekly.seconds == 604_800)
        #expect(TourDisplayFrequency.monthly.seconds == 2_592_000 && TourDisplayFrequency.every(seconds: 90).seconds == 90)
    }

    @Test func priorityComesFirstThenTheOrderGiven() {
        let tours = coordinator(InMemoryTourProgressStore())
        #expect(tours.eligibleTours == ["export", "intro"])
    }

    @Test func countsAndDisplaysSurviveANewStoreOnTheSameFile() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/progress.json"
        let first = coordinator(FileTourProgressStore(path: path))
        first.recordLaunch()
        first.donate(AppEvent.presetSaved)
        let session = TourSession<ExportTour>(store: FileTourProgressStore(path: path), now: clock.now)
        #expect(session.start())
        let reloaded = coordinator(FileTourProgressStore(path: path))
        #expect(reloaded.reasons(for: "export") == [.invalidated(.displayLimit)])
        #expect(FileTourProgressStore(path: path).counts() == ["launches": 1, "event.presetSaved": 1])
    }

    @Test func aRecordSavedBeforeDisplaysExistedStillReads() throws {
        let json = #"{"elapsed":3,"revision":"r1","status":"completed","updatedAt":0}"#
        let record = try JSONDecoder().decode(TourRecord.self, from: Data(json.utf8))
        #expect(record.displays.isEmpty && record.counts == nil && record.status == .completed)
    }

    @Test func aBundleJoinsWithItsShowRule() throws {
        let json = #"""
            {"schemaVersion": 1, "id": "loaded", "swiftName": "LoadedTour", "steps": [],
             "show": {"after": ["intro"], "priority": 2}}
            """#
        let bundle = try TourBundle(jsonData: Data(json.utf8))
        #expect(bundle.show == TourDisplayRule(after: ["intro"], priority: 2))
        #expect(bundle.metadata.show == TourDisplayRule(after: ["intro"], priority: 2))
        let tours = coordinator(InMemoryTourProgressStore())
        tours.add(bundle)
        #expect(tours.reasons(for: "loaded") == [.waiting(forTour: "intro")])
    }

    @Test func aQuickWinTaskJoinsWithItsShowRule() throws {
        let fields = #"""
            "id": "quick", "title": "Quick", "description": "A win.", "estimatedSeconds": 30, "completionCriteria": "won",
            "iconName": "star", "steps": [{"instruction": "Tap it.", "actionType": "tap", "targetView": "star"}]
            """#
        let rule = #""show": {"after": [], "events": {"presetSaved": 1}, "launches": 0, "maxDisplays": null, "priority": 0}"#
        let task = try JSONDecoder().decode(QuickWinTask.self, from: Data("{\(fields), \(rule)}".utf8))
        #expect(task.show == TourDisplayRule(events: ["presetSaved": 1]))
        let tours = coordinator(InMemoryTourProgressStore())
        tours.add(task)
        #expect(tours.reasons(for: "quick") == [.event("presetSaved", have: 0, need: 1)])
        // A task written without a rule still decodes.
        #expect(try JSONDecoder().decode(QuickWinTask.self, from: Data("{\(fields)}".utf8)).show == nil)
    }

    /// Four tours at a daily frequency over 80 hours: starts, completes,
    /// abandons, skips, a new coordinator on the same store, and a reset.
    @Test func fourToursOverEightyHours() throws {
        let folder = try TemporaryFolder()
        let path = folder.path + "/progress.json"
        var tours = coordinator(FileTourProgressStore(path: path), frequency: .daily)
        let start = clock.now()
        func at(_ hours: Double) -> Date { start.addingTimeInterval(hours * 3_600) }
        func expectState(
            _ eligible: [String], _ reasons: [String: [TourIneligibility]], sourceLocation: SourceLocation = #_sourceLocation
        ) {
            #expect(tours.eligibleTours == eligible, sourceLocation: sourceLocation)
            for id in ["intro", "presets", "export", "effects"] {
                #expect(tours.reasons(for: id) == (reasons[id] ?? []), "\(id)", sourceLocation: sourceLocation)
            }
        }
        let fresh: [TourIneligibility] = [.waiting(forTour: "intro"), .launches(have: 1, need: 2), .event("presetSaved", have: 0, need: 2)]

        // Hour 0: the first launch. The export tour, first by priority, is shown and abandoned.
        tours.recordLaunch()
        expectState(["export", "intro"], ["presets": fresh, "effects": [.waiting(forTour: "presets")]])
        let export = TourSession<ExportTour>(store: FileTourProgressStore(path: path), now: clock.now)
        #expect(export.start())
        export.abandon()
        clock.advance(3_600)
        let afterExport: TourIneligibility = .tooSoon(until: at(24))
        expectState(
            [],
            [
                // Export's own start never blocks it: only its limit does.
                "intro": [afterExport], "presets": fresh + [afterExport], "export": [.invalidated(.displayLimit)],
                "effects": [.waiting(forTour: "presets"), afterExport],
            ])

        // Hour 25: the second launch; the intro is shown and completed.
        clock.advance(24 * 3_600)
        tours.recordLaunch()
        expectState(
            ["intro"],
            [
                "presets": [.waiting(forTour: "intro"), .event("presetSaved", have: 0, need: 2)], "export": [.invalidated(.displayLimit)],
                "effects": [.waiting(forTour: "presets")],
            ])
        finish(IntroTour.self, FileTourProgressStore(path: path))

        // Hour 26: two presets saved; the presets tour waits for the day to pass.
        clock.advance(3_600)
        tours.donate(AppEvent.presetSaved)
        tours.donate(AppEvent.presetSaved)
        let afterIntro: TourIneligibility = .tooSoon(until: at(49))
        expectState(
            [],
            [
                "intro": [.invalidated(.completed)], "presets": [afterIntro], "export": [.invalidated(.displayLimit)],
                "effects": [.waiting(forTour: "presets"), afterIntro],
            ])

        // Hour 50: the presets tour is shown, and skipped.
        clock.advance(24 * 3_600)
        expectState(
            ["presets"], ["intro": [.invalidated(.completed)], "export": [.invalidated(.displayLimit)], "effects": [.waiting(forTour: "presets")]])
        let presets = TourSession<PresetsTour>(store: FileTourProgressStore(path: path), now: clock.now)
        #expect(presets.start())
        presets.skip()

        // Hour 51: a new coordinator on a new store over the same file sees it all.
        clock.advance(3_600)
        tours = coordinator(FileTourProgressStore(path: path), frequency: .daily)
        let afterPresets: TourIneligibility = .tooSoon(until: at(74))
        expectState(
            [],
            [
                "intro": [.invalidated(.completed)], "presets": [.invalidated(.skipped)], "export": [.invalidated(.displayLimit)],
                "effects": [afterPresets],
            ])

        // Hour 75: the effects tour may show, and is the only one.
        clock.advance(24 * 3_600)
        expectState(["effects"], ["intro": [.invalidated(.completed)], "presets": [.invalidated(.skipped)], "export": [.invalidated(.displayLimit)]])

        // Hour 80: "show tours again" forgets everything.
        clock.advance(5 * 3_600)
        tours.resetAll()
        expectState(
            ["export", "intro"],
            [
                "presets": [.waiting(forTour: "intro"), .launches(have: 0, need: 2), .event("presetSaved", have: 0, need: 2)],
                "effects": [.waiting(forTour: "presets")],
            ])
        #expect(FileTourProgressStore(path: path).counts().isEmpty)
    }

    @Test func aDisplaySavedWhileTheClockWasFastCountsAsNow() {
        let store = InMemoryTourProgressStore()
        let tours = coordinator(store, frequency: .daily)
        let tenYears = 10 * 365 * 86_400.0
        clock.advance(tenYears)
        let session = TourSession<IntroTour>(store: store, now: clock.now)
        #expect(session.start())
        session.abandon()
        clock.advance(-tenYears)
        let corrected = clock.now()
        #expect(tours.reasons(for: "export") == [.tooSoon(until: corrected.addingTimeInterval(86_400))])
        // Saved as now, so the next question, a day on, is not blocked.
        #expect(store.record(forTour: "intro")?.displays == [corrected])
        #expect(store.record(forTour: "intro")?.startedAt == corrected)
        clock.advance(86_400)
        #expect(tours.reasons(for: "export").isEmpty)
        #expect(tours.eligibleTours == ["export", "intro"])
    }

    /// 500 tours, each after the one before, half of them finished.
    private func fiveHundredTours(_ store: any TourProgressStore) -> TourCoordinator {
        let tours = TourCoordinator(tours: [], store: store, frequency: .daily, now: clock.now)
        for index in 0..<500 {
            let rule = TourDisplayRule(after: index == 0 ? [] : ["t\(index - 1)"], launches: index % 3, maxDisplays: 2)
            tours.add(.init(id: "t\(index)", revision: "1", rule: rule))
            if index < 250 {
                store.save(
                    TourRecord(
                        revision: "1", status: .completed, step: nil, elapsed: 5, startedAt: clock.now(), finishedAt: clock.now(),
                        updatedAt: clock.now(), displays: [clock.now()]), forTour: "t\(index)")
            }
        }
        clock.advance(2 * 86_400)
        return tours
    }

    @Test func everyQuestionReadsTheStoreOnceHoweverManyToursThereAre() {
        let store = CountingStore()
        let tours = fiveHundredTours(store)
        tours.recordLaunch()
        let before = store.reads
        #expect(tours.eligibleTours == ["t250"])
        #expect(store.reads == before + 1)
        #expect(tours.reasons(for: "t251") == [.waiting(forTour: "t250"), .launches(have: 1, need: 2)])
        #expect(tours.reasons(for: "t0") == [.invalidated(.completed)])
        #expect(store.reads == before + 3)
        #expect(tours.isEligible("t250"))
        #expect(store.reads == before + 4)
    }

    @Test func aFileStoreIsReadOnceAQuestionWithFiveHundredTours() throws {
        let folder = try TemporaryFolder()
        let store = FileTourProgressStore(path: folder.path + "/progress.json")
        let tours = fiveHundredTours(store)
        tours.recordLaunch()
        let before = store.fileReads
        let timer = ContinuousClock()
        let start = timer.now
        let eligible = tours.eligibleTours
        let eligibleTime = timer.now - start
        let reasons = tours.reasons(for: "t499")
        let reasonsTime = timer.now - start - eligibleTime
        #expect(eligible == ["t250"])
        #expect(reasons == [.waiting(forTour: "t498")])
        #expect(store.fileReads == before + 2)
        // The figure for the record, not a condition of the test.
        print("500 tours on a file store: eligibleTours \(eligibleTime), reasons(for:) \(reasonsTime)")
    }
}

/// A store that counts the times it is read.
final class CountingStore: TourProgressStore, @unchecked Sendable {
    private let inner = InMemoryTourProgressStore()
    private let lock = NSLock()
    private var count = 0
    var reads: Int { lock.withLock { count } }

    func record(forTour id: String) -> TourRecord? {
        lock.withLock { count += 1 }
        return inner.record(forTour: id)
    }

    func records(forTours ids: [String]) -> [String: TourRecord] {
        lock.withLock { count += 1 }
        return inner.records(forTours: ids)
    }

    func save(_ record: TourRecord, forTour id: String) {
        inner.save(record, forTour: id)
    }

    func update(forTour id: String, _ change: (TourRecord?) -> TourRecord?) {
        inner.update(forTour: id, change)
    }
}
