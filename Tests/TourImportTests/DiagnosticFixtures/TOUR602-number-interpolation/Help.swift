// # run: import
// A count interpolated into a text has no tour equivalent.
import HelpInfoSpotlightOverlay
import SwiftUI

enum Help: String, CaseIterable, HelpInfoProvider {
    case presets

    var title: LocalizedStringKey { "Presets" }

    var text: LocalizedStringKey {
        switch self {
        case .presets: return "Choose from \(200) sounds."  // # expect: TOUR602 :44
        }
    }
}
