import Testing

@testable import TourDiagnostics

/// The text writers every report and bundle goes through.
@Suite struct TextBufferTests {
    @Test func theBufferIsReadInPlaceAsItsBytes() {
        var buffer = TextBuffer(capacity: 1)
        buffer.append("grows past its capacity, café" as StaticString)
        let copy = buffer
        buffer.append(byte: UInt8(ascii: "!"))
        #expect(buffer.withUnsafeBufferPointer { Array($0) } == buffer.bytes)
        #expect(copy.withUnsafeBufferPointer { Array($0) } == Array("grows past its capacity, café".utf8))
        #expect(TextBuffer(capacity: 0).withUnsafeBufferPointer { $0.count } == 0)
    }

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

    @Test func aCopyKeepsItsTextWhenEitherAppends() {
        var first = TextBuffer(capacity: 0)
        first.append("shared" as StaticString)
        var second = first
        second.append(" second")
        first.append(byte: UInt8(ascii: "!"))
        #expect(first.text == "shared!")
        #expect(second.text == "shared second")
        var third = second
        third.truncate(to: 3)
        third.append("ond")
        #expect(third.text == "shaond")
        #expect(second.text == "shared second")
    }

    @Test func growingPastTheCapacityKeepsEveryByte() {
        var buffer = TextBuffer(capacity: 1)
        var expected: [UInt8] = []
        for index in 0..<10_000 {
            let piece = String(index % 97) + (index.isMultiple(of: 5) ? "é日" : "")
            buffer.append(piece)
            expected += Array(piece.utf8)
        }
        #expect(buffer.bytes == expected)
        #expect(buffer.count == expected.count)
        #expect(buffer.columns(from: 0) == String(decoding: expected, as: UTF8.self).unicodeScalars.count)
    }
}
