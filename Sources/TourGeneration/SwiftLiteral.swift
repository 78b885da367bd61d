import TourBytes
import TourDiagnostics

/// Swift source text for values: string literals that hold any text
/// exactly, and number literals.
enum SwiftLiteral {
    /// `text` as a single-line string literal that the compiler reads back
    /// as exactly `text`: `\` and `"` are escaped, so `\(` can never start an
    /// interpolation; line breaks, control, format and bidirectional
    /// characters are written as escapes, so nothing in the text can end the
    /// literal or make the source read differently from what it compiles to.
    static func string(_ text: String) -> String {
        var buffer = TextBuffer(capacity: text.utf8.count + 2)
        buffer.appendSwiftString(text)
        return buffer.text
    }

    /// Appends the literal's escape for `scalar`.
    static func appendEscape(for scalar: Unicode.Scalar, to buffer: inout TextBuffer) {
        switch scalar {
        case "\\": buffer.append("\\\\" as StaticString)
        case "\"": buffer.append("\\\"" as StaticString)
        case "\n": buffer.append("\\n" as StaticString)
        case "\r": buffer.append("\\r" as StaticString)
        case "\t": buffer.append("\\t" as StaticString)
        case "\0": buffer.append("\\0" as StaticString)
        default: buffer.append("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
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
}

extension TextBuffer {
    /// `text` as a quoted Swift string literal (see ``SwiftLiteral/string(_:)``).
    mutating func appendSwiftString(_ text: String) {
        append(byte: UInt8(ascii: "\""))
        text.withUTF8Bytes { utf8 in
            var runStart = 0
            var index = 0
            let count = utf8.count
            while index < count {
                let byte = utf8[index]
                // Printable ASCII (0x20 to 0x7E, one wrapping compare) but `\`
                // and `"` is written as it is: most of every text.
                if byte &- 0x20 < 0x5F, byte != UInt8(ascii: "\\"), byte != UInt8(ascii: "\"") {
                    index += 1
                    continue
                }
                if byte < 0x80 {
                    append(utf8, from: runStart, to: index)
                    SwiftLiteral.appendEscape(for: Unicode.Scalar(byte), to: &self)
                    index += 1
                    runStart = index
                    continue
                }
                let (scalar, length) = utf8.unicodeScalar(at: index)
                if SwiftLiteral.needsEscape(scalar, atStart: index == 0) {
                    append(utf8, from: runStart, to: index)
                    SwiftLiteral.appendEscape(for: scalar, to: &self)
                    runStart = index + length
                }
                index += length
            }
            append(utf8, from: runStart, to: count)
        }
        append(byte: UInt8(ascii: "\""))
    }
}
