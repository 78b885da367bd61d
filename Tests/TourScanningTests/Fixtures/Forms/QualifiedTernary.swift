// swift-format-ignore-file
import SwiftUI

struct Editor: View {
    var body: some View {
        SaveButton()
            .tutorialSpotlightSource(id: isDirty ? EditorHelp.save : EditorHelp.saved) // # site: EditorHelp.save :52 # site: EditorHelp.saved :70
        ShareButton()
            .helpInfoViewTag(canShare ? App.Tours.EditorHelp.share : EditorHelp.shareDisabled) // # site: EditorHelp.share :41 # site: EditorHelp.shareDisabled :70
    }
}
