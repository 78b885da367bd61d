import Foundation
import TestSupport
import Testing

/// TourKit's card, the accessibility modifier for an app's own card and
/// the Reduce Motion helper, compiled against the SwiftUI and
/// TutorialSpotlight stand-ins and run: the program looks inside the views
/// (their modifiers' and bodies' records), presses what a user would and
/// prints what it found.
@Suite struct TourCardSwiftUITests {
    static let program = """
        import Foundation
        @_spi(StandIn) import SwiftUI
        import TourKit
        @_spi(StandIn) import TutorialSpotlight

        struct Row: View {}

        enum Synth: String, TourSteps {
            case keyboard, octave, presets, record, settings
            static let metadata = TourMetadata(id: "synth")
            static let revision = "r1"
            var id: String { rawValue }
            var target: String { rawValue }
            var action: TourAction? { nil }
            var plainTitle: String { rawValue }
            var plainText: String { "The \\(rawValue)." }
        }

        /// Calls `visit` with every value in `value`: its stored properties,
        /// a modifier's body and a view's body, however deep.
        @MainActor func walk(_ value: Any, _ visit: (Any) -> Void) {
            visit(value)
            if let modifier = value as? any ViewModifier { walk(expand(modifier), visit) }
            if let view = value as? any View, let body = bodyOf(view) { walk(body, visit) }
            for child in Mirror(reflecting: value).children { walk(child.value, visit) }
        }
        @MainActor func expand<M: ViewModifier>(_ modifier: M) -> Any { modifier.body(content: _ViewModifier_Content<M>()) }
        @MainActor func bodyOf<V: View>(_ view: V) -> Any? { V.Body.self == Never.self ? nil : view.body }

        @MainActor func all<T>(_ type: T.Type, in view: Any) -> [T] {
            var found: [T] = []
            walk(view) { if let value = $0 as? T { found.append(value) } }
            return found
        }

        /// The button a keyboard shortcut is on.
        @MainActor func button(for shortcut: KeyboardShortcut, in view: Any) -> (any PressableButton)? {
            var found: (any PressableButton)?
            walk(view) { value in
                guard found == nil, let modified = Mirror(reflecting: value).children.first(where: { $0.label == "modifier" })?.value
                    as? _KeyboardShortcutModifier, modified.shortcut == shortcut
                else { return }
                let content = Mirror(reflecting: value).children.first { $0.label == "content" }!.value
                found = all((any PressableButton).self, in: content).first
            }
            return found
        }

        let german = TourStringTable(language: "de", translations: [:])
        let session = TourSession<Synth>(store: InMemoryTourProgressStore())
        session.announcer = nil
        session.spokenWords = { german.words(title: $0.plainTitle, text: $0.plainText) }
        session.start()
        var dismissed = 0
        let actions = session.overlayActions(dismiss: { dismissed += 1 }, previous: { session.back() }, next: { session.next() })

        var card = TourCard(session: session, step: .keyboard, actions: actions)
        let accessibility = all(AccessibilityAttachmentModifier.self, in: card)
        print("modal:", accessibility.contains { $0.traits.contains(.isModal) })
        print("header:", accessibility.contains { $0.traits.contains(.isHeader) })
        print("value:", accessibility.compactMap { $0.value?.key.key }.joined(separator: "|"))
        print("labels:", accessibility.compactMap { $0.label?.key.key }.joined(separator: "|"))
        // One evaluation of the card, as SwiftUI keeps one card's state: its focus, then its appearing.
        let shown = card.body
        let focus = all(_AccessibilityFocusedModifier.self, in: shown)
        print("focused before appearing:", focus.map(\\.binding.wrappedValue))
        appearAll(in: shown)
        print("focused after appearing:", focus.map(\\.binding.wrappedValue))
        print("buttons:", all((any PressableButton).self, in: card).compactMap(\\.title).joined(separator: "|"))

        // Return presses the default button: the tour goes on.
        button(for: .defaultAction, in: card)?.press()
        print("after Return:", session.state, session.currentPosition ?? 0)
        card = TourCard(session: session, step: .octave, actions: actions)
        print("labels:", all(AccessibilityAttachmentModifier.self, in: card).compactMap { $0.label?.key.key }.joined(separator: "|"))
        // Escape (the key) presses Close: the overlay is asked to close.
        button(for: .cancelAction, in: card)?.press()
        print("after Escape:", dismissed)
        // The escape gesture (two-finger Z) closes it too.
        for attachment in all(AccessibilityAttachmentModifier.self, in: card) {
            for action in attachment.actions where action.kind == .escape { action.handler() }
        }
        print("after the escape gesture:", dismissed, session.state)

        // An app's own card, without the overlay's actions: escape abandons the session.
        let own = Row().tourCardAccessibility(session: session)
        for attachment in all(AccessibilityAttachmentModifier.self, in: own) {
            for action in attachment.actions where action.kind == .escape { action.handler() }
        }
        print("own card after the escape gesture:", session.state)

        // Reduce Motion: the overlay gets a duration of 0.
        @MainActor func spotlight() -> some View {
            Row().tourMotion(TourPresentation(animationDuration: 0.8), for: .tutorialSpotlight) { view, duration in
                view.tutorialSpotlight(selection: .constant(nil as Synth?), orderedIDs: Synth.allCases, animationDuration: duration) { step, _ in
                    Text(verbatim: step.plainTitle)
                }
            }
        }
        for reduceMotion in [false, true] {
            EnvironmentValues.current.reduceMotion = reduceMotion
            let overlay = all((any TutorialSpotlightDriver).self, in: spotlight()).first
            let duration = overlay?.arguments.first { $0.label == "animationDuration" }?.value ?? "none"
            print("reduce motion \\(reduceMotion):", duration)
        }

        """

    @Test(.uninstrumentedWork) func theCardWorksWithVoiceOverAndTheKeyboardAndReduceMotionStopsTheSlide() throws {
        let output = try GeneratedCodeHarness.runProgram([], main: Self.program)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "modal: true",
                "header: true",
                "value: Schritt 1 von 5",
                "labels: Weiter, Schritt 2 von 5",
                "focused before appearing: [false]",
                "focused after appearing: [true]",
                "buttons: Schließen|Weiter",
                "after Return: running 2",
                "labels: Zurück, Schritt 1 von 5|Weiter, Schritt 3 von 5",
                "after Escape: 1",
                "after the escape gesture: 2 running",
                "own card after the escape gesture: abandoned",
                "reduce motion false: 0.8",
                "reduce motion true: 0.0",
            ], "\(output)")
    }
}
