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
