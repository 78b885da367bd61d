/// The outline of a step's spotlight cutout, by the name a tour file
/// writes (`shape:`). The runtime's `TourSpotlightShape` adds the corner
/// radius and style a rounded rectangle needs.
public enum TourShapeName: String, Codable, Hashable, Sendable, CaseIterable {
    /// A rectangle with rounded corners: the default, as in TutorialSpotlight.
    case roundedRect
    /// A rectangle with square corners.
    case rect
    /// A circle around the target's centre, as wide as the target's larger side.
    case circle
    /// A rectangle whose short sides are half circles.
    case capsule

    /// What each shape is, for the schema.
    package static let summary =
        "roundedRect: a rectangle with rounded corners (cornerRadius, cornerStyle); rect: square corners; circle: a circle around the target; capsule: a rectangle with half-circle ends."

    /// Whether `cornerRadius` and `cornerStyle` mean anything for the shape:
    /// only a rounded rectangle has corners to round.
    public var hasRoundedCorners: Bool { self == .roundedRect }
}

/// How a rounded rectangle's corners curve (`cornerStyle:`), as SwiftUI's
/// `RoundedCornerStyle`.
public enum TourCornerStyle: String, Codable, Hashable, Sendable, CaseIterable {
    /// Corners that blend into the sides, as Apple's own controls draw them.
    case continuous
    /// Quarter circles.
    case circular

    /// What each style is, for the schema.
    package static let summary = "continuous: corners that blend into the sides, as Apple's controls; circular: quarter circles."
}

/// Where a step's target should end up when the app scrolls it into view
/// (`scrollAnchor:`), as SwiftUI's `UnitPoint` of the same name.
public enum TourScrollAnchor: String, Codable, Hashable, Sendable, CaseIterable {
    /// The target's top at the top of the scroll view.
    case top
    /// The target in the middle of the scroll view.
    case center
    /// The target's bottom at the bottom of the scroll view.
    case bottom

    /// What the anchors are, for the schema.
    package static let summary = "Where the target ends up in its scroll view: at the top, in the center, or at the bottom."
}
