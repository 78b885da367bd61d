import TourDiagnostics
import TourFormat
import TourSyntax

/// One tour: an ordered list of steps and the tour's metadata.
public struct Tour: Sendable {
    /// The tour's id (`tour:`), unique across all inputs.
    public var id: Located<String>
    /// The generated enum's name when `swiftName:` is given.
    public var swiftName: Located<String>?
    /// The tour's title.
    public var title: LocalizedText?
    /// What the tour teaches.
    public var description: LocalizedText?
    /// How long the tour takes, in seconds.
    public var estimatedSeconds: Located<Int>?
    /// An identifier the app checks to decide whether the tour is done.
    public var completionCriteria: Located<String>?
    /// An SF Symbol name for the tour.
    public var icon: Located<String>?
    /// What steps fall back to.
    public var defaults: StepDefaults
    /// The steps, in tour order: when the decoder had a step limit and
    /// the tour went past it, only those before the limit.
    public var steps: [Step]
    /// The file the tour was read from.
    public var file: String
    /// Where the tour's document starts.
    public var position: SourcePosition
    /// When the tour may show (`show:`), if the tour says.
    public var show: DisplayRule? = nil
    /// How the overlay looks (`presentation:`), if the tour says.
    public var presentation: Presentation? = nil
    /// Whether the tour or a step has a condition (`when:`).
    public var usesConditions: Bool {
        show?.condition != nil || steps.contains { $0.condition != nil }
    }
    /// The lowest app version a remote feed shows the tour to (`minAppVersion:`).
    public var minAppVersion: Located<String>? = nil
    /// The highest app version a remote feed shows the tour to (`maxAppVersion:`).
    public var maxAppVersion: Located<String>? = nil
    /// The tour's A/B test of its copy (`experiment:`), if it has one.
    public var experiment: Experiment? = nil
    /// Where the tour went past the decoder's step limit, if it did.
    public var stepOverflow: StepOverflow? = nil
}

/// A tour with more steps than the decoder's step limit: the steps from
/// the first one past it on are not decoded. A limit stops the file, so
/// they would never be reported; decoding them anyway (with a "did you
/// mean" for each misspelt key) held a 100,000-step file for 20 seconds.
public struct StepOverflow: Sendable {
    /// How many steps the tour's `steps:` holds.
    public var count: Int
    /// Where the first step past the limit starts.
    public var position: SourcePosition
}

/// A tour's `presentation:` as written, in the overlay's units: only the
/// values the tour sets, each with its position. What an overlay uses for
/// the others is its own default (`SpotlightOverlay.defaultValue(of:)`).
public struct Presentation: Sendable {
    /// The values the tour sets.
    public var values: [PresentationSetting: Located<Double>] = [:]
    /// Where `presentation:`'s value starts.
    public var position: SourcePosition

    /// The value the tour sets for `setting`, if it does.
    public subscript(setting: PresentationSetting) -> Located<Double>? {
        get { values[setting] }
        set { values[setting] = newValue }
    }
}

/// A tour's `show:` rule as written: every condition with its position.
public struct DisplayRule: Sendable {
    /// Tours that must be finished first.
    public var after: [Located<String>] = []
    /// Launches recorded, at least.
    public var launches: Located<Int>?
    /// Donations of each registered event, at least, in source order.
    public var events: [(name: Located<String>, count: Located<Int>)] = []
    /// Displays, at most.
    public var maxDisplays: Located<Int>?
    /// Higher first among eligible tours.
    public var priority: Located<Int>?
    /// Where `show:`'s value starts.
    public var position: SourcePosition
    /// For each event of ``events`` counted in a window (`{count: 2,
    /// within: 7d}`), the window in seconds, by event name (format 1.4).
    public var eventWindows: [String: Located<Int>] = [:]
    /// The condition (`when:`), parsed (format 1.4).
    public var condition: ConditionSource?
    /// Seconds on screen over every display, at most (`maxDuration:`, format 1.4).
    public var maxDuration: Located<Int>?
    /// Whether the coordinator's frequency holds the tour back (`ignoresFrequency:`, format 1.4).
    public var ignoresFrequency: Located<Bool>?
    /// Events that end the tour when donated (`invalidatedBy:`, format 1.4).
    public var invalidatedBy: [Located<String>] = []

    /// Whether the rule uses a key of format 1.4, which a bundle of format 2 carries.
    public var usesFormat14: Bool {
        !eventWindows.isEmpty || condition != nil || maxDuration != nil || ignoresFrequency != nil || !invalidatedBy.isEmpty
    }
}

/// Values that steps without their own fall back to.
public struct StepDefaults: Sendable {
    /// Spotlight padding, in points.
    public var padding: Located<Double>?
    /// Spotlight corner radius, in points.
    public var cornerRadius: Located<Double>?
    /// The action steps ask for.
    public var action: Located<TourAction>?
    /// The spotlight's shape.
    public var shape: Located<TourShapeName>?
    /// How a rounded rectangle's corners curve.
    public var cornerStyle: Located<TourCornerStyle>?
    /// Where targets end up when scrolled into view.
    public var scrollAnchor: Located<TourScrollAnchor>?
    /// How long a session waits for a target not on screen, in seconds.
    public var waitFor: Located<Int>?
    /// What a session does when the wait runs out.
    public var ifMissing: Located<TourMissingTarget>?

    /// No defaults.
    init() {}
}

/// One step of a tour: a spotlight on one target and a card explaining it.
///
/// A class, so the tour and its validated form share one copy of each step.
public final class Step: Sendable {
    /// The step's id, unique in its tour; the raw value of its enum case.
    public let id: Located<String>
    /// The registered target the spotlight lights up, when it is not the id.
    public let target: Located<String>?
    /// The card's title.
    public let title: LocalizedText
    /// The card's text, with `{symbol:NAME}` markup and Markdown.
    public let text: LocalizedText
    /// Spotlight padding, in points, when set on the step.
    public let padding: Located<Double>?
    /// Spotlight corner radius, in points, when set on the step.
    public let cornerRadius: Located<Double>?
    /// The action, when set on the step.
    public let action: Located<TourAction>?
    /// The spotlight's shape, when set on the step.
    public let shape: Located<TourShapeName>?
    /// How the spotlight's corners curve, when set on the step.
    public let cornerStyle: Located<TourCornerStyle>?
    /// Where the target ends up when scrolled into view, when set on the step.
    public let scrollAnchor: Located<TourScrollAnchor>?
    /// How long a session waits for the target, in seconds, when set on the step.
    public let waitFor: Located<Int>?
    /// What a session does when the wait runs out, when set on the step.
    public let ifMissing: Located<TourMissingTarget>?
    /// Where the step's mapping starts.
    public let position: SourcePosition
    /// The condition under which the step shows (`when:`, format 1.4).
    public let condition: ConditionSource?
    /// The view type the step's target is on (`screen:`), when the step says.
    public let screen: Located<String>?

    /// Creates a step; only the decoder makes them.
    init(
        id: Located<String>, target: Located<String>?, title: LocalizedText, text: LocalizedText,
        spotlight: StepDefaults, position: SourcePosition, condition: ConditionSource? = nil, screen: Located<String>? = nil
    ) {
        self.condition = condition
        self.screen = screen
        self.id = id
        self.target = target
        self.title = title
        self.text = text
        self.padding = spotlight.padding
        self.cornerRadius = spotlight.cornerRadius
        self.action = spotlight.action
        self.shape = spotlight.shape
        self.cornerStyle = spotlight.cornerStyle
        self.scrollAnchor = spotlight.scrollAnchor
        self.waitFor = spotlight.waitFor
        self.ifMissing = spotlight.ifMissing
        self.position = position
    }

    /// The target, defaulting to the id.
    public var effectiveTarget: Located<String> { target ?? id }
}
