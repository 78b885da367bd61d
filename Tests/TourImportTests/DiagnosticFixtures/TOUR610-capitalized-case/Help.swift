// swift-format-ignore-file
// # run: import
// A step id becomes a lowerCamelCase case name, so `URLField` would be
// renamed `urlField` and break its call sites.
import HelpInfoSpotlightOverlay
import SwiftUI

enum Help: CaseIterable, HelpInfoProvider {
    case URLField  // # expect: TOUR610 :10

    var title: LocalizedStringKey { "Address" }
    var text: LocalizedStringKey { "Type the address of the page." }
}
