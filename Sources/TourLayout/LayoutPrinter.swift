import TourSyntax

/// Writes a ``LayoutNode`` tree in the canonical layout: a block
/// collection's entries two spaces in from the line that opens it (a list's
/// `- ` included: `steps:` then `  - id:`), a mapping's keys in their
/// role's order, texts by ``YAMLTextStyle``, everything else as written with
/// its later lines indented anew, and every comment where the builder
/// attached it.
struct LayoutPrinter {
    let text: SourceText
    var writer: LayoutWriter
    /// Whether keys are put in order; not when that would make an alias
    /// come before its anchor (``AliasOrder``).
    var sortsKeys = true

    /// How the line a collection or value begins on is opened.
    enum Opener {
        /// `key:` is on the open line.
        case keyLine
        /// A list entry's `- ` waits for the first line.
        case dash
        /// The top of a document: the open line, if any, is a `---`.
        case root
    }

    /// Writes a block mapping whose keys are at column `indent`.
    mutating func mapping(_ node: LayoutNode, indent: Int, opener: Opener) {
        guard case .mapping(let pairs) = node.kind else { return }
        open(node, entriesAt: indent, opener: opener)
        for pair in sortsKeys ? KeyOrder.ordered(pairs, role: node.role) : pairs {
            self.pair(pair, indent: indent)
        }
        writer.write(node.closing, indent: indent)
    }

    /// Writes a block list whose dashes are at column `dashColumn`.
    mutating func sequence(_ node: LayoutNode, dashColumn: Int, opener: Opener) {
        guard case .sequence(let items) = node.kind else { return }
        open(node, entriesAt: dashColumn, opener: opener)
        for item in items {
            writer.write(item.leading, indent: dashColumn)
            writer.beginDash(at: dashColumn)
            value(item.value, parentIndent: dashColumn, opener: .dash)
        }
        writer.write(node.closing, indent: dashColumn)
    }

    /// The opening line of a block collection (its anchor or tag and the
    /// comment on it), and its head.
    private mutating func open(_ node: LayoutNode, entriesAt indent: Int, opener: Opener) {
        switch opener {
        case .keyLine:
            if let properties = node.properties { writer.append([0x20] + properties) }
        case .dash:
            if let properties = node.properties {
                writer.beginLine(indent: indent)
                writer.append(properties)
            }
        case .root:
            if let properties = node.properties {
                if writer.isLineOpen { writer.append([0x20]) } else { writer.beginLine(indent: 0) }
                writer.append(properties)
            }
        }
        if writer.isLineOpen {
            if let comment = node.openerComment { writer.append(comment) }
            writer.endLine(opensBlock: true)
        } else if let comment = node.openerComment {
            // A `- ` waiting for a mapping's first key: the comment goes above.
            writer.commentLine(comment, indent: indent)
        }
        writer.write(node.head, indent: indent)
    }

    private mutating func pair(_ pair: LayoutPair, indent: Int) {
        writer.write(pair.leading, indent: indent)
        var comment = pair.keyLineComment
        if let keyLine = comment, pair.value.valueComment != nil {
            // Two comments for one line: the key's goes above it.
            writer.commentLine(keyLine, indent: indent)
            comment = nil
        }
        writer.beginLine(indent: indent)
        writer.append(text.bytes[pair.key.range])
        // `*alias:` would read as an alias named `alias:` in YAML 1.2.
        if case .alias = pair.key.content { writer.append([0x20]) }
        writer.append([UInt8(ascii: ":")])
        value(pair.value, parentIndent: indent, opener: .keyLine, comment: comment)
    }

    /// Writes a value of a collection whose entries are at `parentIndent`.
    private mutating func value(_ node: LayoutNode, parentIndent: Int, opener: Opener, comment: Comment? = nil) {
        switch node.kind {
        case .mapping: mapping(node, indent: parentIndent + 2, opener: opener)
        case .sequence: sequence(node, dashColumn: parentIndent + 2, opener: opener)
        case .asWritten, .blockScalar, .text: leaf(node, parentIndent: parentIndent, opener: opener, comment: node.valueComment ?? comment)
        }
    }

    private mutating func leaf(_ node: LayoutNode, parentIndent: Int, opener: Opener, comment: Comment?) {
        if !writer.isLineOpen { writer.beginLine(indent: parentIndent + 2) }
        // After `key:` a space; a list entry's `- ` has its own.
        let separator: [UInt8] = opener == .keyLine ? [0x20] : []
        switch node.kind {
        case .asWritten:
            if !node.source.range.isEmpty {
                writer.append(separator)
                asWritten(node.source.range, minimumIndent: parentIndent + 2)
            }
        case .text(let value):
            writer.append(separator)
            if let properties = node.properties { writer.append(properties + [0x20]) }
            let style = YAMLTextStyle(for: value)
            let lines = style.render(value)
            if style == .literalBlock {
                writer.append(Array("|-".utf8))
                if let comment { writer.append(comment) }
                for line in lines {
                    writer.nextLineOfValue(indent: line.isEmpty ? 0 : parentIndent + 2)
                    writer.append(line)
                }
                writer.endLine()
                return
            }
            writer.append(lines[0])
        case .blockScalar(let scalar):
            writer.append(separator)
            if let properties = node.properties { writer.append(properties + [0x20]) }
            writer.append(scalar.indicator)
            if let comment { writer.append(comment) }
            writer.endLine()
            // libyaml counts an indentation indicator from the parent's column.
            let indent = parentIndent + (scalar.explicitIndent ?? 2)
            for line in scalar.lines {
                switch line {
                case .blank:
                    writer.nextLineOfValue(indent: 0)
                case .content(let range):
                    writer.nextLineOfValue(indent: indent)
                    writer.append(text.bytes[range])
                }
                writer.endLine(keepingBlanks: true)
            }
            return
        case .mapping, .sequence:
            return
        }
        if let comment { writer.append(comment) }
        writer.endLine()
    }

    /// A value as written: its first line where it now starts, each later
    /// line moved by as much as the first (keeping a flow collection's
    /// alignment), at least to `minimumIndent`. White space around a line
    /// break inside a scalar or a flow collection is not the value's, so
    /// lines lose it at their ends, and blank lines are empty.
    private mutating func asWritten(_ range: Range<Int>, minimumIndent: Int) {
        let bytes = text.bytes
        let shift = writer.column - text.column(of: range.lowerBound)
        for (index, line) in text.lines(in: range).enumerated() {
            let trimmed = trimmingEnd(of: line)
            if index == 0 {
                writer.append(bytes[trimmed])
                continue
            }
            var start = trimmed.lowerBound
            while start < trimmed.upperBound, SourceText.isBlank(bytes[start]) { start += 1 }
            if start == trimmed.upperBound {
                writer.nextLineOfValue(indent: 0)
            } else {
                writer.nextLineOfValue(indent: max(minimumIndent, start - line.lowerBound + shift))
                writer.append(bytes[start..<trimmed.upperBound])
            }
        }
    }

    /// `line` without the white space at its end, except one space or tab
    /// that a backslash escapes (`"... \ ` in double quotes).
    private func trimmingEnd(of line: Range<Int>) -> Range<Int> {
        let trimmed = text.trimmingTrailingBlanks(line)
        guard trimmed.upperBound < line.upperBound else { return trimmed }
        var backslashes = 0
        while trimmed.upperBound - backslashes > trimmed.lowerBound, text.bytes[trimmed.upperBound - backslashes - 1] == UInt8(ascii: "\\") {
            backslashes += 1
        }
        return backslashes % 2 == 1 ? trimmed.lowerBound..<(trimmed.upperBound + 1) : trimmed
    }
}
