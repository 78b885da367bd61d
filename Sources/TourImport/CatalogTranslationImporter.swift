import TourDiagnostics
import TourFormat
import TourModel
import TourSyntax

/// Decides which of a String Catalog's translations of the tours' keys move
/// into the tour files (`tourc import xcstrings`), and which catalog entries
/// become tourc's.
///
/// Each title, text and description of every tour is looked up in the
/// catalog by the key SwiftUI forms for it. Every language's `stringUnit`
/// that a tour text can hold is brought in: an unformatted value as it is, a
/// formatted one with its image placeholders turned back into the source's
/// `{symbol:}` markers. What a tour text cannot hold (plural and device
/// variations, substitutions, `%d` placeholders) stays in the catalog,
/// reported by name, and so does the entry. A foreign entry whose
/// translations all came across is adopted: the next compile owns it.
public enum CatalogTranslationImporter {
    /// One translation brought into a tour file.
    public struct Translation: Sendable, Equatable {
        /// The key SwiftUI looks the text up with.
        public var key: String
        /// Whether SwiftUI formats the value.
        public var isFormatted: Bool
        /// The language.
        public var language: String
        /// The catalog's value, as SwiftUI would show it (through
        /// `String(format:)` with the images when formatted).
        public var catalogValue: String
        /// The tour text it became.
        public var text: String
        /// The source text's symbols, the format's arguments in order.
        public var sourceSymbols: [String]
    }

    /// What the import does.
    public struct Plan: Sendable {
        /// Per tour file, the translations to add to its texts.
        public var additions: [String: [TranslationAddition]] = [:]
        /// Every translation brought in, once per key and language.
        public var translations: [Translation] = []
        /// The keys of the foreign entries that become tourc's.
        public var adoptedKeys: Set<String> = []
        /// What stays in the catalog, and why.
        public var diagnostics: [Diagnostic] = []
    }

    /// The plan for `tours`, written in `sourceLanguage`, against the
    /// catalog `document` read from `catalogFile`; with `locales`, only those
    /// languages come in (any other would be TOUR318).
    public static func plan(
        _ tours: [Tour], sourceLanguage: String, catalog document: StringCatalogDocument, catalogFile: String, locales: [String]?
    ) -> Plan {
        var plan = Plan()
        let entries = Dictionary(document.entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var planned = Set<String>()
        var recorded = Set<String>()
        var additions: [String: [SourcePosition: [String: String]]] = [:]
        for tour in tours {
            for text in tour.translatableTexts {
                let source = text.text(in: sourceLanguage) ?? text.first.text
                let (key, isFormatted) = TourText.localizationKey(of: source)
                guard let entry = entries[key] else { continue }
                let symbols = TourText.symbols(in: source)
                let firstUse = planned.insert(key).inserted
                var report = Report(file: catalogFile, entry: entry, bytes: document.bytes, reporting: firstUse)
                var adding: [String: String] = [:]
                for (language, localization) in entry.localizations {
                    let shown: String
                    switch localization {
                    case .empty: continue
                    case .value(_, let state) where state == "new": continue  // Xcode's placeholder for a language not yet translated
                    case .value(let value, _): shown = value
                    case .variants(let kinds):
                        report.keep(
                            .catalogVariantsKept,
                            "the catalog's \(language) translation of '\(key.truncatedForMessage)' has \(kinds.joined(separator: " and ")), which a tour text cannot hold; the catalog keeps the entry"
                        )
                        continue
                    }
                    let read = CatalogValueReader.tourText(fromValue: shown, isFormatted: isFormatted, sourceSymbols: symbols)
                    guard case .success(let translation) = read else {
                        if case .failure(let problem) = read {
                            report.keep(
                                .translationNotImported,
                                "the catalog's \(language) translation of '\(key.truncatedForMessage)' is not imported: \(problem.reason)")
                        }
                        continue
                    }
                    if language == sourceLanguage {
                        if translation != source {
                            report.keep(
                                .translationNotImported,
                                "the catalog shows '\(shown.truncatedForMessage)' for the \(language) source text '\(source.truncatedForMessage)'; the tour file's text is kept and so is the entry"
                            )
                        }
                        continue
                    }
                    guard LanguageTag.isWellFormed(language) else {
                        report.keep(
                            .translationNotImported,
                            "the catalog's '\(language)' translation of '\(key.truncatedForMessage)' is not imported: '\(language)' is not a BCP 47 language tag"
                        )
                        continue
                    }
                    if let locales, !locales.contains(language) {
                        report.keep(
                            .translationNotImported,
                            "the catalog's \(language) translation of '\(key.truncatedForMessage)' is not imported: \(language) is not in localization.locales"
                        )
                        continue
                    }
                    if let existing = text.isLocalized ? text.text(in: language) : nil {
                        if existing != translation {
                            plan.diagnostics.append(
                                Diagnostic(
                                    .translationConflict,
                                    "the tour file translates this into \(language) as '\(existing.truncatedForMessage)', the catalog as '\(translation.truncatedForMessage)'; the tour file's is kept",
                                    file: tour.file, at: text.position,
                                    notes: [SourceLocation(catalogFile, report.position).description + ": the catalog's entry, which stays the app's"]
                                ))
                        }
                        if existing != translation { report.isClean = false }
                        continue
                    }
                    adding[language] = translation
                    if recorded.insert(key + "\u{0}" + language).inserted {
                        plan.translations.append(
                            Translation(
                                key: key, isFormatted: isFormatted, language: language, catalogValue: shown, text: translation, sourceSymbols: symbols
                            ))
                    }
                }
                plan.diagnostics += report.diagnostics
                if !adding.isEmpty { additions[tour.file, default: [:]][text.position, default: [:]].merge(adding) { first, _ in first } }
                let foreign = !(entry.comment ?? "").hasPrefix(StringCatalogDocument.tourcCommentPrefix)
                if foreign, report.isClean, firstUse { plan.adoptedKeys.insert(key) }
                if !report.isClean { plan.adoptedKeys.remove(key) }
            }
        }
        for (file, texts) in additions {
            plan.additions[file] = texts.sorted { $0.key < $1.key }.map { TranslationAddition(position: $0.key, translations: $0.value) }
        }
        return plan
    }

    /// Collects what stays in the catalog for one entry.
    private struct Report {
        /// What stays in the catalog, and why.
        var diagnostics: [Diagnostic] = []
        let file: String
        let entry: StringCatalogDocument.Entry
        let bytes: [UInt8]
        /// Whether this is the key's first use, the one findings are reported for.
        let reporting: Bool
        /// Whether every translation came across, so the entry can be adopted.
        var isClean = true

        /// Where the entry starts in the catalog.
        var position: SourcePosition {
            bytes.withUnsafeBufferPointer { TextPositions.position(ofByteOffset: entry.range.lowerBound, in: $0) }
        }

        mutating func keep(_ code: DiagnosticCode, _ message: String) {
            isClean = false
            guard reporting else { return }
            diagnostics.append(Diagnostic(code, message, file: file, at: position))
        }
    }

}

extension Tour {
    /// The texts that have catalog keys: the title and description, and
    /// every step's title and text, in that order.
    package var translatableTexts: [LocalizedText] {
        [title, description].compactMap { $0 } + steps.flatMap { [$0.title, $0.text] }
    }
}
