internal import CYaml
import TourDiagnostics

/// Builds positioned nodes from libyaml events with an explicit stack (no
/// recursion, so depth is only bounded by the limit), resolving aliases
/// within an expansion budget and dropping duplicate keys.
struct YAMLTreeBuilder {
    enum Outcome { case proceed, stop }

    /// An open sequence or mapping.
    private struct Frame {
        var isMapping: Bool
        var position: SourcePosition
        var tag: String?
        var anchor: String?
        /// A sequence's items.
        var items: [YAMLNode] = []
        /// A mapping's pairs so far, and the key waiting for its value.
        var pairs: [YAMLPair] = []
        var pendingKey: YAMLNode?
        /// The keys of a large mapping, so finding repeats stays linear.
        var keyIndex: [String: SourcePosition]?
        /// Nodes in this subtree, counting every node copied by aliases.
        var size = 1
        /// Bytes of scalars in this subtree, counting aliases' copies.
        var bytes = 0
    }

    /// A completed anchored node and its expanded size.
    private struct Anchored {
        var node: YAMLNode
        var size: Int
        var bytes: Int
    }

    let limits: YAMLLimits
    /// The runs of white space replaced to read past tabs: positions are
    /// mapped back to the file as written.
    let repairs: IndentationRepairs
    /// A line that must start a node for a repair to be kept, and whether
    /// one did.
    let watchedLine: Int?
    private(set) var startedNodeOnWatchedLine = false
    private(set) var documents: [YAMLDocument] = []
    private var stack: [Frame] = []
    private var anchors: [String: Anchored] = [:]
    private var documentPosition = SourcePosition(line: 1, column: 1)
    private var documentRoot: YAMLNode?
    private var aliasExpansion = 0
    private var aliasBytes = 0

    /// The bytes libyaml reads, for ``ScalarSource``s; empty for UTF-16
    /// input, whose scalars get none.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The same bytes as the array they are in, which each source shares.
    private let file: [UInt8]
    /// The current document's scalar sources.
    private var scalarSources: [SourcePosition: ScalarSource] = [:]
    /// Byte offsets of libyaml's marks in `bytes`.
    private var offsets: CharacterOffsets

    init(
        limits: YAMLLimits, file: [UInt8] = [], bytes: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0),
        repairs: IndentationRepairs = IndentationRepairs(), watchedLine: Int? = nil
    ) {
        self.limits = limits
        self.repairs = repairs
        self.watchedLine = watchedLine
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        self.bytes = utf16 ? UnsafeBufferPointer(start: nil, count: 0) : bytes
        self.file = utf16 ? [] : file
        self.offsets = CharacterOffsets(self.bytes)
    }

    /// Keeps the source of a scalar whose value does not map one to one
    /// onto it: one over several lines, or a double-quoted one that may
    /// hold escapes. A one-line single-quoted scalar needs none: its only
    /// escape is `''` for a quote, which the model counts in the value
    /// (``LocalizedText/Entry/position(ofScalarOffset:)``).
    private mutating func keepSource(of event: yaml_event_t, at position: SourcePosition, style: ScalarStyle) {
        let start = event.start_mark
        let end = event.end_mark
        guard !bytes.isEmpty else { return }
        // As many bytes as written characters: no escape, and no character
        // of more than one byte, which this cheap test cannot tell apart
        // from one (the model maps printable ASCII without a source).
        let escaped = style == .doubleQuoted && end.index - start.index != event.data.scalar.length + 2
        guard end.line > start.line || escaped else { return }
        // A tab read past on one of its lines moved the columns there.
        if !repairs.isEmpty, (Int(start.line) + 1...Int(end.line) + 1).contains(where: repairs.contains(line:)) { return }
        let from = offsets.offset(ofCharacter: Int(start.index))
        let to = max(from, offsets.offset(ofCharacter: Int(end.index)))
        let parentIndent = stack.last.map { $0.position.column - 1 } ?? -1
        scalarSources[position] = ScalarSource(file: file, range: from..<to, style: style, start: position, parentIndent: parentIndent)
    }

    /// The position as written of libyaml's mark.
    func position(_ mark: yaml_mark_t) -> SourcePosition {
        repairs.isEmpty ? SourcePosition(mark) : repairs.original(SourcePosition(mark))
    }

    mutating func consume(_ event: yaml_event_t, diagnostics: inout DiagnosticCollector) -> Outcome {
        if let watchedLine, Int(event.start_mark.line) + 1 == watchedLine {
            switch event.type {
            case YAML_SCALAR_EVENT, YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT, YAML_ALIAS_EVENT:
                startedNodeOnWatchedLine = true
            default:
                break
            }
        }
        let position = position(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            scalarSources = [:]
            anchors.removeAll(keepingCapacity: true)
            aliasExpansion = 0
            aliasBytes = 0
            documentRoot = nil
            documentPosition = position
        case YAML_DOCUMENT_END_EVENT:
            // The document's storage is now the tree's only holder: left
            // here too, the root and the anchored nodes would share its
            // arrays, and ``releaseLeftovers()`` would copy the whole tree
            // to take them apart.
            if let root = documentRoot.take() {
                documents.append(YAMLDocument(root: root, position: documentPosition, scalarSources: scalarSources))
            }
            anchors.removeAll(keepingCapacity: true)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            if scalar.length > limits.maxScalarLength {
                diagnostics.report(
                    .scalarLengthLimit,
                    "text is \(scalar.length) bytes long, more than the limit of \(limits.maxScalarLength) bytes",
                    at: position)
                return .stop
            }
            let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let style = ScalarStyle(scalar.style)
            keepSource(of: event, at: position, style: style)
            // Made in the call, so it is moved into the tree, not copied.
            complete(
                YAMLNode(
                    .scalar(value, style), at: position, end: self.position(event.end_mark),
                    tag: LibyamlEvents.string(scalar.tag)),
                size: 1, bytes: scalar.length, anchor: LibyamlEvents.string(scalar.anchor), diagnostics: &diagnostics)
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            let maxDepth = min(limits.maxDepth, YAMLLimits.maxDepthCeiling)
            if stack.count >= maxDepth {
                diagnostics.report(
                    .nestingLimit,
                    "lists and mappings nest more than \(maxDepth) levels deep",
                    at: position)
                return .stop
            }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let tag = isMapping ? event.data.mapping_start.tag : event.data.sequence_start.tag
            let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
            stack.append(Frame(isMapping: isMapping, position: position, tag: LibyamlEvents.string(tag), anchor: LibyamlEvents.string(anchor)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = stack.removeLast()
            let content: YAMLNode.Content = frame.isMapping ? .mapping(frame.pairs) : .sequence(frame.items)
            complete(
                YAMLNode(content, at: frame.position, end: self.position(event.end_mark), tag: frame.tag),
                size: frame.size, bytes: frame.bytes,
                anchor: frame.anchor, diagnostics: &diagnostics)
        case YAML_ALIAS_EVENT:
            let name = LibyamlEvents.string(event.data.alias.anchor) ?? ""
            guard let anchored = anchors[name] else {
                diagnostics.report(
                    .undefinedAlias,
                    "alias '*\(name)' refers to no anchor defined before it in this document",
                    at: position,
                    notes: [
                        "an anchor '&\(name)' must be on a complete node above the alias; an alias cannot point into a collection that contains it"
                    ])
                return .stop
            }
            aliasExpansion += anchored.size
            if aliasExpansion > limits.maxAliasExpansion {
                diagnostics.report(
                    .aliasExpansionLimit,
                    "aliases in this document expand to more than \(limits.maxAliasExpansion) nodes",
                    at: position,
                    notes: ["alias '*\(name)' alone stands for \(anchored.size) nodes"])
                return .stop
            }
            aliasBytes += anchored.bytes
            if aliasBytes > limits.maxAliasBytes {
                diagnostics.report(
                    .aliasExpansionLimit,
                    "aliases in this document expand to more than \(limits.maxAliasBytes) bytes of text",
                    at: position,
                    notes: [
                        "alias '*\(name)' alone stands for \(anchored.bytes) bytes; write the text once per step that needs it, or shorten it"
                    ])
                return .stop
            }
            complete(anchored.node, size: anchored.size, bytes: anchored.bytes, anchor: nil, diagnostics: &diagnostics)
        default:
            break
        }
        return .proceed
    }

    private mutating func complete(
        _ node: consuming YAMLNode, size: Int, bytes: Int, anchor: String?, diagnostics: inout DiagnosticCollector
    ) {
        if let anchor {
            anchors[anchor] = Anchored(node: copy node, size: size, bytes: bytes)
        }
        guard !stack.isEmpty else {
            documentRoot = node
            return
        }
        let top = stack.count - 1
        stack[top].size += size
        stack[top].bytes += bytes
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        guard let key = stack[top].pendingKey.take() else {
            stack[top].pendingKey = node
            return
        }
        if let first = Self.firstOccurrence(of: key, in: &stack[top]) {
            let name = key.scalarValue ?? ""
            diagnostics.report(
                .duplicateKey,
                "duplicate key '\(name.truncatedForMessage)' in this mapping",
                at: key.position,
                notes: [SourceLocation(diagnostics.file, first).firstDefinedNote("'\(name.truncatedForMessage)'") + "; that value is kept"])
            return
        }
        // A step's mapping has up to eight keys: one allocation instead of
        // growing through one, two and four.
        if stack[top].pairs.isEmpty { stack[top].pairs.reserveCapacity(8) }
        stack[top].pairs.append(YAMLPair(key: key, value: node))
    }

    /// Where `key` is already a key of the mapping, if it is. Mappings in
    /// tours are small, so a scan beats hashing; past 32 keys an index
    /// keeps a hostile million-key mapping from taking quadratic time.
    private static func firstOccurrence(of key: YAMLNode, in frame: inout Frame) -> SourcePosition? {
        guard case .scalar(let name, _) = key.content else { return nil }
        if frame.keyIndex == nil, frame.pairs.count >= 32 {
            var index: [String: SourcePosition] = [:]
            for pair in frame.pairs {
                if case .scalar(let other, _) = pair.key.content, index[other] == nil { index[other] = pair.key.position }
            }
            frame.keyIndex = index
        }
        if frame.keyIndex != nil {
            if let first = frame.keyIndex![name] { return first }
            frame.keyIndex![name] = key.position
            return nil
        }
        for pair in frame.pairs where pair.key.hasScalarValue(name) { return pair.key.position }
        return nil
    }

    /// Frees, one level at a time, what a stopped parse leaves behind: the
    /// open collections, the anchored nodes and an unfinished root. A
    /// finished document holds its own tree (``YAMLTreeStorage``).
    mutating func releaseLeftovers() {
        var nodes = anchors.values.map(\.node)
        anchors = [:]
        if let root = documentRoot.take() { nodes.append(root) }
        for frame in stack {
            nodes += frame.items
            if let key = frame.pendingKey { nodes.append(key) }
            for pair in frame.pairs { nodes += [pair.key, pair.value] }
        }
        stack = []
        YAMLTreeTeardown.release(&nodes)
    }
}

extension ScalarStyle {
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
