import Testing

@testable import TourDiagnostics
@testable import TourSyntax

@Suite("YAML parser: limits")
struct YAMLLimitTests {
    @Test func hundredThousandNestedBracketsStopAtTheNestingLimit() throws {
        let text = String(repeating: "[", count: 100_000)
        let clock = ContinuousClock()
        var outcome: (YAMLParser.Result, [Diagnostic])?
        let elapsed = clock.measure { outcome = parseYAML(text) }
        let (result, diagnostics) = try #require(outcome)

        #expect(result.stoppedEarly)
        #expect(result.documents.isEmpty)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .nestingLimit)
        #expect(diagnostic.code.rawValue == "TOUR106")
        #expect(diagnostic.position == syntaxPosition(1, 65))  // the 65th `[` opens level 65
        #expect(elapsed < .seconds(1), "sanity bound, not a benchmark")
    }

    @Test func depthLimitCountsMappingsAndSequences() throws {
        let limits = YAMLLimits(maxDepth: 2)
        let (accepted, none) = parseYAML("a: {b: c}\n", limits: limits)
        #expect(none.isEmpty)
        #expect(accepted.documents.count == 1)

        let (result, diagnostics) = parseYAML("a: {b: [c]}\n", limits: limits)
        #expect(result.stoppedEarly)
        #expect(diagnostics.map(\.code) == [.nestingLimit])
        #expect(diagnostics.first?.position == syntaxPosition(1, 8))
        #expect(diagnostics.first?.message == "lists and mappings nest more than 2 levels deep")
    }

    @Test func fileSizeLimit() throws {
        let limits = YAMLLimits(maxFileSize: 16)
        let exactly = "a: 123456789012\n"  // 16 bytes
        #expect(exactly.utf8.count == 16)
        #expect(parseYAML(exactly, limits: limits).1.isEmpty)

        let (result, diagnostics) = parseYAML(exactly + "#", limits: limits)
        #expect(result.stoppedEarly)
        #expect(result.documents.isEmpty)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .fileSizeLimit)
        #expect(diagnostic.code.rawValue == "TOUR107")
        #expect(diagnostic.position == syntaxPosition(1, 1))
        #expect(diagnostic.message.contains("the limit of 16 bytes"))
    }

    @Test func scalarLengthLimitCountsBytes() throws {
        let limits = YAMLLimits(maxScalarLength: 5)
        #expect(parseYAML("title: abcde\n", limits: limits).1.isEmpty)

        let (result, diagnostics) = parseYAML("title: ok\ntext: abcdé\n", limits: limits)  // 6 bytes
        #expect(result.stoppedEarly)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .scalarLengthLimit)
        #expect(diagnostic.code.rawValue == "TOUR108")
        #expect(diagnostic.position == syntaxPosition(2, 7))
        #expect(diagnostic.message == "text is 6 bytes long, more than the limit of 5 bytes")
    }

    @Test func defaultLimits() {
        let limits = YAMLLimits.default
        #expect(limits.maxDepth == 64)
        #expect(limits.maxAliasExpansion == 100_000)
        #expect(limits.maxFileSize == 16 << 20)
        #expect(limits.maxScalarLength == 1 << 20)
    }
}

@Suite("YAML parser: syntax errors")
struct YAMLSyntaxErrorTests {
    @Test func mappingValueInPlainScalarIsReportedAtTheSecondColon() throws {
        let (result, diagnostics) = parseYAML("a: b: c\n")
        #expect(result.stoppedEarly)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.code.rawValue == "TOUR101")
        #expect(diagnostic.position == syntaxPosition(1, 5))
        #expect(diagnostic.message == "mapping values are not allowed in this context")
        #expect(diagnostic.notes.isEmpty)  // libyaml gives no context for this one
    }

    @Test func problemMarkColumnCountsScalars() throws {
        let (_, diagnostics) = parseYAML("é🎉: b: c\n")
        #expect(diagnostics.first?.position == syntaxPosition(1, 6))
    }

    @Test func unclosedBracketIsReportedAtTheEndWithTheContextInANote() throws {
        let (result, diagnostics) = parseYAML("[a, b\n")
        #expect(result.stoppedEarly)
        #expect(result.documents.isEmpty)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.position == syntaxPosition(2, 1))
        #expect(diagnostic.message == "did not find expected ',' or ']'")
        #expect(diagnostic.notes == ["while parsing a flow sequence, which started at line 1, column 1"])
    }

    @Test func unclosedBracketBeforeTheNextKey() throws {
        let (_, diagnostics) = parseYAML("key: [1, 2\nother: 3\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.position == syntaxPosition(2, 6))
        #expect(diagnostic.notes == ["while parsing a flow sequence, which started at line 1, column 6"])
    }

    @Test func unclosedQuoteKeepsTheScannerContext() throws {
        let (_, diagnostics) = parseYAML("a: \"abc\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .yamlSyntax)
        #expect(diagnostic.position == syntaxPosition(2, 1))
        #expect(diagnostic.message == "found unexpected end of stream")
        #expect(diagnostic.notes == ["while scanning a quoted scalar, which started at line 1, column 4"])
    }

    @Test func badIndentationIsReportedWithTheBlockMappingContext() throws {
        let (_, diagnostics) = parseYAML("a:\n  b: 1\n c: 2\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.position == syntaxPosition(3, 2))
        #expect(diagnostic.message == "did not find expected key")
        #expect(diagnostic.notes == ["while parsing a block mapping, which started at line 1, column 1"])
    }

    @Test func syntaxErrorAfterCRLFLines() throws {
        let (_, diagnostics) = parseYAMLBytes(Array("x: 1\r\ny: 2\r\na: b: c\r\n".utf8))
        #expect(diagnostics.first?.position == syntaxPosition(3, 5))
    }
}
