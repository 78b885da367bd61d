/// One value of a tour's `presentation:`, how the overlay dims, blurs and
/// animates: the one place each key, its range and its unit are declared.
/// The decoder, the schemas, the emitters, the preview and TourKit's
/// `TourPresentation` read these; what an overlay uses when a tour leaves
/// a value out is ``SpotlightOverlay/defaultValue(of:)``.
public enum PresentationSetting: String, Sendable, Hashable, CaseIterable, Codable, CodingKey {
    /// How dark the screen around the spotlight is, from 0 to 1.
    case dimmingOpacity
    /// How soft the spotlight's edge is, in points; 0 is a sharp edge.
    case edgeBlurRadius
    /// How long the spotlight takes to move to the next step, in seconds.
    case animationDuration

    /// The key in a tour file and a bundle.
    public var key: String { rawValue }

    /// The lowest value allowed.
    public var minimum: Double { 0 }

    /// The highest value allowed; `nil` for none.
    public var maximum: Double? { self == .dimmingOpacity ? 1 : nil }

    /// The value's unit, for messages and the schema.
    public var unit: String {
        switch self {
        case .dimmingOpacity: "opacity"
        case .edgeBlurRadius: "points"
        case .animationDuration: "seconds"
        }
    }

    /// What the value means, for the schema and the docs.
    public var summary: String {
        switch self {
        case .dimmingOpacity: "How dark the screen around the spotlight is, from 0 to 1."
        case .edgeBlurRadius: "How soft the spotlight's edge is, in points; 0 is a sharp edge."
        case .animationDuration: "How long the spotlight takes to move to the next step, in seconds."
        }
    }
}
