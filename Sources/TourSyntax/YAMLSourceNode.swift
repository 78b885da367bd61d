import TourDiagnostics

/// A YAML node as the file writes it, for a tool that rewrites the file
/// (`tourc format`): unlike ``YAMLNode`` it keeps anchors, aliases as
/// aliases, the style of collections and the bytes each node covers.
///
/// Made by ``YAMLSourceReader`` only for files that read without an
/// error, so it carries no diagnostics.
public struct YAMLSourceNode: Sendable {
    /// What the node holds.
    public enum Content: Sendable {
        /// Text, and the way it was written.
        case scalar(String, ScalarStyle)
        /// `*name`: an alias, not resolved.
        case alias(String)
        /// A list, written as a block (`- item`) or in flow style (`[a, b]`).
        case sequence([YAMLSourceNode], flow: Bool)
        /// Key-value pairs in source order, in block or flow style.
        case mapping([YAMLSourcePair], flow: Bool)
    }

    /// What the node holds.
    public var content: Content
    /// The anchor the node defines (`&name`), if any.
    public var anchor: String?
    /// The tag as libyaml resolves it (`tag:yaml.org,2002:str` for `!!str`), if any.
    public var tag: String?
    /// The bytes of the file the node covers, as libyaml marks them: from
    /// its first property (anchor or tag) or its first character to just
    /// past its end. A block scalar's and a block collection's end is past
    /// the line breaks that close it (at the start of the next line that
    /// holds something); an empty value's range is empty, just past the
    /// `:` or `-` before it.
    public var range: Range<Int>
    /// Where the node starts, counted as diagnostics count.
    public var position: SourcePosition

    /// The scalar's text, or `nil` for anything else.
    public var scalarValue: String? {
        if case .scalar(let value, _) = content { return value }
        return nil
    }

    /// Whether this is a sequence or mapping in block style.
    public var isBlockCollection: Bool {
        switch content {
        case .sequence(_, let flow), .mapping(_, let flow): !flow
        case .scalar, .alias: false
        }
    }
}

/// One key-value pair of a ``YAMLSourceNode`` mapping.
public struct YAMLSourcePair: Sendable {
    /// The key node.
    public var key: YAMLSourceNode
    /// The value node.
    public var value: YAMLSourceNode
}

/// One document of a file, as written.
public struct YAMLSourceDocument: Sendable {
    /// The document's top-level node (an empty plain scalar for a document
    /// with nothing in it).
    public var root: YAMLSourceNode
    /// Where the document starts: its first directive or `---`, or, without
    /// them, its first node.
    public var start: Int
}
