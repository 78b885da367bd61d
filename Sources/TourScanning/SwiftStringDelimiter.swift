/// How a Swift string literal is delimited: `"`, `"""` and their raw forms
/// (`#"`, `##"""`), whose escapes and closing quote carry as many `#`s.
/// The tag scanner skips literals and the lexer decodes them by this one
/// set of rules: where a literal opens, where an escape starts, and where
/// the literal closes.
struct SwiftStringDelimiter: Equatable {
    /// The `#`s around the quotes: 0 for an ordinary literal.
    let hashes: Int
    /// Whether the quotes are `"""`.
    let isMultiline: Bool

    /// The delimiter that opens at `offset` (at its first `#` or `"`) and
    /// the offset just after it; `nil` when no literal opens there (the `#`
    /// of `#if`, say).
    static func opening<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at offset: Int) -> (
        delimiter: SwiftStringDelimiter, bodyStart: Int
    )? where Bytes.Index == Int {
        var cursor = offset
        while byte(in: bytes, at: cursor) == UInt8(ascii: "#") { cursor += 1 }
        guard byte(in: bytes, at: cursor) == UInt8(ascii: "\"") else { return nil }
        let multiline = byte(in: bytes, at: cursor + 1) == UInt8(ascii: "\"") && byte(in: bytes, at: cursor + 2) == UInt8(ascii: "\"")
        return (SwiftStringDelimiter(hashes: cursor - offset, isMultiline: multiline), cursor + (multiline ? 3 : 1))
    }

    /// At a `\`: the offset of the escaped character, when the backslash
    /// starts an escape of this literal (in a raw literal, its `#`s follow
    /// it); `nil` when it is a plain character of the text.
    func escapedCharacter<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at offset: Int) -> Int?
    where Bytes.Index == Int {
        guard Self.byte(in: bytes, at: offset) == UInt8(ascii: "\\"), hashesFollow(in: bytes, at: offset + 1) else { return nil }
        return offset + 1 + hashes
    }

    /// At a `"`: the offset just after the closing delimiter, when the
    /// literal closes here; `nil` when the quote is part of the text.
    func closingEnd<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at offset: Int) -> Int? where Bytes.Index == Int {
        let quotes = isMultiline ? 3 : 1
        for quote in 0..<quotes where Self.byte(in: bytes, at: offset + quote) != UInt8(ascii: "\"") { return nil }
        guard hashesFollow(in: bytes, at: offset + quotes) else { return nil }
        return offset + quotes + hashes
    }

    private func hashesFollow<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at offset: Int) -> Bool where Bytes.Index == Int {
        for cursor in offset..<offset + hashes where Self.byte(in: bytes, at: cursor) != UInt8(ascii: "#") { return false }
        return true
    }

    private static func byte<Bytes: RandomAccessCollection<UInt8>>(in bytes: Bytes, at offset: Int) -> UInt8 where Bytes.Index == Int {
        offset < bytes.endIndex ? bytes[offset] : 0
    }
}
