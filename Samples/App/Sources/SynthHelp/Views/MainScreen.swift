// The synth's main screen, tagged for the `main` tour (MainScreenHelp).
// tourc reads these tags as text (`tourc targets scan`), so they count even
// where this code is not compiled; it needs SwiftUI and the two spotlight
// packages, which Linux does not have.
#if canImport(SwiftUI) && canImport(HelpInfoSpotlightOverlay) && canImport(TutorialSpotlight)
    import HelpInfoSpotlightOverlay
    import SwiftUI
    import TutorialSpotlight

    struct MainScreen: View {
        @State private var help: MainScreenHelp?

        var body: some View {
            VStack {
                HStack {
                    PresetName()
                        .beaconTarget("presetsList")
                    Button("Favorite", systemImage: "star") {}
                        .helpInfoViewTag(
                            MainScreenHelp.favorite
                        )
                    Button("Effects", systemImage: "slider.horizontal.3") {}
                        .tutorialSpotlightSource(id: MainScreenHelp.effects)
                    Button("Record", systemImage: "record.circle") {}
                        .helpInfoViewTag(MainScreenHelp.record)
                    Button("Settings", systemImage: "gearshape") {}
                        .helpInfoViewTag(MainScreenHelp.settings)
                }
                OctaveControl()
                    .helpInfoViewTag(id: .octaveDown)
                SustainPedal()
                    .tutorialSpotlightSource(MainScreenHelp.sustain)
                Keyboard()
                    .helpInfoViewTag(MainScreenHelp.keyboard)
                // Not a tag: the scanner skips comments, like .helpInfoViewTag(MainScreenHelp.ghost).
                Text("Tip: long-press a key. (Views are tagged with .helpInfoViewTag(.name).)")
            }
            .helpInfoSpotlightOverlay(selection: $help, orderedIDs: MainScreenHelp.allCases)
        }
    }

    struct PresetName: View { var body: some View { Text("Grand Piano") } }
    struct OctaveControl: View { var body: some View { Stepper("Octave", value: .constant(3)) } }
    struct SustainPedal: View { var body: some View { Toggle("Sustain", isOn: .constant(false)) } }
    struct Keyboard: View { var body: some View { Rectangle().frame(height: 120) } }

    extension View {
        /// Marks a view by name for analytics beacons; tourc reads the name
        /// as a target (`.beaconTarget("name")`).
        func beaconTarget(_ name: String) -> some View { accessibilityIdentifier(name) }
    }
#endif
