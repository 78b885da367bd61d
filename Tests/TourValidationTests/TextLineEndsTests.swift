import Testing

@testable import TourValidation

/// The line ends the card measure and TOUR336 share: a line feed, but not
/// one after a carriage return, which is one character with it.
@Suite("TextLineEnds: where a text's lines end")
struct TextLineEndsTests {
    /// Every line of `text`, as the ends split it.
    static func lines(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var lines: [String] = []
            var start = 0
            while true {
                let end = TextLineEnds.end(of: buffer, lineFrom: start)
                lines.append(String(decoding: buffer[start..<end], as: UTF8.self))
                guard end < buffer.count else { return lines }
                start = end + 1
            }
        }
    }

    @Test func linesEndAtLineFeedsThatAreCharactersOfTheirOwn() {
        #expect(Self.lines("one line") == ["one line"])
        #expect(Self.lines("") == [""])
        #expect(Self.lines("\nfirst\n\nlast\n") == ["", "first", "", "last", ""])
        #expect(Self.lines("a\r\nb\nc") == ["a\r\nb", "c"])
        #expect(Self.lines("\r\n") == ["\r\n"])
    }

    @Test func theyAreTheLinesOfTheTextsCharacters() {
        // Split as characters, "\r\n" is one character and no line feed.
        for text in ["a\nb", "a\r\nb\n\r\n\nc", "日本語\n🎹\r\n", "\n\n"] {
            let byCharacters = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(Self.lines(text) == byCharacters, Comment(rawValue: text.debugDescription))
        }
    }
}
