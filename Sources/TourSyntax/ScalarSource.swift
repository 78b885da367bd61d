import TourDiagnostics

/// A scalar as it is written in the file, for scalars whose value does not
/// map one to one onto their source: block scalars (`|`, `>`, with their
/// indentation indicator and chomping), quoted and plain scalars over
/// several lines, and quoted scalars with escapes. It maps an offset in the
/// value back to the line and column where that character is written, so a
/// diagnostic about a character inside a text points at that character.
///
/// The parser keeps one for such scalars only (most are one line, and the
/// start position plus the offset is their mapping), in
/// ``YAMLDocument/scalarSources``. The mapping is computed only when a
/// diagnostic asks for it.
public struct ScalarSource: Sendable, Hashable {
    /// The source from the scalar's start (its `|`, `>` or opening quote,
    /// or its first character) to its end, decoded when asked: the parser
    /// keeps one for every escaped or multi-line text, and a finding inside
    /// one is rare. (Made eagerly, these strings cost 3 % of a validate.)
    public var text: String { String(decoding: file[range], as: UTF8.self) }
    /// The bytes the parser read (shared with every source of the file,
    /// not copied) and where this scalar's are.
    private let file: [UInt8]
    private let range: Range<Int>
    /// How the scalar is written.
    public let style: ScalarStyle
    /// Where the scalar starts.
    public let start: SourcePosition
    /// The indentation (0-based column) of the collection that holds the
    /// scalar, from which a block scalar's indentation indicator counts;
    /// -1 at the top of a document.
    public let parentIndent: Int

    /// Creates the source of a scalar.
    public init(text: String, style: ScalarStyle, start: SourcePosition, parentIndent: Int) {
        let bytes = Array(text.utf8)
        self.init(file: bytes, range: 0..<bytes.count, style: style, start: start, parentIndent: parentIndent)
    }

    /// The source of the scalar at `range` of `file`, the parser's bytes.
    init(file: [UInt8], range: Range<Int>, style: ScalarStyle, start: SourcePosition, parentIndent: Int) {
        self.file = file
        self.range = range
        self.style = style
        self.start = start
        self.parentIndent = parentIndent
    }

    public static func == (lhs: ScalarSource, rhs: ScalarSource) -> Bool {
        lhs.style == rhs.style && lhs.start == rhs.start && lhs.parentIndent == rhs.parentIndent
            && lhs.file[lhs.range].elementsEqual(rhs.file[rhs.range])
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(start)
        hasher.combine(style)
        hasher.combine(range.count)
    }

    /// Where the Unicode scalar at `offset` of `value` (this scalar's
    /// value) is written, or `nil` when `value` does not read back from the
    /// source (it is not this scalar's value, or `offset` is past its end).
    ///
    /// Each character of the value that is not white space is matched to the
    /// next character of the source it is written as (an escape stands for
    /// the character it writes); the white space YAML adds or drops (a block
    /// scalar's indentation, line folding, the indentation of a
    /// continuation line) is skipped between them, and a space or line break
    /// of the value is at the character that wrote it.
    public func position(ofScalarOffset offset: Int, in value: String) -> SourcePosition? {
        var reader = Reader(source: Array(text.unicodeScalars), style: style, start: start)
        reader.skipHeader(parentIndent: parentIndent)
        var index = 0
        for scalar in value.unicodeScalars {
            guard let position = reader.position(of: scalar) else { return nil }
            if index == offset { return position }
            index += 1
        }
        return nil
    }

    /// Reads the source one written character (or escape) at a time.
    private struct Reader {
        let source: [Unicode.Scalar]
        let style: ScalarStyle
        var counter: LineCounter
        var index = 0
        /// A block scalar's content indentation, skipped at each line start.
        var blockIndent = 0
        var atLineStart = false

        init(source: [Unicode.Scalar], style: ScalarStyle, start: SourcePosition) {
            self.source = source
            self.style = style
            self.counter = LineCounter(.yaml, at: start)
        }

        /// One written piece: what it stands for (`nil` for an escaped
        /// line break, which stands for nothing), and how many source
        /// scalars it takes.
        private struct Piece {
            var value: Unicode.Scalar?
            var length: Int
            /// A line break as written (not escaped).
            var isBreak = false
            /// Written white space (a space or a tab, not escaped).
            var isBlank = false
            /// The closing quote.
            var isEnd = false
        }

        private func scalar(_ offset: Int) -> Unicode.Scalar? { offset < source.count ? source[offset] : nil }

        private func piece() -> Piece? {
            guard let first = scalar(index) else { return nil }
            switch first {
            case "\r": return Piece(value: "\n", length: scalar(index + 1) == "\n" ? 2 : 1, isBreak: true)
            case "\n", "\u{85}": return Piece(value: "\n", length: 1, isBreak: true)
            case " ", "\t": return Piece(value: first, length: 1, isBlank: true)
            case "'" where style == .singleQuoted:
                return scalar(index + 1) == "'" ? Piece(value: "'", length: 2) : Piece(value: nil, length: 1, isEnd: true)
            case "\"" where style == .doubleQuoted:
                return Piece(value: nil, length: 1, isEnd: true)
            case "\\" where style == .doubleQuoted:
                return escape()
            default:
                return Piece(value: first, length: 1)
            }
        }

        /// The escape at `index`, as YAML 1.1 double-quoted scalars write them.
        private func escape() -> Piece {
            guard let next = scalar(index + 1) else { return Piece(value: "\\", length: 1) }
            let simple: [Unicode.Scalar: Unicode.Scalar] = [
                "0": "\0", "a": "\u{7}", "b": "\u{8}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{B}", "f": "\u{C}",
                "r": "\r", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}",
                "L": "\u{2028}", "P": "\u{2029}",
            ]
            if let value = simple[next] { return Piece(value: value, length: 2) }
            if next == "\n" || next == "\r" || next == "\u{85}" {
                // An escaped line break stands for nothing.
                let crlf = next == "\r" && scalar(index + 2) == "\n"
                return Piece(value: nil, length: crlf ? 3 : 2)
            }
            let digits = next == "x" ? 2 : next == "u" ? 4 : next == "U" ? 8 : 0
            guard digits > 0, index + 2 + digits <= source.count else { return Piece(value: "\\", length: 1) }
            let hex = String(String.UnicodeScalarView(source[(index + 2)..<(index + 2 + digits)]))
            guard let code = UInt32(hex, radix: 16), let value = Unicode.Scalar(code) else { return Piece(value: "\\", length: 1) }
            return Piece(value: value, length: 2 + digits)
        }

        private mutating func consume(_ piece: Piece) {
            for _ in 0..<piece.length {
                counter.advance(over: source[index])
                index += 1
            }
            if piece.isBreak, style == .literal || style == .folded { atLineStart = true }
        }

        /// Skips a block scalar's indentation at the start of a line.
        private mutating func skipIndentation() {
            guard atLineStart else { return }
            atLineStart = false
            var skipped = 0
            while skipped < blockIndent, scalar(index) == " " {
                consume(Piece(value: " ", length: 1, isBlank: true))
                skipped += 1
            }
        }

        /// Moves past what comes before the value: a quoted scalar's
        /// opening quote; a block scalar's header line, and learns its
        /// indentation.
        mutating func skipHeader(parentIndent: Int) {
            switch style {
            case .plain:
                return
            case .singleQuoted, .doubleQuoted:
                if index < source.count { consume(Piece(value: nil, length: 1)) }
            case .literal, .folded:
                var indicator = 0
                while let next = scalar(index), next != "\n", next != "\r", next != "\u{85}" {
                    // The indicator is a digit right after `|` or `>`, before or after the chomping sign.
                    if index <= 2, ("1"..."9").contains(next) { indicator = Int(next.value) - 0x30 }
                    consume(Piece(value: next, length: 1))
                }
                if let lineBreak = piece(), lineBreak.isBreak { consume(lineBreak) }
                if indicator > 0 {
                    blockIndent = max(parentIndent, 0) + indicator
                } else {
                    // As libyaml detects it: the most leading spaces of the
                    // lines up to the first that holds more than spaces.
                    var cursor = index
                    var spaces = 0
                    var most = 0
                    while let next = scalar(cursor) {
                        if next == " " {
                            spaces += 1
                        } else if next == "\n" || next == "\r" || next == "\u{85}" {
                            most = max(most, spaces)
                            spaces = 0
                        } else {
                            break
                        }
                        cursor += 1
                    }
                    blockIndent = max(most, spaces, parentIndent + 1, 1)
                }
            }
        }

        /// The position of the value's next scalar, `scalar`, moving past it.
        mutating func position(of scalar: Unicode.Scalar) -> SourcePosition? {
            skipIndentation()
            let isWhiteSpace = scalar == " " || scalar == "\t" || scalar == "\n"
            if isWhiteSpace {
                guard let next = piece(), !next.isEnd else { return counter.position }
                let position = counter.position
                // Written as itself, or a line break folded into it.
                if next.value == scalar || (next.isBreak && scalar == " ") { consume(next) }
                return position
            }
            // Past the white space YAML drops, to the character that writes `scalar`.
            while let next = piece(), !next.isEnd {
                if next.isBreak || next.isBlank || next.value == nil {
                    consume(next)
                    skipIndentation()
                    continue
                }
                guard next.value == scalar else { return nil }
                let position = counter.position
                consume(next)
                return position
            }
            return nil
        }
    }
}
