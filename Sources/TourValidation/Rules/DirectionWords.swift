import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A text places a control "on the left", in an app that ships a right-to-left language (a lint).
    public static let directionWords = DiagnosticCode(
        "TOUR354", name: "directionWords", severity: .warning,
        summary: "A text says \"left\" or \"right\" about the layout, which right-to-left languages mirror.",
        explanation: """
            In Arabic, Hebrew and the other right-to-left languages the app \
            mirrors its layout, so "the button on the left" is on the right. \
            When `localization.locales` holds a right-to-left language, tourc \
            reads the English titles and texts for left and right about the \
            layout: "on the left", "to the right of", "the left edge", \
            "top right", "leftmost", "swipe left" (not "right away" or "the \
            right sound"). Say what the control is or what it is next to \
            ("next to the keyboard", "at the start of the row"); the \
            translators of the right-to-left languages then need not move \
            it. A direction in the world (the right pedal) may stay: turn \
            the lint off with `lint: {TOUR354: off}`. (A symbol that points \
            left or right is TOUR350.)
            """)
}

/// "Left" and "right" about the layout, in English texts of an app that
/// ships a right-to-left language (a lint).
enum DirectionWords: TextLint {
    static let code = DiagnosticCode.directionWords
    static let roles: Set<TourTextField.Role> = [.title, .body]

    static func check(_ text: LintedText, _ options: LintOptions, _ context: inout ValidationContext) {
        guard TextWords.isEnglish(text.language) else { return }
        let rightToLeft = RightToLeft.languages(in: text.locales)
        guard !rightToLeft.isEmpty, let found = TextWords.first(in: text.entry.text, where: isAboutLayout) else { return }
        context.report(
            code,
            "\(text.name) says '\(found.word)' about the layout, which \(rightToLeft.joined(separator: ", ")) mirror\(rightToLeft.count == 1 ? "s" : "")",
            file: text.file, at: text.position(ofScalarOffset: found.scalarOffset),
            notes: ["say what the control is or what it is next to; a direction in the world may stay: lint: {TOUR354: off}"])
    }

    /// Words that place a side; the words before and after that make
    /// "left" or "right" a side of the screen.
    static let sides: Set<String> = ["left", "right"]
    static let alwaysSides: Set<String> = ["leftmost", "rightmost", "lefthand", "righthand", "leftward", "rightward", "leftwards", "rightwards"]
    static let placesBefore: Set<String> = ["on", "to", "at", "from", "toward", "towards", "in"]
    static let cornersBefore: Set<String> = ["top", "bottom", "upper", "lower", "far", "swipe", "slide", "drag", "scroll"]
    static let partsAfter: Set<String> = ["side", "edge", "corner", "half", "column", "panel", "hand", "arrow", "of", "margin", "pane"]

    static func isAboutLayout(_ word: String, before: [String], after: String) -> Bool {
        let word = word.lowercased()
        if alwaysSides.contains(word) { return true }
        guard sides.contains(word) else { return false }
        if before.count == 2, before[1] == "the", placesBefore.contains(before[0]) { return true }
        if let last = before.last, cornersBefore.contains(last) { return true }
        return partsAfter.contains(after)
    }
}
