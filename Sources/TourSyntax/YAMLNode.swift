import TourDiagnostics

/// How a scalar was written. The model uses it so that types follow the
/// schema instead of YAML 1.1 guessing: `"8"` is a string, `8` may be a
/// number, and `no` in a text field is just the text "no".
public enum ScalarStyle: Sendable, Hashable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
}

/// A YAML node with the position where it starts.
///
/// Aliases are already resolved: an alias becomes a copy of the node its
/// anchor names (arrays share storage, so the copy is cheap), positioned at
/// the anchored node.
public struct YAMLNode: Sendable {
    /// What the node holds.
    public enum Content: Sendable {
        /// Text, and the way it was written.
        case scalar(String, ScalarStyle)
        /// An ordered list.
        case sequence([YAMLNode])
        /// Key-value pairs in source order; duplicate keys have already been
        /// reported and dropped.
        case mapping([YAMLPair])
    }

    /// What the node holds.
    public var content: Content
    /// Where the node starts (for a quoted scalar: its opening quote).
    public var position: SourcePosition
    /// Where the node ends: just past its last character, as libyaml marks
    /// it (for a block scalar or a block collection, past the line breaks
    /// that close it). In-place edits (`tourc import xcstrings`) use it.
    public var end: SourcePosition
    /// The line the node ends on; a scalar with `endLine == position.line`
    /// was written on one line, so offsets in it map onto source columns.
    public var endLine: Int { end.line }
    /// The tag as written (`!custom`, or `tag:yaml.org,2002:str` for `!!str`),
    /// or `nil` when the node has none.
    public var tag: String?

    /// Creates a node; only the tree builder makes them.
    init(_ content: Content, at position: SourcePosition, end: SourcePosition? = nil, tag: String? = nil) {
        self.content = content
        self.position = position
        self.end = end ?? position
        self.tag = tag
    }

    /// Whether the node is a scalar reading `text` (without copying it out).
    public func hasScalarValue(_ text: String) -> Bool {
        // Most keys a decoder looks for differ from this one in length,
        // which a string knows without reading its bytes.
        if case .scalar(let value, _) = content { return value.utf8.count == text.utf8.count && value == text }
        return false
    }

    /// The scalar's text, or `nil` for a collection.
    public var scalarValue: String? {
        if case .scalar(let value, _) = content { return value }
        return nil
    }

    /// A short phrase naming what the node is, for "found ..." messages.
    public var kindDescription: String {
        switch content {
        case .scalar(let value, let style):
            switch style {
            case .plain:
                if value.isEmpty || value == "~" || value == "null" { return "null" }
                return "plain text '\(value.truncatedForMessage)'"
            case .singleQuoted, .doubleQuoted: return "a quoted string"
            case .literal, .folded: return "a block string"
            }
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}

/// One key-value pair of a mapping.
public struct YAMLPair: Sendable {
    /// The key node; its position is where diagnostics about the key go.
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode
}

/// One document of a YAML stream (a tour file may hold several, split by `---`).
public struct YAMLDocument: Sendable {
    /// The document's top-level node.
    public var root: YAMLNode { storage.root }
    /// Where the document starts.
    public var position: SourcePosition
    /// The source of each scalar whose value does not map one to one onto
    /// it (see ``ScalarSource``), by the scalar's position.
    public var scalarSources: [SourcePosition: ScalarSource] = [:]
    /// The tree, freed level by level when the last copy goes.
    private let storage: YAMLTreeStorage

    /// Creates a document; only the tree builder makes them.
    init(root: YAMLNode, position: SourcePosition, scalarSources: [SourcePosition: ScalarSource]) {
        self.storage = YAMLTreeStorage(root)
        self.position = position
        self.scalarSources = scalarSources
    }
}

extension YAMLNode.Content {
    /// Whether this is an unquoted scalar.
    package var isPlainScalar: Bool {
        if case .scalar(_, .plain) = self { return true }
        return false
    }
}
