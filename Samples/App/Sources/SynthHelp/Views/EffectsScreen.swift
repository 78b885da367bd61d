// The effects screen, tagged for the `effects` tour (EffectsTour).
#if canImport(SwiftUI) && canImport(HelpInfoSpotlightOverlay) && canImport(TutorialSpotlight)
    import HelpInfoSpotlightOverlay
    import SwiftUI

    struct EffectsScreen: View {
        @State private var help: EffectsTour?

        var body: some View {
            Form {
                Slider(value: .constant(0.5)).helpInfoViewTag(EffectsTour.reverbMix)
                Slider(value: .constant(0.25)).helpInfoViewTag(EffectsTour.delay)
                Toggle("Bypass", isOn: .constant(false)).helpInfoViewTag(EffectsTour.bypass)
                Button("Done") {}.helpInfoViewTag(EffectsTour.done)
            }
            .helpInfoSpotlightOverlay(selection: $help, orderedIDs: EffectsTour.allCases)
        }
    }
#endif
