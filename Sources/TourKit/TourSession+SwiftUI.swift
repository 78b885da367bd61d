#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension View {
        /// Starts `session` once, the first time this view appears (again
        /// appearing does not restart it; `start` returns false for a tour
        /// already completed or dismissed, so nothing shows then).
        ///
        /// Drive an overlay from the session's `currentStep`:
        ///
        /// ```swift
        /// @State private var tour = TourSession<MainScreenHelp>(store: UserDefaultsTourProgressStore())
        ///
        /// var body: some View {
        ///     @Bindable var tour = tour
        ///     MainScreen()
        ///         .helpInfoSpotlightOverlay(selection: $tour.currentStep, orderedIDs: MainScreenHelp.allCases)
        ///         .tourSession(tour)
        /// }
        /// ```
        public func tourSession<Step: TourStepRepresentable>(_ session: TourSession<Step>, restart: Bool = false) -> some View {
            modifier(TourSessionStarter(session: session, restart: restart))
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
