import TestSupport
import Testing

@testable import TourBytes

/// The C library's search against the standard library's, on buffers where
/// the byte is anywhere or nowhere, from every start, including starts
/// before the buffer and past its end.
@Suite struct ByteSearchTests {
    @Test(arguments: TestSeed.seeds([0xB17E]))
    func findsWhatThePlainSearchFinds(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        let alphabet: [UInt8] = [0x00, 0x01, 0x0A, 0x0D, 0x7B, 0x7D, 0x80, 0xFE, 0xFF, 0x20, 0x61]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<count).map { _ in alphabet.randomElement(using: &generator)! }
            let wanted = alphabet.randomElement(using: &generator)!
            let start = Int.random(in: -1...count + 1, using: &generator)
            bytes.withUnsafeBufferPointer { buffer in
                let expected = start < count ? buffer[max(start, 0)...].firstIndex(of: wanted) : nil
                #expect(ByteSearch.firstIndex(of: wanted, in: buffer, from: start) == expected, "\(bytes) \(wanted) from \(start)")
            }
        }
    }

    @Test func anEmptyBufferHasNothing() {
        #expect(ByteSearch.firstIndex(of: 0, in: UnsafeBufferPointer(start: nil, count: 0)) == nil)
    }
}
