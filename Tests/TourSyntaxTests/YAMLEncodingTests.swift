import Testing

@testable import TourDiagnostics
@testable import TourSyntax

@Suite("YAML parser: BOM, line ends and encoding errors")
struct YAMLEncodingTests {
    private static let tourText = """
        tour: é🎉
        title: "Hi"
        steps:
          - id: a
            text: |
              one
              two
          - {id: b, text: x}

        """

    @Test func byteOrderMarkIsAcceptedAndIsNotAColumn() throws {
        let (result, diagnostics) = parseYAMLBytes([0xEF, 0xBB, 0xBF] + Array("title: x\n".utf8))
        #expect(diagnostics.isEmpty)
        let root = try #require(result.documents.first?.root)
        #expect(root.yamlKey("title")?.position == syntaxPosition(1, 1))
        #expect(root.yamlValue("title")?.position == syntaxPosition(1, 8))
        #expect(root.yamlKey("title")?.scalarValue == "title")  // the BOM is not part of the key
    }

    @Test func byteOrderMarkLeavesEveryPositionUnchanged() throws {
        let (plain, _) = parseYAMLBytes(Array(Self.tourText.utf8))
        let (marked, diagnostics) = parseYAMLBytes([0xEF, 0xBB, 0xBF] + Array(Self.tourText.utf8))
        #expect(diagnostics.isEmpty)
        let expected = try #require(plain.documents.first?.root.yamlAllPositions)
        #expect(marked.documents.first?.root.yamlAllPositions == expected)
    }

    @Test func crlfLineEndsGiveTheSamePositionsAsLF() throws {
        let crlf = Self.tourText.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let (lf, _) = parseYAMLBytes(Array(Self.tourText.utf8))
        let (windows, diagnostics) = parseYAMLBytes(Array(crlf.utf8))
        #expect(diagnostics.isEmpty)
        let expected = try #require(lf.documents.first?.root.yamlAllPositions)
        #expect(expected.count == 17)
        #expect(windows.documents.first?.root.yamlAllPositions == expected)
    }

    @Test func crlfInBlockScalarBecomesLF() throws {
        let (result, _) = parseYAMLBytes(Array("text: |\r\n  one\r\n  two\r\n".utf8))
        #expect(result.documents.first?.root.yamlValue("text")?.scalarValue == "one\ntwo\n")
    }

    @Test func crlfLineEndsGiveTheSameDuplicateKeyPosition() {
        let (_, diagnostics) = parseYAMLBytes(Array("a: 1\r\nb: 2\r\n  \r\na: 3\r\n".utf8))
        #expect(diagnostics.map(\.position) == [syntaxPosition(4, 1)])
    }

    @Test func invalidUTF8IsReportedAtItsLineAndColumn() throws {
        // Line 2: `text: é ` is 8 scalars (9 bytes), so the bad byte is column 9.
        let bytes = Array("title: ok\ntext: é ".utf8) + [0xFF] + Array("\n".utf8)
        let (result, diagnostics) = parseYAMLBytes(bytes)
        #expect(result.stoppedEarly)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.code == .yamlEncoding)
        #expect(diagnostic.code.rawValue == "TOUR102")
        #expect(diagnostic.position == syntaxPosition(2, 9))
        #expect(diagnostic.message == "invalid leading UTF-8 octet (byte 0xFF)")
    }

    @Test func truncatedUTF8SequenceIsReportedWhereTheBrokenCharacterStarts() throws {
        // libyaml flags the `(` that cannot continue the sequence 0xC3 opened;
        // the broken character starts at 0xC3, column 4.
        let bytes = Array("a: ".utf8) + [0xC3] + Array("(\n".utf8)
        let (_, diagnostics) = parseYAMLBytes(bytes)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .yamlEncoding)
        #expect(diagnostic.position == syntaxPosition(1, 4))
        #expect(diagnostic.message.hasPrefix("invalid trailing UTF-8 octet"))
    }

    @Test(
        arguments: [
            ([0xE2, 0x82, 0x28], "invalid trailing UTF-8 octet"),
            ([0xE2, 0x82], "incomplete UTF-8 octet sequence"),
            ([0xC0, 0x80], "invalid length of a UTF-8 sequence"),
            ([0xED, 0xA0, 0x80], "invalid Unicode character"),
        ] as [([UInt8], String)])
    func brokenSequenceIsReportedAtItsFirstByte(sequence: [UInt8], problem: String) throws {
        let (_, diagnostics) = parseYAMLBytes(Array("é: ".utf8) + sequence)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .yamlEncoding)
        #expect(diagnostic.position == syntaxPosition(1, 4))
        #expect(diagnostic.message.hasPrefix(problem))
    }

    /// For a bad code point libyaml's value is the code point, not a byte.
    @Test func invalidCodePointIsNotCalledAByte() throws {
        let (_, diagnostics) = parseYAMLBytes(Array("a: ".utf8) + [0xED, 0xA0, 0x80])
        let message = try #require(diagnostics.first?.message)
        #expect(message.contains("D800"))
        #expect(!message.contains("byte 0xD800"), "\(message)")
    }

    @Test func invalidUTF8AfterByteOrderMarkDoesNotCountTheMark() throws {
        let bytes = [0xEF, 0xBB, 0xBF] + Array("a: ".utf8) + [0xFF]
        let (_, diagnostics) = parseYAMLBytes(bytes)
        #expect(diagnostics.map(\.code) == [.yamlEncoding])
        #expect(diagnostics.first?.position == syntaxPosition(1, 4))
    }

    @Test func invalidUTF8AfterCRLFAndLoneCRCountsLines() {
        let afterCRLF = Array("a: b\r\nc: ".utf8) + [0xFF]
        #expect(parseYAMLBytes(afterCRLF).1.first?.position == syntaxPosition(2, 4))
        let afterCR = Array("a: b\rc: ".utf8) + [0xFF]
        #expect(parseYAMLBytes(afterCR).1.first?.position == syntaxPosition(2, 4))
    }

    @Test func nulByteIsAnEncodingError() throws {
        let bytes = Array("a: b".utf8) + [0x00] + Array("c\n".utf8)
        let (_, diagnostics) = parseYAMLBytes(bytes)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .yamlEncoding)
        #expect(diagnostic.position == syntaxPosition(1, 5))
        #expect(diagnostic.message.hasPrefix("control characters are not allowed"))
    }

    /// libyaml breaks lines at NEL (U+0085) too, so a node after one is on the
    /// next line; an encoding error after one must use the same count, or the
    /// two kinds of position in one file disagree.
    @Test func encodingErrorCountsLinesLikeLibyamlNodePositions() throws {
        let (valid, _) = parseYAMLBytes(Array("a: x\u{85}b: y\n".utf8))
        #expect(valid.documents.first?.root.yamlKey("b")?.position == syntaxPosition(2, 1))
        let (_, diagnostics) = parseYAMLBytes(Array("a: x\u{85}b: ".utf8) + [0xFF])
        #expect(diagnostics.first?.position == syntaxPosition(2, 4))
    }

    /// libyaml reads UTF-16 with a byte order mark; a bad surrogate in it must
    /// be reported at its character column, not its byte offset.
    @Test func encodingErrorInUTF16IsReportedAtTheCharacterColumn() throws {
        // UTF-16LE: BOM, "a: ", then a lone low surrogate.
        let bytes: [UInt8] = [0xFF, 0xFE, 0x61, 0x00, 0x3A, 0x00, 0x20, 0x00, 0x00, 0xDC]
        let (_, diagnostics) = parseYAMLBytes(bytes)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.code == .yamlEncoding)
        #expect(diagnostic.position == syntaxPosition(1, 4))
    }
}
