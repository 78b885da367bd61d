// swift-format-ignore-file
import SwiftUI

struct Annotated: View {
    var body: some View {
        // tourc:tags .* // # expect: TOUR321 6:23
        Row().helpInfoViewTag(step) // # expect: TOUR320 7:31
        // tourc:tags // # expect: TOUR321 8:12
        Row().helpInfoViewTag(other) // # expect: TOUR320 9:31
        // tourc:tag .save // # expect: TOUR321 10:12
        // tourc:tags EditorHelp.save, "profileButton" Save-Button // # site: "profileButton" 11:40 # site: EditorHelp.save 11:23 # expect: TOUR321 11:56
        //tourc:tags LibraryHelp.*  MainScreenHelp.keyboard // # site: LibraryHelp.* 12:22 # site: MainScreenHelp.keyboard 12:37
        /// tourc:tags .notInADocComment
        let text = "// tourc:tags .notInAString"
    }
}
