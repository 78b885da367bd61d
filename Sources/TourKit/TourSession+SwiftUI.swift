#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension View {
        /// Starts `session` once, the first time this view appears (again
        /// appearing does not restart it; `start` returns false for a tour
        /// already completed or dismissed, so nothing shows then).
        ///
        /// Run the overlay through the generated glue, which hands it the
        /// session's ``TourSession/selection(for:)``:
        ///
        /// ```swift
        /// @State private var tour = TourSession<MainScreenHelp>(store: UserDefaultsTourProgressStore())
        ///
        /// var body: some View {
        ///     MainScreen()
        ///         .helpInfoSpotlightOverlay(session: tour)
        ///         .tourSession(tour)
        /// }
        /// ```
        public func tourSession<Step: TourStepRepresentable>(_ session: TourSession<Step>, restart: Bool = false) -> some View {
            modifier(TourSessionStarter(session: session, restart: restart))
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension TourSession {
        /// The `selection` to hand `overlay`: it reads ``spotlightStep`` (the
        /// current step, while its target is on screen), and the
        /// overlay's own moves go to ``overlayMoved(to:navigation:)`` with
        /// the overlay's navigation, so its Next on the last step completes
        /// the tour.
        public func selection(for overlay: TourOverlay) -> Binding<Step?> {
            // SwiftUI reads and writes a binding on the main actor.
            Binding(
                get: { MainActor.assumeIsolated { self.spotlightStep } },
                set: { step in MainActor.assumeIsolated { self.overlayMoved(to: step, navigation: overlay.navigation) } })
        }
    }

    /// Starts a session on the first appearance of the view it modifies.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    @MainActor
    struct TourSessionStarter<Step: TourStepRepresentable>: ViewModifier {
        let session: TourSession<Step>
        let restart: Bool
        @State private var started = false

        func body(content: Content) -> some View {
            content.onAppear {
                guard !started else { return }
                started = true
                session.start(restart: restart)
            }
        }
    }
#endif
