import TourDiagnostics
import TourFormat

/// One analytics event as TourKit's `JSONLinesTourAnalytics` writes it (a line
/// of JSON), read back for `tourc report`.
public struct LoggedEvent: Hashable, Sendable {
    /// The event names TourKit sends (docs/analytics.md); any other is an error.
    public static let names = Set(TourAnalyticsEventName.allCases.map(\.rawValue))
    /// The events about one step, which must name it.
    static let stepEvents: Set<String> = [
        TourAnalyticsEventName.stepShown.rawValue, TourAnalyticsEventName.stepCompleted.rawValue,
        TourAnalyticsEventName.stepSkipped.rawValue,
    ]

    public var event: String
    public var tour: String
    public var install: String
    /// Seconds since 1970, from the line's `time`.
    public var time: Int64
    public var revision: String?
    public var variant: String?
    public var experiment: String?
    public var step: String?
    public var index: Int?
    public var seconds: Double?
    public var reason: String?
}

extension DiagnosticCode {
    /// A line of an events file is not a JSON object.
    public static let eventLineNotJSON = DiagnosticCode(
        "TOUR811", name: "eventLineNotJSON", severity: .warning,
        summary: "A line of an events file is not a JSON object.",
        explanation: """
            `tourc report` reads the files TourKit's `JSONLinesTourAnalytics` \
            writes: one JSON object a line. A line that is not one (a line \
            cut short when the app was killed mid-write, or a file that is \
            not an events file) is skipped, and the report goes on with the \
            rest and says how many lines it skipped. Check that the file is \
            an events file; a last line cut short is harmless.
            """)

    /// A line of an events file names an event TourKit never sends.
    public static let unknownEventName = DiagnosticCode(
        "TOUR812", name: "unknownEventName", severity: .warning,
        summary: "A line of an events file names an event TourKit does not send.",
        explanation: """
            The `"event"` of each line is one of tourStarted, stepShown, \
            stepCompleted, stepSkipped, tourCompleted, tourSkipped, \
            tourAbandoned, goalReached and experimentEntered \
            (docs/analytics.md). A line with another name, or none, comes \
            from something else writing into the file; it is skipped.
            """)

    /// A line of an events file lacks a field its event needs.
    public static let eventFieldMissing = DiagnosticCode(
        "TOUR813", name: "eventFieldMissing", severity: .warning,
        summary: "A line of an events file lacks a field its event needs, or has one of the wrong type.",
        explanation: """
            Every event has `tour` and `install` (strings) and `time` \
            (ISO 8601 in UTC, `2026-12-06T20:45:00Z`); a step's events also \
            have `step`. `index` is a whole number and `seconds` a number. \
            A line without what its event needs cannot be counted, and is \
            skipped; the report says how many.
            """)
}
