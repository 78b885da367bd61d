import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// Two steps of one tour have the same text (a lint).
    public static let repeatedText = DiagnosticCode(
        "TOUR335",
        summary: "Two steps of one tour have the same text (warning).",
        explanation: """
            Each step explains its own element, so two steps of a tour with \
            the same text are most often a copied step whose text was not \
            rewritten. The warning is at the later step; a note says where the \
            first one is. Texts are compared in the source language, ignoring \
            white space at either end. A text shared on purpose through a YAML \
            anchor and alias (`text: &tip ...` then `text: *tip`) is not \
            reported. Turn it off with `lint: {TOUR335: off}` in tourc.yaml.
            """)
}

extension ValidationContext {
    mutating func checkTextsAreNotRepeated(_ tour: Tour, sourceLanguage: String) {
        // Texts are looked up by a 64-bit hash of their bytes read eight at a
        // time (`ByteHash`), then compared byte for byte: hashing them as
        // Strings or byte arrays (SipHash, canonical forms) cost more than
        // every other lint together, FNV-1a a byte at a time a sixth of
        // this check, and a copied text is the same bytes.
        typealias Seen = (step: Step, entry: LocalizedText.Entry, text: Substring)
        // The first text with each hash; a different text with the same hash
        // (rare) waits in `sharingAHash`, so no text costs an array of its own.
        var first: [UInt64: Seen] = [:]
        first.reserveCapacity(tour.steps.count)
        var sharingAHash: [UInt64: [Seen]] = [:]
        for step in tour.steps {
            // A text without the source language is an error of its own (TOUR310).
            let written = step.text
            guard
                let entry = !written.isLocalized || written.first.locale == sourceLanguage
                    ? written.first : written.others.first(where: { $0.locale == sourceLanguage }),
                !entry.text.isBlank
            else { continue }
            let text = entry.text.trimmingWhiteSpace
            let hash = text.withUTF8Bytes { ByteHash.hash($0) }
            let seen: Seen = (step, entry, text)
            guard let firstWithHash = first[hash] else {
                first[hash] = seen
                continue
            }
            let candidates = [firstWithHash] + (sharingAHash[hash] ?? [])
            guard let earlier = candidates.first(where: { $0.text.utf8.elementsEqual(text.utf8) }) else {
                sharingAHash[hash, default: []].append(seen)
                continue
            }
            // An alias is a copy at its anchor's position: shared on purpose.
            guard earlier.entry.position != entry.position else { continue }
            report(
                .warning, .repeatedText,
                "step '\(step.id.value)' has the same text as step '\(earlier.step.id.value)' in tour '\(tour.id.value)'",
                file: tour.file, at: entry.position,
                notes: [
                    SourceLocation(tour.file, earlier.entry.position).firstDefinedNote("the text"),
                    "rewrite the text for this step's element, or share one text on purpose with a YAML anchor (&name) and alias (*name)",
                ])
        }
    }
}

extension String {
    /// The text without white space at either end.
    fileprivate var trimmingWhiteSpace: Substring {
        if hasVisibleASCIIEnds { return self[...] }
        guard let start = firstIndex(where: { !$0.isWhitespace }), let end = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return self[start...end]
    }
}
