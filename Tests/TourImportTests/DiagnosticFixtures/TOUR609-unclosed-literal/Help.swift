// swift-format-ignore-file
// # run: import
// A string literal runs to the end of its line.
import HelpInfoSpotlightOverlay
import SwiftUI

enum Help: String, CaseIterable, HelpInfoProvider {
    case keyboard
    var title: LocalizedStringKey { "Keyboard }  // # expect: TOUR609 :37
    var text: LocalizedStringKey { "Touch a key." }
}
