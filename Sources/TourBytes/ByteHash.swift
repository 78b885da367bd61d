/// A fast 64-bit hash of bytes: 32 bytes a step in four independent lanes,
/// at close to the speed of reading them. Not for anything an attacker
/// chooses to collide: the output manifests use it to tell whether a file
/// still holds what tourc wrote (its values are kept there, so it must not
/// change), and the repeated-text lint to find candidates it then compares
/// byte for byte.
package enum ByteHash {
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0xCBF2_9CE4_8422_2325, 0x8422_2325_CBF2_9CE4, 0x1000_0000_01B3_0100, UInt64(bytes.count)
        )
        func mix(_ lane: inout UInt64, _ word: UInt64) {
            lane = (lane ^ word) &* prime
            lane ^= lane >> 31
        }
        var tail: UInt64 = 0
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        func word(_ at: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
        while offset + 32 <= raw.count {
            mix(&lanes.0, word(offset))
            mix(&lanes.1, word(offset + 8))
            mix(&lanes.2, word(offset + 16))
            mix(&lanes.3, word(offset + 24))
            offset += 32
        }
        while offset + 8 <= raw.count {
            mix(&lanes.0, word(offset))
            offset += 8
        }
        while offset < raw.count {
            tail = tail << 8 | UInt64(raw[offset])
            offset += 1
        }
        mix(&lanes.1, tail)
        var hash = lanes.0
        mix(&hash, lanes.1)
        mix(&hash, lanes.2)
        mix(&hash, lanes.3)
        return hash
    }
}
