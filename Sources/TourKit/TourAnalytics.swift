import Foundation
import TourFormat

/// Where TourKit sends what happens in tours, for the app's analytics: a
/// file of JSON lines (``JSONLinesTourAnalytics``), the system log
/// (``TourAnalyticsLog``), or an adapter to any analytics SDK.
///
/// Called on the main actor, as each event happens; a sink that does slow
/// work hands it to a queue of its own.
public protocol TourAnalytics: Sendable {
    /// Takes one event.
    func record(_ event: TourAnalyticsEvent)
}

/// One thing that happened in a tour, with stable names for dashboards
/// and queries (docs/analytics.md lists them, with their fields).
public struct TourAnalyticsEvent: Hashable, Sendable, Codable {
    /// What happened: the names written and sent, which never change
    /// (TourFormat's, so that `tourc report` reads the same list).
    public typealias Name = TourAnalyticsEventName

    /// What happened.
    public var name: Name
    /// The tour.
    public var tour: String
    /// The tour's revision, where the event is about a shown tour.
    public var revision: String?
    /// The experiment's variant the install is in, when the tour has one.
    public var variant: String?
    /// The experiment's id (``Name/experimentEntered`` and every event of
    /// a tour in one).
    public var experiment: String?
    /// The step, where the event is about one.
    public var step: String?
    /// The step's place in the tour, from 0.
    public var index: Int?
    /// Seconds: on the step, in the tour in all, or since the tour was
    /// last shown (``Name/goalReached``).
    public var seconds: Double?
    /// Why a run ended or a step was passed by (``TourEndReason``'s raw
    /// value, or a step's false condition in words).
    public var reason: String?
    /// The goal's event name (``Name/goalReached``).
    public var goal: String?
    /// The install: random, kept in the progress store, never a device
    /// identifier (``TourInstall``).
    public var install: String
    /// When it happened.
    public var time: Date

    /// An event; fields that do not apply stay `nil`.
    public init(
        _ name: Name, tour: String, revision: String? = nil, variant: String? = nil, experiment: String? = nil, step: String? = nil,
        index: Int? = nil, seconds: Double? = nil, reason: String? = nil, goal: String? = nil, install: String, time: Date
    ) {
        self.name = name
        self.tour = tour
        self.revision = revision
        self.variant = variant
        self.experiment = experiment
        self.step = step
        self.index = index
        self.seconds = seconds
        self.reason = reason
        self.goal = goal
        self.install = install
        self.time = time
    }

    enum CodingKeys: String, CodingKey {
        case name = "event"
        case tour, revision, variant, experiment, step, index, seconds, reason, goal, install, time
    }

    /// The event as one line of JSON, without the line feed: its name under
    /// `"event"`, each field that applies under its own name, keys sorted,
    /// the time in ISO 8601 (UTC, whole seconds), as ``JSONLinesTourAnalytics``
    /// writes it and `tourc report` reads it.
    public var jsonLine: String {
        // Encoding a struct of strings and numbers cannot fail.
        String(decoding: try! Self.makeEncoder().encode(self), as: UTF8.self)
    }

    /// The event one line of ``jsonLine`` holds.
    public init(jsonLine: some StringProtocol) throws {
        self = try Self.makeDecoder().decode(Self.self, from: Data(jsonLine.utf8))
    }

    /// An encoder with the settings of a JSON line.
    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}

/// Why a run of a tour ended, as ``TourAnalyticsEvent/reason`` says it.
public enum TourEndReason: String, Sendable, CaseIterable {
    /// Next on the last step (or past the last step that applies).
    case next
    /// The user did the last step's action (``TourSession/didPerform(_:on:)``).
    case action
    /// The user closed the card, or tapped the dimmed screen.
    case close
    /// The accessibility escape gesture (a two-finger Z) or the Escape key.
    case escape
    /// Another tour took the screen.
    case replaced
    /// The app ended it (``TourSession/skip(reason:)`` or
    /// ``TourSession/abandon(reason:)`` with no reason of the user's).
    case app
    /// The step's target never appeared and its `ifMissing:` says `end`.
    case targetMissing
}
