import Foundation
import Testing

@testable import TourKit

/// A store that counts the records each question reads.
final class RecordCountingStore: TourProgressStore, @unchecked Sendable {
    private let lock = NSLock()
    private let inner = InMemoryTourProgressStore()
    private(set) var recordsRead = 0

    func record(forTour id: String) -> TourRecord? { inner.record(forTour: id) }
    func save(_ record: TourRecord, forTour id: String) { inner.save(record, forTour: id) }
    func records(forTours ids: [String]) -> [String: TourRecord] {
        lock.withLock { recordsRead += ids.count }
        return inner.records(forTours: ids)
    }
    func update(forTour id: String, _ change: (TourRecord?) -> TourRecord?) { inner.update(forTour: id, change) }
}

/// Round three: asking about each tour costs that tour's records, not
/// every tour's (5,000 tours asked one by one took 67 s); and a display
/// dated in the future is clamped in `reasons(for:)` as in eligibility.
@MainActor
@Suite struct TourCoordinatorScaleTests {
    let clock = FakeClock()

    @Test func askingAboutEachOf5000ToursReadsOnlyItsOwnRecords() {
        let store = RecordCountingStore()
        let coordinator = TourCoordinator(tours: [], store: store, now: clock.now)
        for index in 0..<5_000 {
            let after = index > 0 ? ["tour\(index - 1)"] : []
            coordinator.add(TourCoordinator.Tour(id: "tour\(index)", revision: "r", rule: TourDisplayRule(after: after)))
        }
        var eligible = 0
        for index in 0..<5_000 where coordinator.isEligible("tour\(index)") { eligible += 1 }
        #expect(eligible == 1)
        // The tour, the one its rule waits for, and the counts: three per question.
        #expect(store.recordsRead <= 3 * 5_000, "\(store.recordsRead) records read")
        #expect(coordinator.reasons(for: "tour7") == [.waiting(forTour: "tour6")])
        #expect(coordinator.eligibleTours == ["tour0"])
    }

    @Test func aDisplayDatedAYearAheadIsClampedInTheReasonsToo() {
        let store = InMemoryTourProgressStore()
        let coordinator = TourCoordinator(tours: [], store: store, frequency: .daily, now: clock.now)
        coordinator.add(TourCoordinator.Tour(id: "intro", revision: "r", rule: TourDisplayRule()))
        coordinator.add(TourCoordinator.Tour(id: "export", revision: "r", rule: TourDisplayRule()))
        let now = clock.now()
        var record = TourRecord.cleared(at: now)
        record.revision = "r"
        record.status = .inProgress
        record.displays = [now.addingTimeInterval(365 * 86_400)]
        store.save(record, forTour: "intro")
        // The reasons are asked first: the question that finds the future
        // display must itself answer with the clamped date, not only the
        // questions after it, which read the store it repaired.
        #expect(coordinator.reasons(for: "export") == [.tooSoon(until: now.addingTimeInterval(86_400))])
        #expect(!coordinator.isEligible("export"))
        #expect(coordinator.reasons(for: "export") == [.tooSoon(until: now.addingTimeInterval(86_400))])
        clock.advance(86_400)
        #expect(coordinator.isEligible("export"))
        #expect(coordinator.reasons(for: "export").isEmpty)
    }
}
