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
    /// At least this many donations of each event (``TourCoordinator/donate(_:)``).
    public var events: [String: Int]
    /// Shown (started) at most this many times at the tour's revision; `nil`
    /// for no limit.
    public var maxDisplays: Int?
    /// Higher first when several tours may show; 0 by default.
    public var priority: Int

    /// Creates a rule; every condition defaults to none.
    public init(
        after: [String] = [], launches: Int = ShowSetting.defaultLaunches, events: [String: Int] = [:], maxDisplays: Int? = nil,
        priority: Int = ShowSetting.defaultPriority
    ) {
        self.after = after
        self.launches = launches
        self.events = events
        self.maxDisplays = maxDisplays
        self.priority = priority
    }

    /// Decodes a `"show"` object; a key left out has its default, so a
    /// hand-written bundle need not spell out every one.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ShowSetting.self)
        after = try container.decodeIfPresent([String].self, forKey: .after) ?? []
        launches = try container.decodeIfPresent(Int.self, forKey: .launches) ?? ShowSetting.defaultLaunches
        events = try container.decodeIfPresent([String: Int].self, forKey: .events) ?? [:]
        maxDisplays = try container.decodeIfPresent(Int.self, forKey: .maxDisplays)
        priority = try container.decodeIfPresent(Int.self, forKey: .priority) ?? ShowSetting.defaultPriority
    }

    /// Encodes the rule with every key (`maxDisplays` when it has a limit).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ShowSetting.self)
        try container.encode(after, forKey: .after)
        try container.encode(launches, forKey: .launches)
        try container.encode(events, forKey: .events)
        try container.encodeIfPresent(maxDisplays, forKey: .maxDisplays)
        try container.encode(priority, forKey: .priority)
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
    /// Completed or skipped at its current revision; the only reason then.
    case finished
    /// A tour in its `after` list is not finished yet.
    case waiting(forTour: String)
    /// Too few launches recorded.
    case launches(have: Int, need: Int)
    /// Too few donations of an event.
    case event(String, have: Int, need: Int)
    /// Shown `maxDisplays` times already at its revision.
    case displayLimit(Int)
    /// Another tour started too recently (``TourDisplayFrequency``); it may
    /// show from `until`.
    case tooSoon(until: Date)
}
