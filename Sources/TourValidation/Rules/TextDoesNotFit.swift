import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A text does not fit the card at the largest text size (a lint).
    public static let textDoesNotFit = DiagnosticCode(
        "TOUR351", name: "textDoesNotFit", severity: .warning,
        summary: "A text does not fit the card at the largest accessibility text size (AX5).",
        explanation: """
            People who set the largest text sizes (Settings > Accessibility > \
            Display & Text Size > Larger Text) read a card at up to 53-point \
            body text (AX5), three times the default. tourc measures every \
            step text, in every language, against the card at that size: \
            about 16 characters a line and 12 lines before the card scrolls \
            by default (a 6.7-inch iPhone held upright), each line of the \
            text wrapped at spaces, an East Asian wide character and a \
            symbol two characters, Markdown marks none. A text that needs \
            more lines warns at its start: shorten it or split the step; \
            TourKit's card scrolls, but a reader who must scroll a tour card \
            often closes it. The model is `lint.cardFit` in tourc.yaml \
            (`charactersPerLine`, `linesPerCard`, and the same per language \
            under `locales:`); docs/accessibility.md explains it. Turn it \
            off with `lint: {TOUR351: off}`.
            """)
}

/// A step's text fits the card at AX5 (a lint).
enum TextDoesNotFit: TextLint {
    static let code = DiagnosticCode.textDoesNotFit
    static let roles: Set<TourTextField.Role> = [.body]

    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext) {
        // The tour's description is shown in lists, not on a card.
        guard text.stepID != nil else { return }
        let card = options.cardFit.size(for: text.language)
        // A text of fewer characters than a card holds fits whatever its wrapping.
        guard text.entry.text.utf8.count > card.charactersPerLine || text.entry.text.contains("\n") else { return }
        let lines = CardFit.lines(of: text.entry.text, charactersPerLine: card.charactersPerLine)
        guard lines > card.linesPerCard else { return }
        context.report(
            code,
            "\(text.name) takes \(lines) lines at the largest text size (AX5), where the card shows \(card.linesPerCard) lines of \(card.charactersPerLine) characters",
            file: text.file, at: text.entry.position,
            notes: [
                "shorten it or split the step; the model is lint.cardFit in tourc.yaml (docs/accessibility.md)"
            ])
    }
}
