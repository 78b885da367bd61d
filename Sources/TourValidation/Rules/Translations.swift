import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A text lacks a language the app ships (a warning).
    public static let missingTranslation = DiagnosticCode(
        "TOUR315", name: "missingTranslation", severity: .warning,
        summary: "A title or text lacks a language the app ships.",
        explanation: """
            `localization.locales` lists the languages the app ships. A title \
            or text with no translation into one of them shows in the source \
            language to those users. The message lists the missing languages. \
            This is a warning, so a tour can be merged before its translations \
            arrive; `--strict` makes it an error for release builds.
            """)

    /// A translation does not hold the source's symbols.
    public static let translationSymbolsDiffer = DiagnosticCode(
        "TOUR316", name: "translationSymbolsDiffer", severity: .error,
        summary: "A translation does not hold the same symbols as the source text.",
        explanation: """
            A `{symbol:NAME}` is an image the app draws inside the text, and a \
            text with symbols is looked up as a format string with one argument \
            per symbol. A translation must use the same symbols, each as often \
            as the source does, in any order (tourc writes positional \
            arguments when the order changes). The message shows both lists.
            """)

    /// A translation's Markdown is unbalanced where the source's is not (a warning).
    public static let translationMarkdownUnbalanced = DiagnosticCode(
        "TOUR317", name: "translationMarkdownUnbalanced", severity: .warning,
        summary: "A translation has unbalanced Markdown where the source has none.",
        explanation: """
            SwiftUI renders `**bold**`, `*italic*` and `` `code` `` in titles and \
            texts. An odd number of `**`, `*` or backticks in a translation, \
            where the source text has them in pairs, shows the marks as \
            characters or styles the rest of the text. Close the mark, or escape \
            it if it is meant literally.
            """)

    /// A translation into a language the app does not ship.
    public static let translationOutsideLocales = DiagnosticCode(
        "TOUR318", name: "translationOutsideLocales", severity: .error,
        summary: "A translation is into a language the app does not ship.",
        explanation: """
            With `localization.locales` set, every translation must be into one \
            of those languages: a text in another language would never be shown, \
            and is most often a misspelt tag (`de-de` for `de-DE`). Add the \
            language to `locales`, or fix or remove the translation. Without \
            `locales`, any language is accepted.
            """)
}

/// The rules for a tour's translations: each is into a shipped
/// language, holds the source's symbols and keeps its Markdown
/// balanced; every shipped language is there.
enum Translations: TourRule {
    static let codes: [DiagnosticCode] = [.missingTranslation, .translationSymbolsDiffer, .translationMarkdownUnbalanced, .translationOutsideLocales]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.tour
        let fields = subject.fields
        let sourceLanguage = subject.options.sourceLanguage
        let locales = subject.options.locales
        for field in fields {
            guard field.text.isLocalized || locales != nil else { continue }
            let text = field.text
            guard let source = text.text(in: sourceLanguage) else { continue }
            if text.isLocalized {
                let sourceSymbols = TourText.symbols(in: source).sorted()
                let sourceBalanced = MarkdownMarks(source).isBalanced
                for entry in text.entries where entry.locale != nil && entry.locale != sourceLanguage {
                    let locale = entry.locale!
                    context.checkShipped(locale, of: field, at: entry.position, in: tour, locales: locales)
                    let symbols = TourText.symbols(in: entry.text).sorted()
                    if symbols != sourceSymbols {
                        context.report(
                            .translationSymbolsDiffer,
                            "the \(locale) version of \(field.describe()) has \(ValidationContext.list(symbols)), but the \(sourceLanguage) text has \(ValidationContext.list(sourceSymbols))",
                            file: tour.file, at: entry.position,
                            notes: ["a translation uses each symbol of the source as often as the source does, in any order"])
                    }
                    let marks = MarkdownMarks(entry.text)
                    if sourceBalanced, let unbalanced = marks.unbalanced {
                        context.report(
                            .translationMarkdownUnbalanced,
                            "the \(locale) version of \(field.describe()) has an odd number of '\(unbalanced)', where the \(sourceLanguage) text pairs them",
                            file: tour.file, at: entry.position)
                    }
                }
            }
            guard let locales else { continue }
            let missing = locales.filter { $0 != sourceLanguage && text.text(inLocale: $0) == nil }
            if !missing.isEmpty {
                context.report(
                    .missingTranslation,
                    "\(field.describe()) has no translation into \(missing.joined(separator: ", "))",
                    file: tour.file, at: text.position,
                    notes: ["write the text as a mapping of language to text, such as {\(sourceLanguage): ..., \(missing[0]): ...}"])
            }
        }
    }
}

extension ValidationContext {

    fileprivate mutating func checkShipped(
        _ locale: String, of field: TourTextField, at position: SourcePosition, in tour: Tour, locales: [String]?
    ) {
        guard let locales, !locales.contains(locale) else { return }
        report(
            .translationOutsideLocales,
            "\(field.describe()) has a \(locale) version, but \(locale) is not in localization.locales",
            file: tour.file, at: position, notes: ["the app ships: \(locales.joined(separator: ", "))"])
    }

    fileprivate static func list(_ symbols: [String]) -> String {
        symbols.isEmpty ? "no symbol" : symbols.map { "{symbol:\($0)}" }.joined(separator: ", ")
    }
}

extension LocalizedText {
    /// The text written for exactly `locale`, without falling back.
    func text(inLocale locale: String) -> String? {
        isLocalized ? entries.first { $0.locale == locale }?.text : nil
    }
}
