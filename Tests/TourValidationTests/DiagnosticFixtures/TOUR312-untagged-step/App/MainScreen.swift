// swift-format-ignore-file
// The record button's tag was removed; the scanner must not count the ones
// in comments and strings below.
import SwiftUI

struct MainScreen: View {
    var body: some View {
        VStack {
            Keyboard().helpInfoViewTag(MainScreenHelp.keyboard)
            PresetName().beaconTarget("presetsList")
            // RecordButton().helpInfoViewTag(MainScreenHelp.record)
            /* RecordButton() /* nested */ .helpInfoViewTag(MainScreenHelp.record) */
            Text("RecordButton().helpInfoViewTag(MainScreenHelp.record)")
            Text(#"raw ".helpInfoViewTag(MainScreenHelp.record)" "#)
            Text("""
                .helpInfoViewTag(MainScreenHelp.record)
                """)
            RecordButton()
        }
    }
}
