// swift-format-ignore-file
import SwiftUI

struct Screens: View {
    var body: some View {
        VStack {
            SettingsButton().helpInfoViewTag(.settings) // # expect: TOUR314 :46
            EffectsPanel().helpInfoViewTag(EffectsTour.settings)
            SettingsButton().beaconTarget("settingsButton")
        }
    }
}
