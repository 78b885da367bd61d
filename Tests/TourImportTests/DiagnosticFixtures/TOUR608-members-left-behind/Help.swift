// # run: import
// A computed `id`, a constant and a function have no place in a tour: a note
// each, and the cases, titles and texts are imported.
import HelpInfoSpotlightOverlay
import SwiftUI

enum Help: String, CaseIterable, HelpInfoProvider {
    case keyboard

    var id: String { rawValue }  // # expect: TOUR608 :5
    static let analytics = "help"  // # expect: TOUR608 :5
    func log() {}  // # expect: TOUR608 :5

    var title: LocalizedStringKey { "Keyboard" }
    var text: LocalizedStringKey { "Touch a key to play a note." }
}
