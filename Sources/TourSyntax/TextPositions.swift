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

    /// The positions of `offsets` in UTF-8 `bytes`, as
    /// ``position(ofByteOffset:in:)`` counts them, in the order asked: one
    /// pass over the bytes however many offsets there are (a manifest's
    /// every name has one).
    package static func positions(ofByteOffsets offsets: [Int], inUTF8 bytes: [UInt8]) -> [SourcePosition] {
        var positions = [SourcePosition](repeating: SourcePosition(line: 1, column: 1), count: offsets.count)
        var counter = LineCounter(.yaml)
        var reached = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        bytes.withUnsafeBufferPointer { buffer in
            for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
                let end = min(max(offsets[index], reached), buffer.count)
                counter.advance(overUTF8: buffer, from: reached, to: end)
                reached = end
                positions[index] = counter.position
            }
        }
        return positions
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

    /// The byte offset of the character at `position` in UTF-8 `bytes`,
    /// counted as ``position(ofByteOffset:in:)`` counts (the end of the
    /// bytes for the position just past the last character); `nil` when the
    /// bytes do not reach it.
    static func byteOffset(of position: SourcePosition, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var counter = LineCounter(.yaml)
        var offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var afterCR = false
        while offset < bytes.count {
            let (scalar, length) = scalar(at: offset, in: bytes)
            // The LF of a CRLF shares the next line's first position.
            if counter.position == position, !(afterCR && scalar == "\n") { return offset }
            if counter.position > position { return nil }
            counter.advance(over: scalar)
            afterCR = scalar == "\r"
            offset += length
        }
        return counter.position == position ? offset : nil
    }

    /// The byte range of the line that holds `offset`, without its line break.
    static func lineRange(around offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = min(offset, bytes.count)
        while start > 0, breakLength(endingAt: start, in: bytes) == 0 { start -= 1 }
        var end = min(offset, bytes.count)
        while end < bytes.count, breakLength(startingAt: end, in: bytes) == 0 { end += 1 }
        return start..<end
    }

    /// The line before the one that starts at `lineStart`, without its line
    /// break; `nil` for the first line.
    static func previousLine(before lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let length = breakLength(endingAt: lineStart, in: bytes)
        guard length > 0 else { return nil }
        return lineRange(around: lineStart - length, in: bytes)
    }

    /// The line after the one that ends at `lineEnd`, without its line
    /// break; `nil` for the last line.
    static func nextLine(after lineEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        let length = breakLength(startingAt: lineEnd, in: bytes)
        guard length > 0 else { return nil }
        return lineRange(around: lineEnd + length, in: bytes)
    }

    /// The length of the line break (libyaml's) that starts at `offset`, or 0.
    private static func breakLength(startingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        switch byte(offset) {
        case 0x0A: return 1
        case 0x0D: return byte(offset + 1) == 0x0A ? 2 : 1
        case 0xC2: return byte(offset + 1) == 0x85 ? 2 : 0
        case 0xE2: return byte(offset + 1) == 0x80 && (byte(offset + 2) == 0xA8 || byte(offset + 2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// The length of the line break that ends just before `offset`, or 0.
    private static func breakLength(endingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        func byte(_ index: Int) -> UInt8 { index >= 0 && index < bytes.count ? bytes[index] : 0 }
        switch byte(offset - 1) {
        case 0x0A: return byte(offset - 2) == 0x0D ? 2 : 1
        case 0x0D: return 1
        case 0x85: return byte(offset - 2) == 0xC2 ? 2 : 0
        case 0xA8, 0xA9: return byte(offset - 2) == 0x80 && byte(offset - 3) == 0xE2 ? 3 : 0
        default: return 0
        }
    }

    /// The scalar that starts at `offset` and its length in bytes; a byte
    /// that is not valid UTF-8 is one character, as libyaml counts it.
    private static func scalar(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar, Int) {
        let byte = bytes[offset]
        if byte < 0x80 { return (Unicode.Scalar(byte), 1) }
        let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
        var value: UInt32 = length == 1 ? 0xFFFD : UInt32(byte) & (0xFF >> (length + 1))
        for next in 1..<max(length, 1) where offset + next < bytes.count {
            value = value << 6 | UInt32(bytes[offset + next] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", min(length, bytes.count - offset))
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
