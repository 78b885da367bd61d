import TourBytes

/// How tourc writes a title or a text into a tour file: the one rule, from
/// the text's value alone, so that a text always comes out the same and
/// always reads back to exactly the same characters. `tourc format`
/// (TourLayout) and `tourc import swift` (TourImport's `TourYAMLWriter`)
/// both write texts by it, so an imported file is already formatted.
/// docs/format.md states it for writers ("How `tourc format` writes texts").
///
/// 1. **Plain** (`title: Play the keyboard`) for a one-line text that YAML
///    reads back as that same string in any tool: no space at either end,
///    no character that starts something else in YAML (`-?:,[]{}#&*!|>'"%@`
///    and the backquote) first, no `: ` or ` #` inside, no `:` last, no tab
///    or control character, and not a word YAML 1.1 or a JSON schema would
///    take for a null, a boolean or a number (`no`, `~`, `1e3`, `.5`).
/// 2. **Quoted** for any other one-line text: in single quotes when it
///    holds a `"` or a `\` but no `'` (no escape needed); else in double
///    quotes, where only `"`, `\` and characters that cannot be written as
///    themselves (a tab, a control character) are escaped.
/// 3. **A `|-` block** for a text of several lines, each line written as
///    it is, when that is exact: no line ends in white space, the first
///    does not start with one, no line starts with a tab, and the text
///    neither starts nor ends with a line break.
/// 4. **Double quotes** for any other text of several lines, with `\n`
///    for each line break.
///
/// An empty text is left as written: its style is what tells YAML an empty
/// string (`''`) from a null (`title:`), which are different errors.
package enum YAMLTextStyle: Equatable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literalBlock

    /// The style the rule gives `value`.
    package init(for value: String) {
        let facts = value.withUTF8Bytes(TextFacts.init)
        if !facts.hasLineBreak {
            if facts.readsBackPlain, !Self.looksLikeAnotherType(value) {
                self = .plain
            } else if !facts.hasSingleQuote, facts.hasDoubleQuote || facts.hasBackslash, !facts.hasTab, !facts.needsEscape {
                self = .singleQuoted
            } else {
                self = .doubleQuoted
            }
        } else {
            self = facts.fitsLiteralBlock ? .literalBlock : .doubleQuoted
        }
    }

    /// Words YAML 1.1 reads as nulls or booleans, and anything a schema
    /// might read as a number or a date: a first character (after a sign)
    /// that is a digit or a `.`, on a word without spaces.
    private static func looksLikeAnotherType(_ value: String) -> Bool {
        if otherTypeWords.contains(value) { return true }
        let bytes = value.utf8
        guard !bytes.contains(0x20) else { return false }
        let unsigned = bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
        guard let lead = unsigned.first else { return false }
        return lead.isASCIIDigit || lead == UInt8(ascii: ".")
    }

    private static let otherTypeWords: Set<String> = [
        "~", "null", "Null", "NULL", "y", "Y", "yes", "Yes", "YES", "n", "N", "no", "No", "NO", "true", "True", "TRUE",
        "false", "False", "FALSE", "on", "On", "ON", "off", "Off", "OFF", "=", "<<",
    ]

    /// Whether `scalar` cannot stand for itself in a quoted or block
    /// scalar: control characters (tab and line feed excepted, which the
    /// rule looks at itself), DEL, C1 controls, the byte order mark and the
    /// noncharacters U+FFFE and U+FFFF; YAML's other line breaks too.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value == 0x09 || value == 0x0A { return false }
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFEFF || value == 0xFFFE || value == 0xFFFF
            || value == 0x2028 || value == 0x2029
    }
}

/// What the rule asks of a text, found in one pass over its UTF-8.
private struct TextFacts {
    /// A line feed, a carriage return, NEL, LS or PS.
    var hasLineBreak = false
    /// A character ``YAMLTextStyle/needsEscape(_:)`` (CR, NEL, LS and PS too).
    var needsEscape = false
    var hasTab = false
    var hasSingleQuote = false
    var hasDoubleQuote = false
    var hasBackslash = false
    /// Rule 1, but for the words of other types.
    var readsBackPlain: Bool
    /// Rule 3.
    var fitsLiteralBlock: Bool

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var colonSpace = false
        var spaceHash = false
        // Rule 3's lines: none starts with a tab or ends with white space.
        var blockLinesFit = true
        for index in 0..<bytes.count {
            let byte = bytes[index]
            let next: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
            let afterNext: UInt8 = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch byte {
            case 0x0A:
                hasLineBreak = true
                if index > 0, bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 { blockLinesFit = false }
                if next == 0x09 { blockLinesFit = false }
            case 0x0D:
                hasLineBreak = true
                needsEscape = true
            case 0x09:
                hasTab = true
            case 0x27: hasSingleQuote = true
            case 0x22: hasDoubleQuote = true
            case 0x5C: hasBackslash = true
            case 0x3A where next == 0x20: colonSpace = true
            case 0x20 where next == 0x23: spaceHash = true
            case 0xC2 where (0x80...0x9F).contains(next):
                needsEscape = true
                if next == 0x85 { hasLineBreak = true }
            case 0xE2 where next == 0x80 && (afterNext == 0xA8 || afterNext == 0xA9):
                needsEscape = true
                hasLineBreak = true
            case 0xEF where (next == 0xBB && afterNext == 0xBF) || (next == 0xBF && (afterNext == 0xBE || afterNext == 0xBF)):
                needsEscape = true
            case _ where byte < 0x20 || byte == 0x7F:
                needsEscape = true
            default:
                break
            }
        }
        let first = bytes.first ?? 0
        let last = bytes.last ?? 0
        readsBackPlain =
            !bytes.isEmpty && !hasLineBreak && !hasTab && !needsEscape && !colonSpace && !spaceHash && first != 0x20 && last != 0x20
            && last != UInt8(ascii: ":") && !"-?:,[]{}#&*!|>'\"%@`".utf8.contains(first)
        // Only line feeds break its lines; it neither starts nor ends with
        // one, its first line starts with no white space, its last ends
        // with none.
        let onlyLineFeeds = !needsEscape
        fitsLiteralBlock =
            onlyLineFeeds && blockLinesFit && first != 0x0A && last != 0x0A && first != 0x20 && first != 0x09 && last != 0x20
            && last != 0x09
    }
}

extension YAMLTextStyle {
    /// `value` written in this style on one line; for ``literalBlock``,
    /// its lines (without indentation, an empty line empty).
    package func render(_ value: String) -> [[UInt8]] {
        switch self {
        case .plain:
            return [Array(value.utf8)]
        case .singleQuoted:
            return [[UInt8(ascii: "'")] + Array(value.utf8) + [UInt8(ascii: "'")]]
        case .doubleQuoted:
            var text = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\t": text += "\\t"
                case "\r": text += "\\r"
                case "\u{85}": text += "\\N"
                case "\u{2028}": text += "\\L"
                case "\u{2029}": text += "\\P"
                case _ where Self.needsEscape(scalar):
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    text += scalar.value <= 0xFF ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex : "\\u" + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
            return [Array((text + "\"").utf8)]
        case .literalBlock:
            return value.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        }
    }
}
