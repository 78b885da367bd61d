import SwiftUI

struct Player: View {
    var body: some View {
        PlayButton()
            .helpInfoViewTag(isPlaying ? .pause : isLoading ? .loading : .play) // # site: .loading 6:63 # site: .pause 6:42 # site: .play 6:74
        RecordButton()
            .helpInfoViewTag(
                armed
                    ? (count > 0 ? .recordMore : .recordFirst) // # site: .recordFirst 10:50 # site: .recordMore 10:36
                    : .arm // # site: .arm 11:23
            )
        StopButton()
            .helpInfoViewTag(a ? b ? .both : .onlyA : .neither) // # site: .both 14:38 # site: .neither 14:55 # site: .onlyA 14:46
    }
}
