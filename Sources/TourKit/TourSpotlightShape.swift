import Foundation
import TourFormat

/// The spotlight shape names a tour file writes (see `TourFormat.TourShapeName`).
public typealias TourShapeName = TourFormat.TourShapeName

/// How a rounded spotlight's corners curve (see `TourFormat.TourCornerStyle`).
public typealias TourCornerStyle = TourFormat.TourCornerStyle

/// Where a step's target ends up when scrolled into view (see
/// `TourFormat.TourScrollAnchor`); generated enums turn it into SwiftUI's
/// `UnitPoint` where SwiftUI exists.
public typealias TourScrollAnchor = TourFormat.TourScrollAnchor

/// The outline of a step's spotlight cutout, independent of any UI
/// framework: generated enums give one per step (`spotlightShape`), and the
/// generated TutorialSpotlight integration turns it into that package's
/// shape.
public enum TourSpotlightShape: Hashable, Sendable {
    /// A rectangle with square corners.
    case rect
    /// A rectangle with rounded corners: the default, radius 28, continuous.
    case roundedRect(cornerRadius: CGFloat, style: TourCornerStyle)
    /// A circle around the target.
    case circle
    /// A rectangle whose short sides are half circles.
    case capsule

    /// The shape a tour file's `shape:`, `cornerRadius:` and `cornerStyle:`
    /// describe; the radius and style matter only for ``TourShapeName/roundedRect``.
    public init(_ name: TourShapeName, cornerRadius: CGFloat, style: TourCornerStyle) {
        switch name {
        case .rect: self = .rect
        case .roundedRect: self = .roundedRect(cornerRadius: cornerRadius, style: style)
        case .circle: self = .circle
        case .capsule: self = .capsule
        }
    }

    /// The shape's name in a tour file or bundle.
    public var name: TourShapeName {
        switch self {
        case .rect: .rect
        case .roundedRect: .roundedRect
        case .circle: .circle
        case .capsule: .capsule
        }
    }
}

#if canImport(SwiftUI)
    import SwiftUI

    extension TourScrollAnchor {
        /// The anchor as SwiftUI's `ScrollViewProxy.scrollTo(_:anchor:)` takes it.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        public var unitPoint: UnitPoint {
            switch self {
            case .top: .top
            case .center: .center
            case .bottom: .bottom
            }
        }
    }

    extension TourCornerStyle {
        /// The style as SwiftUI's rounded shapes take it.
        @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
        public var roundedCornerStyle: RoundedCornerStyle {
            switch self {
            case .continuous: .continuous
            case .circular: .circular
            }
        }
    }
#endif
