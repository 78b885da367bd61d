import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A title is longer than the title limit (a lint).
    public static let titleTooLong = DiagnosticCode(
        "TOUR332", name: "titleTooLong", severity: .warning,
        summary: "A title is longer than the title limit.",
        explanation: """
            A card's title is read at a glance; a long one wraps or is cut off \
            on small screens. A title may have 60 characters by default, \
            counted as written, markup included, with an accented letter or an \
            emoji as one character. The position is the first character over \
            the limit where tourc can point at it. Shorten the title, or set \
            the limit with `lint: {maxTitleLength: N}` in tourc.yaml. Checked \
            for step titles and the tour's title, in every language. Turn it \
            off with `lint: {TOUR332: off}`.
            """)
}

/// A title is at most `lint.maxTitleLength` characters long.
enum TitleTooLong: TextLint {
    static let code = DiagnosticCode.titleTooLong
    static let roles: Set<TourTextField.Role> = [.title]

    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext) {
        context.checkLength(text, limit: options.maxTitleLength, code: code, setting: "maxTitleLength")
    }
}
