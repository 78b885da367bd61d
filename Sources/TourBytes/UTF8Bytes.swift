extension String {
    /// Calls `body` with the string's UTF-8, read in place.
    ///
    /// `withUTF8` is mutating, so calling it on a string the caller only
    /// borrows takes a copy, and each copy costs a retain and a release:
    /// for every id, title and text, in every check and emitter, that was
    /// about a percent of a compile's time. tourc's strings are native and
    /// contiguous, so the copy is only the fallback.
    @inlinable package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}

extension Substring {
    /// Calls `body` with the substring's UTF-8, read in place (see
    /// ``Swift/String/withUTF8Bytes(_:)``).
    @inlinable package func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}

/// The offset of the first byte of `bytes` that is not part of valid
/// UTF-8, or `nil` when all of it is. (`String(validating:as:)` needs
/// macOS 15 and iOS 18; tourc builds for macOS 12.)
package func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): offset += UTF8.width(scalar)
        case .emptyInput: return nil
        case .error: return offset
        }
    }
}

extension StringProtocol {
    /// Whether `other` occurs in this text, comparing UTF-8 bytes.
    ///
    /// The standard library's `contains(_:)` for a string argument comes
    /// from _StringProcessing and needs macOS 13 and iOS 16; tourc builds
    /// for macOS 12 (Package.swift), and a byte search is what tourc's
    /// callers mean anyway: markers and names, not canonical equivalence.
    package func containsBytes(of other: some StringProtocol) -> Bool {
        let text = Array(utf8)
        let needle = Array(other.utf8)
        guard !needle.isEmpty else { return true }
        guard needle.count <= text.count else { return false }
        return (0...(text.count - needle.count)).contains { start in text[start..<(start + needle.count)].elementsEqual(needle) }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// The scalar that starts at `index` of these bytes, which are valid
    /// UTF-8 (a Swift string's), and how many bytes it takes: for the
    /// checks that read every text byte by byte and decode only what is
    /// not ASCII.
    @inlinable package func unicodeScalar(at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = UInt32(self[index])
        if lead < 0x80 { return (Unicode.Scalar(UInt8(lead)), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = lead & (0x7F >> length)
        for offset in 1..<length { value = value << 6 | UInt32(self[index + offset] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }
}
