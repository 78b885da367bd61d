import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A `{symbol:...}` is malformed.
    public static let invalidSymbolMarkup = DiagnosticCode(
        "TOUR308",
        summary: "A `{symbol:NAME}` in a text is malformed.",
        explanation: """
            `{symbol:NAME}` places an SF Symbol inside a text. NAME is a symbol \
            name such as `star.fill`: lowercase letters and digits in parts \
            joined by dots, closed by `}`. A misspelt or unclosed marker would \
            show as raw text in the app, so it is an error. Other braces are \
            ordinary text.
            """)
}

extension ValidationContext {
    mutating func checkSymbolMarkup(_ tour: Tour) {
        for step in tour.steps {
            checkSymbolMarkup(in: step.title, of: tour)
            checkSymbolMarkup(in: step.text, of: tour)
        }
    }

    private mutating func checkSymbolMarkup(in text: LocalizedText, of tour: Tour) {
        text.forEachEntry { entry in
            for problem in TourText.problems(in: entry.text) {
                report(
                    .error, .invalidSymbolMarkup, problem.message,
                    file: tour.file, at: entry.position(ofScalarOffset: problem.scalarOffset),
                    notes: ["write {symbol:NAME} with NAME like star.fill (lowercase letters and digits, parts joined by dots)"])
            }
        }
    }
}
