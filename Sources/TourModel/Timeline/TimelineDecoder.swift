import TourDiagnostics
import TourFormat
import TourSyntax

extension DiagnosticCode {
    /// A timeline entry is not one of the commands.
    public static let timelineEntry = DiagnosticCode(
        "TOUR801", name: "timelineEntry", severity: .error,
        summary: "A timeline entry is not one of tourc simulate's commands.",
        explanation: """
            A timeline (`tourc simulate TIMELINE.yaml`) is a YAML list; each \
            item is `launch`, or a mapping of one command to its value: \
            `donate: EVENT` or `donate: {event: EVENT, times: N}`, `set: \
            {PARAMETER: VALUE, ...}`, `wait: DURATION` (`90s`, `3h`, \
            `2d`), `show: TOUR`, `hide: TOUR`, `complete: TOUR`, `skip: \
            TOUR`, or `expect: {eligible: [TOUR, ...]}`. An unknown command \
            is reported with the closest one; a command with a value of \
            another shape says which shape it takes.
            """)
}

/// Turns a timeline file's one document into a ``Timeline``.
public enum TimelineDecoder {
    /// Decodes `documents` (one list), reporting every entry that is not a command.
    public static func decode(_ documents: [YAMLDocument], file: String) -> (timeline: Timeline, diagnostics: [Diagnostic]) {
        var reader = NodeReader(file: file)
        var entries: [Timeline.Entry] = []
        if documents.isEmpty {
            reader.diagnostics.report(
                .timelineEntry, "the timeline is empty: it is a list of commands (launch, donate, ...)", at: SourcePosition(line: 1, column: 1))
        }
        for document in documents {
            guard case .sequence(let items) = document.root.content else {
                reader.diagnostics.report(
                    .timelineEntry, "a timeline is a list of commands (- launch, - wait: 1d, ...), found \(document.root.kindDescription)",
                    at: document.root.position)
                continue
            }
            entries += items.compactMap { reader.timelineEntry($0) }
        }
        return (Timeline(file: file, entries: entries), reader.diagnostics.diagnostics)
    }
}

extension NodeReader {
    mutating func timelineEntry(_ node: YAMLNode) -> Timeline.Entry? {
        func entry(_ command: Timeline.Command) -> Timeline.Entry { Timeline.Entry(command: command, position: node.position) }
        switch node.content {
        case .scalar(let word, _):
            if word == "launch" { return entry(.launch) }
            reportUnknownCommand(word, at: node.position, alone: true)
            return nil
        case .sequence:
            diagnostics.report(.timelineEntry, "a timeline entry is a command, not a list", at: node.position)
            return nil
        case .mapping(let pairs):
            guard pairs.count == 1, let pair = pairs.first else {
                diagnostics.report(
                    .timelineEntry, "a timeline entry holds one command; this one holds \(pairs.count): write each as an item of its own",
                    at: node.position)
                return nil
            }
            guard let word = plainKey(pair.key) else { return nil }
            let value = pair.value
            switch word {
            case "launch":
                diagnostics.report(.timelineEntry, "'launch' takes no value: write '- launch'", at: pair.key.position)
                return nil
            case "donate": return donation(value).map { entry(.donate($0.event, times: $0.times)) }
            case "set": return parameterValues(value).map { entry(.set($0)) }
            case "wait": return duration(value, key: "wait").map { entry(.wait($0.value)) }
            case "show": return tourName(value).map { entry(.show($0)) }
            case "hide": return tourName(value).map { entry(.hide($0)) }
            case "complete": return tourName(value).map { entry(.complete($0)) }
            case "skip": return tourName(value).map { entry(.skip($0)) }
            case "expect": return expectation(value).map { entry(.expect(eligible: $0)) }
            default:
                reportUnknownCommand(word, at: pair.key.position, alone: false)
                return nil
            }
        }
    }

    private mutating func reportUnknownCommand(_ word: String, at position: SourcePosition, alone: Bool) {
        let suggestion = Suggestions.likelyMeant(word, among: Timeline.words)
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        let shape = alone ? " (on its own, only 'launch' is a command)" : ""
        diagnostics.report(
            .timelineEntry, "'\(word.truncatedForMessage)' is not a timeline command\(shape)\(hint)", at: position,
            notes: ["the commands: \(Timeline.words.joined(separator: ", "))"], suggestion: suggestion)
    }

    private mutating func tourName(_ node: YAMLNode) -> Located<String>? {
        name(node, .tourID, describing: "tour id")
    }

    /// `EVENT`, or `{event: EVENT, times: N}`.
    private mutating func donation(_ node: YAMLNode) -> (event: Located<String>, times: Int)? {
        if case .scalar = node.content { return name(node, .stepID, describing: "event name").map { ($0, 1) } }
        guard let fields = fields(of: node, TimelineKeys.donation, describing: "a donation") else { return nil }
        guard let event = fields["event"].flatMap({ name($0, .stepID, describing: "event name") }) else { return nil }
        let times = fields["times"].flatMap { positiveInteger($0, key: "times") }
        if fields["times"] != nil && times == nil { return nil }
        return (event, times?.value ?? 1)
    }

    /// `{PARAMETER: VALUE, ...}`, each value a scalar.
    private mutating func parameterValues(_ node: YAMLNode) -> [(name: Located<String>, value: Located<Timeline.WrittenValue>)]? {
        guard case .mapping(let pairs) = node.content, !pairs.isEmpty else {
            diagnostics.report(.timelineEntry, "'set' takes a mapping of parameter to value: set: {isPro: true}", at: node.position)
            return nil
        }
        var values: [(name: Located<String>, value: Located<Timeline.WrittenValue>)] = []
        for pair in pairs {
            guard let name = plainKey(pair.key) else { return nil }
            guard case .scalar(let text, let style) = pair.value.content, pair.value.tag == nil else {
                diagnostics.report(.timelineEntry, "the value of '\(name)' is a value, such as true, 3 or .pro", at: pair.value.position)
                return nil
            }
            values.append(
                (
                    Located(name, at: pair.key.position),
                    Located(Timeline.WrittenValue(text: text, isQuoted: style != .plain), at: pair.value.position)
                ))
        }
        return values
    }

    /// `{eligible: [TOUR, ...]}`.
    private mutating func expectation(_ node: YAMLNode) -> [Located<String>]? {
        guard let fields = fields(of: node, TimelineKeys.expectation, describing: "an expectation") else { return nil }
        guard let list = fields["eligible"], let items = self.list(list, of: "tour ids") else { return nil }
        let tours = items.compactMap { tourName($0) }
        return tours.count == items.count ? tours : nil
    }
}

/// The keys of a timeline's mappings.
enum TimelineKeys {
    /// `donate: {event: EVENT, times: N}`.
    static let donation: [FieldSpec] = [FieldSpec("event", .string, required: true), FieldSpec("times", .integer)]
    /// `expect: {eligible: [...]}`.
    static let expectation: [FieldSpec] = [FieldSpec("eligible", .array, required: true)]
}
