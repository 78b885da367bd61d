// swift-format-ignore-file
import SwiftUI

struct MainScreen: View {
    var body: some View { RecordButton().helpInfoViewTag("recordButton") }
}

extension EffectsScreen {
    var sliders: some View {
        VStack {
            Slider().helpInfoViewTag("reverbMix")
            Slider().helpInfoViewTag("delayTime")
        }
    }
}

Meter().helpInfoViewTag("levelMeter")
