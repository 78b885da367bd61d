// The synth's main screen, tagged for the `main` tour (MainScreenHelp),
// which a session runs with HelpInfoSpotlightOverlay's own card: its Next
// wraps from the last step to the first, which completes the tour, and it
// skips the steps tagged only for TutorialSpotlight here.
// tourc reads these tags as text (`tourc targets scan`), so they count even
// where this code is not compiled; it needs SwiftUI and the two spotlight
// packages, which Linux does not have (Integration/check-apple-availability.sh
// type-checks it against the stand-ins, at iOS 18 and macOS 15).
#if canImport(SwiftUI) && canImport(HelpInfoSpotlightOverlay) && canImport(TutorialSpotlight)
    import HelpInfoSpotlightOverlay
    import SwiftUI
    import TourKit
    import TutorialSpotlight

    struct MainScreen: View {
        @State private var tour = TourSession<MainScreenHelp>(store: UserDefaultsTourProgressStore())

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
                    .helpInfoViewTag(.octaveDown)
                SustainPedal()
                    .tutorialSpotlightSource(MainScreenHelp.sustain)
                Keyboard()
                    .helpInfoViewTag(MainScreenHelp.keyboard)
                // Not a tag: the scanner skips comments, like .helpInfoViewTag(MainScreenHelp.ghost).
                Text("Tip: long-press a key. (Views are tagged with .helpInfoViewTag(.name).)")
            }
            .helpInfoSpotlightOverlay(session: tour) { step, actions in
                VStack(alignment: .leading) {
                    Text(step.title).font(.headline)
                    Text(step.text)
                    HStack {
                        Button("Skip") { actions.dismiss() }
                        Spacer()
                        Button("Next") { actions.next() }
                    }
                }
                .padding()
            }
            .tourSession(tour)
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
