import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A title is longer than the title limit (a lint).
    public static let titleTooLong = DiagnosticCode(
        "TOUR332",
        summary: "A title is longer than the title limit (warning).",
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

    /// A text is longer than the text limit (a lint).
    public static let textTooLong = DiagnosticCode(
        "TOUR333",
        summary: "A text is longer than the text limit (warning).",
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

extension ValidationContext {
    /// Reports `text` when it has more than `limit` characters.
    mutating func checkLength(_ text: LintedText, limit: Int, code: DiagnosticCode) {
        let written = text.entry.text
        // A character is at least one byte: a short text is decided without counting.
        guard written.utf8.count > limit else { return }
        let length = written.count
        guard length > limit else { return }
        let setting = code == .titleTooLong ? "maxTitleLength" : "maxTextLength"
        let firstOver = written.prefix(limit).unicodeScalars.count
        report(
            .warning, code, "\(text.name) has \(length) characters, more than the limit of \(limit)",
            file: text.file, at: text.position(ofScalarOffset: firstOver),
            notes: ["shorten it, or set lint.\(setting) in tourc.yaml"])
    }
}
