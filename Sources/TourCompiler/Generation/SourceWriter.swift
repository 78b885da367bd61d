/// Builds indented source text line by line.
struct SourceWriter {
    private(set) var text = ""
    private var indentation = ""

    init(capacity: Int) {
        text.reserveCapacity(capacity)
    }

    /// Appends one line at the current indentation (an empty line has none).
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            text += indentation
            text += content
        }
        text += "\n"
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
