// swift-format-ignore-file
import SwiftUI

struct Editor: View {
    var body: some View {
        ForEach(EditorHelp.allCases) { item in
            // `.*` names no type, so it declares nothing: the tag stays
            // unseen, and both are reported.
            // tourc:tags .* // # expect: TOUR321 :27
            Row(item).helpInfoViewTag(item) // # expect: TOUR320 :39
            // tourc:tags EditorHelp.save NotATour.* // # expect: TOUR313 :43
            Row(item).helpInfoViewTag(item)
        }
    }
}
