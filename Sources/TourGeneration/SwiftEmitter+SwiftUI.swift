import TourFormat
import TourValidation

// A tour's SwiftUI members: its keys, its scroll anchor and scrolling, the
// modifiers that tag a view with one of its steps, and the conformances
// through which the overlay glue, written once for every tour
// (`OverlayGlueEmitter`), runs it.
extension SwiftEmitter {
    func writeSwiftUIMembers(_ tour: ValidatedTour, access: String, into writer: inout SourceWriter) {
        let type = tour.typeName
        let scrolls = tour.steps.contains { $0.scrollAnchor != nil }
        let onlyWhereSwiftUIExists = options.overlays.isEmpty
        if onlyWhereSwiftUIExists { writer.line("#if canImport(SwiftUI)") }
        writer.block("extension \(type) {") { body in
            body.line("/// The step's title for SwiftUI, looked up as the same hand-written literal would be:")
            body.line("/// Markdown rendered, each `{symbol:NAME}` an `Image(systemName:)`.")
            body.line("\(access)var title: LocalizedStringKey { LocalizedStringKey(tourText: plainTitle) }")
            body.line("/// The step's text for SwiftUI, looked up as the same hand-written literal would be.")
            body.line("\(access)var text: LocalizedStringKey { LocalizedStringKey(tourText: plainText) }")
            body.line("/// Where the target ends up when scrolled into view; `nil` when the step does not scroll.")
            body.line("\(access)var scrollAnchor: UnitPoint? { scrollPosition?.unitPoint }")
            if scrolls {
                body.line()
                body.line("/// Scrolls `proxy` to the step's target, when the step has a scroll anchor; call it")
                body.line("/// when the selection changes. The target carries the step as its `id`.")
                body.block("\(access)func scrollIntoView(with proxy: ScrollViewProxy) {") { function in
                    function.line("guard let scrollAnchor else { return }")
                    function.line("proxy.scrollTo(self, anchor: scrollAnchor)")
                }
            }
        }
        if onlyWhereSwiftUIExists {
            // The same data without SwiftUI, so shared code reads one name.
            writer.line("#else")
            writer.block("extension \(type) {") { body in
                body.line("/// Where the target ends up when scrolled into view; `nil` when the step does not scroll.")
                body.line("\(access)var scrollAnchor: TourScrollAnchor? { scrollPosition }")
            }
            writer.line("#endif")
            return
        }
        if options.integrates(.helpInfoSpotlightOverlay) {
            writer.line()
            writer.line("extension \(type): HelpInfoProvider {}")
        }
        writer.line()
        writer.line("extension \(type): \(OverlayGlueEmitter.protocolName) {}")
        writeTagModifiers(tour, access: access, scrolls: scrolls, into: &writer)
    }

    /// The modifiers that tag a view with a step of this tour, one per
    /// declared overlay. Unlike the overlays' modifiers these stay one per
    /// tour: a tag is written `.helpInfoViewTag(.octaveDown)` as often as
    /// with the type, and only a parameter of the tour's own type lets the
    /// compiler find the case. They cost little to type-check: each body
    /// calls the package's `id:` form, which no other overload matches. A
    /// target a scroll view must find carries the step as its identity.
    private func writeTagModifiers(_ tour: ValidatedTour, access: String, scrolls: Bool, into writer: inout SourceWriter) {
        let type = tour.typeName
        let identity = scrolls ? ".id(step)" : ""
        writer.line()
        writer.block("extension View {") { body in
            if options.integrates(.helpInfoSpotlightOverlay) {
                body.line("/// Marks this view as the spotlight target of `step` for `helpInfoSpotlightOverlay`.")
                body.block("\(access)func helpInfoViewTag(_ step: \(type)) -> some View {") { function in
                    function.line("helpInfoViewTag(id: step)" + identity)
                }
            }
            if options.integrates(.tutorialSpotlight) {
                if options.integrates(.helpInfoSpotlightOverlay) { body.line() }
                body.line("/// Marks this view as the spotlight target of `step` for `tutorialSpotlight`, in the step's shape.")
                body.block("\(access)func tutorialSpotlightSource(_ step: \(type)) -> some View {") { function in
                    function.line("tutorialSpotlightSource(id: step, spotlightShape: step.spotlightShape.tutorialSpotlightShape)" + identity)
                }
            }
        }
    }
}
