// swift-format-ignore-file
import SwiftUI

struct HelpList: View {
    var body: some View {
        ForEach(EditorHelp.allCases) { helpInfoItem in
            Row(helpInfoItem)
                .helpInfoViewTag(helpInfoItem) // tourc:tags EditorHelp.* // # site: EditorHelp.* 8:62
        }
        ForEach(EditorHelp.allCases) { helpInfoItem in
            // tourc:tags .save, EditorHelp.cancel // the two rows shown here // # site: .save 11:27 # site: EditorHelp.cancel 11:34
            Row(helpInfoItem).helpInfoViewTag(helpInfoItem)
        }
        ForEach(items) { item in
            Row(item).helpInfoViewTag(item.help) // # expect: TOUR320 15:39
        }
        Detail().helpInfoViewTag(store.mode) // # expect: TOUR320 17:34
        Footer()
            .helpInfoViewTag(selected ? currentStep : .footer) // # site: .footer 19:55 # expect: TOUR320 19:41
    }
}
