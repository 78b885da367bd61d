import SwiftUI

// Only the results are sites: `.compact`, `.regular`, `.dark` and
// `Mode.editing` belong to the app's own enums.
struct Layout: View {
    var body: some View {
        Sidebar()
            .helpInfoViewTag(sizeClass == .compact ? .sidebarCompact : .sidebarRegular) // # site: .sidebarCompact 8:54 # site: .sidebarRegular 8:72
        Canvas()
            .helpInfoViewTag(scheme != .dark && mode == Mode.editing ? LayoutHelp.canvasEditing : LayoutHelp.canvas) // # site: LayoutHelp.canvas 10:99 # site: LayoutHelp.canvasEditing 10:72
        Toolbar()
            .helpInfoViewTag(switch sizeClass { case .regular: .toolbarWide default: .toolbarNarrow }) // # site: .toolbarNarrow 12:86 # site: .toolbarWide 12:64
    }
}
