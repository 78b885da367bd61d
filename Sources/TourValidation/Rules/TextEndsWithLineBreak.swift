import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A text ends with a line break (a lint).
    public static let textEndsWithLineBreak = DiagnosticCode(
        "TOUR330", name: "textEndsWithLineBreak", severity: .warning,
        summary: "A text ends with a line break.",
        explanation: """
            A literal block (`text: |`) keeps the line break after its last \
            line, and so does a folded one (`text: >`). tourc keeps texts \
            exactly as written, and SwiftUI shows that line break as an empty \
            last line on the card. Write `|-` (or `>-`) to end the text \
            without one. Checked for step texts and the tour's description, in \
            every language; a title that ends with a line break is TOUR331. \
            Turn it off with `lint: {TOUR330: off}` in tourc.yaml.
            """)
}

/// A text does not end with a line break (a lint).
enum TextEndsWithLineBreak: TextLint {
    static let code = DiagnosticCode.textEndsWithLineBreak
    static let roles: Set<TourTextField.Role> = [.body]

    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext) {
        // "\r\n" is one Character, and a newline.
        guard text.entry.text.last?.isNewline == true else { return }
        let fix: String
        switch text.entry.style {
        case .literal: fix = "write '|-' instead of '|' to end the text without a line break"
        case .folded: fix = "write '>-' instead of '>' to end the text without a line break"
        default: fix = "remove the line break at the end of the text"
        }
        context.report(
            .textEndsWithLineBreak, "\(text.name) ends with a line break, which shows as an empty last line",
            file: text.file, at: text.entry.position, notes: [fix])
    }
}
