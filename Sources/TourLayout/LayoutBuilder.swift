import TourSyntax

/// Builds the ``LayoutNode`` tree of a document and attaches every comment
/// and blank line of the file to the node it belongs to, by where it is:
///
/// - a comment after a value on its line stays after that value;
/// - a comment after a key whose value is a block collection (`steps:  #`)
///   stays on the key's line;
/// - comments and blank lines before an entry go with the entry, so they
///   move with it when keys are put in order;
/// - comments between a collection's opening line and its first entry
///   stay first in it;
/// - comments after a collection's last entry that are indented at least
///   as far as its entries stay after them, at their indentation; less
///   indented, they go with the next entry of the collection around it.
///
/// Anything else between nodes (an explicit key's `?`, a key over several
/// lines) throws ``LayoutUnsupported``, and the document is left as written.
struct LayoutBuilder {
    let text: SourceText

    /// The node for `source`, in the role its place gives it, inside a
    /// block collection whose entries are at column `parentIndent` (-1 at
    /// the top of a document).
    func node(_ source: YAMLSourceNode, role: ValueRole, parentIndent: Int) throws(LayoutUnsupported) -> LayoutNode {
        switch source.content {
        case .mapping(let pairs, flow: false):
            return try mapping(source, pairs, role: role.mappingRole)
        case .sequence(let items, flow: false):
            return try sequence(source, items, itemRole: role.itemRole)
        case .scalar(let value, let style):
            if role.isText, !value.isEmpty, source.tag == nil {
                return try textNode(source, value: value, style: style, parentIndent: parentIndent)
            }
            if style == .literal || style == .folded {
                let node = LayoutNode(source: source, kind: .asWritten, contentEnd: source.range.upperBound)
                let start = try indicator(after: properties(of: source, into: node), in: source)
                let scalar = try BlockScalar.read(from: start, to: source.range.upperBound, parentIndent: parentIndent, in: text)
                if scalar.endsWithoutLineBreak { throw LayoutUnsupported(offset: scalar.contentEnd) }
                node.kind = .blockScalar(scalar)
                node.valueComment = scalar.comment
                node.contentEnd = scalar.contentEnd
                return node
            }
            return LayoutNode(source: source, kind: .asWritten, contentEnd: source.range.upperBound)
        case .alias, .sequence(_, flow: true), .mapping(_, flow: true):
            return LayoutNode(source: source, kind: .asWritten, contentEnd: source.range.upperBound)
        }
    }

    /// A title or text: its value is written anew, so only where it ends
    /// and a block scalar's header comment are read from the file.
    private func textNode(_ source: YAMLSourceNode, value: String, style: ScalarStyle, parentIndent: Int) throws(LayoutUnsupported) -> LayoutNode {
        let node = LayoutNode(source: source, kind: .text(value), contentEnd: source.range.upperBound)
        // Between the anchor and the text only white space: a comment
        // there would have no place once the text is on the key's line.
        let start = try indicator(after: properties(of: source, into: node), in: source)
        if style == .literal || style == .folded {
            let scalar = try BlockScalar.read(from: start, to: source.range.upperBound, parentIndent: parentIndent, in: text)
            node.valueComment = scalar.comment
            node.contentEnd = scalar.contentEnd
        }
        return node
    }

    private func mapping(_ source: YAMLSourceNode, _ pairs: [YAMLSourcePair], role: MappingRole) throws(LayoutUnsupported) -> LayoutNode {
        let node = LayoutNode(source: source, kind: .mapping([]), contentEnd: source.range.upperBound)
        node.role = role
        guard let first = pairs.first else { throw LayoutUnsupported(offset: source.range.lowerBound) }
        node.indent = text.column(of: first.key.range.lowerBound)
        let start = try properties(of: source, into: node)
        try opening(of: node, tokens: try tokens(start..<first.key.range.lowerBound))
        var laidOut: [LayoutPair] = []
        var leading: [Trivia] = []
        for (index, pair) in pairs.enumerated() {
            let key = pair.key
            let keyRange = key.range
            // A key on one line, written (not empty), and not a collection
            // in block style (which only an explicit `? ` key can be).
            if keyRange.isEmpty || key.isBlockCollection || text.lineEnd(of: keyRange.lowerBound) < keyRange.upperBound {
                throw LayoutUnsupported(offset: keyRange.lowerBound)
            }
            let name = key.scalarValue
            // Between the key and its value: the `:`, a comment on the
            // key's line, comments on lines of their own.
            var keyLineComment: Comment?
            var afterKey: [Trivia] = []
            var sawColon = false
            for token in try tokens(keyRange.upperBound..<pair.value.range.lowerBound) {
                switch token {
                case .colon where !sawColon: sawColon = true
                case .comment(let comment, ownLine: false, _) where sawColon && keyLineComment == nil: keyLineComment = comment
                case .comment(let comment, ownLine: true, _) where sawColon: afterKey.append(.comment(comment))
                case .blank where sawColon: afterKey.append(.blank)
                default: throw LayoutUnsupported(offset: keyRange.upperBound)
                }
            }
            guard sawColon else { throw LayoutUnsupported(offset: keyRange.upperBound) }
            let value = try self.node(pair.value, role: role.child(name), parentIndent: node.indent)
            let entry = LayoutPair(key: key, leading: leading, value: value)
            if value.source.isBlockCollection {
                if let keyLineComment {
                    if let opener = value.openerComment { value.head.insert(.comment(opener), at: 0) }
                    value.openerComment = keyLineComment
                }
                value.head = afterKey + value.head
            } else {
                entry.keyLineComment = keyLineComment
                entry.leading += afterKey
            }
            laidOut.append(entry)
            leading = []
            if index + 1 < pairs.count {
                let gap = try tokens(value.contentEnd..<pairs[index + 1].key.range.lowerBound)
                guard let rest = attach(gap, after: value, into: &leading), rest.isEmpty else {
                    throw LayoutUnsupported(offset: value.contentEnd)
                }
            }
        }
        node.kind = .mapping(laidOut)
        node.contentEnd = laidOut.last!.value.contentEnd
        return node
    }

    private func sequence(_ source: YAMLSourceNode, _ items: [YAMLSourceNode], itemRole: ValueRole) throws(LayoutUnsupported) -> LayoutNode {
        let node = LayoutNode(source: source, kind: .sequence([]), contentEnd: source.range.upperBound)
        guard !items.isEmpty else { throw LayoutUnsupported(offset: source.range.lowerBound) }
        var start = try properties(of: source, into: node)
        var laidOut: [LayoutItem] = []
        for item in items {
            var gap = try tokens(start..<item.range.lowerBound)
            var leading: [Trivia] = []
            if let previous = laidOut.last?.value {
                guard let rest = attach(gap, after: previous, into: &leading) else { throw LayoutUnsupported(offset: start) }
                gap = Array(rest)
            } else {
                // Before the first `-`: what follows the list's anchor or tag.
                let dash = gap.firstIndex { if case .dash = $0 { true } else { false } } ?? gap.endIndex
                try opening(of: node, tokens: Array(gap[..<dash]))
                gap.removeFirst(dash)
            }
            // The `-`, then anything before the entry's value: it goes before the `-`.
            guard case .dash(let offset)? = gap.first else { throw LayoutUnsupported(offset: start) }
            if laidOut.isEmpty { node.indent = text.column(of: offset) }
            for token in gap.dropFirst() {
                switch token {
                case .comment(let comment, _, _): leading.append(.comment(comment))
                case .blank: leading.append(.blank)
                default: throw LayoutUnsupported(offset: offset)
                }
            }
            let value = try self.node(item, role: itemRole, parentIndent: node.indent)
            laidOut.append(LayoutItem(leading: leading, value: value))
            start = value.contentEnd
        }
        node.kind = .sequence(laidOut)
        node.contentEnd = start
        return node
    }

    /// What sits between a block collection's anchor or tag and its first
    /// entry: a comment on the same line opens it, the rest is its head.
    private func opening(of node: LayoutNode, tokens: [Gap.Token]) throws(LayoutUnsupported) {
        for token in tokens {
            switch token {
            case .comment(let comment, ownLine: false, _) where node.openerComment == nil: node.openerComment = comment
            case .comment(let comment, _, _): node.head.append(.comment(comment))
            case .blank: node.head.append(.blank)
            default: throw LayoutUnsupported(offset: node.source.range.lowerBound)
            }
        }
    }

    /// Attaches what follows `previous` in a collection: a comment on the
    /// line `previous` ends on is its last value's; comments on lines of
    /// their own close the nested collections that end with `previous`, by
    /// their indentation, or go before the next entry (`leading`), as do
    /// blank lines before them. Returns the tokens from the first that is
    /// neither a comment nor a blank line (the next entry's `-`, a
    /// document marker), or `nil` when a second comment claims the line.
    func attach(_ tokens: [Gap.Token], after previous: LayoutNode, into leading: inout [Trivia]) -> ArraySlice<Gap.Token>? {
        let chain = previous.closingChain
        // Comments close nested collections deepest first: once one closes
        // an outer collection, none after it closes an inner one.
        var deepest = chain.count
        var blanks: [Trivia] = []
        for (index, token) in tokens.enumerated() {
            switch token {
            case .comment(let comment, ownLine: false, _):
                let leaf = previous.lastLeaf
                guard leaf.valueComment == nil else { return nil }
                leaf.valueComment = comment
            case .comment(let comment, ownLine: true, let column):
                if let level = chain[..<deepest].lastIndex(where: { $0.indent <= column }) {
                    chain[level].closing += blanks + [.comment(comment)]
                    deepest = level + 1
                } else {
                    leading += blanks + [.comment(comment)]
                    deepest = 0
                }
                blanks = []
            case .blank:
                blanks.append(.blank)
            case .dash, .colon, .marker:
                leading += blanks
                return tokens[index...]
            }
        }
        leading += blanks
        return []
    }

    /// Reads the anchor and tag at the start of `source`, if it has any,
    /// into `node.properties`; returns where they end.
    private func properties(of source: YAMLSourceNode, into node: LayoutNode) throws(LayoutUnsupported) -> Int {
        let start = source.range.lowerBound
        guard source.anchor != nil || source.tag != nil else { return start }
        let bytes = text.bytes
        var index = start
        var end = start
        var written: [UInt8] = []
        while index < source.range.upperBound, bytes[index] == UInt8(ascii: "&") || bytes[index] == UInt8(ascii: "!") {
            let tokenStart = index
            while index < source.range.upperBound, !SourceText.isBlank(bytes[index]), !SourceText.isBreak(bytes[index]) { index += 1 }
            if !written.isEmpty { written.append(UInt8(ascii: " ")) }
            written += bytes[tokenStart..<index]
            end = index
            while index < source.range.upperBound, SourceText.isBlank(bytes[index]) { index += 1 }
        }
        guard end > start else { throw LayoutUnsupported(offset: start) }
        node.properties = written[...]
        return end
    }

    /// Where the scalar of `source` starts: past the white space after
    /// its anchor or tag (at `offset`); a comment there is not handled.
    private func indicator(after offset: Int, in source: YAMLSourceNode) throws(LayoutUnsupported) -> Int {
        var start = offset
        let bytes = text.bytes
        while start < source.range.upperBound, SourceText.isBlank(bytes[start]) || SourceText.isBreak(bytes[start]) { start += 1 }
        if start < source.range.upperBound, bytes[start] == UInt8(ascii: "#") { throw LayoutUnsupported(offset: start) }
        return start
    }

    /// The tokens of the file's bytes in `range`.
    func tokens(_ range: Range<Int>) throws(LayoutUnsupported) -> [Gap.Token] {
        guard range.lowerBound <= range.upperBound else { throw LayoutUnsupported(offset: range.upperBound) }
        return try Gap.tokens(in: range, of: text)
    }
}
