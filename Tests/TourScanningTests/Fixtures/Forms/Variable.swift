// swift-format-ignore-file
import SwiftUI

struct HelpList: View {
    var body: some View {
        ForEach(EditorHelp.allCases) { helpInfoItem in
            Row(helpInfoItem)
                .helpInfoViewTag(helpInfoItem) // tourc:tags EditorHelp.* // # site: EditorHelp.* :62
        }
        ForEach(EditorHelp.allCases) { helpInfoItem in
            // tourc:tags .save, EditorHelp.cancel // the two rows shown here // # site: .save :27 # site: EditorHelp.cancel :34
            Row(helpInfoItem).helpInfoViewTag(helpInfoItem)
        }
        ForEach(items) { item in
            Row(item).helpInfoViewTag(item.help) // # expect: TOUR320 :39
        }
        Detail().helpInfoViewTag(store.mode) // # expect: TOUR320 :34
        Footer()
            .helpInfoViewTag(selected ? currentStep : .footer) // # site: .footer :55 # expect: TOUR320 :41
    }
}
