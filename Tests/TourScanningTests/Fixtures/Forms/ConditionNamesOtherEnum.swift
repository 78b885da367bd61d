// swift-format-ignore-file
import SwiftUI

// Only the results are sites: `.compact`, `.regular`, `.dark` and
// `Mode.editing` belong to the app's own enums.
struct Layout: View {
    var body: some View {
        Sidebar()
            .helpInfoViewTag(sizeClass == .compact ? .sidebarCompact : .sidebarRegular) // # site: .sidebarCompact :54 # site: .sidebarRegular :72
        Canvas()
            .helpInfoViewTag(scheme != .dark && mode == Mode.editing ? LayoutHelp.canvasEditing : LayoutHelp.canvas) // # site: LayoutHelp.canvas :99 # site: LayoutHelp.canvasEditing :72
        Toolbar()
            .helpInfoViewTag(switch sizeClass { case .regular: .toolbarWide default: .toolbarNarrow }) // # site: .toolbarNarrow :86 # site: .toolbarWide :64
    }
}
