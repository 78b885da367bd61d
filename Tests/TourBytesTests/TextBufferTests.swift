import TestSupport
import Testing

@testable import TourBytes

/// The text writers every report and bundle goes through.
@Suite struct TextBufferTests {
    /// The fast path for whole numbers and quarters writes what the general
    /// one (`description`, without a trailing `.0`) writes.
    @Test(arguments: TestSeed.seeds([0x5407]))
    func numbersAreWrittenInTheirShortestForm(seed: UInt64) {
        func general(_ value: Double) -> String {
            let text = String(describing: value)
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        var values: [Double] = [0, 0.25, 0.5, 0.75, 1, 2.5, 6.5, 8, 28, 99.75, 1e14 + 0.25, 999_999_999_999_999.75, 1e15, 1e16]
        values += [-0.0, -1, -0.5, 0.1, 0.125, 1.0 / 3, 2.3, .ulpOfOne, .greatestFiniteMagnitude, 123.456]
        var generator = SeededGenerator(state: seed)
        for _ in 0..<2_000 {
            values.append(Double(Int.random(in: 0...4_000_000, using: &generator)) / 4)
            values.append(Double.random(in: 0...1e6, using: &generator))
        }
        for value in values {
            var buffer = TextBuffer(capacity: 8)
            buffer.append(shortest: value)
            #expect(buffer.text == general(value), "\(value)")
        }
    }

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

    @Test(arguments: [0, 9, 10, 5_333_668, UInt64(Int.max) + 1, UInt64.max] as [UInt64])
    func unsignedIntegersAreWrittenAsSwiftWritesThem(_ number: UInt64) {
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
