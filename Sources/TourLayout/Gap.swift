/// A comment as written: from its `#` to the end of its line, without
/// trailing white space, and the white space that separated it from what
/// came before it on its line (kept, so aligned comments stay aligned).
struct Comment {
    var text: ArraySlice<UInt8>
    var spacing: ArraySlice<UInt8>
}

/// What sits between nodes and is not YAML content: a blank line or a
/// comment on a line of its own. The layout keeps both where they belong.
enum Trivia {
    case blank
    case comment(Comment)
}

/// The text between two nodes, read into what it holds: white space, line
/// breaks, comments and the indicators of block collections (`-`, `:`),
/// document markers (`---`, `...`) and directives (`%YAML`). Anything else
/// means the layout does not understand this stretch (an explicit key's
/// `?`, for one) and leaves the document as written.
struct Gap {
    enum Token {
        /// A comment; `ownLine` when only white space precedes it on its line.
        case comment(Comment, ownLine: Bool, column: Int)
        /// A line that holds nothing but white space.
        case blank
        /// `-` of a block sequence entry, at `offset`.
        case dash(offset: Int)
        /// `:` of a block mapping entry.
        case colon
        /// `---`, `...` or a directive line (up to a comment), as written.
        case marker(ArraySlice<UInt8>)
    }

    /// Reads `range` of `text`.
    static func tokens(in range: Range<Int>, of text: SourceText) throws(LayoutUnsupported) -> [Token] {
        let bytes = text.bytes
        var tokens: [Token] = []
        var index = range.lowerBound
        // Whether the current line has held only white space so far: a
        // gap that starts mid-line (after a value) starts on a full line.
        // Only the white space before the gap is looked at, not the value
        // before it: `lineStart` is the line's start when it is empty, and
        // otherwise just past its last character before the gap.
        var lineStart = index
        while lineStart > 0, SourceText.isBlank(bytes[lineStart - 1]) { lineStart -= 1 }
        var lineIsEmpty = lineStart == 0 || SourceText.isBreak(bytes[lineStart - 1])
        func followedBySpace(_ offset: Int) -> Bool {
            offset >= range.upperBound || SourceText.isBlank(bytes[offset]) || SourceText.isBreak(bytes[offset])
        }
        while index < range.upperBound {
            let byte = bytes[index]
            if SourceText.isBlank(byte) {
                index += 1
            } else if SourceText.isBreak(byte) {
                if lineIsEmpty, lineStart >= range.lowerBound { tokens.append(.blank) }
                index = text.afterBreak(at: index)
                lineStart = index
                lineIsEmpty = true
            } else if byte == UInt8(ascii: "#") {
                let end = text.lineEnd(of: index)
                var spacingStart = index
                while spacingStart > lineStart, SourceText.isBlank(bytes[spacingStart - 1]) { spacingStart -= 1 }
                let comment = Comment(
                    text: bytes[text.trimmingTrailingBlanks(index..<end)], spacing: bytes[spacingStart..<index])
                tokens.append(.comment(comment, ownLine: lineIsEmpty, column: index - lineStart))
                lineIsEmpty = false
                index = end
            } else if index == lineStart, let marker = markerEnd(at: index, in: range, of: text) {
                tokens.append(.marker(bytes[index..<marker]))
                lineIsEmpty = false
                index = marker
            } else if byte == UInt8(ascii: "-"), followedBySpace(index + 1) {
                tokens.append(.dash(offset: index))
                lineIsEmpty = false
                index += 1
            } else if byte == UInt8(ascii: ":"), followedBySpace(index + 1) {
                tokens.append(.colon)
                lineIsEmpty = false
                index += 1
            } else {
                throw LayoutUnsupported(offset: index)
            }
        }
        return tokens
    }

    /// The end of a document marker or directive starting a line at
    /// `offset`: `---` and `...` followed by white space, or `%` and the
    /// rest of the line up to a comment.
    private static func markerEnd(at offset: Int, in range: Range<Int>, of text: SourceText) -> Int? {
        let bytes = text.bytes
        if bytes[offset] == UInt8(ascii: "%") {
            var end = offset
            while end < range.upperBound, !SourceText.isBreak(bytes[end]), bytes[end] != UInt8(ascii: "#") { end += 1 }
            return text.trimmingTrailingBlanks(offset..<end).upperBound
        }
        guard offset + 3 <= range.upperBound, bytes[offset] == UInt8(ascii: "-") || bytes[offset] == UInt8(ascii: "."),
            bytes[offset + 1] == bytes[offset], bytes[offset + 2] == bytes[offset]
        else { return nil }
        let after = offset + 3
        guard after >= range.upperBound || SourceText.isBlank(bytes[after]) || SourceText.isBreak(bytes[after]) else { return nil }
        return after
    }
}
