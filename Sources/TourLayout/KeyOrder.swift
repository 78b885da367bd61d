import TourSyntax

/// The order keys take in a laid-out mapping.
enum KeyOrder {
    /// `pairs` in `role`'s key order. A key the role does not declare (a
    /// misspelt one, say) stays right after the key it follows in the file,
    /// so a typo does not jump to the end of the tour; one before every
    /// declared key stays first. The order is stable, so laying out twice
    /// changes nothing.
    static func ordered(_ pairs: [LayoutPair], role: MappingRole) -> [LayoutPair] {
        let order = role.keyOrder
        guard !order.isEmpty else { return pairs }
        var groups: [(rank: Int, pairs: [LayoutPair])] = []
        for pair in pairs {
            if let name = pair.name, let rank = order.firstIndex(of: name) {
                groups.append((rank, [pair]))
            } else if groups.isEmpty {
                groups.append((-1, [pair]))
            } else {
                groups[groups.count - 1].pairs.append(pair)
            }
        }
        return groups.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }.flatMap(\.element.pairs)
    }
}

/// What each alias of a document refers to, in an order of its mappings'
/// keys: an alias names the closest anchor of its name before it, so
/// putting keys in order could make one refer to another node, or to none.
enum AliasOrder {
    /// Whether every alias refers to the same node with keys in order as
    /// in the file.
    static func isKept(in root: LayoutNode) -> Bool {
        var inFile = Resolutions()
        inFile.visit(root, sorted: false)
        guard inFile.sawAlias else { return true }
        var inOrder = Resolutions()
        inOrder.visit(root, sorted: true)
        return inFile.targets == inOrder.targets
    }

    /// The anchored node (by where it starts in the file) each alias (by
    /// where it starts) refers to.
    private struct Resolutions {
        var anchors: [String: Int] = [:]
        var targets: [Int: Int] = [:]
        var sawAlias = false

        mutating func visit(_ node: LayoutNode, sorted: Bool) {
            switch node.kind {
            case .mapping(let pairs):
                for pair in sorted ? KeyOrder.ordered(pairs, role: node.role) : pairs {
                    visit(pair.key)
                    visit(pair.value, sorted: sorted)
                }
            case .sequence(let items):
                for item in items { visit(item.value, sorted: sorted) }
            case .asWritten, .blockScalar, .text:
                visit(node.source)
                return
            }
            // An anchor names its node once the node is complete, as the parser reads it.
            if let anchor = node.source.anchor { anchors[anchor] = node.source.range.lowerBound }
        }

        mutating func visit(_ node: YAMLSourceNode) {
            switch node.content {
            case .alias(let name):
                sawAlias = true
                targets[node.range.lowerBound] = anchors[name] ?? -1
            case .sequence(let items, _):
                for item in items { visit(item) }
            case .mapping(let pairs, _):
                for pair in pairs {
                    visit(pair.key)
                    visit(pair.value)
                }
            case .scalar:
                break
            }
            if let anchor = node.anchor { anchors[anchor] = node.range.lowerBound }
        }
    }
}
