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
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else { fatalError("libyaml could not allocate a parser") }
            defer { yaml_parser_delete(&parser) }
            var emptyInput: UInt8 = 0
            withUnsafePointer(to: &emptyInput) { empty in
                yaml_parser_set_input_string(&parser, buffer.baseAddress ?? empty, buffer.count)
            }
            var builder = SourceTreeBuilder(bytes: buffer, maxDepth: maxDepth)
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(&parser, &event) != 0 else { return .unreadable }
                let outcome = builder.consume(event)
                let type = event.type
                yaml_event_delete(&event)
                if let outcome { return outcome }
                if type == YAML_STREAM_END_EVENT { return .documents(builder.documents) }
            }
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
                    content: .scalar(value, ScalarStyle(scalar.style)), anchor: string(scalar.anchor), tag: string(scalar.tag),
                    range: start..<max(start, end), position: position))
        case YAML_ALIAS_EVENT:
            let end = offsets.offset(ofCharacter: Int(event.end_mark.index))
            complete(
                YAMLSourceNode(
                    content: .alias(string(event.data.alias.anchor) ?? ""), anchor: nil, tag: nil, range: start..<max(start, end),
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
                    anchor: string(isMapping ? data.mapping_start.anchor : data.sequence_start.anchor),
                    tag: string(isMapping ? data.mapping_start.tag : data.sequence_start.tag)))
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

    private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) }
    }
}

/// libyaml's marks count characters (after a byte order mark); this
/// turns them into byte offsets of UTF-8 input. Marks come nearly in
/// order, so it walks on from the last one asked for, backwards too.
private struct CharacterOffsets {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var character = 0
    private var offset: Int

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    mutating func offset(ofCharacter index: Int) -> Int {
        while character < index, offset < bytes.count {
            let byte = bytes[offset]
            offset += byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            character += 1
        }
        while character > index, offset > 0 {
            // Back over continuation bytes to the lead byte.
            offset -= 1
            while offset > 0, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            character -= 1
        }
        return min(offset, bytes.count)
    }
}
