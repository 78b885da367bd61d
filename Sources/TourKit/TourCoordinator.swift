import Foundation

/// Decides which of an app's tours may show now, from their display rules
/// (`show:` in the tour files) and what the store remembers: launches,
/// event donations, each tour's displays and whether it is finished.
///
/// It keeps nothing of its own: every question reads the store, once for
/// every tour it needs, so sessions on the same store, another
/// coordinator, or another process are seen at once. Each ``TourSession/start(restart:)`` that returns true
/// is one display of its tour; the session records it.
///
/// ```swift
/// let coordinator = TourCoordinator(tours: [MainTour.self, EffectsTour.self], store: store, frequency: .daily)
/// coordinator.recordLaunch()                  // once per launch
/// coordinator.donate(.presetSaved)            // where the user does it
/// if let tour = coordinator.eligibleTours.first { ... start its session ... }
/// ```
@MainActor public final class TourCoordinator {
    /// One tour the coordinator knows: its id, revision and rule.
    public struct Tour: Hashable, Sendable {
        /// The tour's id.
        public var id: String
        /// The tour's revision: progress at another revision does not count.
        public var revision: String
        /// When it may show.
        public var rule: TourDisplayRule

        /// Creates a tour entry.
        public init(id: String, revision: String, rule: TourDisplayRule) {
            self.id = id
            self.revision = revision
            self.rule = rule
        }
    }

    /// The tours, in the order given.
    public private(set) var tours: [Tour]
    private let store: any TourProgressStore
    private let frequency: TourDisplayFrequency
    private let now: @Sendable () -> Date
    /// Where the first entry of each id is in ``tours``: a question about
    /// one tour finds it, and the tours its rule names, without a walk
    /// over all of them.
    private var firstEntry: [String: Int] = [:]

    /// A coordinator over `tours` (generated enums), remembering through
    /// `store`, spacing tours by `frequency`, with time from `now`.
    public init(
        tours: [any TourSteps.Type], store: any TourProgressStore, frequency: TourDisplayFrequency = .immediate,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.tours = []
        self.store = store
        self.frequency = frequency
        self.now = now
        for tour in tours { add(Tour(id: tour.metadata.id, revision: tour.revision, rule: tour.metadata.show)) }
    }

    /// Adds a tour loaded at run time from a JSON bundle, with its `"show"`
    /// rule; it comes after the others of its priority.
    public func add(_ bundle: TourBundle) {
        add(Tour(id: bundle.id, revision: bundle.sessionRevision, rule: bundle.show ?? TourDisplayRule()))
    }

    /// Adds a QuickWin task loaded at run time, with its `"show"` rule.
    public func add(_ task: QuickWinTask) {
        add(Tour(id: task.id, revision: task.sessionRevision, rule: task.show ?? TourDisplayRule()))
    }

    /// Adds any tour, with the rule given.
    public func add(_ tour: Tour) {
        if firstEntry[tour.id] == nil { firstEntry[tour.id] = tours.count }
        tours.append(tour)
    }

    // MARK: What the app reports

    /// Counts one launch of the app; call it once per launch.
    public func recordLaunch() {
        increment(Self.launchesKey)
    }

    /// Counts one donation of `event`, a name the tours' rules use.
    public func donate(_ event: String) {
        increment(Self.eventKeyPrefix + event)
    }

    /// Counts one donation of a typed event (the generated enum of the
    /// registry's events).
    public func donate<Event: RawRepresentable>(_ event: Event) where Event.RawValue == String {
        donate(event.rawValue)
    }

    // MARK: What the app asks

    /// Why `tour` may not show now: exactly `[.finished]` for a finished
    /// tour; otherwise every reason that applies, in the order of
    /// ``TourIneligibility``'s cases, events sorted by name. Empty when it
    /// may show, or when the coordinator does not know the tour.
    public func reasons(for tour: String) -> [TourIneligibility] {
        guard let index = firstEntry[tour] else { return [] }
        let entry = tours[index]
        return reasons(for: entry, in: Snapshot(of: self, about: [entry]))
    }

    /// Whether `tour` may show now.
    public func isEligible(_ tour: String) -> Bool {
        firstEntry[tour] != nil && reasons(for: tour).isEmpty
    }

    /// The tours that may show now: the highest priority first, then in the
    /// order the coordinator was given them.
    public var eligibleTours: [String] {
        let snapshot = Snapshot(of: self, about: tours)
        return tours.enumerated()
            .filter { reasons(for: $0.element, in: snapshot).isEmpty }
            .sorted { ($0.element.rule.priority, -$0.offset) > ($1.element.rule.priority, -$1.offset) }
            .map(\.element.id)
    }

    /// What the store holds when a question is asked: every record the
    /// question needs (the tours asked about, those their `after` lists
    /// name, the counts, and, when the frequency spaces tours, every tour's
    /// for its displays), read in one ``TourProgressStore/records(forTours:)``
    /// call, so a file store reads its file once per question. A question
    /// about one tour reads that tour's records only: asking `isEligible`
    /// of each of 5,000 tours read every tour each time (67 s).
    ///
    /// A time after `now` (a display, a start, a finish) was saved while
    /// the clock was fast: it counts as now, and is saved as now, so a
    /// clock set right again blocks tours for one interval of the
    /// frequency, not until the wrong date.
    private struct Snapshot {
        let records: [String: TourRecord]
        let counts: [String: Int]
        let now: Date
        /// The revision of each tour the coordinator knows (the first entry of an id).
        let revisions: [String: String]
        /// The two latest displays of the coordinator's tours, each of
        /// another tour, the latest first: the latest start of any tour
        /// other than one is the first unless it is that tour's.
        let latestDisplays: [(tour: String, at: Date)]

        @MainActor init(of coordinator: TourCoordinator, about asked: [Tour]) {
            let now = coordinator.now()
            // The tours whose displays the frequency compares: every one, when it spaces them.
            let displayed = coordinator.frequency.seconds > 0 ? Array(coordinator.firstEntry.keys) : []
            var ids = Set(displayed)
            for tour in asked {
                ids.insert(tour.id)
                ids.formUnion(tour.rule.after)
            }
            var revisions: [String: String] = [:]
            for id in ids { if let index = coordinator.firstEntry[id] { revisions[id] = coordinator.tours[index].revision } }
            ids.insert(countsRecordID)
            var records = coordinator.store.records(forTours: Array(ids))
            counts = records.removeValue(forKey: countsRecordID)?.counts ?? [:]
            for (id, record) in records where record.isAfter(now) {
                records[id] = record.clamped(to: now)
                coordinator.store.update(forTour: id) { saved in saved.map { $0.clamped(to: now) } }
            }
            self.records = records
            self.now = now
            self.revisions = revisions
            var latest: [(tour: String, at: Date)] = []
            for tour in displayed {
                guard let display = records[tour]?.displays.max() else { continue }
                latest.append((tour, display))
                latest.sort { $0.at > $1.at }
                if latest.count > 2 { latest.removeLast() }
            }
            latestDisplays = latest
        }

        /// The latest start of a known tour other than `tour`, at any revision.
        func latestDisplay(ofAnyBut tour: String) -> Date? {
            latestDisplays.first { $0.tour != tour }?.at
        }
    }

    private func reasons(for entry: Tour, in snapshot: Snapshot) -> [TourIneligibility] {
        let record = snapshot.records[entry.id].flatMap { $0.revision == entry.revision ? $0 : nil }
        if let record, record.status != .inProgress { return [.finished] }
        var reasons: [TourIneligibility] = []
        for earlier in entry.rule.after where !isFinished(earlier, in: snapshot) {
            reasons.append(.waiting(forTour: earlier))
        }
        let launches = snapshot.counts[Self.launchesKey] ?? 0
        if launches < entry.rule.launches { reasons.append(.launches(have: launches, need: entry.rule.launches)) }
        for (event, need) in entry.rule.events.sorted(by: { $0.key < $1.key }) {
            let have = snapshot.counts[Self.eventKeyPrefix + event] ?? 0
            if have < need { reasons.append(.event(event, have: have, need: need)) }
        }
        if let limit = entry.rule.maxDisplays, (record?.displays.count ?? 0) >= limit {
            reasons.append(.displayLimit(limit))
        }
        if frequency.seconds > 0, let latest = snapshot.latestDisplay(ofAnyBut: entry.id) {
            let until = latest.addingTimeInterval(frequency.seconds)
            if until > snapshot.now { reasons.append(.tooSoon(until: until)) }
        }
        return reasons
    }

    /// Forgets every tour's progress and displays and every count, for a
    /// "show tours again" switch in settings.
    public func resetAll() {
        let time = now()
        for tour in tours { store.save(.cleared(at: time), forTour: tour.id) }
        store.saveCounts([:], at: time)
    }

    // MARK: Reading the store

    private static let launchesKey = "launches"
    private static let eventKeyPrefix = "event."

    /// Adds one to the count on the store's value at that moment, so
    /// launches counted in two processes at once both count.
    private func increment(_ key: String) {
        store.incrementCount(key, at: now())
    }

    /// Whether `tour` was completed or skipped: at its current revision
    /// when the coordinator knows it, at any when it does not.
    private func isFinished(_ tour: String, in snapshot: Snapshot) -> Bool {
        guard let revision = snapshot.revisions[tour] else {
            return snapshot.records[tour].map { $0.status != .inProgress } ?? false
        }
        guard let record = snapshot.records[tour], record.status != .inProgress else { return false }
        return record.revision == revision
    }
}

extension TourRecord {
    /// Whether any of the record's times is after `now`.
    func isAfter(_ now: Date) -> Bool {
        displays.contains { $0 > now } || (startedAt ?? .distantPast) > now || (finishedAt ?? .distantPast) > now
    }

    /// The record with every time after `now` moved to `now`.
    func clamped(to now: Date) -> TourRecord {
        var record = self
        record.displays = displays.map { min($0, now) }
        record.startedAt = startedAt.map { min($0, now) }
        record.finishedAt = finishedAt.map { min($0, now) }
        return record
    }
}
