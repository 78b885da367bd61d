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
        var buffer = TextBuffer(capacity: text.utf8.count + 2)
        buffer.appendJSONString(text)
        return buffer.text
    }

    /// The escape for `scalar` inside a JSON string, written into
    /// `replacement`; `false` when it is written as it is.
    static func escape(_ scalar: Unicode.Scalar, atStart: Bool, into replacement: inout [UInt8]) -> Bool {
        switch scalar {
        case "\"": replacement = Array("\\\"".utf8)
        case "\\": replacement = Array("\\\\".utf8)
        case "\n": replacement = Array("\\n".utf8)
        case "\r": replacement = Array("\\r".utf8)
        case "\t": replacement = Array("\\t".utf8)
        case "\u{08}": replacement = Array("\\b".utf8)
        case "\u{0C}": replacement = Array("\\f".utf8)
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            replacement = Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        default:
            return false
        }
        return true
    }
}
