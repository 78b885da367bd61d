// swift-format-ignore-file
import SwiftUI

struct Player: View {
    var body: some View {
        PlayButton()
            .helpInfoViewTag(isPlaying ? .pause : isLoading ? .loading : .play) // # site: .loading :63 # site: .pause :42 # site: .play :74
        RecordButton()
            .helpInfoViewTag(
                armed
                    ? (count > 0 ? .recordMore : .recordFirst) // # site: .recordFirst :50 # site: .recordMore :36
                    : .arm // # site: .arm :23
            )
        StopButton()
            .helpInfoViewTag(a ? b ? .both : .onlyA : .neither) // # site: .both :38 # site: .neither :55 # site: .onlyA :46
    }
}
