/// The card's buttons. The package makes them; there is no public init.
public struct HelpInfoSpotlightOverlayActions {
    /// Closes the overlay: the selection becomes `nil`.
    public let dismiss: () -> Void
    /// The previous id with a tagged view, wrapping from the first to the last.
    public let previous: () -> Void
    /// The next id with a tagged view, wrapping from the last to the first.
    public let next: () -> Void
}
