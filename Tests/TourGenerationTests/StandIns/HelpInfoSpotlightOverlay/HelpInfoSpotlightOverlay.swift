import Foundation
import SwiftUI

/// Where the overlay is drawn: in a window of its own, or in the view.
public enum WindowedMode {
    case useCustomWindow
    case none
}

extension View {
    /// Spotlights the view tagged with `selection`'s id and shows `overlay`'s
    /// card for it, moving through `orderedIDs`; the package's defaults.
    public func helpInfoSpotlightOverlay<ID: Hashable, Overlay: View>(
        selection: Binding<ID?>,
        orderedIDs: [ID],
        spotlightPadding: CGFloat = 8,
        cornerRadius: CGFloat = 28,
        animationDuration: TimeInterval = 0.6,
        blurRadius: CGFloat = 6.0,
        dimmingOpacity: CGFloat = 0.8,
        scrollToItem: Bool = true,
        windowedMode: WindowedMode = .useCustomWindow,
        @ViewBuilder overlay: @escaping (_ id: ID, _ actions: HelpInfoSpotlightOverlayActions) -> Overlay
    ) -> some View {
        HelpInfoSpotlightOverlayView(
            content: self, selection: selection, orderedIDs: orderedIDs, spotlightPadding: spotlightPadding,
            cornerRadius: cornerRadius, animationDuration: animationDuration, blurRadius: blurRadius,
            dimmingOpacity: dimmingOpacity, scrollToItem: scrollToItem, windowedMode: windowedMode, overlay: overlay)
    }

    /// Tags this view with `id`, for `helpInfoSpotlightOverlay`.
    public func helpInfoViewTag<ID: Hashable>(id: ID) -> some View {
        HelpInfoTaggedView(content: self, id: id)
    }
}
