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

/// One title or text of a tour, with how messages name it.
struct TourTextField {
    /// What the field is on a card: the lints hold titles and texts to
    /// different rules.
    enum Role {
        /// A step's or the tour's title.
        case title
        /// A step's text or the tour's description.
        case body
    }

    /// "the title of step 'keyboard'", made only when a message needs it.
    let describe: () -> String
    let text: LocalizedText
    let role: Role

    /// How messages name one language of the field: "the de version of the
    /// title of step 'keyboard'", or the field's name when it is not localized.
    func describe(_ entry: LocalizedText.Entry) -> String {
        entry.locale.map { "the \($0) version of \(describe())" } ?? describe()
    }
}

extension Tour {
    /// The tour's title and description and every step's title and text,
    /// in source order.
    var textFields: [TourTextField] {
        var fields: [TourTextField] = []
        if let title { fields.append(TourTextField(describe: { "the tour's title" }, text: title, role: .title)) }
        if let description {
            fields.append(TourTextField(describe: { "the tour's description" }, text: description, role: .body))
        }
        for step in steps {
            fields.append(TourTextField(describe: { "the title of step '\(step.id.value)'" }, text: step.title, role: .title))
            fields.append(TourTextField(describe: { "the text of step '\(step.id.value)'" }, text: step.text, role: .body))
        }
        return fields
    }
}

extension ValidationContext {
    mutating func checkSourceLanguage(_ tour: Tour, sourceLanguage: String) {
        for field in tour.textFields where field.text.isLocalized && field.text.text(in: sourceLanguage) == nil {
            let present = field.text.entries.compactMap(\.locale).joined(separator: ", ")
            report(
                .error, .missingSourceLanguage,
                "\(field.describe()) has no '\(sourceLanguage)' text, the source language",
                file: tour.file, at: field.text.position, notes: ["it has: \(present)"])
        }
    }
}
