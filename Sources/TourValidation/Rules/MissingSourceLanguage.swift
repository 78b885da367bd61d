import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A localized text lacks the source language.
    public static let missingSourceLanguage = DiagnosticCode(
        "TOUR310", name: "missingSourceLanguage", severity: .error,
        summary: "A localized text lacks the source language.",
        explanation: """
            A title or text written as a mapping of locale to text must include \
            the configured source language (`localization.sourceLanguage`, `en` \
            by default): that text is the key the generated code looks up and \
            the fallback for every other language.
            """)
}

/// Every localized title and text has the source language.
enum MissingSourceLanguage: TourRule {
    static let codes: [DiagnosticCode] = [.missingSourceLanguage]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.tour
        let fields = subject.fields
        let sourceLanguage = subject.options.sourceLanguage
        for field in fields where field.text.isLocalized {
            guard field.text.text(in: sourceLanguage) == nil else { continue }
            let present = field.text.entries.compactMap(\.locale).joined(separator: ", ")
            context.report(
                .missingSourceLanguage,
                "\(field.describe()) has no '\(sourceLanguage)' text, the source language",
                file: tour.file, at: field.text.position, notes: ["it has: \(present)"])
        }
    }
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

    /// Whose field it is: the tour's, or a step's (by id). A value, not a
    /// closure: every check walks every field, and a closure per field was
    /// an allocation per field and check; the name is made only when a
    /// message needs it.
    let stepID: String?
    let text: LocalizedText
    let role: Role
    /// The experiment's variant whose text it is, or `nil` for the file's own.
    var variant: String? = nil

    /// "the title of step 'keyboard'", "the tour's description".
    func describe() -> String { Self.describe(stepID: stepID, role: role, variant: variant) }

    /// How messages name one language of the field: "the de version of the
    /// title of step 'keyboard'", or the field's name when it is not localized.
    func describe(_ entry: LocalizedText.Entry) -> String { Self.describe(entry, stepID: stepID, role: role, variant: variant) }

    /// The name of the field that `stepID` and `role` say: what a lint
    /// keeps of a field, so that it need not copy the field's texts.
    static func describe(stepID: String?, role: Role, variant: String? = nil) -> String {
        let field =
            switch (stepID, role) {
            case (let id?, .title): "the title of step '\(id)'"
            case (let id?, .body): "the text of step '\(id)'"
            case (nil, .title): "the tour's title"
            case (nil, .body): "the tour's description"
            }
        return variant.map { "\(field) in variant '\($0)'" } ?? field
    }

    /// The name of one language of the field that `stepID` and `role` say.
    static func describe(_ entry: LocalizedText.Entry, stepID: String?, role: Role, variant: String? = nil) -> String {
        let field = describe(stepID: stepID, role: role, variant: variant)
        return entry.locale.map { "the \($0) version of \(field)" } ?? field
    }
}

extension Tour {
    /// The tour's title and description and every step's title and text,
    /// in source order.
    var textFields: [TourTextField] {
        var fields: [TourTextField] = []
        fields.reserveCapacity(2 + 2 * steps.count)
        if let title { fields.append(TourTextField(stepID: nil, text: title, role: .title)) }
        if let description { fields.append(TourTextField(stepID: nil, text: description, role: .body)) }
        for step in steps {
            fields.append(TourTextField(stepID: step.id.value, text: step.title, role: .title))
            fields.append(TourTextField(stepID: step.id.value, text: step.text, role: .body))
        }
        // A variant's texts are the file's too: every rule and lint reads them.
        for variant in experiment?.variants ?? [] {
            for step in variant.steps {
                if let title = step.title {
                    fields.append(TourTextField(stepID: step.id.value, text: title, role: .title, variant: variant.name.value))
                }
                if let text = step.text {
                    fields.append(TourTextField(stepID: step.id.value, text: text, role: .body, variant: variant.name.value))
                }
            }
        }
        return fields
    }
}
