import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// Two different step ids become the same Swift case name.
    public static let caseNameCollision = DiagnosticCode(
        "TOUR303", name: "caseNameCollision", severity: .error,
        summary: "Two step ids become the same Swift case name.",
        explanation: """
            Step ids become lowerCamelCase case names: `-`, `_` and `.` split \
            words, so `profile-button`, `profile_button` and `profile.button` \
            all become `profileButton`. Two such ids in one tour would make two \
            cases with one name. Rename one of the steps.
            """)
}

/// The steps of a tour become distinct Swift cases.
enum CaseNameCollision: TourRule {
    static let codes: [DiagnosticCode] = [.caseNameCollision]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.resolved
        var first: [String: Step] = [:]
        first.reserveCapacity(tour.steps.count)
        for step in tour.steps {
            guard let earlier = first.earlier(step.caseName, step.step) else { continue }
            // The same id twice is a duplicate id, reported on its own.
            guard earlier.id.value != step.step.id.value else { continue }
            context.report(
                .caseNameCollision,
                "step ids '\(earlier.id.value)' and '\(step.step.id.value)' both become the Swift case '\(step.caseName)'",
                file: tour.tour.file, at: step.step.id.position,
                notes: [SourceLocation(tour.tour.file, earlier.id.position).firstDefinedNote("step '\(earlier.id.value)'")])
        }
    }
}
