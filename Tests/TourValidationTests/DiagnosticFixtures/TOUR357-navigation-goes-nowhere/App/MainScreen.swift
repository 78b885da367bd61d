// swift-format-ignore-file
import SwiftUI

struct MainScreen: View {
    var body: some View {
        HStack {
            EffectsButton().helpInfoViewTag("effectsButton")
            RecordButton().helpInfoViewTag("recordButton")
        }
    }
}

struct EffectsScreen: View {
    var body: some View { Slider().helpInfoViewTag("reverbMix") }
}
