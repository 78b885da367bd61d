extension String {
    /// Calls `body` with the string's UTF-8. A native string lends its own
    /// buffer, without the copy (and its retain and release) that the
    /// mutating `withUTF8` needs; another kind is copied first. The compiler
    /// reads every text of every tour through this. (TourBytes has the
    /// same reader, `withUTF8Bytes`; TourFormat, which apps link, takes no
    /// dependency, so it keeps its own.)
    package func withUTF8Buffer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }
}
