import Testing

@testable import TourDiagnostics
@testable import TourSyntax

@Suite("YAML parser: positions")
struct YAMLPositionTests {
    @Test func keyAndValueAfterAccentAndEmojiCountUnicodeScalars() throws {
        // é and 🎉 are one scalar each (but 2 and 4 UTF-8 bytes, 1 and 2 UTF-16 units).
        let (result, diagnostics) = parseYAML("é🎉: value\n")
        #expect(diagnostics.isEmpty)
        let root = try #require(result.documents.first?.root)
        let pair = try #require(root.yamlPairs.first)
        #expect(pair.key.scalarValue == "é🎉")
        #expect(pair.key.position == syntaxPosition(1, 1))
        #expect(pair.value.position == syntaxPosition(1, 5))
    }

    @Test func flowItemAfterMultiScalarEmojiCountsEachScalar() throws {
        // 👍🏽 is one grapheme of two scalars: columns count scalars, so x is at 12, not 11.
        let (result, diagnostics) = parseYAML("[é, 🎉, 👍🏽, x]\n")
        #expect(diagnostics.isEmpty)
        let items = try #require(result.documents.first?.root.yamlItems)
        #expect(items.map(\.position) == [syntaxPosition(1, 2), syntaxPosition(1, 5), syntaxPosition(1, 8), syntaxPosition(1, 12)])
        #expect(items.last?.scalarValue == "x")
    }

    @Test func valueOnSecondLineAfterAccentedKey() throws {
        let (result, _) = parseYAML("first: one\ntitre: é 🎉 x\ncafé: 🎉x\n")
        let root = try #require(result.documents.first?.root)
        #expect(root.yamlValue("titre")?.position == syntaxPosition(2, 8))
        #expect(root.yamlKey("café")?.position == syntaxPosition(3, 1))
        #expect(root.yamlValue("café")?.position == syntaxPosition(3, 7))
        #expect(root.yamlValue("café")?.scalarValue == "🎉x")
    }

    @Test func nestedBlockMappingsAndSequences() throws {
        let text = """
            tour: main
            steps:
              - id: first
                title: "Hi"
              - id: second
                text: |
                  Body
            """
        let (result, diagnostics) = parseYAML(text)
        #expect(diagnostics.isEmpty)
        let root = try #require(result.documents.first?.root)
        #expect(root.position == syntaxPosition(1, 1))
        #expect(root.yamlKey("tour")?.position == syntaxPosition(1, 1))
        #expect(root.yamlValue("tour")?.position == syntaxPosition(1, 7))
        #expect(root.yamlKey("steps")?.position == syntaxPosition(2, 1))

        let steps = try #require(root.yamlValue("steps"))
        #expect(steps.position == syntaxPosition(3, 3))  // the first `-`
        #expect(steps.yamlItems.count == 2)

        let first = steps.yamlItems[0]
        #expect(first.position == syntaxPosition(3, 5))
        #expect(first.yamlKey("id")?.position == syntaxPosition(3, 5))
        #expect(first.yamlValue("id")?.position == syntaxPosition(3, 9))
        #expect(first.yamlKey("title")?.position == syntaxPosition(4, 5))
        #expect(first.yamlValue("title")?.position == syntaxPosition(4, 12))  // the opening quote

        let second = steps.yamlItems[1]
        #expect(second.position == syntaxPosition(5, 5))
        #expect(second.yamlValue("text")?.position == syntaxPosition(6, 11))  // the `|`
    }

    @Test func indentlessSequenceStartsAtItsFirstDash() throws {
        let (result, _) = parseYAML("steps:\n- a\n- b\n")
        let steps = try #require(result.documents.first?.root.yamlValue("steps"))
        #expect(steps.position == syntaxPosition(2, 1))
        #expect(steps.yamlItems.map(\.position) == [syntaxPosition(2, 3), syntaxPosition(3, 3)])
    }

    @Test func flowMappingKeysAndValues() throws {
        let (result, diagnostics) = parseYAML("defaults: {padding: 8, cornerRadius: 28}\n")
        #expect(diagnostics.isEmpty)
        let defaults = try #require(result.documents.first?.root.yamlValue("defaults"))
        #expect(defaults.position == syntaxPosition(1, 11))  // the `{`
        #expect(defaults.yamlKey("padding")?.position == syntaxPosition(1, 12))
        #expect(defaults.yamlValue("padding")?.position == syntaxPosition(1, 21))
        #expect(defaults.yamlKey("cornerRadius")?.position == syntaxPosition(1, 24))
        #expect(defaults.yamlValue("cornerRadius")?.position == syntaxPosition(1, 38))
    }

    @Test func flowSequenceStartsAtItsBracket() throws {
        let (result, _) = parseYAML("inputs:   [a, b]\n")
        let inputs = try #require(result.documents.first?.root.yamlValue("inputs"))
        #expect(inputs.position == syntaxPosition(1, 11))
        #expect(inputs.yamlItems.map(\.position) == [syntaxPosition(1, 12), syntaxPosition(1, 15)])
    }

    @Test func tabBeforeValueIsOneColumn() throws {
        let (result, _) = parseYAML("a:\t x\n")
        #expect(result.documents.first?.root.yamlValue("a")?.position == syntaxPosition(1, 5))
    }

    @Test func mappingKeysKeepSourceOrder() throws {
        let (result, _) = parseYAML("b: 1\na: 2\nc: 3\n")
        let keys = try #require(result.documents.first?.root.yamlPairs.map(\.key.scalarValue))
        #expect(keys == ["b", "a", "c"])
    }
}

@Suite("YAML parser: scalar styles")
struct YAMLScalarStyleTests {
    @Test func eachStyleIsKeptWithItsValue() throws {
        let text = """
            plain: text
            single: 'it''s'
            double: "tab\\there"
            literal: |
              line one
              line two
            folded: >
              line one
              line two

            """
        let (result, diagnostics) = parseYAML(text)
        #expect(diagnostics.isEmpty)
        let root = try #require(result.documents.first?.root)
        #expect(root.yamlValue("plain")?.yamlScalar == YAMLScalarSnapshot("text", .plain))
        #expect(root.yamlValue("single")?.yamlScalar == YAMLScalarSnapshot("it's", .singleQuoted))
        #expect(root.yamlValue("double")?.yamlScalar == YAMLScalarSnapshot("tab\there", .doubleQuoted))
        #expect(root.yamlValue("literal")?.yamlScalar == YAMLScalarSnapshot("line one\nline two\n", .literal))
        #expect(root.yamlValue("folded")?.yamlScalar == YAMLScalarSnapshot("line one line two\n", .folded))
    }

    @Test func keysHaveStylesToo() throws {
        let (result, _) = parseYAML("'quoted key': 1\n")
        let key = try #require(result.documents.first?.root.yamlPairs.first?.key)
        #expect(key.yamlScalar == YAMLScalarSnapshot("quoted key", .singleQuoted))
    }

    @Test func explicitTagIsKept() throws {
        let (result, _) = parseYAML("a: !!str 8\nb: 8\n")
        let root = try #require(result.documents.first?.root)
        #expect(root.yamlValue("a")?.tag == "tag:yaml.org,2002:str")
        #expect(root.yamlValue("b")?.tag == nil)
    }

    @Test func emptyValueIsAnEmptyPlainScalar() throws {
        let (result, _) = parseYAML("a:\nb: ~\n")
        let root = try #require(result.documents.first?.root)
        #expect(root.yamlValue("a")?.yamlScalar == YAMLScalarSnapshot("", .plain))
        #expect(root.yamlValue("b")?.yamlScalar == YAMLScalarSnapshot("~", .plain))
    }
}

@Suite("YAML parser: documents")
struct YAMLDocumentTests {
    @Test func threeDocumentsGiveThreeRootsWithTheirPositions() throws {
        let (result, diagnostics) = parseYAML("tour: a\n---\ntour: b\n---\ntour: c\n")
        #expect(diagnostics.isEmpty)
        #expect(!result.stoppedEarly)
        #expect(result.documents.map { $0.root.yamlValue("tour")?.scalarValue } == ["a", "b", "c"])
        #expect(result.documents.map(\.root.position) == [syntaxPosition(1, 1), syntaxPosition(3, 1), syntaxPosition(5, 1)])
        #expect(result.documents.map(\.position) == [syntaxPosition(1, 1), syntaxPosition(2, 1), syntaxPosition(4, 1)])
    }

    @Test func explicitFirstDocumentMarker() throws {
        let (result, _) = parseYAML("---\ntour: a\n...\n---\ntour: b\n")
        #expect(result.documents.count == 2)
        #expect(result.documents.map(\.root.position) == [syntaxPosition(2, 1), syntaxPosition(5, 1)])
    }

    @Test func emptyInputHasNoDocumentsAndNoError() {
        let (result, diagnostics) = parseYAML("")
        #expect(result.documents.isEmpty)
        #expect(diagnostics.isEmpty)
        #expect(!result.stoppedEarly)
    }

    @Test func commentsOnlyHaveNoDocuments() {
        let (result, diagnostics) = parseYAML("# nothing here\n\n# still nothing\n")
        #expect(result.documents.isEmpty)
        #expect(diagnostics.isEmpty)
        #expect(!result.stoppedEarly)
    }

    @Test func syntaxErrorKeepsTheDocumentsBeforeIt() {
        let (result, diagnostics) = parseYAML("tour: a\n---\ntour: [b\n")
        #expect(result.stoppedEarly)
        #expect(result.documents.count == 1)
        #expect(diagnostics.map(\.code) == [.yamlSyntax])
    }
}
