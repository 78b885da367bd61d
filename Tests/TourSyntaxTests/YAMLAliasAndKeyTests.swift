import Testing

@testable import TourDiagnostics
@testable import TourSyntax

@Suite("YAML parser: anchors and aliases")
struct YAMLAliasTests {
    @Test func aliasToTextIsResolved() throws {
        let (result, diagnostics) = parseYAML("a: &greeting Hello there\nb: *greeting\n")
        #expect(diagnostics.isEmpty)
        let root = try #require(result.documents.first?.root)
        #expect(root.yamlValue("b")?.yamlScalar == YAMLScalarSnapshot("Hello there", .plain))
        // The copy is positioned at the anchored node, which starts at its `&`.
        #expect(root.yamlValue("a")?.position == syntaxPosition(1, 4))
        #expect(root.yamlValue("b")?.position == syntaxPosition(1, 4))
    }

    @Test func aliasToMappingIsResolved() throws {
        let text = """
            shared: &defaults {padding: 8, action: tap}
            step:
              defaults: *defaults
            """
        let (result, diagnostics) = parseYAML(text)
        #expect(diagnostics.isEmpty)
        let copy = try #require(result.documents.first?.root.yamlValue("step")?.yamlValue("defaults"))
        #expect(copy.yamlPairs.map(\.key.scalarValue) == ["padding", "action"])
        #expect(copy.yamlValue("padding")?.scalarValue == "8")
        #expect(copy.yamlValue("action")?.scalarValue == "tap")
        #expect(copy.position == syntaxPosition(1, 9))
    }

    @Test func aliasToSequenceIsResolved() throws {
        let (result, _) = parseYAML("a: &list [x, y]\nb: *list\n")
        #expect(result.documents.first?.root.yamlValue("b")?.yamlItems.map(\.scalarValue) == ["x", "y"])
    }

    @Test func laterAnchorWithTheSameNameWins() throws {
        let (result, _) = parseYAML("a: &x one\nb: &x two\nc: *x\n")
        #expect(result.documents.first?.root.yamlValue("c")?.scalarValue == "two")
    }

    @Test func undefinedAliasIsAnErrorAtTheAlias() throws {
        let (result, diagnostics) = parseYAML("title: ok\ntext: *missing\n")
        #expect(result.stoppedEarly)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .undefinedAlias)
        #expect(diagnostic.position == syntaxPosition(2, 7))
        #expect(diagnostic.message.contains("'*missing'"))
    }

    @Test func aliasBeforeItsAnchorIsUndefined() {
        let (_, diagnostics) = parseYAML("a: *x\nb: &x 1\n")
        #expect(diagnostics.map(\.code) == [.undefinedAlias])
        #expect(diagnostics.first?.position == syntaxPosition(1, 4))
    }

    @Test func anchorsDoNotCrossDocuments() {
        let (_, diagnostics) = parseYAML("a: &x 1\n---\nb: *x\n")
        #expect(diagnostics.map(\.code) == [.undefinedAlias])
        #expect(diagnostics.first?.position == syntaxPosition(3, 4))
    }

    @Test func aliasInsideItsOwnAnchorIsUndefined() {
        let (_, diagnostics) = parseYAML("a: &x [1, *x]\n")
        #expect(diagnostics.map(\.code) == [.undefinedAlias])
        #expect(diagnostics.first?.position == syntaxPosition(1, 11))
    }

    @Test func tenLevelBillionLaughsStopsAtTheExpansionLimit() throws {
        // a0 holds 10 texts; each a(k) holds 10 aliases of a(k-1): ~10^10 nodes.
        var lines = ["a0: &a0 [" + Array(repeating: "lol", count: 10).joined(separator: ", ") + "]"]
        for level in 1...9 {
            lines.append("a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]")
        }
        let clock = ContinuousClock()
        var outcome: (YAMLParser.Result, [Diagnostic])?
        let elapsed = clock.measure { outcome = parseYAML(lines.joined(separator: "\n") + "\n") }
        let (result, diagnostics) = try #require(outcome)

        #expect(result.stoppedEarly)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .aliasExpansionLimit)
        #expect(diagnostic.code.rawValue == "TOUR105")
        // a0..a3 add 12,330 nodes; each *a3 adds 11,111, so the 8th alias on
        // line 5 passes 100,000. It starts at column 10 + 7 * 5.
        #expect(diagnostic.position == syntaxPosition(5, 45))
        #expect(elapsed < .seconds(1), "sanity bound, not a benchmark")
    }

    @Test func expansionBelowTheLimitIsAccepted() {
        let (result, diagnostics) = parseYAML(
            "a: &a [x, y, z]\nb: [*a, *a, *a]\n", limits: YAMLLimits(maxAliasExpansion: 12))
        #expect(diagnostics.isEmpty)
        #expect(result.documents.count == 1)
        let (_, over) = parseYAML("a: &a [x, y, z]\nb: [*a, *a, *a, *a]\n", limits: YAMLLimits(maxAliasExpansion: 12))
        #expect(over.map(\.code) == [.aliasExpansionLimit])
        #expect(over.first?.position == syntaxPosition(2, 17))
    }

    @Test func expansionBudgetIsPerDocument() {
        let document = "a: &a [x, y, z]\nb: [*a, *a, *a]\n"
        let (result, diagnostics) = parseYAML(document + "---\n" + document, limits: YAMLLimits(maxAliasExpansion: 12))
        #expect(diagnostics.isEmpty)
        #expect(result.documents.count == 2)
    }
}

@Suite("YAML parser: duplicate keys")
struct YAMLDuplicateKeyTests {
    @Test func duplicateKeyIsReportedAtTheSecondWithANoteNamingTheFirst() throws {
        let (result, diagnostics) = parseYAML("title: first\ntext: x\n  \ntitle: second\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.code == .duplicateKey)
        #expect(diagnostic.position == syntaxPosition(4, 1))
        #expect(diagnostic.message == "duplicate key 'title' in this mapping")
        #expect(diagnostic.notes == ["'title' was first defined at test.yaml:1:1; that value is kept"])
        // Reading goes on, and the first value is the one kept.
        #expect(!result.stoppedEarly)
        let root = try #require(result.documents.first?.root)
        #expect(root.yamlPairs.map(\.key.scalarValue) == ["title", "text"])
        #expect(root.yamlValue("title")?.scalarValue == "first")
    }

    @Test func duplicateKeyInNestedFlowMapping() throws {
        let (result, diagnostics) = parseYAML("steps:\n  - {id: a, é: 1, id: b}\n")
        #expect(diagnostics.map(\.code) == [.duplicateKey])
        #expect(diagnostics.first?.position == syntaxPosition(2, 19))
        #expect(diagnostics.first?.notes == ["'id' was first defined at test.yaml:2:6; that value is kept"])
        #expect(result.documents.first?.root.yamlValue("steps")?.yamlItems.first?.yamlValue("id")?.scalarValue == "a")
    }

    @Test func duplicateKeyInLargeMappingIsFoundToo() throws {
        // More than 32 keys: the parser switches to a hashed index.
        var lines = (1...40).map { "key\($0): value\($0)" }
        lines.append("key7: again")
        let (result, diagnostics) = parseYAML(lines.joined(separator: "\n") + "\n")
        #expect(diagnostics.map(\.code) == [.duplicateKey])
        #expect(diagnostics.first?.position == syntaxPosition(41, 1))
        #expect(diagnostics.first?.notes == ["'key7' was first defined at test.yaml:7:1; that value is kept"])
        let root = try #require(result.documents.first?.root)
        #expect(root.yamlPairs.count == 40)
        #expect(root.yamlValue("key7")?.scalarValue == "value7")
    }

    @Test func everyRepeatIsReported() {
        let (_, diagnostics) = parseYAML("a: 1\na: 2\na: 3\n")
        #expect(diagnostics.map(\.position) == [syntaxPosition(2, 1), syntaxPosition(3, 1)])
        #expect(diagnostics.allSatisfy { $0.notes == ["'a' was first defined at test.yaml:1:1; that value is kept"] })
    }

    @Test func sameKeyInDifferentMappingsIsFine() {
        let (_, diagnostics) = parseYAML("- id: a\n- id: b\n")
        #expect(diagnostics.isEmpty)
    }
}
