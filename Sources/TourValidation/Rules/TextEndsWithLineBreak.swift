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
        // The last character is a newline exactly when the last scalar is
        // one: nothing joins a line break to what follows it ("\r\n" is
        // one character, and ends in one). One scalar, not a character:
        // finding the last character reads back through a text's graphemes.
        guard let last = text.entry.text.unicodeScalars.last, last.isLineBreak else { return }
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

extension Unicode.Scalar {
    /// Whether `Character.isNewline` holds for the scalar alone: LF, VT,
    /// FF, CR, NEL, LS or PS.
    fileprivate var isLineBreak: Bool {
        switch value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
