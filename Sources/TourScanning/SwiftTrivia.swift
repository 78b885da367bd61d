/// What Swift source holds between tokens: white space, `//` comments to
/// the end of their line, and `/* */` comments, which nest. The tag
/// scanner's fast path and the lexer skip it the same way.
enum SwiftTrivia {
    /// The offset of the first byte at or after `offset` that is not trivia.
    static func end(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var cursor = offset
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                cursor += 1
            case UInt8(ascii: "/") where byte(in: bytes, at: cursor + 1) == UInt8(ascii: "/"):
                while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
            case UInt8(ascii: "/") where byte(in: bytes, at: cursor + 1) == UInt8(ascii: "*"):
                cursor = endOfBlockComment(in: bytes, from: cursor)
            default:
                return cursor
            }
        }
        return cursor
    }

    /// Where the block comment at `offset` ends (the end of the bytes when
    /// it is not closed). Block comments nest in Swift:
    /// `/* /* */ still a comment */`.
    static func endOfBlockComment(in bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        var cursor = offset
        var depth = 0
        while cursor < bytes.count {
            if bytes[cursor] == UInt8(ascii: "/"), byte(in: bytes, at: cursor + 1) == UInt8(ascii: "*") {
                depth += 1
                cursor += 2
            } else if bytes[cursor] == UInt8(ascii: "*"), byte(in: bytes, at: cursor + 1) == UInt8(ascii: "/") {
                depth -= 1
                cursor += 2
                if depth == 0 { return cursor }
            } else {
                cursor += 1
            }
        }
        return cursor
    }

    private static func byte(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }
}
