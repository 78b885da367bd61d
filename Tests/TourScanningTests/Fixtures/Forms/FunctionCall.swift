// swift-format-ignore-file
import SwiftUI

struct Settings: View {
    var body: some View {
        Row().helpInfoViewTag(help(for: .notifications)) // # expect: TOUR320 :31
        Row().helpInfoViewTag(SettingsHelp.allCases[2]) // # expect: TOUR320 :31
        Row().helpInfoViewTag(SettingsHelp(rawValue: "privacy")!) // # expect: TOUR320 :31
        Row().beaconTarget("row-\(index)") // # expect: TOUR320 :28
        Row().helpInfoViewTag(Self.defaultStep) // # expect: TOUR320 :31
        Row().helpInfoViewTag()
    }
}
