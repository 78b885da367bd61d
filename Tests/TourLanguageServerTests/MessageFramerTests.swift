import Testing

@testable import TourLanguageServer

/// The base protocol's framing, read in pieces of any size.
@Suite struct MessageFramerTests {
    @Test func aMessageSplitAnywhereIsReadWhole() {
        let body = Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8)
        let stream = MessageFramer.frame(body) + MessageFramer.frame(Array("{}".utf8))
        for split in 0...stream.count {
            var framer = MessageFramer()
            let frames = framer.read(Array(stream[..<split])) + framer.read(Array(stream[split...]))
            #expect(frames == [.message(body), .message(Array("{}".utf8))], "split at \(split)")
        }
    }

    @Test func headerNamesAreCaseInsensitiveAndOtherHeadersAreSkipped() {
        var framer = MessageFramer()
        let stream = "content-length:  2 \r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}"
        #expect(framer.read(Array(stream.utf8)) == [.message(Array("{}".utf8))])
    }

    @Test func aHeaderWithoutALengthIsSkippedAndTheNextMessageRead() {
        var framer = MessageFramer()
        let stream = "Content-Type: text/plain\r\n\r\nContent-Length: x\r\n\r\n" + "Content-Length: 2\r\n\r\n{}"
        #expect(
            framer.read(Array(stream.utf8)) == [
                .malformedHeader("the header has no Content-Length"), .malformedHeader("Content-Length 'x' is not a number of bytes"),
                .message(Array("{}".utf8)),
            ])
    }

    @Test func aMessageCutShortWaitsForItsEnd() {
        var framer = MessageFramer()
        #expect(framer.read(Array("Content-Length: 11\r\n\r\n{\"a\":".utf8)).isEmpty)
        #expect(framer.read(Array("[1,2]}".utf8)) == [.message(Array("{\"a\":[1,2]}".utf8))])
    }
}

/// Round three: a header line without end no longer grows the server.
@Suite struct MessageFramerLimitTests {
    @Test func aHeaderWithoutAnEmptyLineIsDroppedNotBuffered() {
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        // 50 MB in the red team's test; 8 MB here, in 64 KiB pieces, shows the bound.
        let piece = [UInt8](repeating: UInt8(ascii: "a"), count: 1 << 16)
        for _ in 0..<128 {
            frames += framer.read(piece)
            #expect(framer.bufferedCount <= MessageFramer.maxHeaderLength + piece.count)
        }
        #expect(frames.count == 1)
        if case .malformedHeader(let reason)? = frames.first { #expect(reason.contains("longer than")) } else { Issue.record("\(frames)") }
        // The empty line ends the dropped header; the next message is read.
        let next = framer.read(Array("\r\n\r\n".utf8) + MessageFramer.frame(Array("{}".utf8)))
        #expect(next == [.message(Array("{}".utf8))])
    }
}
