/// A block scalar (`|`, `>`) as written: its header, and its lines with
/// the indentation libyaml reads them with, so they can be indented anew
/// and read back the same.
struct BlockScalar {
    /// One line after the header.
    enum Line {
        /// Nothing but (at most the scalar's indentation of) spaces.
        case blank
        /// What follows the scalar's indentation, white space included:
        /// all of it is the value's.
        case content(Range<Int>)
    }

    /// `|` or `>` and its indicators as written (`|2-`, `>+`).
    var indicator: ArraySlice<UInt8>
    /// The comment on the header line.
    var comment: Comment?
    /// The indentation indicator's digit, when written.
    var explicitIndent: Int?
    /// The lines up to the last that holds content; with `+`, every line
    /// to the scalar's end.
    var lines: [Line]
    /// Past the last line of content (before its line break), or the
    /// header's; with `+`, the scalar's end.
    var contentEnd: Int
    /// Whether the last line of content ends the file without a line
    /// break, where `|` and `|+` (unlike `|-`) would read one more line
    /// break if one were written after it: such a scalar is left as written.
    var endsWithoutLineBreak: Bool

    /// Reads the block scalar whose indicator is at `start` and which ends
    /// at `end` (libyaml's mark, at the start of the line after it), in a
    /// collection whose entries are at column `parentIndent`.
    static func read(from start: Int, to end: Int, parentIndent: Int, in text: SourceText) throws(LayoutUnsupported) -> BlockScalar {
        let bytes = text.bytes
        var index = start + 1
        var explicitIndent: Int?
        var chomping: UInt8?
        while index < end, index < start + 3 {
            let byte = bytes[index]
            if (UInt8(ascii: "1")...UInt8(ascii: "9")).contains(byte), explicitIndent == nil {
                explicitIndent = Int(byte - UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"), chomping == nil {
                chomping = byte
            } else {
                break
            }
            index += 1
        }
        let indicator = bytes[start..<index]
        let headerEnd = text.lineEnd(of: index)
        var comment: Comment?
        if let hash = bytes[index..<headerEnd].firstIndex(of: UInt8(ascii: "#")) {
            var spacing = hash
            while spacing > index, SourceText.isBlank(bytes[spacing - 1]) { spacing -= 1 }
            comment = Comment(text: bytes[text.trimmingTrailingBlanks(hash..<headerEnd)], spacing: bytes[spacing..<hash])
        }
        let body = text.lines(in: min(text.afterBreak(at: headerEnd), end)..<end)
        let indent = explicitIndent.map { parentIndent >= 0 ? parentIndent + $0 : $0 } ?? autoIndent(of: body, parentIndent: parentIndent, in: text)
        var lines: [Line] = []
        var contentEnd = headerEnd
        var lastContent = -1
        for line in body {
            let spaces = text.leadingSpaces(in: line)
            if spaces >= indent, line.count > indent {
                lines.append(.content((line.lowerBound + indent)..<line.upperBound))
                contentEnd = line.upperBound
                lastContent = lines.count - 1
            } else if spaces == line.count {
                lines.append(.blank)
            } else {
                throw LayoutUnsupported(offset: line.lowerBound)
            }
        }
        let keeps = chomping == UInt8(ascii: "+")
        let unterminated = chomping != UInt8(ascii: "-") && lastContent >= 0 && contentEnd == bytes.count
        if keeps {
            contentEnd = end
        } else {
            lines.removeLast(lines.count - lastContent - 1)
        }
        return BlockScalar(
            indicator: indicator, comment: comment, explicitIndent: explicitIndent, lines: lines,
            contentEnd: contentEnd, endsWithoutLineBreak: unterminated)
    }

    /// The indentation libyaml finds when no indicator gives it: the most
    /// spaces of the blank lines before the first content line and of that
    /// line, at least one more than the parent's.
    private static func autoIndent(of lines: [Range<Int>], parentIndent: Int, in text: SourceText) -> Int {
        var most = 0
        for line in lines {
            let spaces = text.leadingSpaces(in: line)
            most = max(most, spaces)
            if spaces < line.count { break }
        }
        return max(most, parentIndent + 1, 1)
    }
}
