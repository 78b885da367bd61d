// swift-format-ignore-file
import SwiftUI

struct MainScreen: View {
    var body: some View {
        VStack {
            Keyboard().helpInfoViewTag(MainScreenHelp.keyboard)
            Metronome().helpInfoViewTag(MainScreenHelp.metronome) // # expect: TOUR313 :41
            Looper().beaconTarget("looperButton") // # expect: TOUR313 :35
            Tuner()
                .tutorialSpotlightSource(
                    id: .tuner // # expect: TOUR313 :25
                )
        }
    }
}
