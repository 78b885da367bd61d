import TourDiagnostics

/// Turns a byte offset into a line and column the way libyaml counts them:
/// lines break at LF, CRLF, lone CR, NEL (U+0085), LS (U+2028) and PS
/// (U+2029); columns count Unicode scalars; a byte order mark is not counted.
/// UTF-16 input (which libyaml detects by its byte order mark) is counted in
/// UTF-16, since libyaml's offsets are into the raw bytes.
package enum TextPositions {
    /// Where the UTF-8 sequence that holds the byte at `offset` starts.
    /// libyaml reports a bad continuation byte at that byte; the character
    /// that is broken starts at its lead byte, which is where users look.
    static func sequenceStart(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard encoding(of: bytes) == .utf8, offset < bytes.count, offset > 0 else { return offset }
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

    package static func position(ofByteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var counter = LineCounter(.yaml)
        let end = min(offset, bytes.count)
        switch encoding(of: bytes) {
        case .utf8:
            counter.advance(overUTF8: bytes, from: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0, to: end)
        case .utf16(let bigEndian):
            var index = 2
            while index + 1 < end {
                let unit = bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]) : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
                index += 2
                // The second half of a surrogate pair is part of the same character.
                if (0xDC00...0xDFFF).contains(unit) { continue }
                counter.advance(over: Unicode.Scalar(unit) ?? "\u{FFFD}")
            }
        }
        return counter.position
    }

    /// The byte offsets of `positions` in UTF-8 `bytes`, counted as
    /// ``position(ofByteOffset:in:)`` counts; a position past the last
    /// character is the end of the file. Positions the text does not reach
    /// are left out. One pass, however many positions are asked for. (The
    /// LF of a CRLF shares the next line's first position; the later
    /// offset, that character's, wins.)
    package static func byteOffsets(of positions: Set<SourcePosition>, inUTF8 bytes: [UInt8]) -> [SourcePosition: Int] {
        var offsets: [SourcePosition: Int] = [:]
        var counter = LineCounter(.yaml)
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for scalar in String(decoding: bytes[offset...], as: UTF8.self).unicodeScalars {
            if positions.contains(counter.position) { offsets[counter.position] = offset }
            counter.advance(over: scalar)
            offset += UTF8.width(scalar)
        }
        if positions.contains(counter.position) { offsets[counter.position] = offset }
        return offsets
    }

    private enum Encoding: Equatable {
        case utf8
        case utf16(bigEndian: Bool)
    }

    private static func encoding(of bytes: UnsafeBufferPointer<UInt8>) -> Encoding {
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false) }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true) }
        return .utf8
    }
}
