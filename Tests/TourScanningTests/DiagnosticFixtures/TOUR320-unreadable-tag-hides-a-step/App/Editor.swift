// swift-format-ignore-file
import SwiftUI

// The cancel button is tagged through a variable tourc cannot read, and no
// annotation says what it tags: a warning at the argument, and the step
// it hides is reported untagged (with a note pointing at the warning).
struct Editor: View {
    var body: some View {
        Button("Save") {}.helpInfoViewTag(.save)
        Button("Cancel") {}.helpInfoViewTag(cancelStep) // # expect: TOUR320 :45
        Button("Help") {}.helpInfoViewTag(store.currentHelp) // # expect: TOUR320 :43
    }
}
