extension TourPresentation {
    /// How long `overlay` animates the spotlight from one step to the next:
    /// the tour's `animationDuration`, else the overlay's own default; 0
    /// when `reduceMotion` (the system's Reduce Motion setting) is on, so
    /// the spotlight moves at once.
    public func animationDuration(for overlay: TourOverlay, reduceMotion: Bool) -> Double {
        reduceMotion ? 0 : value(of: .animationDuration, for: overlay)
    }
}

#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    extension View {
        /// Hands `content` this view and the animation duration `overlay`
        /// should get for `presentation`: 0 while Reduce Motion is on
        /// (`accessibilityReduceMotion`), else the tour's or the overlay's
        /// own (``TourPresentation/animationDuration(for:reduceMotion:)``).
        ///
        /// ```swift
        /// KeyboardView()
        ///     .tourMotion(MainScreenHelp.presentation, for: .tutorialSpotlight) { view, duration in
        ///         view.tutorialSpotlight(selection: $help, orderedIDs: MainScreenHelp.allCases, animationDuration: duration) { step, actions in
        ///             Text(step.title)
        ///         }
        ///     }
        /// ```
        public func tourMotion<Content: View>(
            _ presentation: TourPresentation, for overlay: TourOverlay,
            @ViewBuilder content: @escaping (_ view: Self, _ animationDuration: Double) -> Content
        ) -> some View {
            TourMotionReader(view: self, presentation: presentation, overlay: overlay, content: content)
        }
    }

    /// Reads Reduce Motion from the environment for ``SwiftUI/View/tourMotion(_:for:content:)``.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct TourMotionReader<Wrapped: View, Content: View>: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        let view: Wrapped
        let presentation: TourPresentation
        let overlay: TourOverlay
        let content: (Wrapped, Double) -> Content

        /// The view `content` makes of `view` with the duration.
        public var body: some View {
            content(view, presentation.animationDuration(for: overlay, reduceMotion: reduceMotion))
        }
    }
#endif
