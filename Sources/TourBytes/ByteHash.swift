/// A 64-bit hash of bytes: 32 bytes a step in four independent lanes of
/// eight-byte words. Not for anything an attacker chooses to collide: the
/// output manifests use it to tell whether a file still holds what tourc
/// wrote (its values are kept there, so it must not change), and the
/// repeated-text lint to find candidates it then compares byte for byte.
///
/// It reads words rather than bytes because it hashes every output a
/// compile writes: a byte-at-a-time FNV-1a costs more of a compile than
/// the 2 % a speed trick must buy (docs/performance.md, "What holds the
/// cost down").
package enum ByteHash {
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0xCBF2_9CE4_8422_2325, 0x8422_2325_CBF2_9CE4, 0x1000_0000_01B3_0100, UInt64(bytes.count)
        )
        var offset = 0
        while offset + 32 <= bytes.count {
            mix(&lanes.0, word(bytes, offset))
            mix(&lanes.1, word(bytes, offset + 8))
            mix(&lanes.2, word(bytes, offset + 16))
            mix(&lanes.3, word(bytes, offset + 24))
            offset += 32
        }
        while offset + 8 <= bytes.count {
            mix(&lanes.0, word(bytes, offset))
            offset += 8
        }
        var tail: UInt64 = 0
        while offset < bytes.count {
            tail = tail << 8 | UInt64(bytes[offset])
            offset += 1
        }
        mix(&lanes.1, tail)
        var hash = lanes.0
        mix(&hash, lanes.1)
        mix(&hash, lanes.2)
        mix(&hash, lanes.3)
        return hash
    }

    private static func mix(_ lane: inout UInt64, _ word: UInt64) {
        lane = (lane ^ word) &* 0x9E37_79B9_7F4A_7C15
        lane ^= lane >> 31
    }

    /// The eight bytes at `offset`, the first the lowest (little-endian, as
    /// the values manifests keep were read); the compiler makes the shifts
    /// one load.
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt64 {
        let first = bytes.baseAddress! + offset
        var word: UInt64 = 0
        for index in 0..<8 { word |= UInt64(first[index]) << (8 * UInt64(index)) }
        return word
    }
}
