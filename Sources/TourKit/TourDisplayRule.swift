import Foundation
import TourFormat

/// When a tour may show: a tour file's `show:` rule, as the generated
/// enum's ``TourMetadata/show`` and a bundle's `"show"` object carry it.
///
/// Every part is a condition that must hold; the default rule has none, so
/// a tour without `show:` may show at once (until it is finished).
public struct TourDisplayRule: Hashable, Sendable, Codable {
    /// Tours that must be finished (completed or skipped) first.
    public var after: [String]
    /// At least this many app launches recorded (``TourCoordinator/recordLaunch()``).
    public var launches: Int
    /// At least this many donations of each event (``TourCoordinator/donate(_:)``),
    /// over all time, or over the window ``eventWindows`` gives the event.
    public var events: [String: Int]
    /// Shown (started) at most this many times at the tour's revision; `nil`
    /// for no limit.
    public var maxDisplays: Int?
    /// Higher first when several tours may show; 0 by default.
    public var priority: Int
    /// For an event of ``events`` counted in a window (`{count: 2, within:
    /// 7d}`), the window's length in seconds: only the donations of that
    /// last span count.
    public var eventWindows: [String: Double]
    /// A condition over the app's parameters, launches and event counts
    /// (`when:`); `nil` for none.
    public var when: TourCondition?
    /// The time on screen over every display at the tour's revision, at
    /// most, in seconds; then the tour shows no more. `nil` for no limit.
    public var maxDuration: Double?
    /// Whether the coordinator's frequency does not hold the tour back.
    public var ignoresFrequency: Bool
    /// Events whose donation means the user found the feature alone: the
    /// tour shows no more.
    public var invalidatedBy: [String]

    /// Creates a rule; every condition defaults to none.
    public init(
        after: [String] = [], launches: Int = ShowSetting.defaultLaunches, events: [String: Int] = [:], maxDisplays: Int? = nil,
        priority: Int = ShowSetting.defaultPriority, eventWindows: [String: Double] = [:], when: TourCondition? = nil,
        maxDuration: Double? = nil, ignoresFrequency: Bool = false, invalidatedBy: [String] = []
    ) {
        self.after = after
        self.launches = launches
        self.events = events
        self.maxDisplays = maxDisplays
        self.priority = priority
        self.eventWindows = eventWindows
        self.when = when
        self.maxDuration = maxDuration
        self.ignoresFrequency = ignoresFrequency
        self.invalidatedBy = invalidatedBy
    }

    /// Decodes a `"show"` object; a key left out has its default, so a
    /// hand-written bundle need not spell out every one. An event's count
    /// is a number, or `{"count": N, "within": SECONDS}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShowSetting.self)
        after = try container.decodeIfPresent([String].self, forKey: .after) ?? []
        launches = try container.decodeIfPresent(Int.self, forKey: .launches) ?? ShowSetting.defaultLaunches
        let counts = try container.decodeIfPresent([String: EventCount].self, forKey: .events) ?? [:]
        events = counts.mapValues(\.count)
        eventWindows = counts.compactMapValues(\.within)
        maxDisplays = try container.decodeIfPresent(Int.self, forKey: .maxDisplays)
        priority = try container.decodeIfPresent(Int.self, forKey: .priority) ?? ShowSetting.defaultPriority
        when = try container.decodeIfPresent(TourCondition.self, forKey: .when)
        maxDuration = try container.decodeIfPresent(Double.self, forKey: .maxDuration)
        ignoresFrequency = try container.decodeIfPresent(Bool.self, forKey: .ignoresFrequency) ?? false
        invalidatedBy = try container.decodeIfPresent([String].self, forKey: .invalidatedBy) ?? []
    }

    /// Encodes the rule with every key of format 1.2 (`maxDisplays` when it
    /// has a limit) and those of 1.4 the rule sets, as tourc writes it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShowSetting.self)
        try container.encode(after, forKey: .after)
        try container.encode(launches, forKey: .launches)
        try container.encode(
            Dictionary(uniqueKeysWithValues: events.map { ($0.key, EventCount(count: $0.value, within: eventWindows[$0.key])) }),
            forKey: .events)
        try container.encodeIfPresent(maxDisplays, forKey: .maxDisplays)
        try container.encode(priority, forKey: .priority)
        try container.encodeIfPresent(when, forKey: .when)
        try container.encodeIfPresent(maxDuration, forKey: .maxDuration)
        if ignoresFrequency { try container.encode(true, forKey: .ignoresFrequency) }
        if !invalidatedBy.isEmpty { try container.encode(invalidatedBy, forKey: .invalidatedBy) }
    }

    /// Whether the rule uses what format 1.4 added, which a bundle of
    /// format 2 carries.
    var usesFormat14: Bool {
        !eventWindows.isEmpty || when != nil || maxDuration != nil || ignoresFrequency || !invalidatedBy.isEmpty
    }

    /// One event's count in a `"show"` object: a number, or with a window an object.
    private struct EventCount: Codable {
        var count: Int
        var within: Double?

        init(count: Int, within: Double?) {
            self.count = count
            self.within = within
        }

        private enum CodingKeys: String, CodingKey {
            case count, within
        }

        init(from decoder: any Decoder) throws {
            if let count = try? decoder.singleValueContainer().decode(Int.self) {
                self.count = count
                within = nil
                return
            }
            let container = try decoder.container(keyedBy: CodingKeys.self)
            count = try container.decode(Int.self, forKey: .count)
            within = try container.decode(Double.self, forKey: .within)
        }

        func encode(to encoder: any Encoder) throws {
            guard let within else {
                var container = encoder.singleValueContainer()
                return try container.encode(count)
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(count, forKey: .count)
            try container.encode(within, forKey: .within)
        }
    }
}

/// How often tours may start: a tour may not start within this interval
/// after *another* tour started, so two tours never crowd one moment.
public enum TourDisplayFrequency: Hashable, Sendable {
    /// No spacing.
    case immediate
    /// One hour.
    case hourly
    /// 24 hours.
    case daily
    /// 7 days.
    case weekly
    /// 30 days.
    case monthly
    /// Any interval, in seconds.
    case every(seconds: Double)

    /// The interval, in seconds.
    public var seconds: Double {
        switch self {
        case .immediate: 0
        case .hourly: 3_600
        case .daily: 86_400
        case .weekly: 7 * 86_400
        case .monthly: 30 * 86_400
        case .every(let seconds): seconds
        }
    }
}

/// Why a tour may not show now (``TourCoordinator/reasons(for:)``), in the
/// order the coordinator lists them.
public enum TourIneligibility: Hashable, Sendable {
    /// The tour will not show again until it is reset or changes; the only
    /// reason then.
    case invalidated(TourInvalidationReason)
    /// A tour in its `after` list is not finished yet.
    case waiting(forTour: String)
    /// Too few launches recorded.
    case launches(have: Int, need: Int)
    /// Too few donations of an event.
    case event(String, have: Int, need: Int)
    /// Too few donations of an event in its window (`within`, in seconds).
    case recentEvent(String, have: Int, need: Int, within: TimeInterval)
    /// Part of its `when:` is false: that part, and the values of its names, in words.
    case condition(String)
    /// Its condition cannot be evaluated in this app: a bundle's condition
    /// on a parameter the app declares otherwise, or not at all.
    case refused(String)
    /// Another tour started too recently (``TourDisplayFrequency``); it may
    /// show from `until`.
    case tooSoon(until: Date)
    /// Completed or skipped: now ``invalidated(_:)`` with
    /// ``TourInvalidationReason/completed`` or ``TourInvalidationReason/skipped``.
    @available(*, deprecated, message: "the coordinator reports .invalidated(.completed) or .invalidated(.skipped)")
    case finished
    /// Shown `maxDisplays` times: now ``invalidated(_:)`` with
    /// ``TourInvalidationReason/displayLimit``.
    @available(*, deprecated, message: "the coordinator reports .invalidated(.displayLimit)")
    case displayLimit(Int)
}

/// Why a tour will not show again (``TourIneligibility/invalidated(_:)``).
public enum TourInvalidationReason: String, Hashable, Sendable, CaseIterable {
    /// The user completed it, at its revision.
    case completed
    /// The user dismissed it for good, at its revision.
    case skipped
    /// The app donated an event of its `invalidatedBy:`: the user found the feature alone.
    case actionPerformed
    /// Shown (started) `maxDisplays` times at its revision.
    case displayLimit
    /// On screen `maxDuration` in all at its revision.
    case durationLimit
    /// The install is in the holdout of the tour's experiment (its variant
    /// with `show: false`), which never sees the tour; given once its rule
    /// would let it show, when the install enters the experiment.
    case heldOut
}
