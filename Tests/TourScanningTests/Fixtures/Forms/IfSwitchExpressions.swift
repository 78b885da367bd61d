// swift-format-ignore-file
import SwiftUI

struct Mixer: View {
    var body: some View {
        Fader()
            .helpInfoViewTag(if muted { .unmute } else if solo { MixerHelp.unsolo } else { .mute }) // # site: .mute 7:92 # site: .unmute 7:41 # site: MixerHelp.unsolo 7:66
        Knob()
            .helpInfoViewTag(
                switch knob.kind {
                case .pan: .panKnob // # site: .panKnob 11:28
                case .gain, .trim: MixerHelp.gainKnob // # site: MixerHelp.gainKnob 12:36
                @unknown default: .otherKnob // # site: .otherKnob 13:35
                }
            )
    }
}
