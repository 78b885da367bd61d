import TourDiagnostics
import TourFormat
import TourSyntax

extension DiagnosticCode {
    /// A duration is not a whole number and a unit.
    public static let invalidDuration = DiagnosticCode(
        "TOUR216", name: "invalidDuration", severity: .error,
        summary: "A duration is not a whole number and a unit (90s, 7d).",
        explanation: """
            An event window's `within:`, a tour's `maxDuration:` and a \
            timeline's `wait:` take a duration: a whole number of at least \
            1, without spaces, followed by one unit: `s` (seconds), `m` \
            (minutes), `h` (hours), `d` (days) or `w` (weeks), such as \
            `90s`, `30m`, `7d`. `7 days`, `1.5h`, `0d` and `90` are not \
            durations. The longest is about a hundred years.
            """)
}

extension NodeReader {
    /// A condition: a non-empty scalar that parses; its syntax error, or a
    /// YAML tag where a condition starting with `!` was meant, is TOUR215
    /// at the column.
    mutating func condition(_ node: YAMLNode) -> ConditionSource? {
        if let tag = node.tag, tag.hasPrefix("!"), !tag.hasPrefix("!!"), case .scalar(let rest, .plain) = node.content {
            let written = tag + (rest.isEmpty ? "" : " " + rest)
            diagnostics.report(
                .conditionSyntax,
                "YAML reads '\(written.truncatedForMessage)' as a tag, not a condition: quote it (when: \"\(written.truncatedForMessage)\")",
                at: node.position)
            return nil
        }
        guard case .scalar(_, let style) = node.content, let text = text(node) else { return nil }
        let entry = LocalizedText.Entry(
            locale: nil, text: text.value, position: node.position, style: style, isSingleLine: node.endLine == node.position.line,
            source: scalarSources[node.position])
        switch ConditionParser.parse(text.value, positions: { entry.position(ofScalarOffset: $0) }) {
        case .success(let syntax):
            return ConditionSource(text: entry, syntax: syntax)
        case .failure(let failure):
            diagnostics.report(.conditionSyntax, failure.message, at: entry.position(ofScalarOffset: failure.offset))
            return nil
        }
    }

    /// A duration (`90s`, `7d`), in seconds: TOUR216 at the value otherwise.
    mutating func duration(_ node: YAMLNode, key: String) -> Located<Int>? {
        guard let text = text(node) else { return nil }
        guard case .scalar(_, .plain) = node.content, let seconds = TourDuration.seconds(text.value) else {
            diagnostics.report(
                .invalidDuration, "'\(key)' takes a duration, \(TourDuration.form); found '\(text.value.truncatedForMessage)'",
                at: node.position)
            return nil
        }
        return Located(seconds, at: node.position)
    }

    /// The keys format 1.4 adds to `show:`: `when`, `maxDuration`,
    /// `ignoresFrequency` and `invalidatedBy`.
    mutating func readFormat14Keys(of fields: Fields, into rule: inout DisplayRule) {
        rule.condition = fields[ShowSetting.when.key].flatMap { condition($0) }
        rule.maxDuration = fields[ShowSetting.maxDuration.key].flatMap { duration($0, key: ShowSetting.maxDuration.key) }
        rule.ignoresFrequency = fields[ShowSetting.ignoresFrequency.key].flatMap { boolean($0) }
        if let events = fields[ShowSetting.invalidatedBy.key], let items = list(events, of: "event names") {
            rule.invalidatedBy = items.compactMap { name($0, .stepID, describing: "event name") }
        }
    }

    /// One entry of `show.events`: a count, or `{count: N, within: DURATION}`
    /// (format 1.4), the window then recorded in `rule`.
    mutating func eventCount(_ node: YAMLNode, event: Located<String>, minimum: Int, into rule: inout DisplayRule) -> Located<Int>? {
        guard case .mapping = node.content else { return integer(node, key: "events.\(event.value)", minimum: minimum) }
        guard let fields = fields(of: node, TourKeys.eventWindow, describing: "an event window") else { return nil }
        let count = fields["count"].flatMap { integer($0, key: "events.\(event.value).count", minimum: minimum) }
        if let within = fields["within"].flatMap({ duration($0, key: "within") }) {
            rule.eventWindows[event.value] = within
            // Only the latest donations are kept (DisplayRuleCheck.keptDonations): a
            // window can never count more.
            if let count, count.value > DisplayRuleCheck.keptDonations {
                diagnostics.report(
                    .numberOutOfRange,
                    "'events.\(event.value).count' counts at most \(DisplayRuleCheck.keptDonations) donations in a window (TourKit keeps that many); found \(count.value)",
                    at: count.position)
                return nil
            }
        }
        return count
    }
}
