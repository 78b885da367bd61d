import TourSyntax

/// One node of a document as the layout sees it: the source node, what the
/// layout does with it, and the comments and blank lines that belong to
/// it. ``LayoutBuilder`` makes the tree with every comment attached;
/// ``LayoutPrinter`` writes it. Classes, because a comment after a nested
/// collection is found while reading the entries of the collection around
/// it, and is attached from there.
final class LayoutNode {
    /// What the layout does with a node.
    enum Kind {
        /// A block mapping: its entries are laid out (and sorted, by role).
        case mapping([LayoutPair])
        /// A block list: its entries are laid out.
        case sequence([LayoutItem])
        /// Written as in the file, only its later lines indented anew: a
        /// scalar that is not a text, an alias, a flow collection, an
        /// empty value.
        case asWritten
        /// A block scalar that is not a text: its lines indented anew.
        case blockScalar(BlockScalar)
        /// A title or text, written by ``YAMLTextStyle`` from its value.
        case text(String)
    }

    let source: YAMLSourceNode
    var kind: Kind
    /// A block mapping's role: the order its keys go in.
    var role = MappingRole.other
    /// The anchor and tag as written (`&intro`, `!!str`), for a block
    /// collection, a text or a block scalar that has them.
    var properties: ArraySlice<UInt8>?
    /// A block collection's column in the file: its keys', or its dashes'.
    var indent = 0
    /// A comment on a block collection's opening line (`steps:  # ...`).
    var openerComment: Comment?
    /// Comments and blank lines between a block collection's opening line
    /// and its first entry: they stay first, whatever order the keys take.
    var head: [Trivia] = []
    /// Comments after a block collection's last entry, indented at least
    /// as far as its entries.
    var closing: [Trivia] = []
    /// A comment after a value on its line, or on a block scalar's header.
    var valueComment: Comment?
    /// Where the node's content ends in the file: past its last character
    /// (for a block collection, its last entry's), before any comment.
    var contentEnd: Int

    init(source: YAMLSourceNode, kind: Kind, contentEnd: Int) {
        self.source = source
        self.kind = kind
        self.contentEnd = contentEnd
    }

    /// The last entry's value of a block collection.
    var lastValue: LayoutNode? {
        switch kind {
        case .mapping(let pairs): pairs.last?.value
        case .sequence(let items): items.last?.value
        case .asWritten, .blockScalar, .text: nil
        }
    }

    /// This block collection and the nested ones that end where it ends,
    /// outermost first: a comment after it is closing to one of them, by
    /// its indentation.
    var closingChain: [LayoutNode] {
        guard let last = lastValue else { return [] }
        return [self] + last.closingChain
    }

    /// The value that ends where this node ends: the node itself, or the
    /// last value inside it.
    var lastLeaf: LayoutNode { lastValue?.lastLeaf ?? self }
}

/// One key and value of a block mapping.
final class LayoutPair {
    let key: YAMLSourceNode
    /// Comments and blank lines before the key.
    var leading: [Trivia] = []
    /// A comment after the `:` of a key whose value is not a block
    /// collection (a collection takes it as its opener comment).
    var keyLineComment: Comment?
    let value: LayoutNode

    init(key: YAMLSourceNode, leading: [Trivia], value: LayoutNode) {
        self.key = key
        self.leading = leading
        self.value = value
    }

    /// The key's text, when it is a scalar.
    var name: String? { key.scalarValue }
}

/// One entry of a block list.
final class LayoutItem {
    /// Comments and blank lines before the entry's `-`, and any comment
    /// between the `-` and the entry's value.
    var leading: [Trivia]
    let value: LayoutNode

    init(leading: [Trivia], value: LayoutNode) {
        self.leading = leading
        self.value = value
    }
}

/// Why the layout leaves a document as written: it holds something the
/// layout does not handle (an explicit key `? `, a key written over
/// several lines, a comment between a text's anchor and the text).
struct LayoutUnsupported: Error {
    /// Where.
    var offset: Int
}
