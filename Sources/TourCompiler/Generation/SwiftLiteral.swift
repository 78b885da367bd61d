/// Swift source text for values: string literals that hold any text
/// exactly, and number literals.
public enum SwiftLiteral {
    /// `text` as a single-line string literal that the compiler reads back
    /// as exactly `text`: `\` and `"` are escaped, so `\(` can never start an
    /// interpolation; line breaks, control, format and bidirectional
    /// characters are written as escapes, so nothing in the text can end the
    /// literal or make the source read differently from what it compiles to.
    public static func string(_ text: String) -> String {
        var buffer = TextBuffer(capacity: text.utf8.count + 2)
        buffer.appendSwiftString(text)
        return buffer.text
    }

    /// The literal's escape for `scalar`, written into `replacement`;
    /// `false` when the scalar is written as it is.
    static func escape(_ scalar: Unicode.Scalar, atStart: Bool, into replacement: inout [UInt8]) -> Bool {
        switch scalar {
        case "\\": replacement = Array("\\\\".utf8)
        case "\"": replacement = Array("\\\"".utf8)
        case "\n": replacement = Array("\\n".utf8)
        case "\r": replacement = Array("\\r".utf8)
        case "\t": replacement = Array("\\t".utf8)
        case "\0": replacement = Array("\\0".utf8)
        default:
            guard needsEscape(scalar, atStart: atStart) else { return false }
            replacement = Array(("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").utf8)
        }
        return true
    }

    private static func needsEscape(_ scalar: Unicode.Scalar, atStart: Bool) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) { return true }
        if value < 0x300 { return false }
        switch scalar.properties.generalCategory {
        // Invisible characters, including the bidirectional controls
        // ("Trojan Source") and the line and paragraph separators.
        case .format, .lineSeparator, .paragraphSeparator, .control, .surrogate, .privateUse, .unassigned:
            return true
        // A combining mark right after the opening quote would combine with it.
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return atStart
        default:
            return false
        }
    }

    /// A number as the shortest literal that reads back as the same value
    /// (`8`, `8.5`, `0.1`).
    public static func number(_ value: Double) -> String {
        let text = String(describing: value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
