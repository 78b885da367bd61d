import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A translation's spoken labels do not match the source's (a lint).
    public static let translatedLabelsDiffer = DiagnosticCode(
        "TOUR356", name: "translatedLabelsDiffer", severity: .warning,
        summary: "A translation gives a symbol a spoken label where the source has none, or leaves out one the source has.",
        explanation: """
            A spoken label (`{symbol:play.fill|Play}`) is what VoiceOver reads \
            for the symbol. The app shows the source text's symbols in every \
            language, and looks the label up as a key of its own in the String \
            Catalog: a translation's label for the same symbol is that key's \
            translation (`{symbol:play.fill|Abspielen}` in the German text). \
            So a translation that leaves the label out is read in the source \
            language, and one that labels a symbol the source does not is \
            never read. Each symbol is matched with the source's of the same \
            name, in order. Label the symbol in every language, or in none; \
            turn the lint off with `lint: {TOUR356: off}`.
            """)
}

/// Each translation labels the symbols the source labels (a lint).
enum TranslatedLabelsDiffer: TourRule {
    static let codes: [DiagnosticCode] = [.translatedLabelsDiffer]
    static let isLint = true

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let source = subject.options.sourceLanguage
        for field in subject.fields where field.text.isLocalized {
            guard let sourceText = field.text.text(in: source) else { continue }
            let sourceSymbols = TourText.runs(of: sourceText).compactMap(\.symbol)
            guard !sourceSymbols.isEmpty else { continue }
            for entry in field.text.entries where entry.locale != nil && entry.locale != source {
                for (name, labelled) in TourText.mismatchedLabels(entry.text, source: sourceSymbols) {
                    let problem =
                        labelled
                        ? "labels {symbol:\(name)}, which the \(source) text does not, so the label is never read"
                        : "has no spoken label for {symbol:\(name)}, so VoiceOver reads the \(source) label"
                    context.report(
                        .translatedLabelsDiffer, "the \(entry.locale!) version of \(field.describe()) \(problem)", file: subject.tour.file,
                        at: entry.position, notes: ["label the symbol in every language, or in none"])
                }
            }
        }
    }
}

extension TourText.Run {
    /// The symbol's name and label, for a symbol.
    var symbol: (name: String, label: String?)? {
        if case .symbol(let name, let label) = self { return (name, label) }
        return nil
    }
}

extension TourText {
    /// The symbols of `translation` whose label is there where the source
    /// symbol it stands for has none (`true`), or missing where the source
    /// has one (`false`). Each is matched with the first source symbol of
    /// its name not yet matched, as the String Catalog's format strings are.
    static func mismatchedLabels(_ translation: String, source: [(name: String, label: String?)]) -> [(name: String, labelled: Bool)] {
        var used = [Bool](repeating: false, count: source.count)
        var mismatched: [(name: String, labelled: Bool)] = []
        for case .symbol(let name, let label) in runs(of: translation) {
            guard let place = source.indices.first(where: { !used[$0] && source[$0].name == name }) else { continue }
            used[place] = true
            if (label == nil) != (source[place].label == nil) { mismatched.append((name, label != nil)) }
        }
        return mismatched
    }
}
