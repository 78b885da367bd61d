// A stand-in for the TutorialSpotlight package: the source modifier
// generated code uses.
import SwiftUI

/// A view registered as a spotlight source.
public struct TutorialSpotlightSourceView<Content: View, ID: Hashable>: View {
    public let content: Content
    public let id: ID
}

extension View {
    /// Registers this view for `tutorialSpotlight(selection:orderedIDs:...)`.
    public func tutorialSpotlightSource<ID: Hashable>(id: ID) -> some View {
        TutorialSpotlightSourceView(content: self, id: id)
    }
}
