/// Whether a tour may show now: the one decision TourKit's
/// `TourCoordinator` makes on the device and `tourc simulate` makes for a
/// timeline, so a history run in CI gives the answers an app gives. The
/// callers gather the facts (the coordinator from its store, the
/// simulator from its timeline); everything that decides is here. Times
/// are seconds since 2001-01-01 (Foundation's reference date), so this
/// needs no Foundation.
package enum DisplayRuleCheck {
    /// A tour's `show:` rule, as the check reads it.
    package struct Rule: Sendable, Hashable {
        package var after: [String] = []
        package var launches = 0
        package var events: [EventCount] = []
        package var maxDisplays: Int?
        /// Seconds on screen over every display, at most.
        package var maxDuration: Double?
        package var ignoresFrequency = false
        package var invalidatedBy: [String] = []
        package var condition: TourCondition?
        package var priority = 0

        package init() {}
    }

    /// Donations of an event the rule waits for: at least `count`, over
    /// all time or, with `within`, in the last `within` seconds.
    package struct EventCount: Sendable, Hashable {
        package var name: String
        package var count: Int
        package var within: Double?

        package init(name: String, count: Int, within: Double? = nil) {
            self.name = name
            self.count = count
            self.within = within
        }
    }

    /// What is remembered of one tour at its current revision.
    package struct History: Sendable, Hashable {
        /// Where the user is with the tour.
        package enum Status: Sendable, Hashable {
            case none, inProgress, completed, skipped
        }
        package var status: Status = .none
        /// When each display started.
        package var displays: [Double] = []
        /// Seconds on screen over the displays that ended.
        package var screenTime: Double = 0
        /// Whether an event of its `invalidatedBy` was donated while it was not finished.
        package var actionPerformed = false

        package init(status: Status = .none, displays: [Double] = [], screenTime: Double = 0, actionPerformed: Bool = false) {
            self.status = status
            self.displays = displays
            self.screenTime = screenTime
            self.actionPerformed = actionPerformed
        }
    }

    /// What every tour's question shares: the time, the counts and the
    /// parameters, the donation times, and the coordinator's frequency.
    package struct Surroundings: Sendable {
        package var now: Double
        package var facts: TourConditionFacts
        /// Each event's donation times, oldest first (bounded, see ``keptDonations``).
        package var donations: [String: [Double]]
        /// Seconds after a display of another tour before a tour may start; 0 for none.
        package var frequency: Double

        package init(now: Double, facts: TourConditionFacts, donations: [String: [Double]], frequency: Double) {
            self.now = now
            self.facts = facts
            self.donations = donations
            self.frequency = frequency
        }
    }

    /// Why a tour will not show again until it is reset or changes.
    package enum Invalidation: String, Sendable, Hashable, CaseIterable {
        case completed, skipped, actionPerformed, displayLimit, durationLimit
    }

    /// Why a tour may not show now, in the order ``reasons(for:history:in:latestOtherDisplay:isFinished:)`` lists them.
    package enum Reason: Sendable, Hashable {
        /// The only reason, when there is one.
        case invalidated(Invalidation)
        case waiting(forTour: String)
        case launches(have: Int, need: Int)
        case event(String, have: Int, need: Int)
        case recentEvent(String, have: Int, need: Int, within: Double)
        /// The part of `when:` that is false, in words.
        case condition(String)
        /// A condition this app cannot evaluate (a bundle's, on a parameter
        /// the app declares otherwise or not at all), in words.
        case refused(String)
        case tooSoon(until: Double)
    }

    /// How many donation times of an event are kept (TipKit keeps 1,000):
    /// a window's count can never need more, and the store stays bounded.
    package static let keptDonations = 1_000

    /// Why the tour whose rule and history are given may not show now; empty
    /// when it may. A finished or invalidated tour has exactly one reason.
    /// `latestOtherDisplay` is the latest display of any other tour the
    /// caller knows; `isFinished` says whether a tour of `after` is.
    package static func reasons(
        for rule: Rule, history: History, in surroundings: Surroundings, latestOtherDisplay: Double?, isFinished: (String) -> Bool
    ) -> [Reason] {
        if let invalidation = invalidation(of: rule, history: history) { return [.invalidated(invalidation)] }
        var reasons: [Reason] = []
        for earlier in rule.after where !isFinished(earlier) { reasons.append(.waiting(forTour: earlier)) }
        let launches = surroundings.facts.launches
        if launches < rule.launches { reasons.append(.launches(have: launches, need: rule.launches)) }
        for event in rule.events.sorted(by: { $0.name < $1.name }) {
            if let within = event.within {
                let have = recentDonations(of: event.name, within: within, in: surroundings).count
                if have < event.count { reasons.append(.recentEvent(event.name, have: have, need: event.count, within: within)) }
            } else {
                let have = surroundings.facts.eventCounts[event.name] ?? 0
                if have < event.count { reasons.append(.event(event.name, have: have, need: event.count)) }
            }
        }
        if let condition = rule.condition {
            let outcome = condition.evaluate(in: surroundings.facts)
            if !outcome.holds { reasons.append(.condition(outcome.falsePart)) }
        }
        if let until = tooSoonUntil(rule, in: surroundings, latestOtherDisplay: latestOtherDisplay) { reasons.append(.tooSoon(until: until)) }
        return reasons
    }

    /// Why the tour will not show again, if it will not: completed or
    /// skipped at its revision, its action performed, or its displays or
    /// time on screen used up.
    package static func invalidation(of rule: Rule, history: History) -> Invalidation? {
        switch history.status {
        case .completed: return .completed
        case .skipped: return .skipped
        case .none, .inProgress: break
        }
        if history.actionPerformed { return .actionPerformed }
        if let limit = rule.maxDisplays, history.displays.count >= limit { return .displayLimit }
        if let limit = rule.maxDuration, history.screenTime >= limit { return .durationLimit }
        return nil
    }

    /// The next time after `now` at which time alone may change the
    /// answer: a counted donation leaving its window, or the frequency's
    /// wait ending; `nil` when none will.
    package static func nextChange(for rule: Rule, history: History, in surroundings: Surroundings, latestOtherDisplay: Double?) -> Double? {
        guard invalidation(of: rule, history: history) == nil else { return nil }
        var next: Double?
        func consider(_ time: Double) {
            if time > surroundings.now, next.map({ time < $0 }) ?? true { next = time }
        }
        for event in rule.events {
            guard let within = event.within, let oldest = recentDonations(of: event.name, within: within, in: surroundings).first else { continue }
            consider(oldest + within)
        }
        if let until = tooSoonUntil(rule, in: surroundings, latestOtherDisplay: latestOtherDisplay) { consider(until) }
        return next
    }

    /// The tours that may show, in the order to show them: the highest
    /// priority first, then the order given. `tours` are the priorities
    /// and whether each may show.
    package static func eligibleOrder(_ tours: [(priority: Int, eligible: Bool)]) -> [Int] {
        tours.indices.filter { tours[$0].eligible }
            .sorted { (tours[$0].priority, -$0) > (tours[$1].priority, -$1) }
    }

    /// The donation times of `event` in the window that ends now, oldest
    /// first: a donation exactly `within` ago has left it.
    package static func recentDonations(of event: String, within: Double, in surroundings: Surroundings) -> ArraySlice<Double> {
        let times = surroundings.donations[event] ?? []
        let start = surroundings.now - within
        let first = times.firstIndex { $0 > start } ?? times.endIndex
        return times[first...].prefix { $0 <= surroundings.now }
    }

    /// `times` with `time` added in order, keeping the latest ``keptDonations``.
    package static func adding(_ time: Double, to times: [Double]) -> [Double] {
        var times = times
        let index = times.lastIndex { $0 <= time }.map { $0 + 1 } ?? 0
        times.insert(time, at: index)
        if times.count > keptDonations { times.removeFirst(times.count - keptDonations) }
        return times
    }

    private static func tooSoonUntil(_ rule: Rule, in surroundings: Surroundings, latestOtherDisplay: Double?) -> Double? {
        guard surroundings.frequency > 0, !rule.ignoresFrequency, let latest = latestOtherDisplay else { return nil }
        let until = latest + surroundings.frequency
        return until > surroundings.now ? until : nil
    }
}

extension DisplayRuleCheck.Reason: CustomStringConvertible {
    /// The reason in words, as `tourc simulate` prints it (which adds
    /// when a tour too soon may show, in the timeline's time).
    package var description: String {
        switch self {
        case .invalidated(let invalidation):
            switch invalidation {
            case .completed: "completed"
            case .skipped: "skipped"
            case .actionPerformed: "invalidated: the user did what it teaches (invalidatedBy)"
            case .displayLimit: "invalidated: shown maxDisplays times"
            case .durationLimit: "invalidated: on screen maxDuration in all"
            }
        case .waiting(let tour): "waits for tour '\(tour)'"
        case .launches(let have, let need): "\(have) of \(need) launches"
        case .event(let name, let have, let need): "\(have) of \(need) × \(name)"
        case .recentEvent(let name, let have, let need, let within):
            "\(have) of \(need) × \(name) within \(TourDuration.text(Int(within)))"
        case .condition(let words): "when: \(words) is false"
        case .refused(let words): "refused: \(words)"
        case .tooSoon: "too soon after another tour"
        }
    }
}
