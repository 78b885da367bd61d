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

    /// Appends the escape for an ASCII control, `"` or `\\`.
    static func appendEscape(for byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case UInt8(ascii: "\\"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case UInt8(ascii: "\n"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case UInt8(ascii: "\r"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case UInt8(ascii: "\t"): bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case 0x08: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
        case 0x0C: bytes += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
        default:
            let hex = String(byte, radix: 16)
            bytes += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
        }
    }
}
