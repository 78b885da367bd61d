/// One JSON array of objects with exactly the keys `severity`, `code`,
/// `message`, `file`, `line`, `column` and `notes`; absent values are `null`.
enum JSONRenderer {
    static func render(_ diagnostics: [Diagnostic]) -> String {
        guard !diagnostics.isEmpty else { return "[]\n" }
        var text = "[\n"
        for (index, diagnostic) in diagnostics.enumerated() {
            let notes = diagnostic.notes.map(JSONText.quoted).joined(separator: ", ")
            text += "  {"
            text += "\"severity\": \(JSONText.quoted(diagnostic.severity.rawValue)), "
            text += "\"code\": \(JSONText.quoted(diagnostic.code.rawValue)), "
            text += "\"message\": \(JSONText.quoted(diagnostic.message)), "
            text += "\"file\": \(diagnostic.file.map(JSONText.quoted) ?? "null"), "
            text += "\"line\": \(diagnostic.position.map { String($0.line) } ?? "null"), "
            text += "\"column\": \(diagnostic.position.map { String($0.column) } ?? "null"), "
            text += "\"notes\": [\(notes)]}"
            text += index == diagnostics.count - 1 ? "\n" : ",\n"
        }
        return text + "]\n"
    }
}

/// JSON string literals, escaped as RFC 8259 requires and exactly as
/// Foundation's `JSONEncoder` escapes them (`\b`, `\f`, lowercase hex, other
/// characters as they are), so TourKit re-encodes bundles byte for byte.
public enum JSONText {
    /// `text` as a quoted JSON string.
    public static func quoted(_ text: String) -> String {
        // Most strings need no escape at all: copy them whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
