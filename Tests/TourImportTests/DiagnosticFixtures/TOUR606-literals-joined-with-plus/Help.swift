// # run: import
// Two literals joined with `+` are computed at run time.
import HelpInfoSpotlightOverlay
import SwiftUI

enum Help: String, CaseIterable, HelpInfoProvider {
    case keyboard

    var title: LocalizedStringKey { "Keyboard" }

    var text: LocalizedStringKey {
        switch self {
        case .keyboard: return "Touch a key " + "to play a note."  // # expect: TOUR606 :47
        }
    }
}
