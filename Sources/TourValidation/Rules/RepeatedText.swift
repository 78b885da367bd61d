import TourBytes
import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// Two steps of one tour have the same text (a lint).
    public static let repeatedText = DiagnosticCode(
        "TOUR335", name: "repeatedText", severity: .warning,
        summary: "Two steps of one tour have the same text.",
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

/// No two steps of a tour show the same text (a lint).
enum RepeatedText: TourRule {
    static let codes: [DiagnosticCode] = [.repeatedText]
    static let isLint = true

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.tour
        let sourceLanguage = subject.options.sourceLanguage
        // Texts are looked up by a 64-bit hash of their bytes read eight at a
        // time (`ByteHash`), then compared byte for byte, and a copied text is
        // the same bytes. It pays: keyed by the texts themselves (a
        // `[Substring: Step]`, hashed as Strings hash, canonical forms and
        // all), a compile costs about 6 % more instructions.
        // The step index of the first text with each hash; a different text
        // with the same hash (rare) waits in `sharingAHash`. Indices, not the
        // texts: keeping each step's entry and text cost their retains, and
        // an earlier text is read again only when a hash repeats.
        var first: [UInt64: Int] = [:]
        first.reserveCapacity(tour.steps.count)
        var sharingAHash: [UInt64: [Int]] = [:]
        for index in tour.steps.indices {
            guard let (entry, text) = ValidationContext.sourceText(of: tour.steps[index], sourceLanguage: sourceLanguage) else { continue }
            let hash = text.withUTF8Bytes { ByteHash.hash($0) }
            guard let firstWithHash = first[hash] else {
                first[hash] = index
                continue
            }
            let candidates = [firstWithHash] + (sharingAHash[hash] ?? [])
            let earlierMatch = candidates.lazy.compactMap { candidate in
                ValidationContext.sourceText(of: tour.steps[candidate], sourceLanguage: sourceLanguage).map { (candidate, $0.entry, $0.text) }
            }.first { $0.2.utf8.elementsEqual(text.utf8) }
            guard let (earlierIndex, earlierEntry, _) = earlierMatch else {
                sharingAHash[hash, default: []].append(index)
                continue
            }
            // An alias is a copy at its anchor's position: shared on purpose.
            guard earlierEntry.position != entry.position else { continue }
            context.report(
                .repeatedText,
                "step '\(tour.steps[index].id.value)' has the same text as step '\(tour.steps[earlierIndex].id.value)' in tour '\(tour.id.value)'",
                file: tour.file, at: entry.position,
                notes: [
                    SourceLocation(tour.file, earlierEntry.position).firstDefinedNote("the text"),
                    "rewrite the text for this step's element, or share one text on purpose with a YAML anchor (&name) and alias (*name)",
                ])
        }
    }
}

extension ValidationContext {

    /// The step's text in the source language, without white space at either
    /// end, and the entry it is from; `nil` for a blank text, or one without
    /// the source language (an error of its own, TOUR310).
    fileprivate static func sourceText(of step: Step, sourceLanguage: String) -> (entry: LocalizedText.Entry, text: Substring)? {
        let written = step.text
        guard
            let entry = !written.isLocalized || written.first.locale == sourceLanguage
                ? written.first : written.others.first(where: { $0.locale == sourceLanguage }),
            !entry.text.isBlank
        else { return nil }
        return (entry, entry.text.trimmingWhiteSpace)
    }
}

extension String {
    /// The text without white space at either end.
    fileprivate var trimmingWhiteSpace: Substring {
        if hasVisibleEnds { return self[...] }
        guard let start = firstIndex(where: { !$0.isWhitespace }), let end = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return self[start...end]
    }
}
