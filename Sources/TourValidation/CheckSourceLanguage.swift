import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A localized text lacks the source language.
    public static let missingSourceLanguage = DiagnosticCode(
        "TOUR310",
        summary: "A localized text lacks the source language.",
        explanation: """
            A title or text written as a mapping of locale to text must include \
            the configured source language (`localization.sourceLanguage`, `en` \
            by default): that text is the key the generated code looks up and \
            the fallback for every other language.
            """)
}

extension ValidationContext {
    mutating func checkSourceLanguage(_ tour: Tour, sourceLanguage: String) {
        // Descriptions are only built for texts that fail: most are not localized.
        var texts: [(() -> String, LocalizedText)] = []
        if let title = tour.title { texts.append(({ "the tour's title" }, title)) }
        if let description = tour.description { texts.append(({ "the tour's description" }, description)) }
        for step in tour.steps where step.title.isLocalized || step.text.isLocalized {
            texts.append(({ "the title of step '\(step.id.value)'" }, step.title))
            texts.append(({ "the text of step '\(step.id.value)'" }, step.text))
        }
        for (describe, text) in texts where text.isLocalized && text.text(in: sourceLanguage) == nil {
            let what = describe()
            let present = text.entries.compactMap(\.locale).joined(separator: ", ")
            report(
                .error, .missingSourceLanguage,
                "\(what) has no '\(sourceLanguage)' text, the source language",
                file: tour.file, at: text.position, notes: ["it has: \(present)"])
        }
    }
}
