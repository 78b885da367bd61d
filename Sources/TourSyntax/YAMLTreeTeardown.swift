/// Frees YAML trees one level at a time.
///
/// A tree's arrays hold its children, so letting Swift release a tree
/// releases each level from the one above it, one stack frame per level:
/// a tree nested deeper than the stack allows (a raised `--max-depth`, or
/// aliases stacking anchored trees on top of each other) would crash the
/// process while it is freed, on a worker thread's small stack first.
/// Taking the children out before a level is released keeps every release
/// shallow.
enum YAMLTreeTeardown {
    /// Frees `nodes` and everything below them without recursion.
    ///
    /// Arrays that aliases share are copied on write when taken apart
    /// through one of their parents, and freed in place through the last,
    /// so the work is linear in the tree with its aliases expanded, which
    /// ``YAMLLimits/maxAliasExpansion`` bounds. A subtree something else
    /// still holds is left whole for its holder.
    ///
    /// `nodes` is emptied first, so that the work list holds the only
    /// reference to them: a copy left with the caller would be freed the
    /// recursive way once this returns.
    static func release(_ nodes: inout [YAMLNode]) {
        var sequences = [nodes]
        nodes = []
        var mappings: [[YAMLPair]] = []
        while true {
            if var items = sequences.popLast() {
                for index in items.indices { takeChildren(of: &items[index], sequences: &sequences, mappings: &mappings) }
            } else if var pairs = mappings.popLast() {
                for index in pairs.indices {
                    takeChildren(of: &pairs[index].key, sequences: &sequences, mappings: &mappings)
                    takeChildren(of: &pairs[index].value, sequences: &sequences, mappings: &mappings)
                }
            } else {
                return
            }
        }
    }

    /// Moves the children of `node` onto the work lists, leaving it a leaf.
    private static func takeChildren(of node: inout YAMLNode, sequences: inout [[YAMLNode]], mappings: inout [[YAMLPair]]) {
        switch node.content {
        case .scalar:
            return
        case .sequence(let items):
            node.content = .scalar("", .plain)
            if !items.isEmpty { sequences.append(items) }
        case .mapping(let pairs):
            node.content = .scalar("", .plain)
            if !pairs.isEmpty { mappings.append(pairs) }
        }
    }
}

/// Holds a document's tree and frees it without recursion when the last
/// copy of the document goes (``YAMLTreeTeardown``).
final class YAMLTreeStorage: @unchecked Sendable {
    /// The tree; only `deinit` changes it, when nothing else can see it.
    private(set) var root: YAMLNode

    init(_ root: YAMLNode) { self.root = root }

    deinit {
        var taken = [YAMLNode(.scalar("", .plain), at: root.position)]
        swap(&taken[0], &root)
        YAMLTreeTeardown.release(&taken)
    }
}
