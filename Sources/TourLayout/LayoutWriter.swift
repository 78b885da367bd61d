/// Writes the laid-out file line by line: each line indented with spaces,
/// ended with the file's own line break, without white space at its end;
/// runs of blank lines become one, and none is written at the start of the
/// file, right after a line that opens a block (`steps:`), or at its end.
///
/// A list entry's `- ` waits for the entry's first line of content
/// (``beginDash(at:)``): comments that come first are written above it, at
/// the dash's column, and an entry that is itself a list gets `- - `.
struct LayoutWriter {
    private(set) var bytes: [UInt8] = []
    let lineBreak: [UInt8]
    private var line: [UInt8] = []
    /// Whether a line has been begun and not ended.
    private(set) var isLineOpen = false
    private var wantsBlank = false
    private var blankAllowed = false
    /// The `- ` (or `- - `, indented) waiting for its entry's first line,
    /// and the column of its first dash.
    private var dash: (prefix: [UInt8], column: Int)?

    init(lineBreak: [UInt8], startingWith prefix: [UInt8] = []) {
        self.lineBreak = lineBreak
        self.bytes = prefix
    }

    /// The width of the open line, in bytes.
    var column: Int { line.count }

    /// Asks for a blank line before the next line.
    mutating func blank() { wantsBlank = true }

    /// Begins a line of content at `indent`, after the waiting `- ` if any.
    mutating func beginLine(indent: Int) {
        startLine()
        if let dash = dash.take() {
            line = dash.prefix + Array(repeating: UInt8(ascii: " "), count: max(0, indent - dash.prefix.count))
        } else {
            line = Array(repeating: UInt8(ascii: " "), count: indent)
        }
    }

    /// A list entry's `- ` at `column`, written with its first line.
    mutating func beginDash(at column: Int) {
        if var waiting = dash {
            waiting.prefix += Array(repeating: UInt8(ascii: " "), count: max(0, column - waiting.prefix.count)) + [0x2D, 0x20]
            dash = waiting
        } else {
            dash = (Array(repeating: UInt8(ascii: " "), count: column) + [0x2D, 0x20], column)
        }
    }

    /// Appends to the open line.
    mutating func append(_ text: ArraySlice<UInt8>) { line.append(contentsOf: text) }

    /// Appends to the open line.
    mutating func append(_ text: [UInt8]) { line.append(contentsOf: text) }

    /// Appends a comment to the open line, after its original spacing.
    mutating func append(_ comment: Comment) {
        while let last = line.last, SourceText.isBlank(last) { line.removeLast() }
        line += comment.spacing.isEmpty ? [0x20] : Array(comment.spacing)
        line += comment.text
    }

    /// Ends the open line; `opensBlock` for a line that the lines after it
    /// are inside of (no blank line after it); `keepingBlanks` for a line
    /// of a block scalar, whose white space is the value's.
    mutating func endLine(opensBlock: Bool = false, keepingBlanks: Bool = false) {
        if !keepingBlanks {
            while let last = line.last, SourceText.isBlank(last) { line.removeLast() }
        }
        bytes += line
        bytes += lineBreak
        line = []
        isLineOpen = false
        blankAllowed = !opensBlock
    }

    /// A line of its own for a comment, at `indent`, or at the column of a
    /// waiting `- `.
    mutating func commentLine(_ comment: Comment, indent: Int) {
        startLine()
        line = Array(repeating: UInt8(ascii: " "), count: dash?.column ?? indent) + comment.text
        endLine()
    }

    /// Writes `trivia` at `indent`.
    mutating func write(_ trivia: [Trivia], indent: Int) {
        for item in trivia {
            switch item {
            case .blank: blank()
            case .comment(let comment): commentLine(comment, indent: indent)
            }
        }
    }

    /// Ends the open line, if one is, and opens the next line of the same
    /// value at `indent` at once: a later line of a block scalar or of a
    /// value written over several lines, before which no blank line may
    /// come (it would be the value's).
    mutating func nextLineOfValue(indent: Int) {
        if isLineOpen { endLine() }
        line = Array(repeating: UInt8(ascii: " "), count: indent)
        isLineOpen = true
    }

    /// Bytes copied as they are (a document left as written), at the start of a line.
    mutating func verbatim(_ text: ArraySlice<UInt8>) {
        precondition(!isLineOpen && dash == nil)
        flushBlank()
        bytes += text
        blankAllowed = true
    }

    private mutating func startLine() {
        precondition(!isLineOpen, "a line is still open")
        flushBlank()
        isLineOpen = true
    }

    private mutating func flushBlank() {
        if wantsBlank, blankAllowed, !bytes.isEmpty { bytes += lineBreak }
        wantsBlank = false
    }
}
