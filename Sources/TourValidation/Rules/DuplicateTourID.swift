import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// Two tours share an id.
    public static let duplicateTourID = DiagnosticCode(
        "TOUR301", name: "duplicateTourID", severity: .error,
        summary: "Two tours have the same id.",
        explanation: """
            A tour's id (`tour:`) names its JSON bundle and, by default, its \
            Swift type, so it must be unique across every input file. The \
            error is at the later tour; a note says where the first one is.
            """)
}

/// Every tour has its own id.
enum DuplicateTourID: CorpusRule {
    static let codes: [DiagnosticCode] = [.duplicateTourID]

    static func check(_ corpus: inout ToursUnderCheck, _ context: inout ValidationContext) {
        let tours = corpus.outlines
        var first: [String: SourceLocation] = [:]
        for tour in tours {
            guard let earlier = first.earlier(tour.id.value, SourceLocation(tour.file, tour.id.position)) else { continue }
            context.report(
                .duplicateTourID, "tour id '\(tour.id.value)' is already used by another tour",
                file: tour.file, at: tour.id.position, notes: [earlier.firstDefinedNote("tour '\(tour.id.value)'")])
        }
    }
}
