/// What a tour step asks the user to do. A step without one is informational.
public enum TourAction: String, Codable, Hashable, Sendable, CaseIterable {
    /// Tap the highlighted control.
    case tap
    /// Type or pick a value in the highlighted control.
    case input
    /// Go to another screen through the highlighted control.
    case navigate
}
