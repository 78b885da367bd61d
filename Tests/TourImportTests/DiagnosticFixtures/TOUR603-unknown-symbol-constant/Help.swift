// # run: import
// `.reverbSymbol` is declared in no file given (pass it with --symbols).
import HelpInfoSpotlightOverlay
import SwiftUI

enum Help: String, CaseIterable, HelpInfoProvider {
    case reverb

    var title: LocalizedStringKey { "Reverb" }

    var text: LocalizedStringKey {
        switch self {
        case .reverb: return "Tap \(Image(systemName: .reverbSymbol)) for room."  // # expect: TOUR603 :55
        }
    }
}
