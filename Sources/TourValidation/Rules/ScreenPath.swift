import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A step after a `navigate` step is on the screen the navigation leaves.
    public static let navigationGoesNowhere = DiagnosticCode(
        "TOUR357", name: "navigationGoesNowhere", severity: .warning,
        summary: "A step after a navigate step is on the same screen as the navigate step's target.",
        explanation: """
            A step with `action: navigate` asks the user to open another \
            screen: the step after it should point at a control there. When \
            both targets are on one view type (each step's screen: its \
            `screen:`, the registry's, or the one type the scan of the app \
            finds its tag in), the user taps, the screen changes, and the \
            next spotlight looks for a target that is no longer shown. Put \
            the next step on the screen the navigation opens, or, if the \
            step only tells where the control leads, drop its \
            `action: navigate`.
            """)

    /// A step is on another screen than the step before it, which does not navigate.
    public static let unannouncedScreenChange = DiagnosticCode(
        "TOUR358", name: "unannouncedScreenChange", severity: .warning,
        summary: "A step is on another screen than the step before it, and that step does not navigate.",
        explanation: """
            Each step's screen is the view type its target is on: its \
            `screen:`, the registry's, or the one type the scan of the app \
            finds its tag in. When a step is on another screen than the step \
            before it, the user must get there between the two, and only a \
            step with `action: navigate` asks them to: otherwise the \
            spotlight waits for a target on a screen nobody opens. Mark the \
            step before `action: navigate` (its text then says where its \
            control leads), or move the step next to the steps on its screen.
            """)

    /// A step's target is tagged on several screens and nothing says which one the step means.
    public static let targetOnSeveralScreens = DiagnosticCode(
        "TOUR359", name: "targetOnSeveralScreens", severity: .note,
        summary: "A step's target is tagged in several view types, and nothing says which screen the step means.",
        explanation: """
            The scan finds the step's target (or the step itself) tagged in \
            more than one view type: a toolbar button repeated on two \
            screens, or a row view used in two lists. The step's screen, \
            which the bundle and the generated enum carry and an app routes \
            a resumed tour to, is then unknown. The note says which one the \
            steps around it suggest; write it as the step's `screen:` (or \
            the target's `screen:` in targets.yaml, for every step that uses \
            it).
            """)
}

/// Where the steps' screens change: a navigation that goes nowhere
/// (TOUR357), a change of screen nobody asks for (TOUR358), and a step
/// whose screen the tags leave open (TOUR359). Steps whose screen is
/// unknown are left out: the app was not scanned, or the tag is outside
/// any view type.
enum ScreenPath: TourRule {
    static let codes: [DiagnosticCode] = [.navigationGoesNowhere, .unannouncedScreenChange, .targetOnSeveralScreens]
    static let isLint = false

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let steps = subject.resolved.steps
        let file = subject.tour.file
        for (index, step) in steps.enumerated() {
            if step.screen == nil, step.taggedScreens.count > 1 {
                reportSeveralScreens(step, expected: expectedScreen(at: index, of: steps), file: file, into: &context)
            }
            guard index > 0, let screen = step.screen, let before = steps[index - 1].screen else { continue }
            let previous = steps[index - 1]
            let navigates = previous.action == .navigate
            if navigates, screen == before {
                context.report(
                    .navigationGoesNowhere,
                    "step '\(step.step.id.value)' is on \(screen), the screen step '\(previous.step.id.value)' navigates away from",
                    file: file, at: step.step.id.position,
                    notes: [
                        "after the navigation its target '\(step.target)' is no longer shown; put the step on the screen the navigation opens, or drop the action: navigate of step '\(previous.step.id.value)'"
                    ])
            } else if !navigates, screen != before {
                context.report(
                    .unannouncedScreenChange,
                    "step '\(step.step.id.value)' is on \(screen), but step '\(previous.step.id.value)' before it is on \(before) and does not navigate",
                    file: file, at: step.step.id.position,
                    notes: ["mark step '\(previous.step.id.value)' action: navigate, so the user is told to open \(screen)"])
            }
        }
    }

    /// The screen the neighbours suggest for the step at `index`, among the
    /// step's: the screen of the step before, unless that one navigates
    /// away; else, unless this step navigates, the screen of the step after.
    private static func expectedScreen(at index: Int, of steps: [ResolvedStep]) -> String? {
        let candidates = steps[index].taggedScreens
        if index > 0, steps[index - 1].action != .navigate, let before = steps[index - 1].screen, candidates.contains(before) {
            return before
        }
        if index + 1 < steps.count, steps[index].action != .navigate, let after = steps[index + 1].screen, candidates.contains(after) {
            return after
        }
        return nil
    }

    private static func reportSeveralScreens(_ step: ResolvedStep, expected: String?, file: String, into context: inout ValidationContext) {
        let screens = step.taggedScreens.joined(separator: ", ")
        let choice =
            expected.map { "the steps around it suggest \($0): write screen: \($0) on the step" }
            ?? "write the one the step means as its screen:"
        context.report(
            .targetOnSeveralScreens,
            "the target '\(step.target)' of step '\(step.step.id.value)' is tagged on several screens (\(screens)), so its screen is unknown",
            file: file, at: step.step.id.position, notes: [choice])
    }
}
