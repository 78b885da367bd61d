import Testing

@testable import TourBytes

/// The output manifests keep these values, so the hash may never change
/// (pinned from the function as it was in `OutputManifest`).
@Suite struct ByteHashTests {
    private func hash(_ text: String) -> UInt64 {
        Array(text.utf8).withUnsafeBufferPointer { ByteHash.hash($0) }
    }

    @Test func knownValuesStayTheSame() {
        #expect(hash("") == 0xbedf_14ad_e68a_9e30)
        #expect(hash("tour") == 0x05b1_6fdc_77b8_dec0)
        #expect(hash(String(repeating: "a step's text, ", count: 9)) == 0x3875_0499_941c_2e15)
    }

    @Test func everyByteAndTheLengthCount() {
        let text = Array(String(repeating: "0123456789", count: 7).utf8)
        let base = text.withUnsafeBufferPointer { ByteHash.hash($0) }
        for index in text.indices {
            var changed = text
            changed[index] ^= 1
            #expect(changed.withUnsafeBufferPointer { ByteHash.hash($0) } != base, "byte \(index)")
        }
        #expect(Array(text.dropLast()).withUnsafeBufferPointer { ByteHash.hash($0) } != base)
        #expect((text + [0]).withUnsafeBufferPointer { ByteHash.hash($0) } != base)
    }
}
