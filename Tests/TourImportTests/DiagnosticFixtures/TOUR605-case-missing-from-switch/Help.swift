// # run: import
// The text's switch has no case for `.presets` and no default.
import HelpInfoSpotlightOverlay
import SwiftUI

enum Help: String, CaseIterable, HelpInfoProvider {
    case keyboard, presets

    var title: LocalizedStringKey { "Help" }

    var text: LocalizedStringKey {
        switch self {  // # expect: TOUR605 :9
        case .keyboard: return "Touch a key to play a note."
        }
    }
}
