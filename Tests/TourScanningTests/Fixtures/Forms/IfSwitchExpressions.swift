import SwiftUI

struct Mixer: View {
    var body: some View {
        Fader()
            .helpInfoViewTag(if muted { .unmute } else if solo { MixerHelp.unsolo } else { .mute }) // # site: .mute 6:92 # site: .unmute 6:41 # site: MixerHelp.unsolo 6:66
        Knob()
            .helpInfoViewTag(
                switch knob.kind {
                case .pan: .panKnob // # site: .panKnob 10:28
                case .gain, .trim: MixerHelp.gainKnob // # site: MixerHelp.gainKnob 11:36
                @unknown default: .otherKnob // # site: .otherKnob 12:35
                }
            )
    }
}
