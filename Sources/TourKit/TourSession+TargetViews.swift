#if canImport(SwiftUI)
    import SwiftUI

    // The SwiftUI side of targets that appear late: tagged views report
    // themselves to the session, and the overlay's view runs the wait's clock.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension View {
        /// Tells `session` when this view, tagged as `target`, appears and
        /// disappears, so a step whose target is not on screen waits for it
        /// (``TourSession/targetAppeared(_:)``). The generated session-aware
        /// tags (`helpInfoViewTag(_:in:)`, `tutorialSpotlightSource(_:in:)`)
        /// add it.
        public func tourTarget<Step: TourStepRepresentable>(_ target: String, in session: TourSession<Step>) -> some View {
            onAppear { session.targetAppeared(target) }
                .onDisappear { session.targetDisappeared(target) }
        }

        /// Runs `session`'s wait for a late target: when the step's
        /// `waitFor:` runs out, ``TourSession/checkTargetWait()`` does what
        /// its `ifMissing:` says. The generated `helpInfoSpotlightOverlay(session:)`
        /// and `tutorialSpotlight(session:)` add it.
        public func tourTargetWaits<Step: TourStepRepresentable>(_ session: TourSession<Step>) -> some View {
            task(id: session.waiting?.deadline) {
                guard let deadline = session.waiting?.deadline else { return }
                let seconds = deadline.timeIntervalSince(session.now())
                // A new deadline cancels this task and starts another.
                if seconds > 0 { try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000)) }
                guard !Task.isCancelled else { return }
                session.checkTargetWait()
            }
        }
    }
#endif
