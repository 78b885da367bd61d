import Testing

@testable import TourBytes

/// The word-at-a-time skip never passes a byte that needs a look, and
/// passes every word that does not.
@Suite struct PlainRunsTests {
    static func needsJSONEscape(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }
    static func needsSwiftAttention(_ byte: UInt8) -> Bool { needsJSONEscape(byte) || byte >= 0x7F }

    @Test(arguments: [false, true])
    func everyByteValueAtEveryPositionStopsTheSkip(swift: Bool) {
        let needs = swift ? Self.needsSwiftAttention : Self.needsJSONEscape
        for value in 0...255 {
            for position in 0..<24 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 24)
                bytes[position] = UInt8(value)
                let end = bytes.withUnsafeBufferPointer { PlainRuns.skip($0, from: 0, swift: swift) }
                if needs(UInt8(value)) {
                    // Stops at the word that holds it.
                    #expect(end == position / 8 * 8, "byte \(value) at \(position)")
                } else {
                    // Skips every whole word.
                    #expect(end == 24, "byte \(value) at \(position)")
                }
            }
        }
    }

    @Test func everyByteValueAtEveryPositionStopsTheMarkdownSkipOnlyAtAMark() {
        let marks: Set<UInt8> = [UInt8(ascii: "*"), UInt8(ascii: "`"), UInt8(ascii: "["), UInt8(ascii: "\\")]
        for value in 0...255 {
            for position in 0..<24 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 24)
                bytes[position] = UInt8(value)
                let end = bytes.withUnsafeBufferPointer { PlainRuns.skipMarkdown($0, from: 0) }
                #expect(end == (marks.contains(UInt8(value)) ? position / 8 * 8 : 24), "byte \(value) at \(position)")
            }
        }
        // The last few bytes make no whole word: the caller reads them.
        let short: [UInt8] = Array("abcdefghij*".utf8)
        #expect(short.withUnsafeBufferPointer { PlainRuns.skipMarkdown($0, from: 0) } == 8)
    }

    @Test func aWordWithBytesJustAroundTheLimitsIsSkipped() {
        // 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E: neighbours of the bytes that stop it.
        let bytes: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7E, 0x20, 0x7E, 0x41]
        #expect(bytes.withUnsafeBufferPointer { PlainRuns.skip($0, from: 0, swift: true) } == 8)
        #expect(bytes.withUnsafeBufferPointer { PlainRuns.skip($0, from: 1, swift: false) } == 9)
    }
}
