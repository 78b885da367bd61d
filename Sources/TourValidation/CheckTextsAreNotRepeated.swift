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
        // The first step with each text, and the entry it is in.
        var first: [Substring: (step: Step, entry: LocalizedText.Entry)] = [:]
        first.reserveCapacity(tour.steps.count)
        for step in tour.steps {
            guard let (entry, text) = Self.sourceText(of: step, sourceLanguage: sourceLanguage) else { continue }
            guard let earlier = first[text] else {
                first[text] = (step, entry)
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

    /// The step's text in the source language, without white space at either
    /// end, and the entry it is from; `nil` for a blank text, or one without
    /// the source language (an error of its own, TOUR310).
    private static func sourceText(of step: Step, sourceLanguage: String) -> (entry: LocalizedText.Entry, text: Substring)? {
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
        if hasVisibleASCIIEnds { return self[...] }
        guard let start = firstIndex(where: { !$0.isWhitespace }), let end = lastIndex(where: { !$0.isWhitespace }) else {
            return ""
        }
        return self[start...end]
    }
}
