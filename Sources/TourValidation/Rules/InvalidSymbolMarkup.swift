import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A `{symbol:...}` is malformed.
    public static let invalidSymbolMarkup = DiagnosticCode(
        "TOUR308", name: "invalidSymbolMarkup", severity: .error,
        summary: "A `{symbol:NAME}` in a text is malformed.",
        explanation: """
            `{symbol:NAME}` places an SF Symbol inside a text. NAME is a symbol \
            name such as `star.fill`: lowercase letters and digits in parts \
            joined by dots, closed by `}`. A spoken label may follow a `|` \
            (`{symbol:play.fill|Play}`, the words VoiceOver reads for the \
            symbol): it must say something, on one line, without a `{`. A \
            misspelt or unclosed marker would show as raw text in the app, so \
            it is an error. Other braces are ordinary text.
            """)
}

/// Every `{symbol:...}` marker is well formed.
enum InvalidSymbolMarkup: TourRule {
    static let codes: [DiagnosticCode] = [.invalidSymbolMarkup]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.tour
        for step in tour.steps {
            context.checkSymbolMarkup(in: step.title, of: tour)
            context.checkSymbolMarkup(in: step.text, of: tour)
        }
    }
}

extension ValidationContext {

    fileprivate mutating func checkSymbolMarkup(in text: LocalizedText, of tour: Tour) {
        text.forEachEntry { entry in
            for problem in TourText.problems(in: entry.text) {
                report(
                    .invalidSymbolMarkup, problem.message,
                    file: tour.file, at: entry.position(ofScalarOffset: problem.scalarOffset),
                    notes: [
                        "write {symbol:NAME} with NAME like star.fill (lowercase letters and digits, parts joined by dots), or {symbol:NAME|spoken label}"
                    ])
            }
        }
    }
}
