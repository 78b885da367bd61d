import TourDiagnostics
import TourFormat

/// A scripted history for `tourc simulate`, as written: one entry per list
/// item of the timeline file, each with its position.
public struct Timeline: Sendable {
    /// The timeline file.
    public var file: String
    /// The entries, in order.
    public var entries: [Entry]

    /// One line of the history.
    public struct Entry: Sendable {
        /// What happens.
        public var command: Command
        /// Where the entry starts (its `-` item).
        public var position: SourcePosition
    }

    /// What one entry does.
    public enum Command: Sendable {
        /// The app launches (`launch`).
        case launch
        /// The app donates an event, `times` times (`donate: EVENT`, `donate: {event: EVENT, times: N}`).
        case donate(Located<String>, times: Int)
        /// The app sets parameters (`set: {NAME: VALUE, ...}`), each value as written.
        case set([(name: Located<String>, value: Located<WrittenValue>)])
        /// Time passes (`wait: 90s`), in seconds.
        case wait(Int)
        /// A display starts (`show: TOUR`).
        case show(Located<String>)
        /// The display ends, the tour unfinished (`hide: TOUR`).
        case hide(Located<String>)
        /// The tour is completed (`complete: TOUR`).
        case complete(Located<String>)
        /// The tour is dismissed for good (`skip: TOUR`).
        case skip(Located<String>)
        /// The eligible tours must be these, in order (`expect: {eligible: [...]}`).
        case expect(eligible: [Located<String>])

        /// The command's word, as written.
        public var word: String {
            switch self {
            case .launch: "launch"
            case .donate: "donate"
            case .set: "set"
            case .wait: "wait"
            case .show: "show"
            case .hide: "hide"
            case .complete: "complete"
            case .skip: "skip"
            case .expect: "expect"
            }
        }
    }

    /// A parameter's value as a timeline writes it, before the registry
    /// says which type it must be: `true`, `3`, `2.5`, `pro`, `.pro`, `"x"`.
    public struct WrittenValue: Sendable {
        /// The scalar's text.
        public var text: String
        /// Whether it was quoted (then it is only ever a string).
        public var isQuoted: Bool
    }

    /// Every command's word, for suggestions.
    public static let words = ["launch", "donate", "set", "wait", "show", "hide", "complete", "skip", "expect"]
}
