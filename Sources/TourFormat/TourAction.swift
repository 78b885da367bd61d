/// What a tour step asks the user to do. A step without one is informational.
public enum TourAction: String, Codable, Hashable, Sendable, CaseIterable {
    /// Tap the highlighted control.
    case tap
    /// Type or pick a value in the highlighted control.
    case input
    /// Go to another screen through the highlighted control.
    case navigate

    /// What each action means, for the schema.
    package static let summary = "tap: tap the target; input: type into it or adjust it; navigate: it leads to another screen."
}
