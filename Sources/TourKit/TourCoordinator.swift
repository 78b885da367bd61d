import Foundation
import TourFormat

/// Decides which of an app's tours may show now, from their display rules
/// (`show:` in the tour files) and what the store remembers: launches,
/// event donations and their times, the parameters the app set, each
/// tour's displays, time on screen and whether it is finished.
///
/// It keeps nothing of its own: every question reads the store, once for
/// every tour it needs, so sessions on the same store, another
/// coordinator, or another process are seen at once. Each ``TourSession/start(restart:)`` that returns true
/// is one display of its tour; the session records it. The decision itself
/// is TourFormat's `DisplayRuleCheck`, which `tourc simulate` runs too.
///
/// ```swift
/// let coordinator = TourCoordinator(tours: [MainTour.self, EffectsTour.self], store: store, frequency: .daily)
/// coordinator.recordLaunch()                  // once per launch
/// coordinator.donate(.presetSaved)            // where the user does it
/// coordinator.set(TourParameters.isPro, true) // when the app's state changes
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
        /// The event whose donation means the tour did its job (its
        /// `completionCriteria`): ``analytics`` hears `goalReached` for it.
        public var goal: String?
        /// Its A/B test (`experiment:`): the coordinator enters each install
        /// when the rule lets the tour show, and never shows the holdout.
        public var experiment: TourExperiment?
        /// Why its condition cannot be evaluated here, when it cannot (a
        /// bundle's, on parameters the app declares otherwise).
        var refusal: String?

        /// Creates a tour entry.
        public init(id: String, revision: String, rule: TourDisplayRule, goal: String? = nil, experiment: TourExperiment? = nil) {
            self.experiment = experiment
            self.id = id
            self.revision = revision
            self.rule = rule
            self.goal = goal
        }
    }

    /// The tours, in the order given.
    public private(set) var tours: [Tour]
    /// The parameters the coordinator knows: those given and those the
    /// local tours' conditions read, by name.
    public private(set) var parameters: [String: TourParameterDeclaration] = [:]
    /// Where the coordinator's analytics events go (`goalReached`), with
    /// the install id from the store; `nil` sends none.
    public var analytics: (any TourAnalytics)?
    let store: any TourProgressStore
    let frequency: TourDisplayFrequency
    let clock: any TourClock
    /// The debug build's testing switches (none in a release build).
    let launchArguments: TourLaunchArguments
    private var storeWasReset = false
    /// What ``eligibilityUpdates`` and ``TourEligibility`` watch.
    var observers = EligibilityObservers()
    /// Where the first entry of each id is in ``tours``: a question about
    /// one tour finds it, and the tours its rule names, without a walk
    /// over all of them.
    private var firstEntry: [String: Int] = [:]
    /// The install id, read from the store once.
    var installID: String?
    /// The experiments whose entry analytics has heard from this coordinator.
    var enteredExperiments: Set<String> = []

    /// Where the first entry of `id` is in ``tours``.
    func firstEntry(of id: String) -> Int? { firstEntry[id] }

    /// A coordinator over `tours` (generated enums), remembering through
    /// `store`, spacing tours by `frequency`, with time from `now`.
    /// `parameters` are the app's (`TourParameters.all`), which a remote
    /// tour's condition is checked against; `launchArguments` are read for
    /// the testing switches in a debug build (``TourLaunchArguments``).
    public convenience init(
        tours: [any TourSteps.Type], parameters: [TourParameterDeclaration] = [], store: any TourProgressStore,
        frequency: TourDisplayFrequency = .immediate, now: @escaping @Sendable () -> Date = { Date() },
        launchArguments: [String] = ProcessInfo.processInfo.arguments
    ) {
        self.init(
            tours: tours, parameters: parameters, store: store, frequency: frequency, clock: ClosureTourClock(read: now),
            launchArguments: launchArguments)
    }

    /// A coordinator whose time comes from `clock`, which also wakes
    /// ``eligibilityUpdates`` when an event window's edge or the frequency's
    /// wait passes.
    public init(
        tours: [any TourSteps.Type], parameters: [TourParameterDeclaration] = [], store: any TourProgressStore,
        frequency: TourDisplayFrequency = .immediate, clock: any TourClock, launchArguments: [String] = ProcessInfo.processInfo.arguments
    ) {
        self.tours = []
        self.store = store
        self.frequency = frequency
        self.clock = clock
        self.launchArguments = TourLaunchArguments.reading(launchArguments)
        for parameter in parameters { self.parameters[parameter.name] = parameter }
        for tour in tours {
            for parameter in tour.tourConditions.flatMap(\.parameters) where self.parameters[parameter.name] == nil {
                self.parameters[parameter.name] = parameter
            }
        }
        for tour in tours {
            insert(
                Tour(
                    id: tour.metadata.id, revision: tour.revision, rule: tour.metadata.show, goal: tour.metadata.completionCriteria,
                    experiment: tour.metadata.experiment))
        }
    }

    /// Adds a tour loaded at run time from a JSON bundle, with its `"show"`
    /// rule; it comes after the others of its priority. A condition (its
    /// own or a step's) on a parameter the coordinator knows with another
    /// type, or does not know, keeps it from showing, with the reason.
    public func add(_ bundle: TourBundle) {
        var tour = Tour(
            id: bundle.id, revision: bundle.sessionRevision, rule: bundle.show ?? TourDisplayRule(), goal: bundle.completionCriteria,
            experiment: bundle.experiment)
        tour.refusal = refusal(of: [bundle.show?.when] + bundle.steps.map(\.condition))
        append(tour)
    }

    /// Adds a QuickWin task loaded at run time, with its `"show"` rule.
    public func add(_ task: QuickWinTask) {
        var tour = Tour(id: task.id, revision: task.sessionRevision, rule: task.show ?? TourDisplayRule(), goal: task.completionCriteria)
        tour.refusal = refusal(of: [task.show?.when] + task.steps.map(\.condition))
        append(tour)
    }

    /// Adds any tour, with the rule given.
    public func add(_ tour: Tour) {
        var tour = tour
        tour.refusal = refusal(of: [tour.rule.when])
        append(tour)
    }

    private func append(_ tour: Tour) {
        insert(tour)
        answerMayHaveChanged()
    }

    /// Keeps `tour`, and where its id first appears.
    private func insert(_ tour: Tour) {
        if firstEntry[tour.id] == nil { firstEntry[tour.id] = tours.count }
        tours.append(tour)
    }

    /// Why conditions read parameters this app declares otherwise or not at all.
    private func refusal(of conditions: [TourCondition?]) -> String? {
        for parameter in conditions.compactMap({ $0 }).flatMap(\.parameters) {
            guard let known = parameters[parameter.name] else {
                return "its condition reads parameter '\(parameter.name)', which this app does not declare"
            }
            if known.type != parameter.type {
                return "its condition reads parameter '\(parameter.name)' as \(parameter.type), which this app declares as \(known.type)"
            }
        }
        return nil
    }

    // MARK: What the app reports

    /// Counts one launch of the app; call it once per launch. Transient
    /// parameters set before it no longer count.
    public func recordLaunch() {
        store.incrementCount(TourCounts.launchesKey, at: now())
        answerMayHaveChanged()
    }

    /// Counts one donation of `event`, a name the tours' rules use, with
    /// its time when a tour counts it in a window; a tour whose
    /// `invalidatedBy:` lists it shows no more.
    public func donate(_ event: String) {
        let time = now()
        let window = tours.flatMap { tour in tour.rule.eventWindows.filter { $0.key == event }.map(\.value) }.max()
        store.updateCounts(at: time) { record in
            record.counts?[TourCounts.eventKeyPrefix + event, default: 0] += 1
            guard let window else { return }
            // Only what a window can still count is kept.
            var times = (record.donations?[event] ?? []).filter { $0 > time.addingTimeInterval(-window) }
                .map(\.timeIntervalSinceReferenceDate)
            times = DisplayRuleCheck.adding(time.timeIntervalSinceReferenceDate, to: times)
            record.donations = (record.donations ?? [:]).merging([event: times.map(Date.init(timeIntervalSinceReferenceDate:))]) { $1 }
        }
        for tour in tours where tour.rule.invalidatedBy.contains(event) {
            store.update(forTour: tour.id) { saved in
                var record = saved.flatMap { $0.revision == tour.revision ? $0 : nil } ?? TourRecord.fresh(revision: tour.revision, at: time)
                guard record.status == .inProgress, record.actionPerformedAt == nil else { return nil }
                record.actionPerformedAt = time
                record.updatedAt = time
                return record
            }
        }
        recordGoals(event, at: time)
        answerMayHaveChanged()
    }

    /// Counts one donation of a typed event (the generated enum of the
    /// registry's events).
    public func donate<Event: RawRepresentable>(_ event: Event) where Event.RawValue == String {
        donate(event.rawValue)
    }

    // MARK: What the app asks

    /// Why `tour` may not show now: exactly one `.invalidated` reason for a
    /// finished or invalidated tour; otherwise every reason that applies,
    /// in the order of ``TourIneligibility``'s cases, events sorted by
    /// name. Empty when it may show, or when the coordinator does not know
    /// the tour.
    public func reasons(for tour: String) -> [TourIneligibility] {
        guard let index = firstEntry[tour] else { return [] }
        let entry = tours[index]
        return reasons(for: entry, in: Snapshot(of: self, about: [entry]))
    }

    /// Whether `tour` may show now.
    public func isEligible(_ tour: String) -> Bool {
        guard firstEntry[tour] != nil else { return false }
        if let decision = launchArguments.decision(for: tour) { return decision }
        return reasons(for: tour).isEmpty
    }

    /// The tours that may show now: the highest priority first, then in the
    /// order the coordinator was given them.
    public var eligibleTours: [String] { eligibleTours(in: Snapshot(of: self, about: tours)) }

    /// The tours that may show, as `snapshot` has the store.
    func eligibleTours(in snapshot: Snapshot) -> [String] {
        let order = DisplayRuleCheck.eligibleOrder(
            tours.map { tour in
                (tour.rule.priority, launchArguments.decision(for: tour.id) ?? reasons(for: tour, in: snapshot).isEmpty)
            })
        return order.map { tours[$0].id }
    }

    // MARK: Forgetting

    /// Forgets one tour's progress, displays, time on screen and
    /// invalidation: it may show again as if new.
    public func reset(tour: String) {
        store.save(.cleared(at: now()), forTour: tour)
        answerMayHaveChanged()
    }

    /// Forgets every tour's progress and displays and every count, for a
    /// "show tours again" switch in settings. The parameters the app set
    /// are its state, and are kept.
    public func resetAll() {
        let time = now()
        for tour in tours { store.save(.cleared(at: time), forTour: tour.id) }
        store.saveCounts([:], at: time)
        answerMayHaveChanged()
    }

    // MARK: Reading the store

    func now() -> Date { clock.now() }

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
    struct Snapshot {
        let records: [String: TourRecord]
        let counts: TourRecord?
        let now: Date
        /// The revision of each tour the coordinator knows (the first entry of an id).
        let revisions: [String: String]
        /// The two latest displays of the coordinator's tours, each of
        /// another tour, the latest first: the latest start of any tour
        /// other than one is the first unless it is that tour's.
        let latestDisplays: [(tour: String, at: Date)]
        /// What every tour's question shares, as the shared check reads it.
        let surroundings: DisplayRuleCheck.Surroundings

        @MainActor init(of coordinator: TourCoordinator, about asked: [Tour]) {
            coordinator.resetStoreIfLaunchedSo()
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
            counts = records.removeValue(forKey: countsRecordID)
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
            surroundings = DisplayRuleCheck.Surroundings(
                now: now.timeIntervalSinceReferenceDate, facts: counts?.conditionFacts ?? TourConditionFacts(),
                donations: (counts?.donations ?? [:]).mapValues { $0.map(\.timeIntervalSinceReferenceDate) },
                frequency: coordinator.frequency.seconds)
        }

        /// The latest start of a known tour other than `tour`, at any revision.
        func latestDisplay(ofAnyBut tour: String) -> Date? {
            latestDisplays.first { $0.tour != tour }?.at
        }
    }

    /// Why `entry` may not show, by TourFormat's shared check. A condition
    /// the app cannot evaluate is not: its refusal stands in its place.
    func reasons(for entry: Tour, in snapshot: Snapshot) -> [TourIneligibility] {
        let record = snapshot.records[entry.id].flatMap { $0.revision == entry.revision ? $0 : nil }
        var rule = entry.rule.checked
        if entry.refusal != nil { rule.condition = nil }
        var reasons = DisplayRuleCheck.reasons(
            for: rule, history: record.history, in: snapshot.surroundings,
            latestOtherDisplay: snapshot.latestDisplay(ofAnyBut: entry.id)?.timeIntervalSinceReferenceDate,
            isFinished: { isFinished($0, in: snapshot) }
        ).map(TourIneligibility.init)
        if let refusal = entry.refusal, !reasons.contains(where: \.isInvalidation) {
            let tooSoon = reasons.firstIndex { if case .tooSoon = $0 { true } else { false } }
            reasons.insert(.refused(refusal), at: tooSoon ?? reasons.endIndex)
        }
        if reasons.isEmpty, !entersShown(entry) { return [.invalidated(.heldOut)] }
        return reasons
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

    /// Resets the store once, before the first question, when a debug
    /// build was launched with `-tourc.resetStore`.
    private func resetStoreIfLaunchedSo() {
        guard launchArguments.resetsStore, !storeWasReset else { return }
        storeWasReset = true
        resetAll()
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

    /// A record of a tour not started at `revision`.
    static func fresh(revision: String, at time: Date) -> TourRecord {
        TourRecord(revision: revision, status: .inProgress, step: nil, elapsed: 0, startedAt: nil, finishedAt: nil, updatedAt: time)
    }
}

extension TourRecord? {
    /// What the shared check reads of a tour's record at its revision.
    var history: DisplayRuleCheck.History {
        guard let record = self else { return DisplayRuleCheck.History() }
        let status: DisplayRuleCheck.History.Status
        switch record.status {
        case .completed: status = .completed
        case .skipped: status = .skipped
        case .inProgress: status = record.displays.isEmpty && record.step == nil ? .none : .inProgress
        }
        return DisplayRuleCheck.History(
            status: status, displays: record.displays.map(\.timeIntervalSinceReferenceDate), screenTime: record.screenTime ?? 0,
            actionPerformed: record.actionPerformedAt != nil)
    }
}

extension TourDisplayRule {
    /// The rule as the shared check reads it.
    var checked: DisplayRuleCheck.Rule {
        var rule = DisplayRuleCheck.Rule()
        rule.after = after
        rule.launches = launches
        rule.events = events.map { DisplayRuleCheck.EventCount(name: $0.key, count: $0.value, within: eventWindows[$0.key]) }
        rule.maxDisplays = maxDisplays
        rule.maxDuration = maxDuration
        rule.ignoresFrequency = ignoresFrequency
        rule.invalidatedBy = invalidatedBy
        rule.condition = when
        rule.priority = priority
        return rule
    }
}

extension TourIneligibility {
    /// The shared check's reason, with its times as dates.
    init(_ reason: DisplayRuleCheck.Reason) {
        switch reason {
        case .invalidated(let invalidation): self = .invalidated(TourInvalidationReason(rawValue: invalidation.rawValue)!)
        case .waiting(let tour): self = .waiting(forTour: tour)
        case .launches(let have, let need): self = .launches(have: have, need: need)
        case .event(let name, let have, let need): self = .event(name, have: have, need: need)
        case .recentEvent(let name, let have, let need, let within): self = .recentEvent(name, have: have, need: need, within: within)
        case .condition(let words): self = .condition(words)
        case .refused(let words): self = .refused(words)
        case .tooSoon(let until): self = .tooSoon(until: Date(timeIntervalSinceReferenceDate: until))
        }
    }

    /// Whether the tour will not show again.
    var isInvalidation: Bool {
        if case .invalidated = self { return true }
        return false
    }
}
