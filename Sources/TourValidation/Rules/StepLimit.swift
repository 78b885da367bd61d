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
            bundles stay cheap to build. Like every limit, it stops the file: \
            the error is at the first step past the limit, and nothing after \
            it is checked or reported. Split the tour, or raise the limit with \
            `--max-steps N` or `limits.stepsPerTour` in tourc.yaml.
            """)
}

/// A tour has at most `limits.maxStepsPerTour` steps. The validator
/// asks before any other rule, since crossing it stops the file.
enum StepLimit: ValidationRule {
    static let codes: [DiagnosticCode] = [.stepLimit]

    /// Reports `tour`, which has more than `limit` steps, at its first step
    /// past the limit; returns that place. The decoder, given the same
    /// limit, stopped there (``Tour/stepOverflow``).
    static func report(_ tour: Tour, limit: Int, into context: inout ValidationContext) -> SourcePosition {
        let crossed = tour.stepOverflow?.position ?? tour.steps[limit].position
        let count = tour.stepOverflow?.count ?? tour.steps.count
        context.report(
            .stepLimit, "tour '\(tour.id.value)' has \(count) steps, more than the limit of \(limit); nothing after this step is checked",
            file: tour.file, at: crossed,
            notes: ["raise it with --max-steps N or limits.stepsPerTour in tourc.yaml"])
        return crossed
    }
}
