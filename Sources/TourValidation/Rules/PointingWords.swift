import TourDiagnostics
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

    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext) {
        guard TextWords.isEnglish(text.language) else { return }
        // Every word here starts with one of these, in any case: most texts
        // have neither, and are not split into words at all.
        guard TextWords.mayHold(text.entry.text, anyOf: ["tap", "swip"]) else { return }
        guard let found = TextWords.first(in: text.entry.text, where: { words[$0.lowercased()] != nil }) else { return }
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
    /// starts, in Unicode scalars; with the words just before it and after
    /// it, lowercased, for rules that read a word in its phrase.
    static func first(
        in text: String, where matches: (_ word: String) -> Bool
    ) -> (word: String, scalarOffset: Int)? {
        var found: (word: String, scalarOffset: Int)?
        forEachWord(in: text) { word, offset in
            let word = String(word)
            guard matches(word) else { return true }
            found = (word, offset)
            return false
        }
        return found
    }

    /// Whether `text` may hold a word that, lowercased, starts with one of
    /// `stems` (lowercase ASCII): false only when no stem is in it in any
    /// ASCII case, which no other letter lowercases to (but the Kelvin
    /// sign, to k: no stem may hold a k).
    static func mayHold(_ text: String, anyOf stems: [String]) -> Bool {
        let bytes = Array(text.utf8)
        return stems.contains { stem in
            let stem = Array(stem.utf8)
            guard bytes.count >= stem.count else { return false }
            return (0...(bytes.count - stem.count)).contains { start in
                stem.indices.allSatisfy { bytes[start + $0] | 0x20 == stem[$0] }
            }
        }
    }

    /// As ``first(in:where:)``, with the two words before the word and the
    /// one after it (lowercased; empty at the text's ends).
    static func first(
        in text: String, where matches: (_ word: String, _ before: [String], _ after: String) -> Bool
    ) -> (word: String, scalarOffset: Int)? {
        var words: [(text: Substring, scalarOffset: Int)] = []
        forEachWord(in: text) { word, offset in
            words.append((word, offset))
            return true
        }
        for (index, word) in words.enumerated() {
            let before = words[max(0, index - 2)..<index].map { $0.text.lowercased() }
            let after = index + 1 < words.count ? words[index + 1].text.lowercased() : ""
            if matches(String(word.text), Array(before), after) { return (String(word.text), word.scalarOffset) }
        }
        return nil
    }

    /// Calls `body` with each word of `text` and the scalar offset it
    /// starts at, skipping code in backticks and symbol markers, until
    /// `body` returns false. Words are slices of `text`: a lint reads every
    /// text of every tour, and copying each word out cost a tenth of a compile.
    private static func forEachWord(in text: String, _ body: (_ word: Substring, _ scalarOffset: Int) -> Bool) {
        let scalars = text.unicodeScalars
        var wordStart: String.Index?
        var startOffset = 0
        var inCode = false
        var inMarker = false
        var offset = 0
        var index = scalars.startIndex
        // Ends the word before `end`; false when `body` asks to stop.
        func endWord(at end: String.Index) -> Bool {
            defer { wordStart = nil }
            guard let start = wordStart else { return true }
            return body(text[start..<end], startOffset)
        }
        while index != scalars.endIndex {
            let scalar = scalars[index]
            defer {
                index = scalars.index(after: index)
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
            if scalar == "{", scalars[index...].starts(with: "{symbol:".unicodeScalars) {
                guard endWord(at: index) else { return }
                inMarker = true
                continue
            }
            let isApostrophe = (scalar == "'" || scalar == "’") && wordStart != nil
            // ASCII letters are told apart without Unicode's tables.
            let isLetter = scalar.isASCII ? (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A : scalar.properties.isAlphabetic
            if isLetter || isApostrophe {
                if wordStart == nil {
                    wordStart = index
                    startOffset = offset
                }
            } else {
                guard endWord(at: index) else { return }
            }
        }
        _ = endWord(at: scalars.endIndex)
    }
}
