internal import CYaml
import TourDiagnostics

/// Reads a file into ``YAMLSourceNode``s: the tree as written, with
/// anchors, aliases and byte ranges, for a tool that rewrites the file.
///
/// It reports nothing: run ``YAMLParser`` first, which reports every
/// problem with its position, and read only files it found none in. A
/// second pass of libyaml costs less than keeping what only a rewrite
/// needs (anchors, unresolved aliases, byte offsets) in every compile.
public enum YAMLSourceReader {
    /// What reading found.
    public enum Outcome: Sendable {
        /// Every document of the file.
        case documents([YAMLSourceDocument])
        /// Collections nest deeper than asked for, first at this position.
        case tooDeep(SourcePosition)
        /// libyaml stopped at an error, or the file is UTF-16 (whose byte
        /// offsets are not UTF-8's).
        case unreadable
    }

    /// Reads `bytes`, with collections nested at most `maxDepth` deep (the
    /// check runs on each event, before libyaml reads further, as the
    /// parser's does).
    public static func read(_ bytes: [UInt8], maxDepth: Int) -> Outcome {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return .unreadable }
        return bytes.withUnsafeBufferPointer { buffer in
            var builder = SourceTreeBuilder(bytes: buffer, maxDepth: maxDepth)
            var stopped: Outcome?
            let ended = LibyamlEvents.pull(
                buffer,
                into: { event in
                    stopped = builder.consume(event)
                    return stopped == nil
                }, failed: { _ in })
            return stopped ?? (ended ? .documents(builder.documents) : .unreadable)
        }
    }
}

/// Builds source nodes from libyaml events with an explicit stack.
private struct SourceTreeBuilder {
    private struct Frame {
        var isMapping: Bool
        var flow: Bool
        var start: Int
        var position: SourcePosition
        var anchor: String?
        var tag: String?
        var items: [YAMLSourceNode] = []
        var pairs: [YAMLSourcePair] = []
        var pendingKey: YAMLSourceNode?
    }

    let maxDepth: Int
    private(set) var documents: [YAMLSourceDocument] = []
    private var offsets: CharacterOffsets
    private var stack: [Frame] = []
    private var documentStart = 0
    private var root: YAMLSourceNode?

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
        self.maxDepth = maxDepth
        self.offsets = CharacterOffsets(bytes)
    }

    /// Takes one event; returns an outcome when reading must stop.
    mutating func consume(_ event: yaml_event_t) -> YAMLSourceReader.Outcome? {
        let start = offsets.offset(ofCharacter: Int(event.start_mark.index))
        let position = SourcePosition(event.start_mark)
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            documentStart = start
            root = nil
        case YAML_DOCUMENT_END_EVENT:
            if let root = root.take() { documents.append(YAMLSourceDocument(root: root, start: documentStart)) }
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            let end = offsets.offset(ofCharacter: Int(event.end_mark.index))
            complete(
                YAMLSourceNode(
                    content: .scalar(value, ScalarStyle(scalar.style)), anchor: LibyamlEvents.string(scalar.anchor),
                    tag: LibyamlEvents.string(scalar.tag),
                    range: start..<max(start, end), position: position))
        case YAML_ALIAS_EVENT:
            let end = offsets.offset(ofCharacter: Int(event.end_mark.index))
            complete(
                YAMLSourceNode(
                    content: .alias(LibyamlEvents.string(event.data.alias.anchor) ?? ""), anchor: nil, tag: nil, range: start..<max(start, end),
                    position: position))
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
            if stack.count >= maxDepth { return .tooDeep(position) }
            let isMapping = event.type == YAML_MAPPING_START_EVENT
            let data = event.data
            stack.append(
                Frame(
                    isMapping: isMapping,
                    flow: isMapping
                        ? data.mapping_start.style == YAML_FLOW_MAPPING_STYLE : data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE,
                    start: start, position: position,
                    anchor: LibyamlEvents.string(isMapping ? data.mapping_start.anchor : data.sequence_start.anchor),
                    tag: LibyamlEvents.string(isMapping ? data.mapping_start.tag : data.sequence_start.tag)))
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
            let frame = stack.removeLast()
            let end = offsets.offset(ofCharacter: Int(event.end_mark.index))
            let content: YAMLSourceNode.Content =
                frame.isMapping ? .mapping(frame.pairs, flow: frame.flow) : .sequence(frame.items, flow: frame.flow)
            complete(
                YAMLSourceNode(
                    content: content, anchor: frame.anchor, tag: frame.tag, range: frame.start..<max(frame.start, end),
                    position: frame.position))
        default:
            break
        }
        return nil
    }

    private mutating func complete(_ node: YAMLSourceNode) {
        guard !stack.isEmpty else {
            root = node
            return
        }
        let top = stack.count - 1
        guard stack[top].isMapping else {
            stack[top].items.append(node)
            return
        }
        if let key = stack[top].pendingKey.take() {
            stack[top].pairs.append(YAMLSourcePair(key: key, value: node))
        } else {
            stack[top].pendingKey = node
        }
    }
}
