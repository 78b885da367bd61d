/// One key of a tour's `show:` rule, when the tour may show: the one place
/// each key, its values, its meaning and its default are declared. The
/// decoder's key table, the schema's `show` entry and TourKit's
/// `TourDisplayRule` (whose coding keys these are) read them.
public enum ShowSetting: String, Sendable, Hashable, CaseIterable, CodingKey {
    /// Tours that must be finished first.
    case after
    /// The app launches recorded first.
    case launches
    /// The donations of each event recorded first.
    case events
    /// How often the tour may start at its revision.
    case maxDisplays
    /// The order among tours that may show at once.
    case priority
    /// A condition over the app's parameters, launches and event counts (format 1.4).
    case when
    /// The time on screen over every display, at most (format 1.4).
    case maxDuration
    /// Whether the coordinator's frequency holds the tour back (format 1.4).
    case ignoresFrequency
    /// Events whose donation means the user found the feature alone (format 1.4).
    case invalidatedBy

    /// What a value of a setting is.
    public enum Values: Sendable, Hashable {
        /// A list of tour ids.
        case tourIDs
        /// A whole number, at least `minimum` when there is one.
        case count(minimum: Int?)
        /// A mapping of event name to a count of at least `minimum`, or to
        /// `{count: N, within: DURATION}` for the donations in a window.
        case eventCounts(minimum: Int)
        /// A condition (`plan == .free && presetCount >= 3`).
        case condition
        /// A duration: a whole number and a unit (`90s`, `7d`).
        case duration
        /// `true` or `false`.
        case flag
        /// A list of registered event names.
        case eventNames
    }

    /// The keys of an event's window, `{count: 2, within: 7d}`.
    public static let eventWindowKeys = ["count", "within"]

    /// The launches a rule waits for when it does not say: none.
    public static let defaultLaunches = 0
    /// A tour's priority when its rule does not say.
    public static let defaultPriority = 0

    /// The key in a tour file and a bundle.
    public var key: String { rawValue }

    /// The values the key takes.
    public var values: Values {
        switch self {
        case .after: .tourIDs
        case .launches: .count(minimum: 0)
        case .events: .eventCounts(minimum: 1)
        case .maxDisplays: .count(minimum: 1)
        case .priority: .count(minimum: nil)
        case .when: .condition
        case .maxDuration: .duration
        case .ignoresFrequency: .flag
        case .invalidatedBy: .eventNames
        }
    }

    /// Whether the key is new in format 1.4: a bundle whose rule uses one
    /// is of bundle format 2, which an older TourKit does not read.
    public var isFormat14: Bool {
        switch self {
        case .after, .launches, .events, .maxDisplays, .priority: false
        case .when, .maxDuration, .ignoresFrequency, .invalidatedBy: true
        }
    }

    /// What the value means, for the schema and the docs.
    public var summary: String {
        switch self {
        case .after: "Tours that must be finished (completed or skipped) first."
        case .launches: "At least this many app launches recorded."
        case .events:
            "At least this many donations of each event registered under 'events:' in targets.yaml; {count: N, within: 7d} counts those of the last 7 days (units s, m, h, d, w)."
        case .maxDisplays: "Shown (started) at most this many times at the tour's revision."
        case .priority: "Higher first when several tours may show."
        case .when:
            "A condition over the parameters of targets.yaml, launches and event counts, such as 'plan == .free && presetCount >= 3'."
        case .maxDuration: "The time on screen over every display at the tour's revision, at most, such as 90s; then the tour shows no more."
        case .ignoresFrequency: "When true, the coordinator's frequency does not hold this tour back (a tour the user asked for)."
        case .invalidatedBy: "Events whose donation means the user found the feature alone: the tour shows no more."
        }
    }

    /// What leaving the key out means, for the schema; `nil` when the
    /// summary says it (no tour and no event is waited for).
    public var defaultMeaning: String? {
        switch self {
        case .after, .events, .invalidatedBy: nil
        case .launches: String(Self.defaultLaunches)
        case .maxDisplays, .maxDuration: "no limit"
        case .priority: String(Self.defaultPriority)
        case .when: "always"
        case .ignoresFrequency: "false"
        }
    }
}
