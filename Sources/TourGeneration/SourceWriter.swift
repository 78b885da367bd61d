import TourBytes
import TourDiagnostics

/// Builds indented source text line by line.
struct SourceWriter {
    private(set) var buffer: TextBuffer
    private var indentation = ""

    init(capacity: Int) {
        buffer = TextBuffer(capacity: capacity)
    }

    /// The columns a line written now starts at.
    var indentWidth: Int { indentation.count }

    /// Appends one line at the current indentation (an empty line has none).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            buffer.append(indentation)
            buffer.append(content)
        }
        buffer.append(byte: UInt8(ascii: "\n"))
    }

    /// Appends one line at the current indentation whose content `body`
    /// writes straight into the buffer (for the many rows of data tables).
    mutating func line(writing body: (inout TextBuffer) -> Void) {
        buffer.append(indentation)
        body(&buffer)
        buffer.append(byte: UInt8(ascii: "\n"))
    }

    /// Drops everything written after the first `count` bytes.
    mutating func truncate(to count: Int) {
        buffer.truncate(to: count)
    }

    /// Appends `open`, the lines `body` writes one level deeper, then `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(open)
        indentation += "    "
        body(&self)
        indentation.removeLast(4)
        line(close)
    }
}
