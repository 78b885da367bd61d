// A stand-in for the HelpInfoSpotlightOverlay package: the protocol and the
// tagging modifier generated code uses.
import SwiftUI

/// What a help overlay shows for one tagged view.
public protocol HelpInfoProvider {
    var title: LocalizedStringKey { get }
    var text: LocalizedStringKey { get }
}

/// A view tagged with a help id.
public struct HelpInfoTaggedView<Content: View, ID: Hashable>: View {
    public let content: Content
    public let id: ID
}

extension View {
    /// Tags this view for `helpInfoSpotlightOverlay(selection:orderedIDs:)`.
    public func helpInfoViewTag<ID: Hashable>(id: ID) -> some View {
        HelpInfoTaggedView(content: self, id: id)
    }
}

/// A view with the help overlay, which moves `selection` through `orderedIDs`.
public struct HelpInfoSpotlightOverlayView<Content: View, ID: Hashable>: View {
    public let content: Content
    public let selection: Binding<ID?>
    public let orderedIDs: [ID]

    /// What the overlay's Next button does.
    public func tapNext() {
        guard let current = selection.wrappedValue, let index = orderedIDs.firstIndex(of: current) else { return }
        selection.wrappedValue = index + 1 < orderedIDs.count ? orderedIDs[index + 1] : nil
    }
}

extension View {
    /// Shows the help for `selection`, in the order of `orderedIDs`.
    public func helpInfoSpotlightOverlay<ID: Hashable>(selection: Binding<ID?>, orderedIDs: [ID]) -> HelpInfoSpotlightOverlayView<Self, ID> {
        HelpInfoSpotlightOverlayView(content: self, selection: selection, orderedIDs: orderedIDs)
    }
}
