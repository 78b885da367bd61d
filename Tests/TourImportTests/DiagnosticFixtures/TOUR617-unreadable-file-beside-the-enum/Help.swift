// swift-format-ignore-file
// # run: import symbols=Broken.swift.txt
// The enum is fine; Broken.swift.txt beside it, read only for symbol constants,
// leaves a string open. The enum needs no constant from it: a warning there,
// and the import goes on.
import HelpInfoSpotlightOverlay
import SwiftUI

enum Help: String, CaseIterable, HelpInfoProvider {
    case keyboard
    var title: LocalizedStringKey { "Keyboard" }
    var text: LocalizedStringKey { "Touch a key." }
}
