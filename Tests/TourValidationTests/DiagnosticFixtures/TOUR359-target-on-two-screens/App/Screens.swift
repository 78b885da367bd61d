// swift-format-ignore-file
import SwiftUI

struct MainScreen: View {
    var body: some View {
        HStack {
            RecordButton().helpInfoViewTag("recordButton")
            ShareButton().helpInfoViewTag("shareButton")
        }
    }
}

struct TakeDetail: View {
    var body: some View { ShareButton().helpInfoViewTag("shareButton") }
}
