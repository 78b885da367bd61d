// swift-format-ignore-file
import SwiftUI

struct Annotated: View {
    var body: some View {
        // tourc:tags .* // # expect: TOUR321 :23
        Row().helpInfoViewTag(step) // # expect: TOUR320 :31
        // tourc:tags // # expect: TOUR321 :12
        Row().helpInfoViewTag(other) // # expect: TOUR320 :31
        // tourc:tag .save // # expect: TOUR321 :12
        // tourc:tags EditorHelp.save, "profileButton" Save-Button // # site: "profileButton" :40 # site: EditorHelp.save :23 # expect: TOUR321 :56
        //tourc:tags LibraryHelp.*  MainScreenHelp.keyboard // # site: LibraryHelp.* :22 # site: MainScreenHelp.keyboard :37
        /// tourc:tags .notInADocComment
        let text = "// tourc:tags .notInAString"
    }
}
