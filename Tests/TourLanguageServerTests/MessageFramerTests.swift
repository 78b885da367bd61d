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
