import SwiftUI

/// The package's ready card for an id that provides its own help: its
/// title and text, a close button and Back and Next buttons.
@MainActor
public func helpInfoOverlay<ID: Hashable & HelpInfoProvider>(for item: ID, actions: HelpInfoSpotlightOverlayActions) -> some View {
    HelpInfoCard(title: item.title, text: item.text, actions: actions)
}
