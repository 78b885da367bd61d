// # run: import
// The title is computed from the raw value, not written per case.
import HelpInfoSpotlightOverlay
import SwiftUI

enum Help: String, CaseIterable, HelpInfoProvider {
    case keyboard

    var title: LocalizedStringKey { LocalizedStringKey(rawValue.capitalized) }  // # expect: TOUR604 :37

    var text: LocalizedStringKey {
        switch self {
        case .keyboard: return "Touch a key to play a note."
        }
    }
}
