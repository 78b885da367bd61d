// A help enum written by hand, the way apps using HelpInfoSpotlightOverlay
// write their tours today: a switch per property, multi-line texts with `•`
// bullets and line continuations, `\(Image(systemName:))` symbols, `%` with
// and without symbols, Markdown. `synth.tour.yaml` says the same in tourc's
// format; TwinTests requires the generated enum to form the same keys.
import HelpInfoSpotlightOverlay
import SwiftUI

extension String {
    static let reverbSymbol = "dot.radiowaves.left.and.right"
}

enum HandWrittenHelp: String, CaseIterable, HelpInfoProvider {
    case keyboard
    case octave
    case reverb
    case volume
    case presets
    case favorite
    case recording
    case share

    var title: LocalizedStringKey {
        switch self {
        case .keyboard: return "Play the keyboard"
        case .octave: return "Change the octave"
        case .reverb: return "Reverb \(Image(systemName: .reverbSymbol))"
        case .volume: return "Volume: 100% is loud"
        case .presets: return "Pick a sound"
        case .favorite: return "Keep your favorites"
        case .recording: return "Record a take"
        case .share: return "Share it"
        }
    }

    var text: LocalizedStringKey {
        switch self {
        case .keyboard:
            return """
                Touch a key to play a note.
                • Touch higher up on a key for a **louder** note.
                • Use several fingers to play chords.
                """
        case .octave:
            return "Select \(Image(systemName: "minus.circle")) to go down an octave and \(Image(systemName: "plus.circle")) to go up."
        case .reverb:
            return """
                Drag the slider to set how much room the sound has:
                • 0% - no reverb, the dry sound
                • 50% - a small hall
                • 100% - only reverb \(Image(systemName: .reverbSymbol))
                """
        case .volume:
            return "Turn it down to 20% at night. *Headphones* stay at 100%."
        case .presets:
            return """
                Scroll through the presets, or search with \(Image(systemName: "magnifyingglass")). \
                A preset keeps its [settings](https://example.com/presets) and its `name`.
                """
        case .favorite:
            return "Select \(Image(systemName: "star")) to mark a preset; select \(Image(systemName: "star.fill")) again to unmark it."
        case .recording:
            return """
                Select \(Text(Image(systemName: "record.circle")).accessibilityLabel("Record")) to record.
                • The meter shows 0-100% of the headroom.
                • Select \(Image(systemName: "stop.fill")) to stop.
                """
        case .share:
            return "Send the take as **AAC** or _WAV_ with \(Image(systemName: "square.and.arrow.up"))."
        }
    }
}
