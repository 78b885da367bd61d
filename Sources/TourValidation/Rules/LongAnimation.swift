import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A presentation asks for a long animation, which Reduce Motion turns off (a lint, a note).
    public static let longAnimation = DiagnosticCode(
        "TOUR355", name: "longAnimation", severity: .note,
        summary: "A tour's presentation asks for a long animation, which Reduce Motion turns off.",
        explanation: """
            The spotlight's slide from one step to the next is the kind of \
            motion the Reduce Motion setting (Settings > Accessibility > \
            Motion) asks apps to avoid. With it on, TourKit hands the overlay \
            an animation of 0 seconds (`TourPresentation.animationDuration(for:reduceMotion:)`), \
            so a tour whose `presentation.animationDuration` is longer than \
            `lint.maxAnimationDuration` (0.5 seconds by default) gets this \
            note: the step changes at once for those users, and the tour \
            must not depend on the movement to show where the next control \
            is. Turn it off with `lint: {TOUR355: off}`.
            """)
}

/// A long `presentation.animationDuration` (a lint, a note).
enum LongAnimation: TourRule {
    static let codes: [DiagnosticCode] = [.longAnimation]
    static let isLint = true

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let limit = subject.options.lints.maxAnimationDuration
        guard let duration = subject.tour.presentation?[.animationDuration], duration.value > limit else { return }
        context.report(
            .longAnimation,
            "tour '\(subject.tour.id.value)' animates its spotlight for \(duration.value.shortestDecimal) seconds; with Reduce Motion on, TourKit makes it 0",
            file: subject.tour.file, at: duration.position,
            notes: ["the tour must read well without the movement; lint.maxAnimationDuration is \(limit.shortestDecimal) s"])
    }
}
