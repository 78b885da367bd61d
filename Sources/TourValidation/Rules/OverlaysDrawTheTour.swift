import TourBytes
import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A step's own padding, which no spotlight package draws.
    public static let stepPaddingNotDrawn = DiagnosticCode(
        "TOUR329", name: "stepPaddingNotDrawn", severity: .warning,
        summary: "A step's own `padding` is one no declared overlay draws.",
        explanation: """
            HelpInfoSpotlightOverlay and TutorialSpotlight each take one \
            `spotlightPadding` for the whole overlay, not one per target, so \
            the generated `helpInfoSpotlightOverlay(selection:overlay:)` and \
            `tutorialSpotlight(selection:overlay:)` pass the tour's \
            `defaults.padding` (or leave the package's 8 points), and a \
            step's own `padding` that differs from it shows as the tour-wide \
            one. Move the value to `defaults.padding`, or remove it. The \
            generated enum's `padding` and the JSON bundle keep every step's \
            value, for an overlay the app draws itself; with no overlay in \
            `swift.overlays` this warning is not given.
            """)

    /// A step's own corner radius, which HelpInfoSpotlightOverlay does not draw.
    public static let stepCornerRadiusNotDrawn = DiagnosticCode(
        "TOUR337", name: "stepCornerRadiusNotDrawn", severity: .warning,
        summary: "A step's own `cornerRadius` is one HelpInfoSpotlightOverlay does not draw.",
        explanation: """
            HelpInfoSpotlightOverlay draws every spotlight with the one \
            `cornerRadius` its modifier takes; the generated \
            `helpInfoSpotlightOverlay(selection:overlay:)` passes the tour's \
            `defaults.cornerRadius` (or leaves the package's 28 points). When \
            it is the only overlay in `swift.overlays`, a step's own \
            `cornerRadius` that differs shows as the tour-wide one. Move the \
            value to `defaults.cornerRadius`, or integrate `tutorialSpotlight`, \
            whose sources take a shape per step.
            """)

    /// `presentation:` with no overlay to draw it.
    public static let presentationWithoutOverlay = DiagnosticCode(
        "TOUR338", name: "presentationWithoutOverlay", severity: .warning,
        summary: "A tour sets `presentation:` but no overlay is declared to draw it.",
        explanation: """
            `presentation:` sets an overlay's dimming, edge blur and \
            animation. tourc hands it to the overlays in `swift.overlays` \
            (`--overlay`); with none declared, the generated code only \
            records it (`static let presentation`) and no spotlight package \
            receives it. Declare the overlay the app uses in tourc.yaml \
            (`swift: {overlays: [tutorialSpotlight]}`), or remove \
            `presentation:` if the app draws its own overlay and does not \
            read it.
            """)
}

/// What a tour sets is drawn by an overlay the app integrates:
/// TOUR329, TOUR337 and TOUR338 (TOUR328 is ``SpotlightShapes``'s).
enum OverlaysDrawTheTour: TourRule {
    static let codes: [DiagnosticCode] = [.stepPaddingNotDrawn, .stepCornerRadiusNotDrawn, .presentationWithoutOverlay]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.resolved
        let overlays = subject.options.overlays
        guard !overlays.isEmpty else {
            if let presentation = tour.tour.presentation, !presentation.values.isEmpty {
                context.report(
                    .presentationWithoutOverlay,
                    "presentation reaches no overlay: swift.overlays in tourc.yaml declares none",
                    file: tour.tour.file, at: presentation.position,
                    notes: ["declare the overlay the app uses (swift: {overlays: [tutorialSpotlight]}), or remove presentation"])
            }
            return
        }
        let drawsPadding = overlays.contains { $0.drawsPaddingPerStep }
        let padding = tour.overlayPadding ?? overlays[0].defaultPadding
        let drawsRadius = overlays.contains { $0.drawsShapePerStep }
        let radius = tour.overlayCornerRadius ?? overlays[0].defaultCornerRadius
        for resolved in tour.steps {
            let step = resolved.step
            if !drawsPadding, let own = step.padding, own.value != padding {
                context.report(
                    .stepPaddingNotDrawn,
                    "step '\(step.id.value)' has its own padding, but \(ValidationContext.names(overlays)) take\(overlays.count == 1 ? "s" : "") one padding for every step: it shows with \(padding.shortestDecimal) points",
                    file: tour.tour.file, at: own.position, notes: ["set defaults.padding for the whole tour, or remove this padding"])
            }
            if !drawsRadius, resolved.shape.hasRoundedCorners, let own = step.cornerRadius, own.value != radius {
                context.report(
                    .stepCornerRadiusNotDrawn,
                    "step '\(step.id.value)' has its own cornerRadius, but helpInfoSpotlightOverlay takes one radius for every step: it shows with \(radius.shortestDecimal) points",
                    file: tour.tour.file, at: own.position,
                    notes: ["set defaults.cornerRadius for the whole tour, or add tutorialSpotlight to swift.overlays in tourc.yaml"])
            }
        }
    }
}

extension ValidationContext {

    /// "helpInfoSpotlightOverlay and tutorialSpotlight".
    fileprivate static func names(_ overlays: [SpotlightOverlay]) -> String {
        overlays.map(\.rawValue).joined(separator: " and ")
    }

    /// "8 points", "12.5 points".
}
