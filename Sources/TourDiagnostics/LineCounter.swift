/// Counts lines and columns the way a tool that reads the file counts them,
/// so every position tourc reports points where an editor shows it.
///
/// Columns count Unicode scalars. CRLF is one line break. Which other
/// characters end a line depends on the reader: libyaml also breaks at NEL,
/// LS and PS; the Swift lexer only at LF and CR.
package struct LineCounter {
    /// Which characters end a line.
    package enum Convention: Sendable {
        /// libyaml's: LF, CR, CRLF, NEL (U+0085), LS (U+2028), PS (U+2029).
        case yaml
        /// The Swift lexer's: LF, CR, CRLF.
        case swift
    }

    let convention: Convention
    /// The 1-based line of the next character.
    private(set) var line = 1
    /// The 1-based column of the next character.
    private(set) var column = 1
    private var afterCR = false

    /// Starts at line 1, column 1.
    package init(_ convention: Convention) {
        self.convention = convention
    }

    /// Starts at `position`, the place of a character known to follow no CR
    /// (counting resumes there when a file is read again from the middle).
    package init(_ convention: Convention, at position: SourcePosition) {
        self.convention = convention
        line = position.line
        column = position.column
    }

    /// The position of the next character.
    package var position: SourcePosition { SourcePosition(line: line, column: column) }

    /// Whether `scalar` ends a line under this convention (LF after CR
    /// included, though it starts no new one).
    func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\n", "\r": return true
        case "\u{85}", "\u{2028}", "\u{2029}": return convention == .yaml
        default: return false
        }
    }

    /// Moves past `scalar`; returns whether a new line starts after it.
    @discardableResult
    package mutating func advance(over scalar: Unicode.Scalar) -> Bool {
        defer { afterCR = scalar == "\r" }
        guard isLineBreak(scalar) else {
            column += 1
            return false
        }
        if scalar == "\n" && afterCR { return false }
        line += 1
        column = 1
        return true
    }

    /// Moves past the UTF-8 bytes `start..<end` of `bytes`. A byte that is
    /// not valid UTF-8 counts as one character, as libyaml counts it, and a
    /// sequence cut short by `end` still counts.
    package mutating func advance(overUTF8 bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        var index = start
        while index < end {
            let byte = bytes[index]
            if byte < 0x80 {
                advance(over: Unicode.Scalar(byte))
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            var value: UInt32 = length == 1 ? 0xFFFD : UInt32(byte) & (0xFF >> (length + 1))
            for next in 1..<max(length, 1) where index + next < end {
                value = value << 6 | UInt32(bytes[index + next] & 0x3F)
            }
            advance(over: Unicode.Scalar(value) ?? "\u{FFFD}")
            index += length
        }
    }

    /// The text of the 1-based line `number` of `text`, without its line
    /// break; `nil` when the text has fewer lines.
    package static func line(_ number: Int, of text: String, _ convention: Convention) -> String? {
        var counter = LineCounter(convention)
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if counter.advance(over: scalar) {
                if counter.line > number { return String(current) }
            } else if counter.line == number && !counter.isLineBreak(scalar) {
                current.append(scalar)
            }
        }
        return counter.line == number ? String(current) : nil
    }
}
