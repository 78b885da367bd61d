/// One key a step and `defaults:` share: how the step's spotlight looks and
/// what the step asks. The one place each key, its values, its meaning and
/// what tourc uses when neither the step nor `defaults:` sets it are
/// declared. The decoder's key tables, the schema's `step` and `defaults`
/// entries, the bundle's keys and the resolution of defaults read these.
public enum StepSetting: String, Sendable, Hashable, CaseIterable {
    /// Space between the target's frame and the spotlight's edge.
    case padding
    /// The spotlight's corner radius (a rounded rectangle's).
    case cornerRadius
    /// What the user is expected to do (``TourAction``).
    case action
    /// The spotlight's outline (``TourShapeName``).
    case shape
    /// How a rounded rectangle's corners curve (``TourCornerStyle``).
    case cornerStyle
    /// Where the target ends up when scrolled into view (``TourScrollAnchor``).
    case scrollAnchor
    /// How long the session waits for a target that is not on screen yet.
    case waitFor
    /// What the session does when the wait runs out (``TourMissingTarget``).
    case ifMissing

    /// What a value of a setting is.
    public enum Values: Sendable, Hashable {
        /// A number of points, 0 or more.
        case points
        /// One of these names, in the order the docs list them.
        case choice(name: String, names: [String])
        /// A span of time: a whole number and a unit (`5s`, `2m`).
        case duration
    }

    /// The key in a tour file and a bundle.
    public var key: String { rawValue }

    /// The values the key takes.
    public var values: Values {
        switch self {
        case .padding, .cornerRadius: .points
        case .action: .choice(name: "action", names: TourAction.allCases.map(\.rawValue))
        case .shape: .choice(name: "shape", names: TourShapeName.allCases.map(\.rawValue))
        case .cornerStyle: .choice(name: "cornerStyle", names: TourCornerStyle.allCases.map(\.rawValue))
        case .scrollAnchor: .choice(name: "scrollAnchor", names: TourScrollAnchor.allCases.map(\.rawValue))
        case .waitFor: .duration
        case .ifMissing: .choice(name: "ifMissing", names: TourMissingTarget.allCases.map(\.rawValue))
        }
    }

    /// What the value means, for the schema and the docs.
    public var summary: String {
        switch self {
        case .padding: "Space in points between the target's frame and the spotlight's edge."
        case .cornerRadius: "Corner radius of the spotlight, in points; roundedRect only."
        case .action: "What the user is expected to do."
        case .shape: "The spotlight's shape."
        case .cornerStyle: "How the corners curve; roundedRect only."
        case .scrollAnchor: "Where the target ends up when the app scrolls it into view."
        case .waitFor:
            "How long the session waits for the target when it is not on screen as the step begins (it appears late, or on a screen the user has not opened yet), such as 5s."
        case .ifMissing: "What the session does when the target has not appeared within waitFor."
        }
    }

    /// The value tourc uses when neither the step nor `defaults:` sets
    /// one, as a tour file writes it; `nil` when there is none.
    public var builtIn: String? {
        switch self {
        case .padding: Self.decimal(StepBuiltIns.padding)
        case .cornerRadius: Self.decimal(StepBuiltIns.cornerRadius)
        case .action, .scrollAnchor, .waitFor: nil
        case .shape: StepBuiltIns.shape.rawValue
        case .cornerStyle: StepBuiltIns.cornerStyle.rawValue
        case .ifMissing: StepBuiltIns.ifMissing.rawValue
        }
    }

    /// What leaving the key out everywhere means, for a key without a
    /// ``builtIn``.
    public var withoutValue: String {
        switch self {
        case .action: "the step only informs"
        case .scrollAnchor: "the app does not scroll"
        case .waitFor: "the session waits until the target appears"
        default: "the built-in \(builtIn ?? "")"
        }
    }

    /// A whole number without its `.0`, as a tour file writes it.
    private static func decimal(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// The values a step's spotlight has when neither the step nor `defaults:`
/// sets them, as TutorialSpotlight draws them: declared once, for the
/// compiler's resolution of defaults, the preview and TourKit's bundles.
public enum StepBuiltIns {
    /// Space around the target, in points.
    public static let padding = 8.0
    /// The corner radius, in points.
    public static let cornerRadius = 28.0
    /// The shape.
    public static let shape = TourShapeName.roundedRect
    /// How a rounded rectangle's corners curve, as SwiftUI's rounded rectangles.
    public static let cornerStyle = TourCornerStyle.continuous
    /// What a session does when a target does not appear within `waitFor`.
    public static let ifMissing = TourMissingTarget.skip
}
