// The LSP 3.17 structures every feature shares, with only the fields
// tourc reads or writes.

/// A place between two characters: a 0-based line, and a 0-based offset
/// in that line in the negotiated encoding's units (``PositionEncoding``).
struct Position: Codable, Hashable, Sendable {
    var line: Int
    var character: Int
}

/// The text from `start` up to `end` (LSP's `Range`; named apart from
/// Swift's `Range`).
struct TextRange: Codable, Hashable, Sendable {
    var start: Position
    var end: Position

    /// Whether the two ranges share a character or touch.
    func overlaps(_ other: TextRange) -> Bool {
        (start.line, start.character) <= (other.end.line, other.end.character)
            && (other.start.line, other.start.character) <= (end.line, end.character)
    }
}

/// A range in a file.
struct Location: Codable, Hashable, Sendable {
    var uri: String
    var range: TextRange
}

/// Replace `range` with `newText`.
struct TextEdit: Codable, Hashable, Sendable {
    var range: TextRange
    var newText: String
}

/// Edits to several files, by URI.
struct WorkspaceEdit: Codable, Hashable, Sendable {
    var changes: [String: [TextEdit]]
}

/// A document, by URI.
struct TextDocumentIdentifier: Codable, Hashable, Sendable {
    var uri: String
}

/// What the requests about one place in a document send.
struct TextDocumentPositionParams: Decodable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: Position
}

/// Text for the editor to render: Markdown here.
struct MarkupContent: Encodable, Hashable, Sendable {
    var kind = "markdown"
    var value: String
}
