import TourBytes
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
        // Each text is read where the step keeps it: passed to a function,
        // a step's text was copied, once for every title and text.
        for step in tour.steps {
            step.title.forEachEntry { context.checkNotBlank($0, "title", of: step, in: tour) }
            step.text.forEachEntry { context.checkNotBlank($0, "text", of: step, in: tour) }
        }
    }
}

extension String {
    /// Whether the text is empty or only white space; a text that starts
    /// with a visible ASCII character is decided by its first byte.
    var isBlank: Bool {
        // Read from the UTF-8 buffer: `utf8.first` walks the view's indices.
        if withUTF8Bytes({ $0.first?.isVisibleASCII == true }) { return false }
        return allSatisfy(\.isWhitespace)
    }

    /// Whether neither end of the text is white space, told without
    /// breaking it into characters: its first byte is printable ASCII
    /// other than a space, and its last is too or its last scalar ends a
    /// character it starts (``Unicode/Scalar/startsTheCharacterItEnds``).
    /// A character's white space is its first scalar's; a character ending
    /// in a printable ASCII byte starts with it or with a prepended mark,
    /// never white space. `false` says only that the characters must be read.
    var hasVisibleEnds: Bool {
        let (first, last) = withUTF8Bytes { ($0.first, $0.last) }
        guard let first, let last, first.isVisibleASCII else { return false }
        return last.isVisibleASCII || unicodeScalars.last?.startsTheCharacterItEnds == true
    }
}

extension Unicode.Scalar {
    /// Whether a character that ends with this scalar begins with it or
    /// with a scalar that is no white space: a letter, a digit or a symbol
    /// (`日`, `é`, `🎹`) that does not extend the character before it.
    /// Only marks that extend (`\u{301}`), spacing marks, the joiner and
    /// Thai and Lao SARA AM join what comes before them, and a space may.
    var startsTheCharacterItEnds: Bool {
        guard !properties.isGraphemeExtend, value != 0x0E33, value != 0x0EB3 else { return false }
        switch properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber, .otherSymbol: return true
        default: return false
        }
    }
}

extension ValidationContext {

    fileprivate mutating func checkNotBlank(_ entry: LocalizedText.Entry, _ field: String, of step: Step, in tour: Tour) {
        guard entry.text.isBlank else { return }
        let locale = entry.locale.map { " (\($0))" } ?? ""
        report(
            .emptyText, "the \(field)\(locale) of step '\(step.id.value)' is empty",
            file: tour.file, at: entry.position)
    }
}

extension UInt8 {
    /// Printable ASCII other than the space: `!` to `~`.
    var isVisibleASCII: Bool { self > 0x20 && self < 0x7F }
}
