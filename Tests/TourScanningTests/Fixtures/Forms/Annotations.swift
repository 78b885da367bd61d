import SwiftUI

struct Annotated: View {
    var body: some View {
        // tourc:tags .* // # expect: TOUR321 5:23
        Row().helpInfoViewTag(step) // # expect: TOUR320 6:31
        // tourc:tags // # expect: TOUR321 7:12
        Row().helpInfoViewTag(other) // # expect: TOUR320 8:31
        // tourc:tag .save // # expect: TOUR321 9:12
        // tourc:tags EditorHelp.save, "profileButton" Save-Button // # site: "profileButton" 10:40 # site: EditorHelp.save 10:23 # expect: TOUR321 10:56
        //tourc:tags LibraryHelp.*  MainScreenHelp.keyboard // # site: LibraryHelp.* 11:22 # site: MainScreenHelp.keyboard 11:37
        /// tourc:tags .notInADocComment
        let text = "// tourc:tags .notInAString"
    }
}
