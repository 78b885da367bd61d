/// Turns a byte offset into a line and column the way libyaml counts them:
/// lines break at LF, CRLF and lone CR; columns count Unicode scalars; a
/// leading UTF-8 byte order mark is not counted.
enum TextPositions {
    /// Where the UTF-8 sequence that holds the byte at `offset` starts.
    /// libyaml reports a bad continuation byte at that byte; the character
    /// that is broken starts at its lead byte, which is where users look.
    static func sequenceStart(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard offset < bytes.count, bytes[offset] & 0xC0 != 0x80 || offset > 0 else { return offset }
        var index = offset - 1
        while index >= 0, offset - index <= 3 {
            let byte = bytes[index]
            if byte & 0xC0 == 0x80 {
                index -= 1
                continue
            }
            // A lead byte whose sequence would reach `offset` owns it.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > offset - index ? index : offset
        }
        return offset
    }

    static func position(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte == 0x0D {
                // CRLF is one break: the LF that follows does the counting.
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                } else {
                    line += 1
                    column = 1
                }
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourcePosition(line: line, column: column)
    }
}
