import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A text is longer than the text limit (a lint).
    public static let textTooLong = DiagnosticCode(
        "TOUR333", name: "textTooLong", severity: .warning,
        summary: "A text is longer than the text limit.",
        explanation: """
            A card shows a few sentences beside the element it explains; a \
            longer text covers the screen or has to scroll. A text may have 400 \
            characters by default, counted as written, markup included, with an \
            accented letter or an emoji as one character. The position is the \
            first character over the limit where tourc can point at it. Split \
            the step, shorten the text, or set the limit with \
            `lint: {maxTextLength: N}` in tourc.yaml. Checked for step texts \
            and the tour's description, in every language: translations often \
            run longer than the source. Turn it off with `lint: {TOUR333: off}`.
            """)
}

/// A text is at most `lint.maxTextLength` characters long.
enum TextTooLong: TextLint {
    static let code = DiagnosticCode.textTooLong
    static let roles: Set<TourTextField.Role> = [.body]

    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext) {
        context.checkLength(text, limit: options.maxTextLength, code: code, setting: "maxTextLength")
    }
}
