import TourFormat
import TourModel
import TourValidation

/// The glue for the spotlight packages an app declares (`swift.overlays`):
/// the tag modifiers and each overlay called with the tour's order, padding,
/// shape and presentation, for a selection and for a `TourSession`.
extension SwiftEmitter {
    /// The availability of `TourSession`, which the session glue takes.
    private static let sessionAvailability = "@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)"

    /// `label: value` for what the tour sets of the overlay's one padding,
    /// its one corner radius (HelpInfoSpotlightOverlay's; TutorialSpotlight
    /// takes a shape) and its presentation, in the order the modifier
    /// declares them; the overlay's own defaults stand for the rest. The
    /// animation is always `animationDuration`, the one
    /// ``writeOverlayCall(_:arguments:type:into:)`` reads: the tour's or
    /// the overlay's own, 0 with Reduce Motion.
    private func overlayArguments(_ tour: ValidatedTour, for overlay: SpotlightOverlay) -> [String] {
        var arguments: [String] = []
        if let padding = tour.overlayPadding { arguments.append("spotlightPadding: \(padding.shortestDecimal)") }
        if overlay == .helpInfoSpotlightOverlay, let radius = tour.overlayCornerRadius {
            arguments.append("cornerRadius: \(radius.shortestDecimal)")
        }
        let order: [PresentationSetting] =
            overlay == .helpInfoSpotlightOverlay
            ? [.animationDuration, .edgeBlurRadius, .dimmingOpacity] : [.animationDuration, .dimmingOpacity, .edgeBlurRadius]
        for setting in order {
            if setting == .animationDuration {
                arguments.append("\(overlay.argumentLabel(of: setting)): animationDuration")
                continue
            }
            guard let value = tour.presentation[setting] else { continue }
            arguments.append("\(overlay.argumentLabel(of: setting)): \(value.shortestDecimal)")
        }
        return arguments
    }

    /// The call of `overlay`'s modifier with `arguments`, inside TourKit's
    /// `tourMotion`, which reads Reduce Motion (`accessibilityReduceMotion`)
    /// from the environment: with it on, the spotlight moves without
    /// sliding (an animation of 0 seconds).
    private func writeOverlayCall(_ overlay: SpotlightOverlay, arguments: [String], type: String, into writer: inout SourceWriter) {
        writer.block("tourMotion(\(type).presentation, for: .\(overlay.rawValue)) { view, animationDuration in") { motion in
            motion.line("view.\(overlay.rawValue)(")
            motion.line("    selection: selection,")
            motion.line("    orderedIDs: \(type).allCases,")
            for argument in arguments { motion.line("    \(argument),") }
            motion.line("    overlay: overlay")
            motion.line(")")
        }
    }

    /// The `HelpInfoProvider` conformance, the tag modifier, and the overlay
    /// with the tour's order, padding, corner radius and presentation, for a
    /// selection and for a session, each with the app's card, or else the
    /// package's own `helpInfoOverlay` for a selection and TourKit's
    /// `TourCard` for a session.
    func writeHelpInfoMembers(_ tour: ValidatedTour, access: String, identity: String, into writer: inout SourceWriter) {
        let type = tour.typeName
        writer.line()
        writer.line("extension \(type): HelpInfoProvider {}")
        writer.line()
        writer.block("extension View {") { body in
            body.line("/// Marks this view as the spotlight target of `step` for `helpInfoSpotlightOverlay`.")
            body.block("\(access)func helpInfoViewTag(_ step: \(type)) -> some View {") { function in
                function.line("helpInfoViewTag(id: step)" + identity)
            }
            body.line()
            body.line("/// Runs the tour `\(tour.tour.id.value)` with HelpInfoSpotlightOverlay: its steps in order, its")
            body.line("/// padding, corner radius and presentation; `overlay` draws the card for each step.")
            body.line("/// With Reduce Motion on, the spotlight moves without sliding.")
            body.line("\(access)func helpInfoSpotlightOverlay<Overlay: View>(")
            body.line("    selection: Binding<\(type)?>,")
            body.line("    @ViewBuilder overlay: @escaping (_ step: \(type), _ actions: HelpInfoSpotlightOverlayActions) -> Overlay")
            body.block(") -> some View {") { function in
                writeOverlayCall(
                    .helpInfoSpotlightOverlay, arguments: overlayArguments(tour, for: .helpInfoSpotlightOverlay), type: type, into: &function)
            }
            body.line()
            body.line("/// Runs the tour `\(tour.tour.id.value)` with HelpInfoSpotlightOverlay and the package's own card.")
            body.block("\(access)func helpInfoSpotlightOverlay(selection: Binding<\(type)?>) -> some View {") { function in
                function.line("helpInfoSpotlightOverlay(selection: selection, overlay: helpInfoOverlay)")
            }
        }
        writer.line()
        writer.line(Self.sessionAvailability)
        writer.block("extension View {") { body in
            body.line("/// Runs `session` with HelpInfoSpotlightOverlay; `overlay` draws the card, and its")
            body.line("/// `actions` tell the session what the user asked for, so Next on the last step")
            body.line("/// completes the tour.")
            body.line("\(access)func helpInfoSpotlightOverlay<Overlay: View>(")
            body.line("    session: TourSession<\(type)>,")
            body.line("    @ViewBuilder overlay: @escaping (_ step: \(type), _ actions: TourOverlayActions) -> Overlay")
            body.block(") -> some View {") { function in
                function.block("helpInfoSpotlightOverlay(selection: session.selection(for: .helpInfoSpotlightOverlay)) { step, actions in") {
                    closure in
                    closure.line("overlay(step, session.overlayActions(dismiss: actions.dismiss, previous: actions.previous, next: actions.next))")
                }
            }
            body.line()
            body.line("/// Runs `session` with HelpInfoSpotlightOverlay and TourKit's card (`TourCard`), which")
            body.line("/// VoiceOver, the keyboard and Dynamic Type work with.")
            body.block("\(access)func helpInfoSpotlightOverlay(session: TourSession<\(type)>) -> some View {") { function in
                function.block("helpInfoSpotlightOverlay(session: session) { step, actions in") { closure in
                    closure.line("TourCard(session: session, step: step, actions: actions)")
                }
            }
        }
    }

    /// The source modifier with the step's shape, and the overlay with the
    /// tour's order, padding, default shape and presentation, for a
    /// selection and for a session, the latter also with TourKit's `TourCard`.
    func writeTutorialSpotlightMembers(
        _ tour: ValidatedTour, access: String, identity: String, into writer: inout SourceWriter
    ) {
        let type = tour.typeName
        let spotlight = tour.defaultSpotlight
        let shape = ShapeKey(shape: spotlight.shape, style: spotlight.cornerStyle).expression(radius: spotlight.cornerRadius.shortestDecimal)
        var arguments = overlayArguments(tour, for: .tutorialSpotlight)
        arguments.insert("spotlightShape: TourSpotlightShape\(shape).tutorialSpotlightShape", at: tour.overlayPadding == nil ? 0 : 1)
        writer.line()
        writer.block("extension View {") { body in
            body.line("/// Marks this view as the spotlight target of `step` for `tutorialSpotlight`, in the step's shape.")
            body.block("\(access)func tutorialSpotlightSource(_ step: \(type)) -> some View {") { function in
                function.line("tutorialSpotlightSource(id: step, spotlightShape: step.spotlightShape.tutorialSpotlightShape)" + identity)
            }
            body.line()
            body.line("/// Runs the tour `\(tour.tour.id.value)` with TutorialSpotlight: its steps in order, its padding,")
            body.line("/// default shape and presentation; `overlay` draws the card for each step. With Reduce")
            body.line("/// Motion on, the spotlight moves without sliding.")
            body.line("\(access)func tutorialSpotlight<Overlay: View>(")
            body.line("    selection: Binding<\(type)?>,")
            body.line("    @ViewBuilder overlay: @escaping (_ step: \(type), _ actions: TutorialSpotlightActions) -> Overlay")
            body.block(") -> some View {") { function in
                writeOverlayCall(.tutorialSpotlight, arguments: arguments, type: type, into: &function)
            }
        }
        writer.line()
        writer.line(Self.sessionAvailability)
        writer.block("extension View {") { body in
            body.line("/// Runs `session` with TutorialSpotlight; `overlay` draws the card, and its `actions`")
            body.line("/// tell the session what the user asked for, so Next on the last step completes the tour.")
            body.line("\(access)func tutorialSpotlight<Overlay: View>(")
            body.line("    session: TourSession<\(type)>,")
            body.line("    @ViewBuilder overlay: @escaping (_ step: \(type), _ actions: TourOverlayActions) -> Overlay")
            body.block(") -> some View {") { function in
                function.block("tutorialSpotlight(selection: session.selection(for: .tutorialSpotlight)) { step, actions in") { closure in
                    closure.line("overlay(step, session.overlayActions(dismiss: actions.dismiss, previous: actions.previous, next: actions.advance))")
                }
            }
            body.line()
            body.line("/// Runs `session` with TutorialSpotlight and TourKit's card (`TourCard`), which")
            body.line("/// VoiceOver, the keyboard and Dynamic Type work with.")
            body.block("\(access)func tutorialSpotlight(session: TourSession<\(type)>) -> some View {") { function in
                function.block("tutorialSpotlight(session: session) { step, actions in") { closure in
                    closure.line("TourCard(session: session, step: step, actions: actions)")
                }
            }
        }
    }

    /// TourKit's shape as TutorialSpotlight takes it: once per file, private,
    /// so every generated file may have its own.
    func writeTutorialSpotlightShapeConversion(into writer: inout SourceWriter) {
        writer.line()
        writer.block("extension TourSpotlightShape {") { body in
            // TutorialSpotlight's shape is a SwiftUI `Shape`, so its members
            // are isolated to the main actor, as every view's are.
            body.line("/// The shape as TutorialSpotlight draws it.")
            body.block("@MainActor fileprivate var tutorialSpotlightShape: TutorialSpotlightShape {") { getter in
                getter.line("switch self {")
                getter.line("case .rect: .rect")
                getter.line("case .roundedRect(let cornerRadius, let style): .rect(cornerRadius: cornerRadius, style: style.roundedCornerStyle)")
                getter.line("case .circle: .circle")
                getter.line("case .capsule: .capsule")
                getter.line("}")
            }
        }
    }
}
