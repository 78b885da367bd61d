import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A tour has more steps than the limit allows.
    public static let stepLimit = DiagnosticCode(
        "TOUR109", name: "stepLimit", severity: .error,
        summary: "A tour has more steps than the step limit.",
        explanation: """
            A tour may have at most 5,000 steps by default: far more than any \
            person will click through, and enough that generated code and \
            bundles stay cheap to build. Split the tour, or raise the limit with \
            `--max-steps N` or `limits.stepsPerTour` in tourc.yaml.
            """)
}

/// A tour has at most `limits.maxStepsPerTour` steps.
enum StepLimit: TourRule {
    static let codes: [DiagnosticCode] = [.stepLimit]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.tour
        let limit = subject.options.maxStepsPerTour
        guard tour.steps.count > limit else { return }
        context.report(
            .stepLimit, "tour '\(tour.id.value)' has \(tour.steps.count) steps, more than the limit of \(limit)",
            file: tour.file, at: tour.id.position,
            notes: ["raise it with --max-steps N or limits.stepsPerTour in tourc.yaml"])
    }
}
