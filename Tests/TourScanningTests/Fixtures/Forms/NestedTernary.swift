// swift-format-ignore-file
import SwiftUI

struct Player: View {
    var body: some View {
        PlayButton()
            .helpInfoViewTag(isPlaying ? .pause : isLoading ? .loading : .play) // # site: .loading 7:63 # site: .pause 7:42 # site: .play 7:74
        RecordButton()
            .helpInfoViewTag(
                armed
                    ? (count > 0 ? .recordMore : .recordFirst) // # site: .recordFirst 11:50 # site: .recordMore 11:36
                    : .arm // # site: .arm 12:23
            )
        StopButton()
            .helpInfoViewTag(a ? b ? .both : .onlyA : .neither) // # site: .both 15:38 # site: .neither 15:55 # site: .onlyA 15:46
    }
}
