// The preset browser, tagged for the `presets` tour (PresetsTour), which a
// help button shows on demand, with the package's own card.
#if canImport(SwiftUI) && canImport(HelpInfoSpotlightOverlay) && canImport(TutorialSpotlight)
    import HelpInfoSpotlightOverlay
    import SwiftUI

    struct PresetBrowser: View {
        @State private var help: PresetsTour?
        @State private var query = ""

        var body: some View {
            VStack {
                Button("Help", systemImage: "questionmark.circle") { help = PresetsTour.allCases.first }
                browser
            }
            .helpInfoSpotlightOverlay(selection: $help, overlay: helpInfoOverlay)
        }

        private var browser: some View {
            List {
                TextField("Search", text: $query)
                    .helpInfoViewTag(PresetsTour.search)
                CategoryPicker().helpInfoViewTag(PresetsTour.categories)
                Text("Grand Piano").helpInfoViewTag(PresetsTour.preview)
                Toggle("Favorites only", isOn: .constant(false))
                    .helpInfoViewTag(PresetsTour.favoritesOnly)
                // The scanner tests read this block comment as it is, nested.
                // swift-format-ignore: NoBlockComments
                /* Block comments nest: /* .helpInfoViewTag(PresetsTour.search) */ is not a tag either. */
                Button("Reset", systemImage: "arrow.counterclockwise") {}
                    .helpInfoViewTag(PresetsTour.default)
            }
        }
    }

    struct CategoryPicker: View { var body: some View { Text("Keys · Pads · Leads · Bass") } }
#endif
