import TourBytes
import TourFormat

/// Counts the lines a text takes on a card (``CardFit/lines(of:charactersPerLine:)``),
/// reading its UTF-8 bytes once: words are wrapped as they end, and no
/// line, run or word is built.
///
/// Why not read the text's characters: TOUR351 measures every text of
/// every tour in every language, and reading them as characters, through
/// closures over captured counters, cost more than a quarter of a compile
/// of 1000 tours (issue 47's callgrind profile). A line whose scalars are
/// each a character (``TourSpeech/standsAlone(_:)``), nearly every line,
/// is read by its scalars; any other goes the way of its characters.
struct CardLineCounter {
    /// Characters on a line of the card.
    let width: Int
    /// Lines of the texts' finished paragraphs.
    private var total = 0
    /// Lines of the paragraph being read, its last line's used width, and
    /// the width of the word being read.
    private var lines = 1
    private var used = 0
    private var word = 0
    /// The scalars of the line being read, kept to reuse their storage.
    private var scalars: [Unicode.Scalar] = []

    init(width: Int) {
        self.width = width
    }

    /// Adds a shown character (or symbol) of `width` to the word being read.
    mutating func add(width: Int) { word += width }

    /// The lines of everything measured.
    mutating func finish() -> Int {
        endParagraph()
        return total
    }

    /// Measures a run of text between symbols: its lines, split where
    /// ``TourSpeech`` splits them (at a line feed not after a carriage return).
    mutating func measure(text: Slice<UnsafeBufferPointer<UInt8>>) {
        let bytes = UnsafeBufferPointer(rebasing: text)
        var lineStart = 0
        while true {
            let lineEnd = TextLineEnds.end(of: bytes, lineFrom: lineStart)
            measure(line: bytes[lineStart..<lineEnd])
            guard lineEnd < bytes.count else { return }
            endParagraph()
            lineStart = lineEnd + 1
        }
    }

    /// Ends the word being read and wraps it onto the paragraph's lines:
    /// greedily, a word longer than a line broken over as many as it needs.
    private mutating func endWord() {
        guard word > 0 else { return }
        defer { word = 0 }
        if used > 0 && used + 1 + word <= width {
            used += 1 + word
            return
        }
        if used > 0 { lines += 1 }
        // A word longer than a line is broken over as many as it needs.
        lines += (word - 1) / width
        used = word - (word - 1) / width * width
    }

    private mutating func endParagraph() {
        endWord()
        total += lines
        lines = 1
        used = 0
    }

    /// Measures one line, without its Markdown marks.
    private mutating func measure(line: Slice<UnsafeBufferPointer<UInt8>>) {
        scalars.removeAll(keepingCapacity: true)
        // A line has at most as many scalars as bytes: one allocation, where
        // growing by appends took eight for a text of 150 characters.
        scalars.reserveCapacity(line.count)
        var hasMarks = false
        var index = line.startIndex
        while index < line.endIndex {
            let (scalar, length) = line.base.unicodeScalar(at: index)
            // ASCII but a carriage return stands alone: asked without a call.
            if length == 1 && scalar != "\r" {
                if TourSpeech.isMarkByte(UInt8(scalar.value)) { hasMarks = true }
            } else if !TourSpeech.standsAlone(scalar) {
                return measureByCharacters(line)
            }
            scalars.append(scalar)
            index += length
        }
        if hasMarks {
            // A copy of the buffer (shared, not copied) while self changes.
            let line = scalars
            TourSpeech.forEachShownRun(of: line) { run in
                for scalar in run { count(scalar) }
            }
        } else {
            for scalar in scalars { count(scalar) }
        }
    }

    /// Counts a shown character that is one scalar.
    private mutating func count(_ scalar: Unicode.Scalar) {
        if scalar == " " || scalar == "\t" { endWord() } else { word += CardFit.width(of: scalar) }
    }

    /// Measures a line some of whose characters are several scalars (a
    /// combining accent, a flag, "\\r\\n"), by its characters.
    private mutating func measureByCharacters(_ line: Slice<UnsafeBufferPointer<UInt8>>) {
        let text = String(decoding: UnsafeBufferPointer(rebasing: line), as: UTF8.self)
        TourSpeech.forEachShownCharacter(of: text[...]) { first, isWhole in
            if isWhole && (first == " " || first == "\t") { endWord() } else { word += CardFit.width(of: first) }
        }
    }
}
