// swift-format-ignore-file
import SwiftUI

struct Mixer: View {
    var body: some View {
        Fader()
            .helpInfoViewTag(if muted { .unmute } else if solo { MixerHelp.unsolo } else { .mute }) // # site: .mute :92 # site: .unmute :41 # site: MixerHelp.unsolo :66
        Knob()
            .helpInfoViewTag(
                switch knob.kind {
                case .pan: .panKnob // # site: .panKnob :28
                case .gain, .trim: MixerHelp.gainKnob // # site: MixerHelp.gainKnob :36
                @unknown default: .otherKnob // # site: .otherKnob :35
                }
            )
    }
}
