import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// Two places share a key but translate it differently.
    public static let conflictingTranslations = DiagnosticCode(
        "TOUR319", name: "conflictingTranslations", severity: .error,
        summary: "Two texts with the same key are translated differently.",
        explanation: """
            SwiftUI looks a title or text up by its key, which is the source \
            text itself (see docs/localization.md), so two steps with the same \
            source text share one String Catalog entry, and one entry holds one \
            translation per language. When they are translated differently, \
            one of them would show the other's translation. Make the \
            translations agree, or make the source texts differ.
            """)
}

/// One String Catalog entry: a key, how SwiftUI formats it, its value in
/// every language, and where it comes from (the comment translators see).
public struct StringCatalogEntry: Sendable, Equatable {
    /// The key SwiftUI looks the text up with.
    public let key: String
    /// Whether SwiftUI runs the value through `String(format:)`.
    public let isFormatted: Bool
    /// Language -> the value to show (a format string when formatted),
    /// the source language included.
    public let values: [String: String]
    /// Where the key is used, for translators.
    public let comment: String
}

/// The String Catalog entries of the validated tours: one per distinct key
/// of every step title and text and every tour title and description,
/// checked so that one key never carries two translations.
public enum StringCatalogEntries {
    /// The entries, sorted by key, or the conflicts that prevent them.
    public static func collect(_ tours: [ValidatedTour]) -> (entries: [StringCatalogEntry], diagnostics: [Diagnostic]) {
        var builders: [String: Builder] = [:]
        var order: [String] = []
        var diagnostics: [Diagnostic] = []
        func add(key: String, isFormatted: Bool, values: [String: String], place: Place) {
            guard var builder = builders[key] else {
                builders[key] = Builder(isFormatted: isFormatted, values: values, places: [place])
                order.append(key)
                return
            }
            for (locale, value) in values.sorted(by: { $0.key < $1.key }) {
                guard let earlier = builder.values[locale] else {
                    builder.values[locale] = value
                    continue
                }
                guard earlier != value else { continue }
                let first = builder.places[0]
                diagnostics.append(
                    Diagnostic(
                        .conflictingTranslations,
                        "\(place.context) shares its key with \(first.context), but translates it into \(locale) differently", file: place.file,
                        at: place.position,
                        notes: [
                            SourceLocation(first.file, first.position).firstDefinedNote(
                                "the \(locale) translation '\(earlier.truncatedForMessage)'"),
                            "here it is '\(value.truncatedForMessage)'",
                        ]))
            }
            builder.places.append(place)
            builders[key] = builder
        }
        for tour in tours {
            for use in uses(of: tour) {
                let source = use.source
                let (key, isFormatted) = TourText.localizationKey(of: source)
                let sourceSymbols = TourText.symbols(in: source)
                var values = [tour.sourceLanguage: key]
                use.text.forEachEntry { entry in
                    guard let locale = entry.locale, locale != tour.sourceLanguage else { return }
                    values[locale] = isFormatted ? TourText.formatString(for: entry.text, sourceSymbols: sourceSymbols) : entry.text
                }
                let place = Place(file: tour.tour.file, position: use.text.position, context: use.context)
                add(key: key, isFormatted: isFormatted, values: values, place: place)
                // Each spoken label is a key of its own, as the literal's
                // `.accessibilityLabel("Play")` is: its translations are the
                // labels the translations give the same symbol.
                for label in labels(of: use.text, source: source, sourceLanguage: tour.sourceLanguage) {
                    let context = "spoken label of {symbol:\(label.symbol)} in the \(use.context)"
                    add(
                        key: label.key, isFormatted: false, values: label.values,
                        place: Place(file: place.file, position: place.position, context: context))
                }
            }
        }
        let entries = order.sorted().map { key in
            let builder = builders[key]!
            return StringCatalogEntry(
                key: key, isFormatted: builder.isFormatted, values: builder.values,
                comment: commentPrefix + builder.places.map(\.context).joined(separator: "; "))
        }
        return (entries, diagnostics)
    }

    /// The spoken labels of `source`'s symbols, each with its translations:
    /// the label a translation gives the symbol matched with it (the first
    /// of the same name not yet matched, as format strings match them).
    private static func labels(
        of text: LocalizedText, source: String, sourceLanguage: String
    ) -> [(symbol: String, key: String, values: [String: String])] {
        let symbols = TourText.runs(of: source).compactMap(\.symbol)
        guard symbols.contains(where: { $0.label != nil }) else { return [] }
        var values = symbols.map { symbol in symbol.label.map { [sourceLanguage: $0] } ?? [:] }
        text.forEachEntry { entry in
            guard let locale = entry.locale, locale != sourceLanguage else { return }
            var used = [Bool](repeating: false, count: symbols.count)
            for case .symbol(let name, let label) in TourText.runs(of: entry.text) {
                guard let place = symbols.indices.first(where: { !used[$0] && symbols[$0].name == name }) else { continue }
                used[place] = true
                if let label, symbols[place].label != nil { values[place][locale] = label }
            }
        }
        return symbols.indices.compactMap { index in
            symbols[index].label.map { (symbols[index].name, $0, values[index]) }
        }
    }

    /// How every comment tourc writes starts: the mark of the entries it
    /// owns (``StringCatalogDocument/tourcCommentPrefix``).
    public static let commentPrefix = StringCatalogDocument.tourcCommentPrefix

    private struct Place {
        var file: String
        var position: SourcePosition
        var context: String
    }

    private struct Builder {
        var isFormatted: Bool
        var values: [String: String]
        var places: [Place]
    }

    /// The texts of a tour, each with its source-language text (resolved
    /// once, in ``ResolvedTour``) and the context translators read.
    private static func uses(of tour: ValidatedTour) -> [(text: LocalizedText, source: String, context: String)] {
        let id = tour.tour.id.value
        var uses: [(LocalizedText, String, String)] = []
        if let title = tour.tour.title, let source = tour.title { uses.append((title, source, "title of tour '\(id)'")) }
        if let description = tour.tour.description, let source = tour.description {
            uses.append((description, source, "description of tour '\(id)'"))
        }
        for step in tour.steps {
            let place = "step '\(step.step.id.value)' of tour '\(id)', on target '\(step.target)'"
            uses.append((step.step.title, step.title, "title of \(place)"))
            uses.append((step.step.text, step.text, "text of \(place)"))
        }
        // A variant's texts are looked up as the file's are: by their source text.
        let sourceLanguage = tour.sourceLanguage
        for variant in tour.tour.experiment?.variants ?? [] where variant.shows {
            for step in variant.steps {
                let place = "step '\(step.id.value)' of tour '\(id)' in variant '\(variant.name.value)'"
                if let title = step.title { uses.append((title, ResolvedTour.sourceText(title, in: sourceLanguage), "title of \(place)")) }
                if let text = step.text { uses.append((text, ResolvedTour.sourceText(text, in: sourceLanguage), "text of \(place)")) }
            }
        }
        return uses
    }
}
