// The preset browser, tagged for the `presets` tour (PresetsTour).
#if canImport(SwiftUI) && canImport(HelpInfoSpotlightOverlay) && canImport(TutorialSpotlight)
    import HelpInfoSpotlightOverlay
    import SwiftUI

    struct PresetBrowser: View {
        @State private var help: PresetsTour?
        @State private var query = ""

        var body: some View {
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
            .helpInfoSpotlightOverlay(selection: $help, orderedIDs: PresetsTour.allCases)
        }
    }

    struct CategoryPicker: View { var body: some View { Text("Keys · Pads · Leads · Bass") } }
#endif
