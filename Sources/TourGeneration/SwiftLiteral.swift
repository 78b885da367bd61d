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

    /// Appends the literal's escape for `scalar`.
    static func appendEscape(for scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        switch scalar {
        case "\\": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
        case "\"": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
        case "\n": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
        case "\r": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
        case "\t": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
        case "\0": bytes += [UInt8(ascii: "\\"), UInt8(ascii: "0")]
        default: bytes += ("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}").utf8
        }
    }

    /// Whether a scalar other than `\`, `"` and printable ASCII must be
    /// written as an escape: controls, invisible format characters
    /// (including the bidirectional controls of "Trojan Source"), line and
    /// paragraph separators, private-use and unassigned code points, and a
    /// combining mark right after the opening quote, which would combine with it.
    static func needsEscape(_ scalar: Unicode.Scalar, atStart: Bool) -> Bool {
        let value = scalar.value
        if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xAD { return true }
        // Common scripts without invisible characters skip the property lookup.
        if value < 0x300 || (0x3040...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0x1F300...0x1FAFF).contains(value)
        {
            return false
        }
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .control, .surrogate, .privateUse, .unassigned:
            return true
        case .nonspacingMark, .enclosingMark, .spacingMark:
            return atStart
        default:
            return false
        }
    }

    /// A number as the shortest literal that reads back as the same value
    /// (`8`, `8.5`, `0.1`).
    public static func number(_ value: Double) -> String {
        // Whole numbers, the common case, skip floating-point formatting.
        if value == value.rounded(), abs(value) < 1e15, value.sign == .plus { return String(Int(value)) }
        let text = String(describing: value)
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }
}
