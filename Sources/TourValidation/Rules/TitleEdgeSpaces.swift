import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A title starts or ends with white space (a lint).
    public static let titleEdgeSpaces = DiagnosticCode(
        "TOUR331", name: "titleEdgeSpaces", severity: .warning,
        summary: "A title starts or ends with white space.",
        explanation: """
            Spaces, tabs and line breaks at either end of a title are shown: \
            the title sits off centre, or gains an empty line. YAML drops them \
            from a plain one-line title, so they come from quotes \
            (`title: " Presets"`) or a block (`title: |`). Remove them. Checked \
            for step titles and the tour's title, in every language. Turn it \
            off with `lint: {TOUR331: off}` in tourc.yaml.
            """)
}

/// A title does not start or end with spaces (a lint).
enum TitleEdgeSpaces: TextLint {
    static let code = DiagnosticCode.titleEdgeSpaces
    static let roles: Set<TourTextField.Role> = [.title]

    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext) {
        let title = text.entry.text
        // Most titles start and end with a letter: no need for characters.
        if title.hasVisibleEnds { return }
        // Not blank (the caller sees to it), so there is a first and a last
        // character that is not white space.
        guard let first = title.first, let last = title.last, first.isWhitespace || last.isWhitespace else { return }
        let message: String
        let offset: Int
        if first.isWhitespace {
            offset = 0
            message = last.isWhitespace ? "starts and ends with white space" : "starts with \(ValidationContext.name(of: first))"
        } else {
            let trailing = title.reversed().prefix(while: \.isWhitespace)
            offset = title.unicodeScalars.count - trailing.reduce(0) { $0 + $1.unicodeScalars.count }
            message = "ends with \(ValidationContext.name(of: last))"
        }
        context.report(
            .titleEdgeSpaces, "\(text.name) \(message)",
            file: text.file, at: text.position(ofScalarOffset: offset),
            notes: [
                last.isNewline && text.entry.style == .literal
                    ? "write the title on one line: a '|' block ends it with a line break"
                    : "remove \(first.isWhitespace && last.isWhitespace ? "them" : "it"): the card shows white space, and the title looks out of line"
            ])
    }
}

extension ValidationContext {

    /// "a space", "a tab", "a line break", or "white space".
    fileprivate static func name(of space: Character) -> String {
        switch space {
        case " ": "a space"
        case "\t": "a tab"
        case _ where space.isNewline: "a line break"
        default: "white space"
        }
    }
}
