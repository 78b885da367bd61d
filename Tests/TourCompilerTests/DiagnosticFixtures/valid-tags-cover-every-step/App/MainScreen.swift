import SwiftUI

struct MainScreen: View {
    var body: some View {
        VStack {
            Keyboard()
                .helpInfoViewTag(
                    MainScreenHelp
                        .keyboard
                )
            Stepper("\(octave.description) \("nested \(".helpInfoViewTag(.bogus)") string")", value: $octave)
                .helpInfoViewTag(id: .octaveDown)
            PresetName().beaconTarget("presetsList")
            Star().tutorialSpotlightSource(MainScreenHelp.favorite)
        }
    }
}
