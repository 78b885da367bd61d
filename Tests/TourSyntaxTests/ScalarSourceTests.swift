import Testing

@testable import TourDiagnostics
@testable import TourSyntax

/// Offsets in a scalar's value map back to where each character is written:
/// block scalars with every header, folded and plain scalars over several
/// lines, quoted scalars with escapes.
@Suite("YAML parser: positions inside scalars")
struct ScalarSourceTests {
    /// The value of `key` in the first document of `text`, and its source.
    private func scalar(_ key: String, in text: String) throws -> (value: String, source: ScalarSource) {
        let (result, diagnostics) = parseYAMLBytes(Array(text.utf8))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let document = try #require(result.documents.first)
        let node = try #require(document.root.yamlValue(key))
        let value = try #require(node.scalarValue)
        let source = try #require(document.scalarSources[node.position], "no source kept for \(key)")
        return (value, source)
    }

    /// The character written at `position` of `text`.
    private func written(at position: SourcePosition, in text: String) -> Unicode.Scalar? {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.unicodeScalars.dropFirst()) : text
        guard let line = LineCounter.line(position.line, of: body, .yaml) else { return nil }
        let scalars = Array(line.unicodeScalars)
        return position.column - 1 < scalars.count ? scalars[position.column - 1] : nil
    }

    /// Every character of the value that is not white space maps to where
    /// it is written (an escaped one to its backslash), in order.
    private func expectEveryCharacterMaps(_ key: String, in text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let (value, source) = try scalar(key, in: text)
        var previous: SourcePosition?
        for (offset, character) in value.unicodeScalars.enumerated() where ![" ", "\t", "\n"].contains(character) {
            let position = try #require(source.position(ofScalarOffset: offset, in: value), "offset \(offset) of \(value.debugDescription)")
            let found = written(at: position, in: text)
            #expect(
                found == character || (source.style == .doubleQuoted && found == "\\"),
                "offset \(offset) ('\(character)') of \(value.debugDescription) maps to \(position), which holds \(found.map { "'\($0)'" } ?? "nothing")",
                sourceLocation: sourceLocation)
            if let previous { #expect(previous < position, sourceLocation: sourceLocation) }
            previous = position
        }
    }

    @Test(arguments: [
        "text: |\n  one\n  • two\n\n  * three\n",
        "text: |-\n  one\n    indented more\n  * three\n",
        "text: |+\n  one\n  * two\n\n\nnext: 1\n",
        "text: |- # a comment after the header\n  one\n  * two\n",
        "text: >\n  folded one\n  folded two\n\n  * after a blank line\n    more indented\n  back\n",
        "text: >-\n  one\n\n\n  two\n",
        "a: 1\ntext: |2-\n    starts with spaces\n  * two\n",
    ])
    func blockScalars(text: String) throws {
        try expectEveryCharacterMaps("text", in: text)
    }

    @Test(arguments: ["|2-", "|-2", ">2-"])
    func anIndentationIndicatorCountsFromTheMappingsIndentation(header: String) throws {
        let text = "a:\n  text: \(header)\n      starts with spaces\n    * two\n"
        let (result, diagnostics) = parseYAML(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let document = try #require(result.documents.first)
        let node = try #require(document.root.yamlValue("a")?.yamlValue("text"))
        let value = try #require(node.scalarValue)
        #expect(value == "  starts with spaces\n* two")
        let source = try #require(document.scalarSources[node.position])
        // The mapping is indented 2, so the content is at 4 and two spaces are text.
        #expect(source.position(ofScalarOffset: 0, in: value) == SourcePosition(line: 3, column: 5))
        #expect(source.position(ofScalarOffset: 2, in: value) == SourcePosition(line: 3, column: 7))
        #expect(source.position(ofScalarOffset: value.unicodeScalars.count - 5, in: value) == SourcePosition(line: 4, column: 5))
    }

    @Test func aBlockScalarInAListItem() throws {
        let text = "- x\n- text: >2\n     one\n    * two\n"
        let (result, _) = parseYAML(text)
        let document = try #require(result.documents.first)
        let node = try #require(document.root.yamlItems.last?.yamlValue("text"))
        let value = try #require(node.scalarValue)
        let source = try #require(document.scalarSources[node.position])
        let star = try #require(value.unicodeScalars.firstIndex(of: "*"))
        let offset = value.unicodeScalars.distance(from: value.unicodeScalars.startIndex, to: star)
        #expect(source.position(ofScalarOffset: offset, in: value) == SourcePosition(line: 4, column: 5))
    }

    @Test func literalBlockSpacesAreTheirOwnColumns() throws {
        let text = "text: |-\n  one\n    two\n"
        let (value, source) = try scalar("text", in: text)
        #expect(value == "one\n  two")
        // The line break, then the two spaces YAML keeps, then `t`.
        #expect(source.position(ofScalarOffset: 3, in: value) == SourcePosition(line: 2, column: 6))
        #expect(source.position(ofScalarOffset: 4, in: value) == SourcePosition(line: 3, column: 3))
        #expect(source.position(ofScalarOffset: 5, in: value) == SourcePosition(line: 3, column: 4))
        #expect(source.position(ofScalarOffset: 6, in: value) == SourcePosition(line: 3, column: 5))
        #expect(source.position(ofScalarOffset: value.unicodeScalars.count, in: value) == nil)
    }

    @Test(arguments: [
        "text: plain over\n  two lines\n\n  • and a paragraph\n",
        "text: 'single ''quoted''\n  over lines\n\n  * with a list'\n",
        "text: \"double \\\"quoted\\\"\\n* with escapes \\u00e9\\x41\\U0001F600\\tand \\\n  an escaped break\"\n",
        "text: \"folded\n    across   \n  lines\"\n",
        "text: \"one line with an escape: \\\"{symbol:star}\\\"\"\n",
    ])
    func flowScalars(text: String) throws {
        try expectEveryCharacterMaps("text", in: text)
    }

    @Test func positionsCountCharactersNotBytesAfterAByteOrderMarkAndCRLF() throws {
        let text = "\u{FEFF}title: é🎉 日本語\r\ntext: |-\r\n  Ünïcödé first\r\n  • then 🎉\r\n  * last\r\n"
        try expectEveryCharacterMaps("text", in: text)
        let (value, source) = try scalar("text", in: text)
        let star = value.unicodeScalars.count - "* last".unicodeScalars.count
        #expect(source.position(ofScalarOffset: star, in: value) == SourcePosition(line: 5, column: 3))
    }

    @Test func oneLinePlainScalarsKeepNoSource() throws {
        let (result, _) = parseYAML("title: Play the keyboard\nquoted: \"as is\"\n")
        #expect(result.documents.first?.scalarSources.isEmpty == true)
    }

    /// A one-line single-quoted scalar's only escape is `''`: the model maps
    /// its offsets from the value (LocalizedTextPositionTests), so none of
    /// these keep a source, whatever their characters.
    @Test func oneLineSingleQuotedScalarsKeepNoSource() throws {
        let (result, _) = parseYAML("a: 'naïve 日本語 🎹'\nb: 'it''s'\nc: '''{symbol:star}'''\n")
        #expect(result.documents.first?.scalarSources.isEmpty == true)
    }

    /// A double-quoted one keeps its source when it may hold an escape.
    @Test(arguments: ["\"naïve\"", "\"a \\\"quote\\\"\"", "\"\\u00e9\""])
    func oneLineDoubleQuotedScalarsThatMayBeEscapedKeepTheirSource(text: String) throws {
        let (result, _) = parseYAML("a: \(text)\n")
        #expect(result.documents.first?.scalarSources.count == 1)
    }

    @Test func aValueThatIsNotTheScalarsMapsToNothing() throws {
        let (_, source) = try scalar("text", in: "text: |-\n  one\n  two\n")
        #expect(source.position(ofScalarOffset: 0, in: "something else") == nil)
    }
}
