import TourBytes
import TourFormat
import TourModel

/// The entries of Schemas/tour.schema.json that TourFormat declares,
/// written from it: `presentation` (each ``PresentationSetting`` with its
/// summary, range and each overlay's default), `show` (each
/// ``ShowSetting``), `defaults` and the spotlight keys of a step (each
/// ``StepSetting`` with its values and built-in). The
/// committed schema holds this text, and a test regenerates it
/// (`UPDATE_GOLDEN=1`), so a key added to TourFormat reaches the editor
/// schema with nothing written by hand.
enum TourSchemaEntries {
    /// The `presentation` entry, `"presentation": {...}`, its first line
    /// unindented and the rest indented by `indent` (the entry's own).
    static func presentation(indent: String) -> String {
        let members = PresentationSetting.allCases.map { setting in
            let defaults = SpotlightOverlay.allCases.map { "\($0.defaultValue(of: setting).shortestDecimal) \($0.displayName)" }
            var fields = [
                description("\(setting.summary) Default: the overlay's (\(defaults.joined(separator: ", ")))."),
                "\"type\": \"number\"",
                "\"minimum\": \(setting.minimum.shortestDecimal)",
            ]
            if let maximum = setting.maximum { fields.append("\"maximum\": \(maximum.shortestDecimal)") }
            return (setting.key, fields)
        }
        return object(
            "presentation",
            header: [
                description(
                    "How the overlay looks, in its own units; every key is optional. A key left out is the overlay's own (each key says which)."
                )
            ], members: members, indent: indent)
    }

    /// The `defaults` entry, `"defaults": {...}`, indented as
    /// ``presentation(indent:)``.
    static func defaults(indent: String) -> String {
        let builtIns = StepSetting.allCases.compactMap { setting in setting.builtIn.map { "\(setting.key) \($0)" } }
        let without = StepSetting.allCases.filter { $0.builtIn == nil }.map { "without \($0.key) \($0.withoutValue)" }
        let members = StepSetting.allCases.map { setting in
            let builtIn = setting.builtIn.map { "Built-in: \($0)." } ?? "No built-in: \(setting.withoutValue)."
            return (setting.key, [description("\(setting.summary) \(builtIn)")] + valueFields(setting))
        }
        let summary =
            "Values for steps that do not set their own. Without them the built-ins apply: \(builtIns.joined(separator: ", ")); \(without.joined(separator: ", "))."
        return object("defaults", header: [description(summary)], members: members, indent: indent)
    }

    /// The `show` entry, `"show": {...}`, indented as ``presentation(indent:)``.
    static func show(indent: String) -> String {
        let members = ShowSetting.allCases.map { setting in
            let text = setting.summary + (setting.defaultMeaning.map { " Default: \($0)." } ?? "")
            var fields = [description(text)]
            switch setting.values {
            case .tourIDs:
                fields += ["\"type\": \"array\"", "\"items\": { \"type\": \"string\", \"pattern\": \(pattern(.tourID)) }"]
            case .count(let minimum):
                fields.append("\"type\": \"integer\"")
                if let minimum { fields.append("\"minimum\": \(minimum)") }
            case .eventCounts(let minimum):
                fields += [
                    "\"type\": \"object\"", "\"propertyNames\": { \"pattern\": \(pattern(.stepID)) }",
                    "\"additionalProperties\": { \"type\": \"integer\", \"minimum\": \(minimum) }",
                ]
            }
            return (setting.key, fields)
        }
        let summary =
            "When the tour may show, for TourCoordinator; every key is optional. Without it the tour may show at once, until it is finished."
        return object("show", header: [description(summary)], members: members, indent: indent)
    }

    /// A name rule's pattern as a JSON string, anchored.
    private static func pattern(_ rule: NameRule) -> String {
        var json = TextBuffer(capacity: rule.pattern.utf8.count + 8)
        json.appendJSONString("^" + rule.pattern + "$")
        return json.text
    }

    /// A step's spotlight keys, `"padding": {...},` to the last, the first
    /// line unindented and the rest indented by `indent` (each key's own).
    static func stepSettings(indent: String) -> String {
        let members = StepSetting.allCases.map { setting in
            let fallback = setting.builtIn.map { "else \($0)" } ?? "else none: \(setting.withoutValue)"
            return (setting.key, [description("\(setting.summary) Default: defaults.\(setting.key), \(fallback).")] + valueFields(setting))
        }
        return memberLines(members, indent: indent).joined(separator: "\n").dropFirst(indent.count).description
    }

    private static func valueFields(_ setting: StepSetting) -> [String] {
        switch setting.values {
        case .points: ["\"type\": \"number\"", "\"minimum\": 0"]
        case .choice(let name, _): ["\"$ref\": \"#/$defs/\(name)\""]
        }
    }

    private static func description(_ text: String) -> String {
        var json = TextBuffer(capacity: text.utf8.count + 16)
        json.appendJSONString(text)
        return "\"description\": " + json.text
    }

    /// `"name": {` with `header` and `"properties"` holding `members`.
    private static func object(_ name: String, header: [String], members: [(String, [String])], indent: String) -> String {
        let inner = indent + "  "
        var lines = ["\"\(name)\": {"]
        lines += header.map { "\(inner)\($0)," }
        lines += ["\(inner)\"type\": \"object\",", "\(inner)\"additionalProperties\": false,", "\(inner)\"properties\": {"]
        lines += memberLines(members, indent: inner + "  ")
        lines += ["\(inner)}", "\(indent)}"]
        return lines.joined(separator: "\n")
    }

    private static func memberLines(_ members: [(String, [String])], indent: String) -> [String] {
        var lines: [String] = []
        for (index, (key, fields)) in members.enumerated() {
            lines.append("\(indent)\"\(key)\": {")
            lines += fields.enumerated().map { "\(indent)  \($1)\($0 < fields.count - 1 ? "," : "")" }
            lines.append("\(indent)}\(index < members.count - 1 ? "," : "")")
        }
        return lines
    }
}
