import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A tour lacks a field the QuickWin flavour requires.
    public static let quickWinFieldMissing = DiagnosticCode(
        "TOUR404", name: "quickWinFieldMissing", severity: .error,
        summary: "A tour lacks what the quickwin JSON flavour requires.",
        explanation: """
            The `quickwin` flavour writes the `QuickWinTask` model, in which \
            every field is required: the tour needs `title`, `description`, \
            `estimatedSeconds`, `completionCriteria` and `icon`, and every step \
            needs an `action` (its own or `defaults.action`), because a QuickWin \
            step is something the user does. Add what is missing, or use the \
            canonical flavour.
            """)
}

/// A tour has every field a `QuickWinTask` needs, when the quickwin
/// flavour is written (its emitter then reads no optional).
enum QuickWinFieldMissing: TourRule {
    static let codes: [DiagnosticCode] = [.quickWinFieldMissing]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        guard subject.options.requiresQuickWinTasks else { return }
        let tour = subject.resolved
        context.diagnostics += QuickWinTour.check(ValidatedTour(tour)).diagnostics
    }
}

/// A validated tour with everything the `QuickWinTask` model requires, so
/// the QuickWin emitter reads no optional: the one place those
/// requirements are checked.
public struct QuickWinTour: Sendable {
    /// The tour.
    public let tour: ValidatedTour
    /// The tour's title, in the source language.
    public let title: String
    /// What the tour teaches, in the source language.
    public let description: String
    /// How long it takes, in seconds.
    public let estimatedSeconds: Int
    /// The identifier the app checks.
    public let completionCriteria: String
    /// The SF Symbol name.
    public let icon: String
    /// Each step with its action, every one present.
    public let steps: [(step: ResolvedStep, action: TourAction)]

    /// `tour` as a QuickWin task, or an error at the tour or step for each
    /// field it lacks.
    public static func check(_ tour: ValidatedTour) -> (tour: QuickWinTour?, diagnostics: [Diagnostic]) {
        let source = tour.tour
        var collector = DiagnosticCollector(file: source.file)
        let fields: [(String, Bool)] = [
            ("title", source.title != nil), ("description", source.description != nil),
            ("estimatedSeconds", source.estimatedSeconds != nil),
            ("completionCriteria", source.completionCriteria != nil), ("icon", source.icon != nil),
        ]
        for (key, present) in fields where !present {
            collector.report(
                .quickWinFieldMissing, "tour '\(source.id.value)' needs '\(key)' for the quickwin JSON flavour",
                at: source.position)
        }
        var steps: [(step: ResolvedStep, action: TourAction)] = []
        for step in tour.steps {
            guard let action = step.action else {
                collector.report(
                    .quickWinFieldMissing,
                    "step '\(step.step.id.value)' has no action, so it cannot be a QuickWin step",
                    at: step.step.position, notes: ["set 'action' on the step or 'defaults.action' on the tour"])
                continue
            }
            steps.append((step, action))
        }
        guard let title = tour.title, let description = tour.description, let seconds = source.estimatedSeconds,
            let criteria = source.completionCriteria, let icon = source.icon, !collector.hasErrors
        else { return (nil, collector.diagnostics) }
        let quickWin = QuickWinTour(
            tour: tour, title: title, description: description, estimatedSeconds: seconds.value,
            completionCriteria: criteria.value, icon: icon.value, steps: steps)
        return (quickWin, [])
    }
}
