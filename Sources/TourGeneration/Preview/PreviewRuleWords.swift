import TourFormat
import TourModel

/// Format 1.4's rules in the preview's words: an event's window, the
/// condition, the limit on time on screen, the frequency ignored, the
/// events that end a tour, and a step's condition.
extension PreviewEmitter {
    /// " within 7 days" for an event counted in a window, else nothing.
    static func windowWords(of event: String, in rule: DisplayRule) -> String {
        guard let seconds = rule.eventWindows[event]?.value else { return "" }
        return " within " + spanWords(seconds)
    }

    /// The parts of a rule format 1.4 adds, in words.
    static func format14Words(_ rule: DisplayRule) -> [String] {
        var parts: [String] = []
        if let condition = rule.condition { parts.append("when " + conditionWords(condition)) }
        if let seconds = rule.maxDuration?.value { parts.append("on screen \(spanWords(seconds)) at most in all") }
        if rule.ignoresFrequency?.value == true { parts.append("whatever the coordinator's frequency") }
        if !rule.invalidatedBy.isEmpty {
            parts.append("no more once " + rule.invalidatedBy.map(\.value).joined(separator: " or ") + " is donated")
        }
        return parts
    }

    /// A step's condition, for its card: "shown when !isPro".
    static func stepConditionWords(_ step: Step) -> String? {
        step.condition.map { "shown when " + conditionWords($0) }
    }

    /// The condition as written, its spaces and line breaks made one.
    private static func conditionWords(_ condition: ConditionSource) -> String {
        condition.text.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `7 days`, `90 seconds`, `2 weeks`, `1 hour`.
    static func spanWords(_ seconds: Int) -> String {
        let units: [(String, Int)] = [("week", 604_800), ("day", 86_400), ("hour", 3_600), ("minute", 60), ("second", 1)]
        for (name, size) in units where seconds % size == 0 && seconds >= size {
            let count = seconds / size
            // Seven days read better than a week beside other days.
            if name == "week" { return "\(count * 7) days" }
            return "\(count) \(name)\(count == 1 ? "" : "s")"
        }
        return "\(seconds) seconds"
    }
}
