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
