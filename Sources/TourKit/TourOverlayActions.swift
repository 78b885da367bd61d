/// The buttons of an overlay's card when a ``TourSession`` runs the tour:
/// the generated `helpInfoSpotlightOverlay(session:overlay:)` and
/// `tutorialSpotlight(session:overlay:)` hand the card these instead of the
/// package's own actions, so the session knows a Next on the last step from
/// a close (see ``TourSession/overlayMoved(to:navigation:)``).
public struct TourOverlayActions {
    /// Closes the overlay; the session is abandoned and resumes here next time.
    public let dismiss: () -> Void
    /// Shows the previous step.
    public let previous: () -> Void
    /// Shows the next step; on the last step, completes the tour.
    public let next: () -> Void

    /// Actions that call these closures; a session makes them with
    /// ``TourSession/overlayActions(dismiss:previous:next:)``.
    public init(dismiss: @escaping () -> Void, previous: @escaping () -> Void, next: @escaping () -> Void) {
        self.dismiss = dismiss
        self.previous = previous
        self.next = next
    }
}
