import Foundation
import SwiftUI

/// How the package's card lays out its title and text.
public struct HelpInfoLayout: Layout {
    public let spacing: CGFloat

    public init(spacing: CGFloat = 16.0) {
        self.spacing = spacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}
