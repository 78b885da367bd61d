import TourDiagnostics

/// A tab where YAML wants indentation spaces, and how the parser reads on
/// past it.
///
/// libyaml rejects a tab in indentation with a message about tokens
/// ("found character that cannot start any token") and stops. tourc
/// reports the tab itself instead, and reads the rest of the file as if the
/// white space around the tab were the spaces the neighbouring lines
/// suggest: the first guess that makes the whole line parse, and starts a
/// node on it, is kept; a line no guess fits ends the reading there, as any
/// syntax error does.
struct TabInIndentation {
    /// The tab's 1-based line, in the buffer libyaml read.
    var line: Int
    /// The byte offsets of the white space around the tab, on its line.
    var run: Range<Int>
    /// Columns before the run on its line: 0 in the indentation, more after
    /// `- ` indicators (`-<tab>id: a`).
    var prefixWidth: Int
    /// Whether only a comment or nothing follows the run.
    var blankOrComment: Bool
    /// The 1-based column of the tab in the buffer libyaml read.
    var column: Int
    /// Whether libyaml was reading the line as a line of a block scalar
    /// (`|` or `>`) that starts above it.
    var continuesBlockScalar = false

    /// The tab at libyaml's `problem` position, when it is one in the
    /// indentation (or after a block indicator); `nil` for every other error.
    /// UTF-8 input only.
    static func at(_ problem: SourcePosition, in bytes: UnsafeBufferPointer<UInt8>) -> TabInIndentation? {
        guard !bytes.starts(with: [0xFF, 0xFE]), !bytes.starts(with: [0xFE, 0xFF]),
            let offset = TextPositions.byteOffset(of: problem, in: bytes), offset < bytes.count,
            bytes[offset] == UInt8(ascii: "\t")
        else { return nil }
        let line = TextPositions.lineRange(around: offset, in: bytes)
        var start = offset
        while start > line.lowerBound, bytes[start - 1].isBlank { start -= 1 }
        var end = offset
        while end < line.upperBound, bytes[end].isBlank { end += 1 }
        // Before the run: nothing, or indicators each followed by white space.
        var index = line.lowerBound
        while index < start {
            let byte = bytes[index]
            if byte.isBlank {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: ":"),
                index + 1 == start || bytes[index + 1].isBlank
            else { return nil }
            index += 1
        }
        return TabInIndentation(
            line: problem.line, run: start..<end, prefixWidth: start - line.lowerBound,
            blankOrComment: end == line.upperBound || bytes[end] == UInt8(ascii: "#"),
            column: problem.column)
    }

    /// The run's widths to try, most likely first: the indentation of the
    /// line above and of the line below (and of what follows their `- `),
    /// then the tabs expanded at 8, 4 and 2 columns.
    func widths(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        if blankOrComment { return prefixWidth == 0 ? [0] : [1] }
        let line = TextPositions.lineRange(around: run.lowerBound, in: bytes)
        var targets: [Int] = []
        for neighbour in [Self.neighbour(before: line.lowerBound, in: bytes), Self.neighbour(after: line.upperBound, in: bytes)] {
            guard let neighbour, let indents = Self.indentation(of: neighbour, in: bytes) else { continue }
            targets += [indents.indent, indents.inner]
        }
        let least = prefixWidth == 0 ? 0 : 1
        var widths = targets.map { $0 - prefixWidth }.filter { $0 >= least }
        for tabStop in [8, 4, 2] {
            var column = prefixWidth
            for index in run { column = bytes[index] == UInt8(ascii: "\t") ? (column / tabStop + 1) * tabStop : column + 1 }
            widths.append(max(least, column - prefixWidth))
        }
        if least == 1 { widths.append(1) }
        var seen = Set<Int>()
        return widths.filter { seen.insert($0).inserted }
    }

    /// `bytes` with the run replaced by `width` spaces.
    func replacingRun(in bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [UInt8] {
        var repaired: [UInt8] = []
        repaired.reserveCapacity(bytes.count + width)
        repaired += bytes[..<run.lowerBound]
        repaired += repeatElement(UInt8(ascii: " "), count: width)
        repaired += bytes[run.upperBound...]
        return repaired
    }

    /// The repair that replacing the run with `width` spaces makes.
    func repair(width: Int) -> IndentationRepairs.Repair {
        IndentationRepairs.Repair(line: line, column: prefixWidth + 1, written: run.count, read: width)
    }

    /// The nearest line above `lineStart` that holds more than white space
    /// and comments.
    private static func neighbour(before lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var start = lineStart
        while let line = TextPositions.previousLine(before: start, in: bytes) {
            if !isBlankOrComment(line, in: bytes) { return line }
            start = line.lowerBound
        }
        return nil
    }

    /// The nearest line below the line ending at `lineEnd` that holds more
    /// than white space and comments.
    private static func neighbour(after lineEnd: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        var end = lineEnd
        while let line = TextPositions.nextLine(after: end, in: bytes) {
            if !isBlankOrComment(line, in: bytes) { return line }
            end = line.upperBound
        }
        return nil
    }

    private static func isBlankOrComment(_ line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = line.first(where: { !bytes[$0].isBlank }) else { return true }
        return bytes[first] == UInt8(ascii: "#")
    }

    /// The line's indentation in spaces, and where its content starts after
    /// `- `, `? ` and `: ` indicators; `nil` when a tab indents it.
    private static func indentation(of line: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> (indent: Int, inner: Int)? {
        var index = line.lowerBound
        while index < line.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < line.upperBound, bytes[index] != UInt8(ascii: "\t") else { return nil }
        let indent = index - line.lowerBound
        while index + 1 < line.upperBound, "-?:".utf8.contains(bytes[index]), bytes[index + 1] == UInt8(ascii: " ") {
            index += 1
            while index < line.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
        }
        return (indent, index - line.lowerBound)
    }
}

/// The runs of white space the parser replaced to read on past tabs, so
/// that every position it reports is the position in the file as written.
struct IndentationRepairs: Sendable {
    /// One run replaced: on `line`, from `column`, `written` columns as
    /// written (in the buffer before this repair) read as `read` spaces.
    struct Repair: Sendable {
        var line: Int
        var column: Int
        var written: Int
        var read: Int
    }

    private(set) var repairs: [Repair] = []

    var isEmpty: Bool { repairs.isEmpty }

    /// Whether a repair changed `line`.
    func contains(line: Int) -> Bool { repairs.contains { $0.line == line } }

    mutating func append(_ repair: Repair) { repairs.append(repair) }

    /// The position as written of `position` in the repaired buffer; a
    /// position inside a replaced run maps into the run as written.
    func original(_ position: SourcePosition) -> SourcePosition {
        var column = position.column
        for repair in repairs.reversed() where repair.line == position.line && column >= repair.column {
            if column >= repair.column + repair.read {
                column += repair.written - repair.read
            } else {
                column = repair.column + min(column - repair.column, max(0, repair.written - 1))
            }
        }
        return SourcePosition(line: position.line, column: column)
    }
}

extension UInt8 {
    /// A space or a tab.
    fileprivate var isBlank: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}
