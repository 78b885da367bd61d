// The stand-in for Livsy90/TutorialSpotlight: its public API as
// Facts/TutorialSpotlight.json records it from the package's source
// (StandInFactsTests holds every declaration here to those facts), and its
// navigation as the source behaves: advance and previous move to the next
// or previous id with a registered source and clear the selection past
// either end. What a test drives it with is `@_spi(StandIn)` (StandIn.swift).
import Foundation
import SwiftUI

extension View {
    /// The overlay with a rounded-rectangle spotlight of `cornerRadius`.
    public func tutorialSpotlight<ID: Hashable, Overlay: View>(
        selection: Binding<ID?>,
        orderedIDs: [ID],
        spotlightPadding: CGFloat = 8,
        cornerRadius: CGFloat,
        animationDuration: TimeInterval = 0.25,
        dimmingOpacity: CGFloat = 0.58,
        spotlightEdgeBlurRadius: CGFloat = 0,
        @ViewBuilder overlay: @escaping (_ id: ID, _ actions: TutorialSpotlightActions) -> Overlay
    ) -> some View {
        tutorialSpotlight(
            selection: selection, orderedIDs: orderedIDs, spotlightPadding: spotlightPadding,
            spotlightShape: .rect(cornerRadius: cornerRadius), animationDuration: animationDuration, dimmingOpacity: dimmingOpacity,
            spotlightEdgeBlurRadius: spotlightEdgeBlurRadius, overlay: overlay)
    }

    /// The overlay, dimming all but the selected source, with `overlay`'s card.
    public func tutorialSpotlight<ID: Hashable, Overlay: View>(
        selection: Binding<ID?>,
        orderedIDs: [ID],
        spotlightPadding: CGFloat = 8,
        spotlightShape: TutorialSpotlightShape = .rect(cornerRadius: 28),
        animationDuration: TimeInterval = 0.25,
        dimmingOpacity: CGFloat = 0.58,
        spotlightEdgeBlurRadius: CGFloat = 0,
        @ViewBuilder overlay: @escaping (_ id: ID, _ actions: TutorialSpotlightActions) -> Overlay
    ) -> some View {
        TutorialSpotlightView(
            content: self, selection: selection, orderedIDs: orderedIDs, spotlightPadding: spotlightPadding,
            spotlightShape: spotlightShape, animationDuration: animationDuration, dimmingOpacity: dimmingOpacity,
            spotlightEdgeBlurRadius: spotlightEdgeBlurRadius, overlay: overlay)
    }

    /// Registers this view as the source of `id`.
    public func tutorialSpotlightSource<ID: Hashable>(id: ID) -> some View {
        TutorialSpotlightSourceView(content: self, id: id, spotlightShape: nil)
    }

    /// Registers this view, a container of other sources, as the source of `id`.
    public func tutorialSpotlightSourceContainer<ID: Hashable>(id: ID) -> some View {
        TutorialSpotlightSourceView(content: self, id: id, spotlightShape: nil)
    }

    /// Registers this view as the source of `id`, drawn in `spotlightShape`.
    public func tutorialSpotlightSource<ID: Hashable>(
        id: ID,
        spotlightShape: TutorialSpotlightShape
    ) -> some View {
        TutorialSpotlightSourceView(content: self, id: id, spotlightShape: spotlightShape)
    }
}

/// The spotlight's outline: any shape.
public struct TutorialSpotlightShape: Shape {
    private let makePath: @Sendable (CGRect) -> Path

    public init<S: Shape>(_ shape: S) {
        makePath = { rect in shape.path(in: rect) }
    }

    public func path(in rect: CGRect) -> Path {
        makePath(rect)
    }

    public static func rect(
        cornerRadius: CGFloat,
        style: RoundedCornerStyle = .continuous
    ) -> TutorialSpotlightShape {
        TutorialSpotlightShape(RoundedRectangle(cornerRadius: cornerRadius, style: style))
    }

    public static var rect: TutorialSpotlightShape {
        TutorialSpotlightShape(Rectangle())
    }

    public static var circle: TutorialSpotlightShape {
        TutorialSpotlightShape(Circle())
    }

    public static var capsule: TutorialSpotlightShape {
        TutorialSpotlightShape(Capsule())
    }
}

/// The card's buttons. The package makes them; there is no public init.
public struct TutorialSpotlightActions {
    /// Closes the overlay: the selection becomes `nil`.
    public let dismiss: () -> Void
    /// The previous id with a source; `nil` before the first.
    public let previous: () -> Void
    /// The next id with a source; `nil` after the last.
    public let advance: () -> Void
}
