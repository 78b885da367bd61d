// The stand-in for bradhowes/HelpInfoSpotlightOverlay: its public API as
// Facts/HelpInfoSpotlightOverlay.json records it from the package's source
// (StandInFactsTests holds every declaration here to those facts), and its
// navigation as the source behaves: Next wraps from the last id to the
// first, Back from the first to the last, both skip ids with no tagged view,
// and Next and Back move the selection a moment after the tap. What a test
// drives it with is `@_spi(StandIn)` (StandIn.swift), outside the facts.
import SwiftUI

/// What the package's ready card, `helpInfoOverlay(for:actions:)`, shows for a tagged view.
public protocol HelpInfoProvider {
    var title: LocalizedStringKey { get }
    var text: LocalizedStringKey { get }
}
