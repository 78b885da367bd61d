import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// Two steps of one tour share an id.
    public static let duplicateStepID = DiagnosticCode(
        "TOUR302", name: "duplicateStepID", severity: .error,
        summary: "Two steps of one tour have the same id.",
        explanation: """
            A step's id is the raw value of its enum case and how the app \
            selects it, so ids must be unique within a tour. The error is at \
            the later step.
            """)
}

/// The steps of a tour have distinct ids.
enum DuplicateStepID: TourRule {
    static let codes: [DiagnosticCode] = [.duplicateStepID]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.resolved
        var first: [String: SourceLocation] = [:]
        first.reserveCapacity(tour.steps.count)
        for step in tour.tour.steps {
            guard let earlier = first.earlier(step.id.value, SourceLocation(tour.tour.file, step.id.position)) else { continue }
            context.report(
                .duplicateStepID, "step id '\(step.id.value)' is already used in tour '\(tour.tour.id.value)'",
                file: tour.tour.file, at: step.id.position, notes: [earlier.firstDefinedNote("step '\(step.id.value)'")])
        }
    }
}
