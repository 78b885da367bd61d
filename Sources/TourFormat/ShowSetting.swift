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

    /// What a value of a setting is.
    public enum Values: Sendable, Hashable {
        /// A list of tour ids.
        case tourIDs
        /// A whole number, at least `minimum` when there is one.
        case count(minimum: Int?)
        /// A mapping of event name to a count of at least `minimum`.
        case eventCounts(minimum: Int)
    }

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
        }
    }

    /// What the value means, for the schema and the docs.
    public var summary: String {
        switch self {
        case .after: "Tours that must be finished (completed or skipped) first."
        case .launches: "At least this many app launches recorded."
        case .events: "At least this many donations of each event registered under 'events:' in targets.yaml."
        case .maxDisplays: "Shown (started) at most this many times at the tour's revision."
        case .priority: "Higher first when several tours may show."
        }
    }

    /// What leaving the key out means, for the schema; `nil` when the
    /// summary says it (no tour and no event is waited for).
    public var defaultMeaning: String? {
        switch self {
        case .after, .events: nil
        case .launches: String(Self.defaultLaunches)
        case .maxDisplays: "no limit"
        case .priority: String(Self.defaultPriority)
        }
    }
}
