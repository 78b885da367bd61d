/// The bytes of a tour file and the few questions the layout asks of
/// them: where lines start and end, how far a place is indented. Columns
/// here are bytes from the line's start: only the spaces of indentation
/// are compared, and those are one byte each.
struct SourceText {
    let bytes: [UInt8]

    /// Whether `byte` ends a line (the layout leaves files holding YAML's
    /// other line breaks, NEL, LS and PS, as written; see ``FileLayout``).
    static func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Whether `byte` is a space or a tab.
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Where the line holding `offset` starts.
    func lineStart(of offset: Int) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, !Self.isBreak(bytes[start - 1]) { start -= 1 }
        return start
    }

    /// Where the line holding `offset` ends, before its line break.
    func lineEnd(of offset: Int) -> Int {
        var end = offset
        while end < bytes.count, !Self.isBreak(bytes[end]) { end += 1 }
        return end
    }

    /// Just past the line break at `offset` (CRLF is one), or `offset`.
    func afterBreak(at offset: Int) -> Int {
        guard offset < bytes.count else { return offset }
        if bytes[offset] == 0x0D { return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? offset + 2 : offset + 1 }
        return bytes[offset] == 0x0A ? offset + 1 : offset
    }

    /// The column of `offset`: bytes since its line's start.
    func column(of offset: Int) -> Int { offset - lineStart(of: offset) }

    /// Whether only spaces and tabs come before `offset` on its line.
    func startsLine(_ offset: Int) -> Bool {
        bytes[lineStart(of: offset)..<offset].allSatisfy(Self.isBlank)
    }

    /// The lines of `range`, each without its line break; a range that
    /// ends with a line break has no empty last line.
    func lines(in range: Range<Int>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = range.lowerBound
        var index = start
        while index < range.upperBound {
            if Self.isBreak(bytes[index]) {
                lines.append(start..<index)
                index = min(afterBreak(at: index), range.upperBound)
                start = index
            } else {
                index += 1
            }
        }
        if start < range.upperBound { lines.append(start..<range.upperBound) }
        return lines
    }

    /// How many spaces start the bytes of `range`.
    func leadingSpaces(in range: Range<Int>) -> Int {
        var count = 0
        while range.lowerBound + count < range.upperBound, bytes[range.lowerBound + count] == 0x20 { count += 1 }
        return count
    }

    /// `range` without the spaces and tabs at its end.
    func trimmingTrailingBlanks(_ range: Range<Int>) -> Range<Int> {
        var end = range.upperBound
        while end > range.lowerBound, Self.isBlank(bytes[end - 1]) { end -= 1 }
        return range.lowerBound..<end
    }

    /// The line break the file uses: its first one (CRLF, LF or a lone
    /// CR); LF for a file of one line.
    var lineBreak: [UInt8] {
        guard let index = bytes.firstIndex(where: Self.isBreak) else { return [0x0A] }
        if bytes[index] == 0x0A { return [0x0A] }
        return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
    }
}
