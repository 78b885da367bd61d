/// What VoiceOver reads for a tour: a text's words, and the announcement
/// of a step ("Step 2 of 5. Title. Text."). One definition for the app,
/// which says it when a step shows (TourKit's `TourAnnouncer`), and for
/// `tourc preview`, which prints it beside each card.
public enum TourSpeech {
    /// The words of the tour text `text`, as VoiceOver reads the card: the
    /// Markdown marks dropped (a link reads as its words), each symbol as
    /// its spoken label (`{symbol:play.fill|Play}` reads "Play"), or as the
    /// words of its name when it has none (`minus.circle` reads "minus
    /// circle"), list markers dropped and lines joined with a space.
    public static func words(of text: String) -> String {
        var words = ""
        var atLineStart = true
        var afterSymbol = false
        // A symbol's words are kept apart from a word written against it.
        func separate(_ next: Character?) {
            if let last = words.last, let next, !last.isWhitespace, !next.isWhitespace, !next.isPunctuation { words += " " }
        }
        for run in TourText.runs(of: text) {
            switch run {
            case .text(let characters):
                for (number, line) in lines(of: characters).enumerated() {
                    if number > 0 {
                        words += " "
                        atLineStart = true
                    }
                    let read = withoutMarkdown(atLineStart ? withoutListMarker(line) : line)
                    if afterSymbol { separate(read.first) }
                    words += read
                    atLineStart = atLineStart && line.isEmpty
                    afterSymbol = false
                }
            case .symbol(let name, let label):
                // Read as written: a label is words, not Markdown.
                let spoken = label ?? name.split(separator: ".").joined(separator: " ")
                if let first = spoken.first, words.last.map({ !$0.isWhitespace }) ?? false, first.isLetter || first.isNumber { words += " " }
                words += spoken
                atLineStart = false
                afterSymbol = true
            }
        }
        return collapsingSpaces(words)
    }

    /// What is announced when a step shows: "Step 2 of 5. Title. Text.",
    /// in the language of `phrases`; `title` and `text` are tour texts in
    /// that language (markup and all). `position` counts from 1.
    public static func announcement(position: Int, count: Int, title: String, text: String, phrases: TourSpokenPhrases) -> String {
        let parts = [phrases.step(position, of: count), words(of: title), words(of: text)].filter { !$0.isEmpty }
        return parts.map { phrases.sentence($0) }.joined(separator: phrases.sentenceSpace)
    }

    /// Calls `body` with each character a card shows for one line of text,
    /// `line` without its Markdown marks (a link shows its words), for
    /// measuring it: the character's first scalar, and whether that scalar
    /// is the whole character. No text is built.
    package static func forEachShownCharacter(of line: Substring, _ body: (_ first: Unicode.Scalar, _ isWhole: Bool) -> Void) {
        // One pass decodes the line and learns both what it holds.
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(line.utf8.count)
        var hasMarks = false
        var allStandAlone = true
        for scalar in line.unicodeScalars {
            if scalar.isASCII && isMarkByte(UInt8(scalar.value)) { hasMarks = true }
            if !standsAlone(scalar) {
                allStandAlone = false
                break
            }
            scalars.append(scalar)
        }
        if allStandAlone {
            if hasMarks {
                forEachShownRun(scalars) { run in
                    for scalar in run { body(scalar, true) }
                }
            } else {
                for scalar in scalars { body(scalar, true) }
            }
        } else {
            if !hasMarks { hasMarks = line.utf8.contains(where: isMarkByte) }
            func whole(_ character: Character) { body(character.unicodeScalars.first!, character.unicodeScalars.count == 1) }
            if hasMarks {
                forEachShownRun(Array(line)) { run in
                    for character in run { whole(character) }
                }
            } else {
                line.forEach(whole)
            }
        }
    }

    /// Calls `body` with each run of scalars a card shows of one line, given
    /// as its `scalars`, each a character by itself (``standsAlone(_:)``),
    /// and holding a Markdown mark: the line without its marks, in as few
    /// runs as its marks allow.
    package static func forEachShownRun(of scalars: [Unicode.Scalar], _ body: (ArraySlice<Unicode.Scalar>) -> Void) {
        forEachShownRun(scalars, body)
    }

    /// The lines of `text`, as `split(separator: "\n", omittingEmptySubsequences:
    /// false)` gives them, found in its UTF-8 rather than its characters: a
    /// line feed after a carriage return is one character with it ("\r\n")
    /// and ends no line, and every other line feed is a character alone.
    package static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if endsLine(byte, after: previous) {
                lines.append(text[start..<index])
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        lines.append(text[start...])
        return lines
    }

    /// Whether `byte` ends a line, `previous` being the byte before it (0
    /// at a text's start): a line feed, but not one after a carriage
    /// return, which is one character with it. The one rule of
    /// ``lines(of:)`` and of the card measure, which splits bytes.
    @inlinable package static func endsLine(_ byte: UInt8, after previous: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")
    }

    /// `line` without a list marker (`- `, `• `, `* `, `+ `) at its start.
    private static func withoutListMarker(_ line: Substring) -> Substring {
        let rest = line.drop { $0 == " " || $0 == "\t" }
        guard let marker = rest.first, "-•*+◦▪‣–".contains(marker), rest.dropFirst().first == " " else { return line }
        return rest.dropFirst(2)
    }

    /// `line` as read aloud: emphasis, strikethrough and code marks dropped,
    /// a link `[words](address)` read as its words, `\*` as `*`.
    private static func withoutMarkdown(_ line: Substring) -> String {
        // Why three ways to one answer: a lint measures every text of every
        // tour, and breaking a line into characters cost more than the
        // rest of a compile (issue 47's instruction guard found it).
        // Most lines hold no mark at all and are shown as written.
        if !line.utf8.contains(where: isMarkByte) { return String(line) }
        // A line whose every character is one scalar reads the same by scalars.
        if line.unicodeScalars.allSatisfy(standsAlone) { return withoutMarkdown(Array(line.unicodeScalars)) }
        return withoutMarkdown(Array(line))
    }

    /// How a line is read: by its characters, or by its scalars when each
    /// is a character of its own (tests hold the two to one answer).
    package enum ReadingPath: Sendable { case characters, scalars }

    /// `line` as read aloud, by the path given.
    package static func withoutMarkdown(_ line: Substring, readingBy path: ReadingPath) -> String {
        switch path {
        case .characters: withoutMarkdown(Array(line))
        case .scalars: withoutMarkdown(Array(line.unicodeScalars))
        }
    }

    /// Whether `byte` is the first byte of a Markdown mark this reader
    /// drops (or a backslash that may escape one). Inlinable: the card
    /// measure asks it of every ASCII byte of every text.
    @inlinable package static func isMarkByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "~"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["): true
        default: false
        }
    }

    /// Whether `scalar` is a character by itself whatever is around it: no
    /// mark, joiner, carriage return, Hangul jamo, regional indicator or
    /// other scalar that Unicode's grapheme rules join to a neighbour. A
    /// short list of common ranges, not all of them: a scalar outside it
    /// only sends its line the slower way.
    package static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0D: false  // joins a following line feed
        case 0..<0x300: true  // Latin, Latin-1, Latin Extended, IPA, spacing modifiers
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF: true  // kana (not its voicing marks), CJK ideographs
        case 0x1F300...0x1F3FA, 0x1F400...0x1F5FF, 0x1F900...0x1F9FF: true  // pictographs (not the skin tones)
        default: false
        }
    }

    /// `units` (a line's characters, or its scalars when each is a
    /// character) as read aloud.
    private static func withoutMarkdown<Unit: MarkdownUnit>(_ units: [Unit]) -> String {
        var result = ""
        forEachShownRun(units) { run in
            for unit in run { unit.append(to: &result) }
        }
        return result
    }

    /// Calls `body` with each run of `units` that is read aloud, in order.
    /// Runs, not units: the card measure counts every character of every
    /// text, and a call for each cost more than the counting (issue 47).
    private static func forEachShownRun<Unit: MarkdownUnit>(_ units: [Unit], _ body: (ArraySlice<Unit>) -> Void) {
        var index = 0
        // The start of the run of shown units not yet handed to `body`.
        var runStart = 0
        func isWordCharacter(_ offset: Int) -> Bool { offset >= 0 && offset < units.count && units[offset].isWordCharacter }
        func isSpace(_ offset: Int) -> Bool { offset < 0 || offset >= units.count || units[offset].isWhitespace }
        // Hands over the run before `index`, and starts the next at `next`.
        func endRun(skippingTo next: Int) {
            if runStart < index { body(units[runStart..<index]) }
            runStart = next
        }
        while index < units.count {
            let unit = units[index]
            switch unit.ascii {
            case UInt8(ascii: "\\") where index + 1 < units.count && units[index + 1].isEscapable:
                // The escaped unit starts the next run.
                endRun(skippingTo: index + 1)
                index += 2
            case UInt8(ascii: "`"):
                endRun(skippingTo: index + 1)
                index += 1
            case UInt8(ascii: "~") where index + 1 < units.count && units[index + 1].ascii == UInt8(ascii: "~"):
                endRun(skippingTo: index + 2)
                index += 2
            case UInt8(ascii: "*"), UInt8(ascii: "_"):
                // A mark opens before a word or closes after one; a star
                // between spaces (2 * 3) or inside a word (snake_case) is text.
                let mark = unit.ascii
                var end = index
                while end < units.count && units[end].ascii == mark { end += 1 }
                let isUnderscore = mark == UInt8(ascii: "_")
                let opens = !isSpace(end) && !(isUnderscore && isWordCharacter(index - 1))
                let closes = !isSpace(index - 1) && !(isUnderscore && isWordCharacter(end))
                // Text stays in the run; a mark ends it.
                if opens || closes { endRun(skippingTo: end) }
                index = end
            case UInt8(ascii: "["):
                // Brackets that are no link are text.
                guard let link = link(in: units, at: index) else {
                    index += 1
                    continue
                }
                endRun(skippingTo: link.end)
                forEachShownRun(Array(units[index + 1..<link.labelEnd]), body)
                index = link.end
            default:
                index += 1
            }
        }
        endRun(skippingTo: index)
    }

    /// The link `[words](address)` starting at `start`: where its words end
    /// and where it ends; `nil` when the brackets are not a link.
    private static func link<Unit: MarkdownUnit>(in units: [Unit], at start: Int) -> (labelEnd: Int, end: Int)? {
        guard let close = units[start...].firstIndex(where: { $0.ascii == UInt8(ascii: "]") }), close + 1 < units.count,
            units[close + 1].ascii == UInt8(ascii: "("),
            let end = units[(close + 1)...].firstIndex(where: { $0.ascii == UInt8(ascii: ")") }),
            !units[(close + 2)..<end].contains(where: \.isWhitespace)
        else { return nil }
        return (close, end + 1)
    }

    private static func collapsingSpaces(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}

/// What Unicode says of ASCII, answered without its tables, which cost
/// up to a thousand instructions a character: the Markdown reader asks it
/// of every character of every text. A test holds each to Unicode's answer.
extension TourSpeech {
    /// Punctuation or a symbol (`Character.isPunctuation || isSymbol`):
    /// every printable ASCII but letters, digits and the space.
    package static func isASCIIPunctuationOrSymbol(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: true
        default: false
        }
    }

    /// A letter or a digit (`Character.isLetter || isNumber`).
    package static func isASCIIWordCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: false
        }
    }

    /// White space (`Unicode.Scalar.Properties.isWhitespace`): the space,
    /// and tab to carriage return.
    package static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}

/// What the Markdown reader asks of a line's characters, or of its
/// scalars when each is a character of its own: a `Character` answers by
/// its first scalar, as Swift's own properties do.
private protocol MarkdownUnit {
    /// The unit's ASCII value, `nil` unless it is one ASCII character.
    var ascii: UInt8? { get }
    /// A letter or a digit.
    var isWordCharacter: Bool { get }
    var isWhitespace: Bool { get }
    func append(to text: inout String)
}

extension MarkdownUnit {
    /// Whether a backslash before it escapes it: ASCII punctuation or a symbol.
    fileprivate var isEscapable: Bool { ascii.map(TourSpeech.isASCIIPunctuationOrSymbol) ?? false }
}

extension Character: MarkdownUnit {
    fileprivate var ascii: UInt8? { isASCII && unicodeScalars.count == 1 ? asciiValue : nil }
    fileprivate var isWordCharacter: Bool { isLetter || isNumber }
    fileprivate func append(to text: inout String) { text.append(self) }
}

extension Unicode.Scalar: MarkdownUnit {
    fileprivate var ascii: UInt8? { isASCII ? UInt8(value) : nil }
    fileprivate var isWordCharacter: Bool { ascii.map(TourSpeech.isASCIIWordCharacter) ?? Character(self).isWordCharacter }
    fileprivate var isWhitespace: Bool { ascii.map(TourSpeech.isASCIIWhitespace) ?? properties.isWhitespace }
    fileprivate func append(to text: inout String) { text.unicodeScalars.append(self) }
}
