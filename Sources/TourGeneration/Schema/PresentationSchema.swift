import TourBytes
import TourFormat

/// The `presentation` entry of Schemas/tour.schema.json, written from
/// TourFormat: each ``PresentationSetting`` with its summary, range and
/// each overlay's default. The committed schema holds this text, and a test
/// regenerates it (`UPDATE_GOLDEN=1`), so a setting added to TourFormat
/// reaches the editor schema with nothing written by hand.
enum PresentationSchema {
    /// The entry, `"presentation": {...}`, its first line unindented and
    /// the rest indented by `indent` (the entry's own indentation).
    static func entry(indent: String) -> String {
        let inner = indent + "  "
        var lines = [
            "\"presentation\": {",
            "\(inner)\"description\": \"How the overlay looks, in its own units; every key is optional. A key left out is the overlay's own (each key says which).\",",
            "\(inner)\"type\": \"object\",",
            "\(inner)\"additionalProperties\": false,",
            "\(inner)\"properties\": {",
        ]
        let settings = PresentationSetting.allCases
        for (index, setting) in settings.enumerated() {
            let defaults = SpotlightOverlay.allCases.map { "\($0.defaultValue(of: setting).shortestDecimal) \($0.displayName)" }
            var fields = [
                "\"description\": \"\(setting.summary) Default: the overlay's (\(defaults.joined(separator: ", "))).\"",
                "\"type\": \"number\"",
                "\"minimum\": \(setting.minimum.shortestDecimal)",
            ]
            if let maximum = setting.maximum { fields.append("\"maximum\": \(maximum.shortestDecimal)") }
            lines.append("\(inner)  \"\(setting.key)\": {")
            lines += fields.enumerated().map { "\(inner)    \($1)\($0 < fields.count - 1 ? "," : "")" }
            lines.append("\(inner)  }\(index < settings.count - 1 ? "," : "")")
        }
        lines += ["\(inner)}", "\(indent)}"]
        return lines.joined(separator: "\n")
    }
}
