// A stand-in for the TutorialSpotlight package, declaring its public API as
// the package README gives it: a shape per source
// (`tutorialSpotlightSource(id:spotlightShape:)`) and the overlay's
// padding, shape, animation duration, dimming opacity and edge blur, with
// the README's defaults. It records what it is given, so a test can read
// back what generated code passed.
import Foundation
import SwiftUI

/// The shape of a spotlight cutout: `.rect`, `.rect(cornerRadius:style:)`,
/// `.circle` or `.capsule`, as the README writes them (static members, as
/// SwiftUI's own shape styles are, since an enum cannot have both `rect`
/// cases).
public struct TutorialSpotlightShape: Hashable, Sendable {
    /// What the stand-in records: the shape's name and, for a rounded rectangle, its corners.
    public enum Kind: Hashable, Sendable {
        case rect
        case roundedRect(cornerRadius: CGFloat, style: RoundedCornerStyle)
        case circle
        case capsule
    }
    public let kind: Kind

    public static let rect = TutorialSpotlightShape(kind: .rect)
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> TutorialSpotlightShape {
        TutorialSpotlightShape(kind: .roundedRect(cornerRadius: cornerRadius, style: style))
    }
    public static let circle = TutorialSpotlightShape(kind: .circle)
    public static let capsule = TutorialSpotlightShape(kind: .capsule)
}

/// What the overlay card's buttons call.
public struct TutorialSpotlightActions {
    public let dismiss: () -> Void
    public let advance: () -> Void
    public init(dismiss: @escaping () -> Void, advance: @escaping () -> Void) {
        self.dismiss = dismiss
        self.advance = advance
    }
}

/// A view registered as a spotlight source.
public struct TutorialSpotlightSourceView<Content: View, ID: Hashable>: View {
    public let content: Content
    public let id: ID
    public let spotlightShape: TutorialSpotlightShape?
}

/// A view with the spotlight overlay, holding everything it was given.
public struct TutorialSpotlightView<Content: View, ID: Hashable, Overlay: View>: View {
    public let content: Content
    public let selection: Binding<ID?>
    public let orderedIDs: [ID]
    public let spotlightPadding: CGFloat
    public let spotlightShape: TutorialSpotlightShape
    public let animationDuration: Double
    public let dimmingOpacity: Double
    public let spotlightEdgeBlurRadius: CGFloat
    public let overlay: (_ id: ID, _ actions: TutorialSpotlightActions) -> Overlay
}

extension View {
    /// Registers this view for `tutorialSpotlight(selection:orderedIDs:...)`.
    public func tutorialSpotlightSource<ID: Hashable>(id: ID) -> some View {
        TutorialSpotlightSourceView(content: self, id: id, spotlightShape: nil)
    }

    /// Registers this view with a shape of its own.
    public func tutorialSpotlightSource<ID: Hashable>(id: ID, spotlightShape: TutorialSpotlightShape) -> some View {
        TutorialSpotlightSourceView(content: self, id: id, spotlightShape: spotlightShape)
    }

    /// Shows the spotlight on `selection`'s source, in the order of `orderedIDs`.
    public func tutorialSpotlight<ID: Hashable, Overlay: View>(
        selection: Binding<ID?>,
        orderedIDs: [ID],
        spotlightPadding: CGFloat = 8,
        spotlightShape: TutorialSpotlightShape = .rect(cornerRadius: 28, style: .continuous),
        animationDuration: Double = 0.25,
        dimmingOpacity: Double = 0.58,
        spotlightEdgeBlurRadius: CGFloat = 0,
        @ViewBuilder overlay: @escaping (_ id: ID, _ actions: TutorialSpotlightActions) -> Overlay
    ) -> TutorialSpotlightView<Self, ID, Overlay> {
        TutorialSpotlightView(
            content: self, selection: selection, orderedIDs: orderedIDs, spotlightPadding: spotlightPadding,
            spotlightShape: spotlightShape, animationDuration: animationDuration, dimmingOpacity: dimmingOpacity,
            spotlightEdgeBlurRadius: spotlightEdgeBlurRadius, overlay: overlay)
    }
}
