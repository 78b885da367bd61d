import Foundation
import TourFormat

/// How a tour's spotlight looks where a step sets nothing of its own: the
/// tour file's `defaults:` padding, corner radius, shape and corner style,
/// and its `presentation:`. The overlays that draw one look for a whole tour take it from here
/// (`metadata.look`), so the glue tourc generates is written once for every
/// tour rather than once per tour.
///
/// A value left out is "not set", and each overlay draws it with its own
/// default (``spotlightPadding(for:)``, ``cornerRadius(for:)``).
public struct TourLook: Hashable, Sendable {
    /// The tour's `defaults.padding`, in points, if it sets one.
    public var padding: Double?
    /// The tour's `defaults.cornerRadius`, in points, if it sets one.
    public var cornerRadius: Double?
    /// The tour's `defaults.shape`: a rounded rectangle unless it says.
    public var shape: TourShapeName
    /// The tour's `defaults.cornerStyle`: continuous unless it says.
    public var cornerStyle: TourCornerStyle
    /// The tour's `presentation:` (dimming, edge blur, animation).
    public var presentation: TourPresentation

    /// Creates a look; a value left out is the tour file's default.
    public init(
        padding: Double? = nil, cornerRadius: Double? = nil, shape: TourShapeName = .roundedRect,
        cornerStyle: TourCornerStyle = .continuous, presentation: TourPresentation = TourPresentation()
    ) {
        self.padding = padding
        self.cornerRadius = cornerRadius
        self.shape = shape
        self.cornerStyle = cornerStyle
        self.presentation = presentation
    }

    /// The one spotlight padding `overlay` draws every step with: the
    /// tour's, else the overlay's own default.
    public func spotlightPadding(for overlay: TourOverlay) -> CGFloat {
        CGFloat(padding ?? overlay.defaultPadding)
    }

    /// The one corner radius `overlay` draws every step with: the tour's,
    /// else the overlay's own default.
    public func cornerRadius(for overlay: TourOverlay) -> CGFloat {
        CGFloat(cornerRadius ?? overlay.defaultCornerRadius)
    }

    /// The spotlight of a step that sets none of its own.
    public var spotlightShape: TourSpotlightShape {
        TourSpotlightShape(shape, cornerRadius: CGFloat(cornerRadius ?? StepBuiltIns.cornerRadius), style: cornerStyle)
    }

    /// What `overlay` draws for `setting`: the tour's value, else the overlay's own default.
    public func value(of setting: TourPresentationSetting, for overlay: TourOverlay) -> Double {
        presentation.value(of: setting, for: overlay)
    }
}
