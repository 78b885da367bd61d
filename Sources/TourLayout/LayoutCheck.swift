import TourDiagnostics
import TourSyntax

/// The guard behind every laid-out file: read back, it must say exactly
/// what the file said. Each node of each document is compared with the
/// node in its place (a mapping's values by their keys, so the keys' order
/// is free; a list's items by their place): its kind, its scalar text and
/// style (a title's or text's style excepted, which the layout chooses),
/// its anchor and tag, and for an alias the place of the node it refers
/// to. A difference is a bug in the layout, never expected; the file is
/// then not written.
enum LayoutCheck {
    /// Where, in the original file, the first node the laid-out file says
    /// differently is; `nil` when both say the same.
    static func firstDifference(between original: [YAMLSourceDocument], and laidOut: [YAMLSourceDocument]) -> SourcePosition? {
        guard original.count == laidOut.count else {
            return original.dropFirst(min(original.count, laidOut.count)).first?.root.position ?? SourcePosition(line: 1, column: 1)
        }
        for (before, after) in zip(original, laidOut) {
            var sawAlias = false
            if let position = difference(before.root, after.root, role: .mapping(.tour), sawAlias: &sawAlias) { return position }
            if sawAlias, AliasTargets(before.root).targets != AliasTargets(after.root).targets { return before.root.position }
        }
        return nil
    }

    /// The position of the first node under `before` that `after` says
    /// differently, in the file's order.
    private static func difference(
        _ before: YAMLSourceNode, _ after: YAMLSourceNode, role: ValueRole, sawAlias: inout Bool
    ) -> SourcePosition? {
        guard before.anchor == after.anchor, before.tag == after.tag else { return before.position }
        switch (before.content, after.content) {
        case (.scalar(let value, let style), .scalar(let otherValue, let otherStyle)):
            let isText = role.isText && !value.isEmpty && before.tag == nil
            return value == otherValue && (isText || style == otherStyle) ? nil : before.position
        case (.alias(let name), .alias(let other)):
            sawAlias = true
            return name == other ? nil : before.position
        case (.sequence(let items, let flow), .sequence(let others, let otherFlow)):
            guard flow == otherFlow, items.count == others.count else { return before.position }
            for (item, other) in zip(items, others) {
                if let position = difference(item, other, role: role.itemRole, sawAlias: &sawAlias) { return position }
            }
            return nil
        case (.mapping(let pairs, let flow), .mapping(let others, let otherFlow)):
            guard flow == otherFlow, pairs.count == others.count else { return before.position }
            // A tour's mappings have a dozen keys at most: looking each up
            // among the others costs less than hashing them all; a large
            // mapping is indexed, so a hostile one stays linear.
            let index = others.count > 16 ? Dictionary(others.map { (KeyIdentity($0.key), $0) }, uniquingKeysWith: { first, _ in first }) : nil
            for pair in pairs {
                let key = KeyIdentity(pair.key)
                let other = if let index { index[key] } else { others.first { KeyIdentity($0.key) == key } }
                guard let other else { return pair.key.position }
                if let position = difference(pair.key, other.key, role: .asWritten, sawAlias: &sawAlias) { return position }
                let name = pair.key.scalarValue
                if let position = difference(pair.value, other.value, role: role.mappingRole.child(name), sawAlias: &sawAlias) {
                    return position
                }
            }
            return nil
        default:
            return before.position
        }
    }

    /// What tells a mapping's keys apart: a scalar's text and style, or
    /// for any other key a description of all of it.
    private enum KeyIdentity: Hashable {
        case scalar(String, ScalarStyle, anchor: String?, tag: String?)
        case other(String)

        init(_ key: YAMLSourceNode) {
            if case .scalar(let value, let style) = key.content {
                self = .scalar(value, style, anchor: key.anchor, tag: key.tag)
            } else {
                self = .other(Self.describe(key))
            }
        }

        private static func describe(_ node: YAMLSourceNode) -> String {
            var text: String
            switch node.content {
            case .scalar(let value, let style): text = "\(style):\(value.debugDescription)"
            case .alias(let name): text = "*\(name)"
            case .sequence(let items, _): text = "[" + items.map(describe).joined(separator: ",") + "]"
            case .mapping(let pairs, _): text = "{" + pairs.map { describe($0.key) + ":" + describe($0.value) }.joined(separator: ",") + "}"
            }
            return text + (node.anchor.map { "&" + $0 } ?? "") + (node.tag.map { "!" + $0 } ?? "")
        }
    }

    /// The place of each alias of a document and of the node it refers to
    /// (the closest node before it with its anchor, in the document's
    /// order), places spelled by keys and indices, so that the order of a
    /// mapping's keys does not change them.
    private struct AliasTargets {
        var targets: [String: String] = [:]
        private var anchors: [String: String] = [:]

        init(_ root: YAMLSourceNode) {
            visit(root, at: "")
        }

        private mutating func visit(_ node: YAMLSourceNode, at path: String) {
            switch node.content {
            case .alias(let name): targets[path] = anchors[name] ?? "nothing"
            case .scalar: break
            case .sequence(let items, _):
                for (index, item) in items.enumerated() { visit(item, at: path + "/\(index)") }
            case .mapping(let pairs, _):
                for pair in pairs {
                    let key = "\(KeyIdentity(pair.key))"
                    visit(pair.key, at: path + "/key " + key)
                    visit(pair.value, at: path + "/" + key)
                }
            }
            // The parser names a node by its anchor once the node is complete.
            if let anchor = node.anchor { anchors[anchor] = path }
        }
    }
}
