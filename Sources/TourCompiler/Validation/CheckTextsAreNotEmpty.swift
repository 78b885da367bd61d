extension DiagnosticCode {
    /// A title or text holds nothing to show.
    public static let emptyText = DiagnosticCode(
        "TOUR307",
        summary: "A title or text is empty.",
        explanation: """
            A step's card shows its title and text; one that is empty or only \
            white space would show a blank card. Write the text, or remove the step.
            """)
}

extension String {
    /// Whether the text is empty or only white space; a text that starts
    /// with a visible ASCII character is decided by its first byte.
    var isBlank: Bool {
        guard let first = utf8.first else { return true }
        if first > 0x20 && first < 0x7F { return false }
        return allSatisfy(\.isWhitespace)
    }
}

extension ValidationContext {
    mutating func checkTextsAreNotEmpty(_ tour: Tour) {
        for step in tour.steps {
            for (field, value) in [("title", step.title), ("text", step.text)] {
                for entry in value.entries where entry.text.isBlank {
                    let locale = entry.locale.map { " (\($0))" } ?? ""
                    report(
                        .error, .emptyText, "the \(field)\(locale) of step '\(step.id.value)' is empty",
                        file: tour.file, at: entry.position)
                }
            }
        }
    }
}
