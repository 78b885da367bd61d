import TourBytes
import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A text speaks of touch only: "tap", "swipe" (a lint, a note).
    public static let pointingWords = DiagnosticCode(
        "TOUR353", name: "pointingWords", severity: .note,
        summary: "A text says \"tap\" or \"swipe\", which only touch users do.",
        explanation: """
            Keyboard, Switch Control, Voice Control and Mac users select a \
            control; VoiceOver users double-tap wherever they are. "Tap \
            Record" leaves them to translate; "Select Record" (or "Choose") \
            speaks to everyone, and reads as well on a phone. Checked in the \
            English texts and titles (tap, taps, tapped, tapping, swipe, \
            swipes, swiped, swiping; words in backticks are code and left \
            alone), once per text, at the first such word. A note, not a \
            warning: an app that only runs on touch screens may keep its \
            words, and turns it off with `lint: {TOUR353: off}`.
            """)
}

/// "Tap" and "swipe" in English texts (a lint, a note).
enum PointingWords: TextLint {
    static let code = DiagnosticCode.pointingWords
    static let roles: Set<TourTextField.Role> = [.title, .body]

    /// The words, lowercased, and the word each suggests.
    static let words: [String: String] = [
        "tap": "select", "taps": "selects", "tapped": "selected", "tapping": "selecting",
        "swipe": "scroll or move", "swipes": "scrolls or moves", "swiped": "scrolled or moved", "swiping": "scrolling or moving",
    ]

    /// Whether a word's UTF-8 lowercases to one of ``words``: only ASCII
    /// can (no other letter lowercases to one of theirs but the Kelvin
    /// sign, to k, which none holds), so the bytes are compared in any
    /// ASCII case. Most words are not, and are never copied out of their text.
    static func mayBeOneOfWords(_ word: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        // Every word is 3 to 7 letters and starts with t or s: most words
        // of a text are turned down here, before the eight comparisons.
        guard (3...7).contains(word.count), let first = word.first,
            first | 0x20 == UInt8(ascii: "t") || first | 0x20 == UInt8(ascii: "s")
        else { return false }
        return wordBytes.contains { candidate in
            candidate.count == word.count && zip(candidate, word).allSatisfy { $0 == $1 | 0x20 }
        }
    }

    private static let wordBytes = words.keys.map { Array($0.utf8) }

    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext) {
        guard TextWords.isEnglish(text.language) else { return }
        guard let found = TextWords.first(in: text.entry.text, mayMatch: mayBeOneOfWords, where: { words[$0.lowercased()] != nil })
        else { return }
        let suggested = words[found.word.lowercased()]!
        context.report(
            code, "\(text.name) says '\(found.word)', which only touch users do; '\(suggested)' speaks to keyboard, Switch Control and Mac users too",
            file: text.file, at: text.position(ofScalarOffset: found.scalarOffset),
            notes: ["an app only for touch screens may keep it: lint: {TOUR353: off}"])
    }
}

/// The words of a text, for the lints that look for some.
enum TextWords {
    /// Whether `language` is English (`en`, `en-GB`): the word lints read English only.
    static func isEnglish(_ language: String) -> Bool {
        language == "en" || language.hasPrefix("en-")
    }

    /// The first word of `text` (letters, apostrophes inside) that
    /// `matches`, outside backticks and `{symbol:}` markers, and where it
    /// starts, in Unicode scalars. `mayMatch` sees each word's UTF-8 first,
    /// and a word it turns down is not copied out of the text.
    static func first(
        in text: String, mayMatch: (Slice<UnsafeBufferPointer<UInt8>>) -> Bool = { _ in true },
        where matches: (_ word: String) -> Bool
    ) -> (word: String, scalarOffset: Int)? {
        var found: (word: String, scalarOffset: Int)?
        forEachWord(in: text) { bytes, offset in
            guard mayMatch(bytes) else { return true }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
            guard matches(word) else { return true }
            found = (word, offset)
            return false
        }
        return found
    }

    /// As ``first(in:where:)``, with the two words before the word and the
    /// one after it (lowercased; empty at the text's ends).
    static func first(
        in text: String, where matches: (_ word: String, _ before: [String], _ after: String) -> Bool
    ) -> (word: String, scalarOffset: Int)? {
        var words: [(text: String, scalarOffset: Int)] = []
        forEachWord(in: text) { word, offset in
            words.append((String(decoding: UnsafeBufferPointer(rebasing: word), as: UTF8.self), offset))
            return true
        }
        for (index, word) in words.enumerated() {
            let before = words[max(0, index - 2)..<index].map { $0.text.lowercased() }
            let after = index + 1 < words.count ? words[index + 1].text.lowercased() : ""
            if matches(word.text, Array(before), after) { return (word.text, word.scalarOffset) }
        }
        return nil
    }

    /// Calls `body` with each word of `text`, as UTF-8, and the scalar
    /// offset it starts at, skipping code in backticks and symbol markers,
    /// until `body` returns false. Read byte by byte, and only what is not
    /// ASCII decoded: a lint reads every text of every tour, and reading
    /// them by scalars, each word copied out, cost a tenth of a compile.
    private static func forEachWord(
        in text: String, _ body: (_ word: Slice<UnsafeBufferPointer<UInt8>>, _ scalarOffset: Int) -> Bool
    ) {
        text.withUTF8Bytes { bytes in
            var wordStart: Int?
            var startOffset = 0
            var inCode = false
            var inMarker = false
            var offset = 0
            var index = 0
            // Ends the word before `end`; false when `body` asks to stop.
            func endWord(at end: Int) -> Bool {
                defer { wordStart = nil }
                guard let start = wordStart else { return true }
                return body(bytes[start..<end], startOffset)
            }
            while index < bytes.count {
                // The rest of a word's ASCII letters, most of every text, in
                // a loop of their own: each is one scalar, and continues the word.
                if wordStart != nil {
                    let letters = bytes[index...].prefix { $0.isASCIILetter }.count
                    index += letters
                    offset += letters
                    if index == bytes.count { break }
                }
                let (scalar, length) = bytes.unicodeScalar(at: index)
                defer {
                    index += length
                    offset += 1
                }
                if inMarker {
                    if scalar == "}" { inMarker = false }
                    continue
                }
                if scalar == "`" {
                    guard endWord(at: index) else { return }
                    inCode.toggle()
                    continue
                }
                if inCode { continue }
                if scalar == "{", bytes[index...].starts(with: TourText.symbolMarkerOpenerUTF8) {
                    guard endWord(at: index) else { return }
                    inMarker = true
                    continue
                }
                let isApostrophe = (scalar == "'" || scalar == "’") && wordStart != nil
                // ASCII letters are told apart without Unicode's tables.
                let isLetter = length == 1 ? UInt8(scalar.value).isASCIILetter : isLetter(nonASCII: scalar)
                if isLetter || isApostrophe {
                    if wordStart == nil {
                        wordStart = index
                        startOffset = offset
                    }
                } else {
                    guard endWord(at: index) else { return }
                }
            }
            _ = endWord(at: bytes.count)
        }
    }

    /// Whether `scalar`, not ASCII, is a letter (Unicode's Alphabetic
    /// property). The scripts most texts are written in are answered by
    /// their ranges, the rest by Unicode's tables, which cost about 300
    /// instructions a scalar (issue 47's profile); a test holds every
    /// scalar of the ranges to the tables.
    static func isLetter(nonASCII scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // Latin-1's letters, Latin Extended-A and B; CJK ideographs, Hangul
        // syllables, hiragana and katakana.
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FA:
            true
        // Pictographs and emoji.
        case 0x1F300...0x1FAFF:
            false
        default:
            scalar.properties.isAlphabetic
        }
    }
}
