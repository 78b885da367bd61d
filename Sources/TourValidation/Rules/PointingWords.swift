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
        words(of: text).first { matches($0.text) }.map { ($0.text, $0.scalarOffset) }
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
        let words = self.words(of: text)
        for (index, word) in words.enumerated() {
            let before = words[max(0, index - 2)..<index].map { $0.text.lowercased() }
            let after = index + 1 < words.count ? words[index + 1].text.lowercased() : ""
            if matches(word.text, Array(before), after) { return (word.text, word.scalarOffset) }
        }
        return nil
    }

    /// The words of `text` with their scalar offsets, skipping code in
    /// backticks and symbol markers.
    private static func words(of text: String) -> [(text: String, scalarOffset: Int)] {
        var words: [(text: String, scalarOffset: Int)] = []
        var current = ""
        var start = 0
        var inCode = false
        var inMarker = false
        let scalars = Array(text.unicodeScalars)
        func end() {
            if !current.isEmpty { words.append((current, start)) }
            current = ""
        }
        for (offset, scalar) in scalars.enumerated() {
            if inMarker {
                if scalar == "}" { inMarker = false }
                continue
            }
            if scalar == "`" {
                end()
                inCode.toggle()
                continue
            }
            if inCode { continue }
            if scalar == "{", scalars[offset...].starts(with: "{symbol:".unicodeScalars) {
                end()
                inMarker = true
                continue
            }
            let isApostrophe = (scalar == "'" || scalar == "’") && !current.isEmpty
            // ASCII letters are told apart without Unicode's tables.
            let isLetter = scalar.isASCII ? (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A : scalar.properties.isAlphabetic
            if isLetter || isApostrophe {
                if current.isEmpty { start = offset }
                current.unicodeScalars.append(scalar)
            } else {
                end()
            }
        }
        end()
        return words
    }
}
