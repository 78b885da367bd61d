import Testing
import TourDiagnostics

@testable import TourSyntax

/// ``YAMLSourceReader``: the nodes as written, with the bytes each covers,
/// anchors, unresolved aliases and the style of collections.
@Suite struct YAMLSourceReaderTests {
    static func root(_ text: String) throws -> YAMLSourceNode {
        guard case .documents(let documents) = YAMLSourceReader.read(Array(text.utf8), maxDepth: 64), let first = documents.first else {
            throw ReadFailure()
        }
        return first.root
    }

    struct ReadFailure: Error {}

    static func text(of node: YAMLSourceNode, in text: String) -> String {
        String(decoding: Array(text.utf8)[node.range], as: UTF8.self)
    }

    @Test func rangesCoverEachNodeAsWrittenWithItsProperties() throws {
        let text = "title: &t 'It''s é'\nalias: *t\nlist: [a, b]\nempty:\nblock: |-\n  x\nnext: 1\n"
        guard case .mapping(let pairs, flow: false) = try Self.root(text).content else {
            Issue.record("not a block mapping")
            return
        }
        #expect(pairs.map { Self.text(of: $0.key, in: text) } == ["title", "alias", "list", "empty", "block", "next"])
        #expect(pairs.map { Self.text(of: $0.value, in: text) } == ["&t 'It''s é'", "*t", "[a, b]", "", "|-\n  x\n", "1"])
        #expect(pairs[0].value.anchor == "t")
        if case .alias(let name) = pairs[1].value.content { #expect(name == "t") } else { Issue.record("the alias is resolved") }
        if case .sequence(_, let flow) = pairs[2].value.content { #expect(flow) } else { Issue.record("not a list") }
        // An empty value is just past its `:`.
        let afterColon = text.utf8.count - "\nblock: |-\n  x\nnext: 1\n".utf8.count
        #expect(pairs[3].value.range == afterColon..<afterColon)
        #expect(pairs[0].value.position == SourcePosition(line: 1, column: 8))
    }

    @Test func aByteOrderMarkIsNotCounted() throws {
        let text = "\u{FEFF}tour: a\n"
        guard case .mapping(let pairs, _) = try Self.root(text).content else { return }
        #expect(pairs[0].key.range == 3..<7)
    }

    @Test func nestingDeeperThanAskedStopsAtTheCollection() {
        guard case .tooDeep(let position) = YAMLSourceReader.read(Array("a: [[[[1]]]]\n".utf8), maxDepth: 3) else {
            Issue.record("not stopped")
            return
        }
        #expect(position == SourcePosition(line: 1, column: 6))
    }

    @Test func utf16AndBrokenYAMLAreUnreadable() {
        if case .documents = YAMLSourceReader.read([0xFF, 0xFE, 0x61, 0x00], maxDepth: 64) { Issue.record("UTF-16 read") }
        if case .documents = YAMLSourceReader.read(Array("a: 'unclosed\n".utf8), maxDepth: 64) { Issue.record("broken YAML read") }
    }
}
