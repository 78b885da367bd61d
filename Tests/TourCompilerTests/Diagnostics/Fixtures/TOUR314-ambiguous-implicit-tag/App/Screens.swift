import SwiftUI

struct Screens: View {
    var body: some View {
        VStack {
            SettingsButton().helpInfoViewTag(.settings) // # expect: TOUR314 6:46
            EffectsPanel().helpInfoViewTag(EffectsTour.settings)
            SettingsButton().beaconTarget("settingsButton")
        }
    }
}
