import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// `cornerRadius` or `cornerStyle` is set for a shape without rounded corners.
    public static let cornerKeyWithoutCorners = DiagnosticCode(
        "TOUR327", name: "cornerKeyWithoutCorners", severity: .warning,
        summary: "`cornerRadius` or `cornerStyle` is set where the spotlight's shape has no rounded corners.",
        explanation: """
            Only a `roundedRect` spotlight has corners to round. On a `rect`, \
            a `circle` or a `capsule`, `cornerRadius` and `cornerStyle` change \
            nothing, so a value written there is most likely meant for another \
            shape, or left over from before the shape changed. Remove the key, \
            or set `shape: roundedRect`. A default under `defaults:` is \
            reported only when no step takes it: when every step's shape \
            comes from a `defaults.shape` without corners.
            """)

    /// A step's shape is one the only integrated overlay cannot draw.
    public static let shapeOverlayCannotDraw = DiagnosticCode(
        "TOUR328", name: "shapeOverlayCannotDraw", severity: .warning,
        summary: "A step's spotlight shape is one HelpInfoSpotlightOverlay cannot draw.",
        explanation: """
            HelpInfoSpotlightOverlay's configuration has one corner radius for \
            the whole overlay and no shape per step, so it draws every \
            spotlight as a rounded rectangle. When it is the only overlay in \
            `swift.overlays`, a step with `shape: rect`, `circle` or `capsule` \
            would show as a rounded rectangle all the same. Use `roundedRect` \
            (the default), or integrate `tutorialSpotlight`, which draws every \
            shape. The JSON bundle keeps the shape either way, for overlays \
            the app draws itself.
            """)
}

/// Corner keys sit on shapes with corners (TOUR327), and the
/// integrated overlays can draw every shape (TOUR328).
enum SpotlightShapes: TourRule {
    static let codes: [DiagnosticCode] = [.cornerKeyWithoutCorners, .shapeOverlayCannotDraw]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.resolved
        let overlays = subject.options.overlays
        let defaults = tour.tour.defaults
        for resolved in tour.steps where !resolved.shape.hasRoundedCorners {
            let step = resolved.step
            for (key, position) in [
                (StepSetting.cornerRadius.key, step.cornerRadius?.position), (StepSetting.cornerStyle.key, step.cornerStyle?.position),
            ] {
                guard let position else { continue }
                context.report(
                    .cornerKeyWithoutCorners,
                    "'\(key)' has no effect: step '\(step.id.value)' is a \(resolved.shape.rawValue), which has no rounded corners",
                    file: tour.tour.file, at: position, notes: ["remove '\(key)', or set shape: roundedRect"])
            }
        }
        // A default nothing reads because every step's spotlight lacks
        // corners; one that steps overriding it leave unread is not this
        // warning's business.
        if !tour.steps.contains(where: { $0.shape.hasRoundedCorners }) {
            for (key, position) in [
                (StepSetting.cornerRadius.key, defaults.cornerRadius?.position), (StepSetting.cornerStyle.key, defaults.cornerStyle?.position),
            ] {
                guard let position else { continue }
                context.report(
                    .cornerKeyWithoutCorners,
                    "'defaults.\(key)' has no effect: no step's spotlight has rounded corners",
                    file: tour.tour.file, at: position, notes: ["remove '\(key)', or set shape: roundedRect"])
            }
        }
        guard overlays == [.helpInfoSpotlightOverlay] else { return }
        // Each `shape:` key once, where it is written: a default at
        // `defaults.shape`, however many steps take it.
        var reported = false
        for resolved in tour.steps where resolved.shape != .roundedRect {
            guard let key = resolved.step.shape ?? defaults.shape else { continue }
            if resolved.step.shape == nil {
                if reported { continue }
                reported = true
            }
            context.report(
                .shapeOverlayCannotDraw,
                "helpInfoSpotlightOverlay draws every spotlight as a rounded rectangle, so this \(key.value.rawValue) shows as one",
                file: tour.tour.file, at: key.position,
                notes: ["use shape: roundedRect, or add tutorialSpotlight to swift.overlays in tourc.yaml"])
        }
    }
}
