import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A title or text holds nothing to show.
    public static let emptyText = DiagnosticCode(
        "TOUR307", name: "emptyText", severity: .error,
        summary: "A title or text is empty.",
        explanation: """
            A step's card shows its title and text; one that is empty or only \
            white space would show a blank card. Write the text, or remove the step.
            """)
}

/// No title or text is empty or blank.
enum EmptyText: TourRule {
    static let codes: [DiagnosticCode] = [.emptyText]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.tour
        for step in tour.steps {
            context.checkNotBlank(step.title, "title", of: step, in: tour)
            context.checkNotBlank(step.text, "text", of: step, in: tour)
        }
    }
}

extension String {
    /// Whether the text is empty or only white space; a text that starts
    /// with a visible ASCII character is decided by its first byte.
    var isBlank: Bool {
        guard let first = utf8.first else { return true }
        if first.isVisibleASCII { return false }
        return allSatisfy(\.isWhitespace)
    }

    /// Whether the first and the last byte are printable ASCII other than a
    /// space, so neither end is white space, without breaking the text into
    /// characters. (A character's white space is its first scalar's; a
    /// character ending in such a byte starts with it or with a prepended
    /// mark, which is never white space.)
    var hasVisibleASCIIEnds: Bool {
        guard let first = utf8.first, let last = utf8.last else { return false }
        return first.isVisibleASCII && last.isVisibleASCII
    }
}

extension ValidationContext {

    fileprivate mutating func checkNotBlank(_ text: LocalizedText, _ field: String, of step: Step, in tour: Tour) {
        text.forEachEntry { entry in
            guard entry.text.isBlank else { return }
            let locale = entry.locale.map { " (\($0))" } ?? ""
            report(
                .emptyText, "the \(field)\(locale) of step '\(step.id.value)' is empty",
                file: tour.file, at: entry.position)
        }
    }
}

extension UInt8 {
    /// Printable ASCII other than the space: `!` to `~`.
    var isVisibleASCII: Bool { self > 0x20 && self < 0x7F }
}
