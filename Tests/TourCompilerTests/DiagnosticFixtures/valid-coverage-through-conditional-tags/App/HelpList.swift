import SwiftUI

struct HelpList: View {
    var body: some View {
        ForEach(HelpListHelp.allCases) { helpInfoItem in
            Row(helpInfoItem)
                // tourc:tags HelpListHelp.*
                .helpInfoViewTag(helpInfoItem)
        }
    }
}
