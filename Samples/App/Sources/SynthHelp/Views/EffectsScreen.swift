// The effects screen, tagged for the `effects` tour (EffectsTour), with a
// card of its own whose buttons tell the session what the user asked for.
#if canImport(SwiftUI) && canImport(HelpInfoSpotlightOverlay) && canImport(TutorialSpotlight)
    import HelpInfoSpotlightOverlay
    import SwiftUI
    import TourKit

    struct EffectsScreen: View {
        @State private var tour = TourSession<EffectsTour>(store: UserDefaultsTourProgressStore())

        var body: some View {
            Form {
                Slider(value: .constant(0.5)).helpInfoViewTag(EffectsTour.reverbMix)
                Slider(value: .constant(0.25)).helpInfoViewTag(EffectsTour.delay)
                Toggle("Bypass", isOn: .constant(false)).helpInfoViewTag(EffectsTour.bypass)
                Button("Done") {}.helpInfoViewTag(EffectsTour.done)
            }
            .helpInfoSpotlightOverlay(session: tour) { step, actions in
                VStack(alignment: .leading) {
                    Text(step.title).font(.headline)
                    Text(step.text)
                    HStack {
                        Button("Skip") { actions.dismiss() }
                        Spacer()
                        Button("Back") { actions.previous() }
                        Button("Next") { actions.next() }
                    }
                }
                .padding()
            }
            .tourSession(tour)
        }
    }
#endif
