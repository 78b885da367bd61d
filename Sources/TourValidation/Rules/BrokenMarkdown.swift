import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// An empty Markdown link or an unpaired `**` or backtick (a lint).
    public static let brokenMarkdown = DiagnosticCode(
        "TOUR334", name: "brokenMarkdown", severity: .warning,
        summary: "A title or text has an empty link or an unpaired `**` or backtick.",
        explanation: """
            SwiftUI renders inline Markdown in titles and texts. A link with no \
            text (`[](https://example.com)`) shows nothing to tap; one with no \
            address (`[the manual]()`) goes nowhere. An odd number of `**` or \
            backticks shows the marks as characters, or styles the rest of the \
            text. Fix the link, close the mark, or put a backslash before a \
            mark that is meant literally (`\\*\\*`). Marks between backticks are \
            code and are not counted. A translation whose source text pairs \
            its marks is reported as TOUR317 instead, never as both. Turn it \
            off with `lint: {TOUR334: off}` in tourc.yaml.
            """)
}

/// Links have text and an address, and `**` and backticks come in pairs
/// (a lint).
enum BrokenMarkdown: TextLint {
    static let code = DiagnosticCode.brokenMarkdown
    static let roles: Set<TourTextField.Role> = [.title, .body]

    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext) {
        let pairsLeftToTranslationCheck = text.pairsLeftToTranslationCheck
        let written = text.entry.text
        // One pass over the bytes, eight at a time past words with no mark:
        // a separate check for any mark at all cost as much again.
        let marks = MarkdownMarks(written)
        for link in marks.emptyLinks {
            let (problem, fix): (String, String)
            switch (link.hasText, link.hasAddress) {
            case (false, false):
                (problem, fix) = ("an empty link", "remove it, or write the words to tap in [] and the address in ()")
            case (false, _):
                (problem, fix) = ("a link with no text", "write the words to tap between the brackets")
            default:
                (problem, fix) = (
                    "a link with no address",
                    "put the address between the parentheses, or remove the brackets and parentheses to keep the words as text"
                )
            }
            context.report(
                .brokenMarkdown, "\(text.name) has \(problem): '\(link.written.truncatedForMessage)'",
                file: text.file, at: text.position(ofScalarOffset: written.scalarOffset(ofUTF8Offset: link.utf8Offset)),
                notes: [fix])
        }
        guard !pairsLeftToTranslationCheck else { return }
        // Two calls, not a loop over a list: the list was an allocation per text.
        context.reportUnpaired(.strong, escaped: "\\*\\*", in: text, marks: marks)
        context.reportUnpaired(.code, escaped: "\\`", in: text, marks: marks)
    }
}

extension ValidationContext {

    fileprivate mutating func reportUnpaired(_ mark: MarkdownMarks.Mark, escaped: String, in text: LintedText, marks: MarkdownMarks) {
        guard let unpaired = marks.unpaired(mark) else { return }
        report(
            .brokenMarkdown,
            "\(text.name) has an odd number of '\(mark.rawValue)', so one is left without a partner",
            file: text.file, at: text.position(ofScalarOffset: text.entry.text.scalarOffset(ofUTF8Offset: unpaired)),
            notes: ["close the mark, or write '\(escaped)' if it is meant literally"])
    }
}

extension String {
    /// The number of Unicode scalars in the first `offset` UTF-8 code units.
    func scalarOffset(ofUTF8Offset offset: Int) -> Int {
        utf8.prefix(offset).unicodeScalarCount
    }
}
