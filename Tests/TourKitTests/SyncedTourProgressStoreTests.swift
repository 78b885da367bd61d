import Foundation
import Testing

@testable import TourKit

/// iCloud's key-value store, as a test sees it: a server that keeps the
/// last value written to each key, and each device's copy of it, which
/// reaches the server only when the device syncs.
final class FakeCloud {
    var server: [String: Data] = [:]

    /// One device's key-value store.
    final class Device: TourKeyValueStore {
        let cloud: FakeCloud
        private var cache: [String: Data] = [:]
        private var written: Set<String> = []

        init(_ cloud: FakeCloud) {
            self.cloud = cloud
        }

        func data(forKey key: String) -> Data? { cache[key] }

        func set(_ data: Data?, forKey key: String) {
            cache[key] = data
            written.insert(key)
        }

        var dictionaryRepresentation: [String: Any] { cache }

        /// Online for a moment: what the device wrote reaches the server
        /// (the last writer wins), then the server's values replace the copy.
        func sync() {
            for key in written.sorted() { cloud.server[key] = cache[key] }
            written = []
            cache = cloud.server
        }
    }
}

/// Two devices that record progress, displays, donations and parameters
/// while offline, then sync in either order, end with the same records,
/// and lose nothing.
@MainActor
@Suite struct SyncedTourProgressStoreTests {
    nonisolated static let ids = ["intro", "presets", "export", "effects", "tourc/counts"]
    static let tours: [any TourSteps.Type] = [IntroTour.self, PresetsTour.self, ExportTour.self, EffectsTour.self]
    let isPro = TourParameter<Bool>(TourParameterDeclaration(name: "isPro", type: .bool, defaultValue: .bool(false)))

    /// A device: its own store, shared through `cloud`, and its own clock.
    struct Phone {
        let local = InMemoryTourProgressStore()
        let cloud: FakeCloud.Device
        let store: SyncedTourProgressStore
        let clock: ManualTourClock

        init(_ cloud: FakeCloud, start: TimeInterval) {
            self.cloud = FakeCloud.Device(cloud)
            store = SyncedTourProgressStore(local: local, cloud: self.cloud)
            clock = ManualTourClock(start: Date(timeIntervalSinceReferenceDate: start))
        }

        /// Online: sync, merge, and sync what the merge wrote.
        func round() {
            cloud.sync()
            store.mergeFromCloud()
            cloud.sync()
        }

        var records: [String: TourRecord] { local.records(forTours: SyncedTourProgressStoreTests.ids) }
    }

    /// The same offline day on two phones, then `order` of rounds online.
    func offlineDays(syncing order: [Int]) -> [Phone] {
        let cloud = FakeCloud()
        let phones = [Phone(cloud, start: 800_000_000), Phone(cloud, start: 800_000_100)]
        let (a, b) = (phones[0], phones[1])
        let onA = TourCoordinator(tours: Self.tours, store: a.store, clock: a.clock, launchArguments: [])
        let onB = TourCoordinator(tours: Self.tours, store: b.store, clock: b.clock, launchArguments: [])
        // Phone A: two launches, one preset saved, the intro completed, pro bought.
        onA.recordLaunch()
        onA.recordLaunch()
        onA.donate(AppEvent.presetSaved)
        let intro = TourSession<IntroTour>(store: a.store, now: a.clock.now)
        intro.start()
        a.clock.advance(by: 20)
        intro.next()
        intro.next()
        onA.set(isPro, true)
        // Phone B, later: three launches, two presets, the export shown and skipped, pro not bought.
        b.clock.advance(by: 50)
        for _ in 0..<3 { onB.recordLaunch() }
        onB.donate(AppEvent.presetSaved)
        onB.donate(AppEvent.presetSaved)
        let export = TourSession<ExportTour>(store: b.store, now: b.clock.now)
        export.start()
        b.clock.advance(by: 5)
        export.skip()
        let introOnB = TourSession<IntroTour>(store: b.store, now: b.clock.now)
        introOnB.start()
        introOnB.abandon()
        onB.set(isPro, false)
        for index in order { phones[index].round() }
        return phones
    }

    @Test func twoPhonesMergeToTheSameStateInEitherOrderLosingNothing() throws {
        let first = offlineDays(syncing: [0, 1, 0, 1])
        let second = offlineDays(syncing: [1, 0, 1, 0])
        #expect(first[0].records == first[1].records)
        #expect(second[0].records == second[1].records)
        #expect(first[0].records == second[0].records)

        let records = first[0].records
        let counts = try #require(records["tourc/counts"])
        #expect(counts.counts == ["launches": 3, "event.presetSaved": 2], "the larger count")
        #expect(counts.parameters?["isPro"]?.value == .bool(false), "the value set later")
        // The intro was completed on A and shown on B: completed, with both displays.
        let intro = try #require(records["intro"])
        #expect(intro.status == .completed)
        #expect(intro.displays.count == 2)
        #expect(records["export"]?.status == .skipped)
        #expect(records["export"]?.screenTime == 5)
        // The coordinators of both phones now answer alike.
        let answers = first.map { phone in
            TourCoordinator(tours: Self.tours, store: phone.store, clock: phone.clock, launchArguments: []).reasons(for: "presets")
        }
        #expect(answers[0] == answers[1])
        #expect(answers[0] == [])
    }

    @Test func aMergeIsTheSameInEitherOrderAndWithItself() {
        let time = Date(timeIntervalSinceReferenceDate: 800_000_000)
        var a = TourRecord(revision: "1", status: .inProgress, step: "b", elapsed: 3, startedAt: time, finishedAt: nil, updatedAt: time)
        a.displays = [time]
        var b = TourRecord(
            revision: "1", status: .skipped, step: nil, elapsed: 1, startedAt: time.addingTimeInterval(-5), finishedAt: time.addingTimeInterval(9),
            updatedAt: time.addingTimeInterval(9))
        b.displays = [time.addingTimeInterval(-5)]
        b.actionPerformedAt = time
        #expect(TourRecord.merged(a, b) == TourRecord.merged(b, a))
        #expect(TourRecord.merged(a, a) == a)
        let merged = TourRecord.merged(a, b)
        #expect(merged.status == .skipped)
        #expect(merged.displays.count == 2)
        #expect(merged.actionPerformedAt == time)
        // A reset (another revision, later) wins over older progress.
        let reset = TourRecord.cleared(at: time.addingTimeInterval(60))
        #expect(TourRecord.merged(merged, reset) == reset)
    }
}
