// # run: import
// The literal shows `{symbol:star}` as characters; a tour would draw a star.
import HelpInfoSpotlightOverlay
import SwiftUI

enum Help: String, CaseIterable, HelpInfoProvider {
    case markup

    var title: LocalizedStringKey { "Markup" }

    var text: LocalizedStringKey {
        switch self {
        case .markup: "Write {symbol:star} to show a star."  // # expect: TOUR607 :23
        }
    }
}
