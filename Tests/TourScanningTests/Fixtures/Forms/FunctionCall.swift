// swift-format-ignore-file
import SwiftUI

struct Settings: View {
    var body: some View {
        Row().helpInfoViewTag(help(for: .notifications)) // # expect: TOUR320 6:31
        Row().helpInfoViewTag(SettingsHelp.allCases[2]) // # expect: TOUR320 7:31
        Row().helpInfoViewTag(SettingsHelp(rawValue: "privacy")!) // # expect: TOUR320 8:31
        Row().beaconTarget("row-\(index)") // # expect: TOUR320 9:28
        Row().helpInfoViewTag(Self.defaultStep) // # expect: TOUR320 10:31
        Row().helpInfoViewTag()
    }
}
