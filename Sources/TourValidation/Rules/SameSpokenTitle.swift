import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// Two steps of one tour sound the same (a lint).
    public static let sameSpokenTitle = DiagnosticCode(
        "TOUR352", name: "sameSpokenTitle", severity: .warning,
        summary: "Two steps of one tour have titles that read aloud the same, in some language.",
        explanation: """
            VoiceOver users tell the steps of a tour apart by their titles, \
            announced as each step shows ("Step 3 of 5. Settings."). Two \
            titles that read the same, once Markdown is dropped, symbols are \
            read as their labels and case, punctuation and spaces are \
            ignored, sound like one step shown twice. Titles are compared in \
            every language the tour is shown in: the source language, every \
            translation and every language of `localization.locales` (a \
            language without its own title shows the source's), so two \
            translations that meet are reported in that language. The \
            warning is at the later step. Give each step a title that names \
            its own control; turn the lint off with `lint: {TOUR352: off}`.
            """)
}

/// Titles that read aloud the same, per language (a lint).
enum SameSpokenTitle: TourRule {
    static let codes: [DiagnosticCode] = [.sameSpokenTitle]
    static let isLint = true

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.tour
        let source = subject.options.sourceLanguage
        var languages = Set(subject.options.locales ?? [])
        for step in tour.steps { step.title.forEachEntry { languages.insert($0.locale ?? source) } }
        languages.remove(source)
        var reported = Set<Pair>()
        for language in [source] + languages.sorted() {
            var first: [String: Int] = [:]
            for (index, step) in tour.steps.enumerated() {
                let entry = step.title.entry(in: language, source: source)
                let heard = spokenKey(entry.text)
                guard !heard.isEmpty else { continue }
                guard let earlier = first.earlier(heard, index), reported.insert(Pair(earlier, index)).inserted else { continue }
                let other = tour.steps[earlier]
                let inLanguage = language == source ? "" : " in \(language)"
                context.report(
                    .sameSpokenTitle,
                    "step '\(step.id.value)' reads aloud as step '\(other.id.value)' does\(inLanguage): '\(TourSpeech.words(of: entry.text))'",
                    file: tour.file, at: entry.position,
                    notes: [
                        SourceLocation(tour.file, other.title.entry(in: language, source: source).position).firstDefinedNote("the other title"),
                        "give each step a title that names its own control",
                    ])
            }
        }
    }

    /// A title as heard: its spoken words, lowercased, without punctuation or spaces.
    static func spokenKey(_ title: String) -> String {
        // Most titles hold no link or symbol: what is read aloud of them
        // keeps every letter and digit as written (only marks, list markers
        // and spaces go), so their key is read from the text itself.
        // Reading every title as speech cost an eighth of a compile, and a
        // title with one accented letter still cost 24,000 instructions.
        guard !title.utf8.contains(where: { $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "{") }) else {
            return spokenKeyFromSpeech(title)
        }
        guard title.utf8.allSatisfy({ $0 < 0x80 }) else { return spokenKeyOfScalars(title) }
        return String(unsafeUninitializedCapacity: title.utf8.count) { key in
            var count = 0
            for byte in title.utf8 {
                guard let kept = keptASCII(byte) else { continue }
                key[count] = kept
                count += 1
            }
            return count
        }
    }

    /// An ASCII byte of a title's key: a letter lowercased, a digit, or
    /// nil for anything else.
    private static func keptASCII(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): byte
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte | 0x20
        default: nil
        }
    }

    /// The key of a title without links or symbols that is not all ASCII:
    /// scalar by scalar, as `String.lowercased()` maps them (each scalar's
    /// own lowercase mapping) and the long way then filters them.
    private static func spokenKeyOfScalars(_ title: String) -> String {
        var key = String.UnicodeScalarView()
        for scalar in title.unicodeScalars {
            if scalar.isASCII {
                if let kept = keptASCII(UInt8(scalar.value)) { key.append(Unicode.Scalar(kept)) }
                continue
            }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars where isKept(lower) { key.append(lower) }
        }
        return String(key)
    }

    /// Whether a scalar of a lowercased title is part of its key.
    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }

    /// A title's key read from its spoken words, for any title.
    static func spokenKeyFromSpeech(_ title: String) -> String {
        String(TourSpeech.words(of: title).lowercased().unicodeScalars.filter(isKept))
    }

    private struct Pair: Hashable {
        var first: Int
        var second: Int
        init(_ first: Int, _ second: Int) {
            self.first = first
            self.second = second
        }
    }
}

extension LocalizedText {
    /// The form shown in `language`: its own, else the source language's, else the first.
    func entry(in language: String, source: String) -> Entry {
        guard isLocalized else { return first }
        return entries.first { $0.locale == language } ?? entries.first { $0.locale == source } ?? first
    }
}
