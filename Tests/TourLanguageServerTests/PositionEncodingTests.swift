import Testing
import TourDiagnostics

@testable import TourLanguageServer

/// tourc counts 1-based lines and Unicode-scalar columns; LSP 0-based
/// lines and, by default, UTF-16 units. é is one unit in UTF-16 and two
/// bytes in UTF-8, 日 one unit and three bytes, 🎹 two units and four bytes.
@Suite struct PositionEncodingTests {
    /// `title: é日本語🎹 x` on line 2: x is scalar column 14 (1-based).
    let document = TextDocument("id: a\r\ntitle: é日本語🎹 x\nend")

    @Test(arguments: [(PositionEncoding.utf16, 14), (.utf8, 23), (.utf32, 13)])
    func aColumnAfterNonASCIIConvertsInEachEncoding(encoding: PositionEncoding, character: Int) {
        let x = document.offset(of: SourcePosition(line: 2, column: 14))
        #expect(document.bytes[x] == UInt8(ascii: "x"))
        #expect(document.position(ofOffset: x, in: encoding) == Position(line: 1, character: character))
        #expect(document.offset(of: Position(line: 1, character: character), in: encoding) == x)
    }

    @Test func eachCharacterStartsWhereItsEncodingSays() {
        // é 日 本 語 🎹 start at scalar columns 8...12.
        let starts: [(PositionEncoding, [Int])] = [(.utf16, [7, 8, 9, 10, 11]), (.utf8, [7, 9, 12, 15, 18]), (.utf32, [7, 8, 9, 10, 11])]
        for (encoding, characters) in starts {
            for (scalar, character) in characters.enumerated() {
                let offset = document.offset(of: SourcePosition(line: 2, column: 8 + scalar))
                #expect(document.position(ofOffset: offset, in: encoding) == Position(line: 1, character: character))
            }
        }
    }

    @Test func aPositionInsideACharacterIsItsStart() {
        // Between the two UTF-16 units of 🎹, and inside 日's three bytes.
        let piano = document.offset(of: Position(line: 1, character: 11), in: .utf16)
        #expect(document.offset(of: Position(line: 1, character: 12), in: .utf16) == piano)
        let sun = document.offset(of: Position(line: 1, character: 9), in: .utf8)
        #expect(document.offset(of: Position(line: 1, character: 10), in: .utf8) == sun)
    }

    @Test func aCharacterPastTheLineIsItsEndBeforeTheBreak() {
        #expect(document.offset(of: Position(line: 0, character: 99), in: .utf16) == 5)
        #expect(document.position(ofOffset: 5, in: .utf16) == Position(line: 0, character: 5))
        #expect(document.offset(of: Position(line: 9, character: 0), in: .utf16) == document.bytes.count)
    }

    @Test func aRangeOfScalarsCoversThemInTheClientsUnits() {
        let range = document.range(from: SourcePosition(line: 2, column: 8), scalars: 5, in: .utf16)
        #expect(range == TextRange(start: Position(line: 1, character: 7), end: Position(line: 1, character: 13)))
    }

    @Test func anEditAtAUTF16RangeReplacesThoseCharacters() {
        var store = DocumentStore()
        store.open("/p/a.tour.yaml", uri: "file:///p/a.tour.yaml", version: 1, text: "title: 🎹é x\n")
        let change = DidChangeTextDocumentParams.Change(
            range: TextRange(start: Position(line: 0, character: 7), end: Position(line: 0, character: 10)), text: "日")
        store.apply(change, to: "/p/a.tour.yaml", version: 2, encoding: .utf16)
        #expect(store.open["/p/a.tour.yaml"]?.text.text == "title: 日 x\n")
        #expect(store.open["/p/a.tour.yaml"]?.version == 2)
    }

    @Test func theClientsFirstKnownEncodingIsUsedElseUTF16() {
        #expect(PositionEncoding.negotiated(offered: ["utf-32", "utf-16"]) == .utf32)
        #expect(PositionEncoding.negotiated(offered: ["latin-1", "utf-8"]) == .utf8)
        #expect(PositionEncoding.negotiated(offered: nil) == .utf16)
        #expect(PositionEncoding.negotiated(offered: []) == .utf16)
    }

    @Test func fileURIsArePercentDecodedAndEncoded() {
        #expect(FileURI.path(of: "file:///Users/ana/Touren/%C3%9Cbersicht%20A.tour.yaml") == "/Users/ana/Touren/Übersicht A.tour.yaml")
        #expect(FileURI.path(of: "file://localhost/tmp/a.yaml") == "/tmp/a.yaml")
        #expect(FileURI.path(of: "untitled:Untitled-1") == nil)
        #expect(FileURI.uri(ofPath: "/Users/ana/Übersicht A.yaml") == "file:///Users/ana/%C3%9Cbersicht%20A.yaml")
    }
}
