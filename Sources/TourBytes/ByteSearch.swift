#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(ucrt)
    import ucrt
#endif

/// The search for one byte in UTF-8, by the C library's `memchr(3)`, which
/// each platform's library tunes for its processors: TourBytes' one file
/// that calls the C library. (`memchr` has one signature on Darwin, glibc,
/// musl and the Windows CRT: a pointer, an `Int32` byte and a length.)
package enum ByteSearch {
    /// The offset of the first `byte` in `bytes` at or after `start`, or `nil`.
    package static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
        let start = max(start, 0)
        guard start < bytes.count, let base = bytes.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}
