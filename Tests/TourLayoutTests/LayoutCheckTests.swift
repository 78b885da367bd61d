import Testing
import TourDiagnostics
import TourSyntax

@testable import TourLayout

/// The guard (``LayoutCheck``): it accepts what the layout may change (the
/// order of keys, a text's quoting) and finds every other change, at the
/// node that changed. Laid-out files never trip it; these tamper with one
/// to see it trip, as a bug in the layout would.
@Suite struct LayoutCheckTests {
    static let original = """
        tour: check
        title: &greeting 'Hello'
        steps:
          - id: a
            title: *greeting
            text: "Text"
            padding: 8

        """

    static func documents(_ text: String) -> [YAMLSourceDocument] {
        guard case .documents(let documents) = YAMLSourceReader.read(Array(text.utf8), maxDepth: 64) else {
            Issue.record("does not read: \(text)")
            return []
        }
        return documents
    }

    static func difference(_ tampered: String) throws -> SourcePosition? {
        LayoutCheck.firstDifference(between: documents(original), and: documents(tampered))
    }

    @Test func keysInAnotherOrderAndTextsInAnotherStyleSayTheSame() throws {
        #expect(
            try Self.difference(
                """
                title: &greeting "Hello"
                steps:
                  - padding: 8
                    text: Text
                    title: *greeting
                    id: a
                tour: check
                """) == nil)
    }

    @Test(arguments: [
        // A value changed: at the value.
        ("padding: 8", "padding: 9", 7, 14),
        // A number's quoting changes its type: at the number.
        ("padding: 8", "padding: '8'", 7, 14),
        // An id is not a text: its quoting counts.
        ("id: a", "id: 'a'", 4, 9),
        // A text's value: at the text.
        ("text: \"Text\"", "text: \"Text \"", 6, 11),
        // An anchor renamed: at the node that had it.
        ("&greeting 'Hello'", "&hello 'Hello'", 2, 8),
        // An alias to another node.
        ("title: *greeting", "title: 'Hello'", 5, 12),
        // A key dropped: at the mapping.
        ("    padding: 8\n", "", 4, 5),
    ])
    func everyOtherChangeIsFound(_ old: String, _ new: String, _ line: Int, _ column: Int) throws {
        let tampered = Self.original.replacingOccurrences(of: old, with: new)
        #expect(try Self.difference(tampered) == SourcePosition(line: line, column: column))
    }

    @Test func anAliasReferringToAnotherAnchorOfTheSameNameIsFound() throws {
        let before = """
            tour: a
            title: &t One
            description: &t Two
            steps:
              - {id: a, title: *t, text: x}
            """
        // The same nodes, keys swapped: the alias now names the first anchor.
        let after = """
            tour: a
            description: &t Two
            title: &t One
            steps:
              - {id: a, title: *t, text: x}
            """
        #expect(LayoutCheck.firstDifference(between: Self.documents(before), and: Self.documents(after)) != nil)
    }

    @Test func aDocumentMoreOrLessIsFound() throws {
        #expect(try Self.difference(Self.original + "---\ntour: b\n") != nil)
    }
}
