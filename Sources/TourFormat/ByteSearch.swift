/// Finds a byte in a UTF-8 buffer eight bytes at a time. The compiler looks
/// for `{symbol:` in every text of every tour, and nearly every text has
/// none, so the search is the whole cost of the check.
package enum ByteSearch {
    /// The offset of the first `byte` in `bytes` at or after `start`, or `nil`.
    package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        var offset = max(start, 0)
        let count = bytes.count
        let raw = UnsafeRawBufferPointer(bytes)
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        while offset + 8 <= count {
            // A byte equal to `byte` is zero in `word`; the lowest byte
            // flagged by the zero-byte test is the first zero (a borrow
            // can only flag bytes above a real one).
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) ^ pattern
            let zeros = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
            if zeros != 0 { return offset + zeros.trailingZeroBitCount / 8 }
            offset += 8
        }
        while offset < count {
            if bytes[offset] == byte { return offset }
            offset += 1
        }
        return nil
    }
}
