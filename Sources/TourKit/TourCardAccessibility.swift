#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension View {
        /// Makes a card the app draws itself work with assistive technology
        /// while `session` runs, as TourKit's ``TourCard`` does:
        ///
        /// - VoiceOver's focus moves to the card when it appears and with
        ///   each step (`AccessibilityFocusState`), and the card is modal
        ///   (`.isModal`), so focus cannot wander behind the dimming;
        /// - the escape gesture (a two-finger Z) closes the tour: `actions`'
        ///   dismiss when given (the overlay's own close), else
        ///   ``TourSession/abandon()``; the next start resumes at this step;
        /// - the card's accessibility value is the tour's progress, "Step 2 of 5".
        ///
        /// The buttons stay the app's: give Next `.keyboardShortcut(.defaultAction)`
        /// (Return) and the session's ``TourSession/nextButtonLabel``, and Close
        /// `.keyboardShortcut(.cancelAction)` (Escape).
        public func tourCardAccessibility<Step: TourStepRepresentable>(
            session: TourSession<Step>, actions: TourOverlayActions? = nil
        ) -> some View {
            modifier(TourCardAccessibility(session: session, actions: actions))
        }
    }

    /// The accessibility of a tour card: focus, modality, escape, progress.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    @MainActor
    struct TourCardAccessibility<Step: TourStepRepresentable>: ViewModifier {
        let session: TourSession<Step>
        let actions: TourOverlayActions?
        @AccessibilityFocusState private var isFocused: Bool

        func body(content: Content) -> some View {
            content
                .onAppear { isFocused = true }
                .accessibilityFocused($isFocused)
                .accessibilityAddTraits(.isModal)
                .accessibilityValue(Text(verbatim: session.progressDescription))
                .accessibilityAction(.escape) { close() }
                .onChange(of: session.currentStep) { _, _ in isFocused = true }
        }

        private func close() {
            session.pendingEndReason = .escape
            if let actions { actions.dismiss() } else { session.abandon(reason: .escape) }
        }
    }
#endif
