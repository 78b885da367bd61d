import SwiftUI

struct HelpList: View {
    var body: some View {
        ForEach(EditorHelp.allCases) { helpInfoItem in
            Row(helpInfoItem)
                .helpInfoViewTag(helpInfoItem) // tourc:tags EditorHelp.* // # site: EditorHelp.* 7:62
        }
        ForEach(EditorHelp.allCases) { helpInfoItem in
            // tourc:tags .save, EditorHelp.cancel // the two rows shown here // # site: .save 10:27 # site: EditorHelp.cancel 10:34
            Row(helpInfoItem).helpInfoViewTag(helpInfoItem)
        }
        ForEach(items) { item in
            Row(item).helpInfoViewTag(item.help) // # expect: TOUR320 14:39
        }
        Detail().helpInfoViewTag(store.mode) // # expect: TOUR320 16:34
        Footer()
            .helpInfoViewTag(selected ? currentStep : .footer) // # site: .footer 18:55 # expect: TOUR320 18:41
    }
}
