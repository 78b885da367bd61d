import Testing

@testable import TourDiagnostics

/// The text writers every report and bundle goes through.
@Suite struct TextBufferTests {
    @Test(arguments: [0, 7, 9, 10, 99, 100, 101, 4_096, -1, -10, 1_000_000, Int.max, Int.min])
    func integersAreWrittenAsSwiftWritesThem(_ number: Int) {
        var buffer = TextBuffer(capacity: 0)
        buffer.append(number)
        #expect(buffer.text == String(number))
    }

    @Test func literalAndNamedKeysWriteTheSameJSON() {
        var literal = JSONWriter(capacity: 0)
        literal.beginObject()
        literal.key("line")
        literal.integer(12)
        literal.endObject()
        var named = JSONWriter(capacity: 0)
        named.beginObject()
        named.key(named: "line")
        named.integer(12)
        named.endObject()
        #expect(literal.finish().text == named.finish().text)
    }
}
