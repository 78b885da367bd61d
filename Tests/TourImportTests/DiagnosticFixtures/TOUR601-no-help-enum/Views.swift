// # run: import
// No enum here conforms to HelpInfoProvider: nothing to import.
// # expect: TOUR601
import SwiftUI

enum Screen: CaseIterable {
    case home, settings
}
