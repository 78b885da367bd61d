import Foundation
import TourFormat

/// Who watches a coordinator's answer, and the answer they last got.
struct EligibilityObservers {
    var callbacks: [Int: @MainActor ([String]) -> Void] = [:]
    var nextID = 0
    /// The eligible tours the observers last got.
    var lastAnswer: [String]?
    /// The task that wakes at the next time time alone may change the answer.
    var timer: Task<Void, Never>?
    /// The time the timer waits for.
    var timerDeadline: Date?
}

extension TourCoordinator {
    /// The ordered eligible tours, now and each time they change: after a
    /// donation, a parameter set, a launch, a reset, a tour added, a
    /// session's save (for sessions made with ``observedStore``), or time
    /// passing an event window's edge or the frequency's wait (on the
    /// coordinator's ``TourClock``). It yields the current answer first,
    /// then only answers that differ from the one before.
    ///
    /// An `AsyncStream` has one consumer: each read of this property makes
    /// a new stream, for one `for await` loop.
    public var eligibilityUpdates: AsyncStream<[String]> {
        AsyncStream { continuation in
            let id = addObserver { continuation.yield($0) }
            continuation.onTermination = { _ in
                Task { @MainActor [weak self] in self?.removeObserver(id) }
            }
        }
    }

    /// The store to make sessions with, so that a session's start, moves and
    /// end update ``eligibilityUpdates``: the coordinator's store, which
    /// tells the coordinator after every save.
    public var observedStore: any TourProgressStore {
        ObservedTourProgressStore(base: store) { [weak self] in
            Task { @MainActor in self?.answerMayHaveChanged() }
        }
    }

    /// Calls `update` with the answer now, then with each new answer.
    func addObserver(_ update: @escaping @MainActor ([String]) -> Void) -> Int {
        let id = observers.nextID
        observers.nextID += 1
        observers.callbacks[id] = update
        answerMayHaveChanged()
        update(observers.lastAnswer ?? eligibleTours)
        return id
    }

    func removeObserver(_ id: Int) {
        observers.callbacks[id] = nil
        if observers.callbacks.isEmpty {
            observers.timer?.cancel()
            observers = EligibilityObservers(nextID: observers.nextID)
        }
    }

    /// Asks again, when anyone watches, and tells the watchers when the
    /// answer changed; then waits for the next time time alone may change it.
    func answerMayHaveChanged() {
        guard !observers.callbacks.isEmpty else { return }
        let snapshot = Snapshot(of: self, about: tours)
        let answer = eligibleTours(in: snapshot)
        if answer != observers.lastAnswer {
            let told = observers.lastAnswer != nil
            observers.lastAnswer = answer
            if told { for callback in observers.callbacks.values { callback(answer) } }
        }
        schedule(after: snapshot)
    }

    /// Starts the timer for the earliest time any tour's answer may change
    /// by time alone, unless it already waits for that time.
    private func schedule(after snapshot: Snapshot) {
        var next: Double?
        for tour in tours {
            let record = snapshot.records[tour.id].flatMap { $0.revision == tour.revision ? $0 : nil }
            let change = DisplayRuleCheck.nextChange(
                for: tour.rule.checked, history: record.history, in: snapshot.surroundings,
                latestOtherDisplay: snapshot.latestDisplay(ofAnyBut: tour.id)?.timeIntervalSinceReferenceDate)
            if let change, next.map({ change < $0 }) ?? true { next = change }
        }
        let deadline = next.map(Date.init(timeIntervalSinceReferenceDate:))
        guard deadline != observers.timerDeadline else { return }
        observers.timer?.cancel()
        observers.timerDeadline = deadline
        guard let deadline else { return }
        let clock = clock
        observers.timer = Task { @MainActor [weak self] in
            do { try await clock.sleep(until: deadline) } catch { return }
            guard let self, !Task.isCancelled else { return }
            self.observers.timerDeadline = nil
            self.answerMayHaveChanged()
        }
    }
}

/// A store that tells its coordinator after every save: what
/// ``TourCoordinator/observedStore`` hands sessions.
struct ObservedTourProgressStore: TourProgressStore {
    let base: any TourProgressStore
    let saved: @Sendable () -> Void

    func record(forTour id: String) -> TourRecord? { base.record(forTour: id) }

    func save(_ record: TourRecord, forTour id: String) {
        base.save(record, forTour: id)
        saved()
    }

    func records(forTours ids: [String]) -> [String: TourRecord] { base.records(forTours: ids) }

    func update(forTour id: String, _ change: (TourRecord?) -> TourRecord?) {
        base.update(forTour: id, change)
        saved()
    }
}
