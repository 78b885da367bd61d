import TestSupport
import Testing

@testable import TourFormat

/// The word-at-a-time search against the plain one, on buffers where the
/// byte is anywhere (or nowhere) in a word, after bytes that borrow in the
/// zero-byte test (0x00, 0x01, 0x80, 0xFF and the byte's neighbours).
@Suite struct ByteSearchTests {
    @Test(arguments: TestSeed.seeds([0xB17E]))
    func findsWhatAPlainSearchFinds(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let alphabet: [UInt8] = [0x00, 0x01, 0x7A, 0x7B, 0x7C, 0x7D, 0x80, 0xFE, 0xFF, 0x20, 0x61]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            let wanted = alphabet.randomElement(using: &generator)!
            let start = Int.random(in: 0...count + 1, using: &generator)
            bytes.withUnsafeBufferPointer { buffer in
                let expected = start < count ? buffer[start...].firstIndex(of: wanted) : nil
                #expect(ByteSearch.firstIndex(of: wanted, in: buffer, from: start) == expected, "\(bytes) \(wanted) from \(start)")
            }
        }
    }

    @Test func anEmptyBufferHasNothing() {
        #expect(ByteSearch.firstIndex(of: 0, in: UnsafeBufferPointer(start: nil, count: 0)) == nil)
    }
}
