import Testing

@testable import TourScanning

/// The one set of rules both scanners read string literals by.
@Suite struct SwiftStringDelimiterTests {
    private static func opening(_ source: String) -> (SwiftStringDelimiter, Int)? {
        SwiftStringDelimiter.opening(in: Array(source.utf8), at: 0).map { ($0.delimiter, $0.bodyStart) }
    }

    @Test func everyOpeningFormIsRead() throws {
        let cases: [(String, Int, Bool, Int)] = [
            ("\"a\"", 0, false, 1), ("\"\"\"\na\n\"\"\"", 0, true, 3), ("#\"a\"#", 1, false, 2), ("##\"\"\"\n", 2, true, 5),
        ]
        for (source, hashes, multiline, bodyStart) in cases {
            let (delimiter, start) = try #require(Self.opening(source), "\(source)")
            #expect(delimiter == SwiftStringDelimiter(hashes: hashes, isMultiline: multiline), "\(source)")
            #expect(start == bodyStart, "\(source)")
        }
        #expect(Self.opening("#if DEBUG") == nil)
        #expect(Self.opening("x") == nil)
    }

    @Test func aRawLiteralClosesAndEscapesOnlyWithItsHashes() {
        let raw = SwiftStringDelimiter(hashes: 1, isMultiline: false)
        let bytes = Array(##"a"b"#c\d\#(e)"##.utf8)
        // `"` without `#` is text; `"#` closes.
        #expect(raw.closingEnd(in: bytes, at: 1) == nil)
        #expect(raw.closingEnd(in: bytes, at: 3) == 5)
        // `\` without `#` is text; `\#` escapes the character after it.
        #expect(raw.escapedCharacter(in: bytes, at: 6) == nil)
        #expect(raw.escapedCharacter(in: bytes, at: 8) == 10)
    }

    @Test func aMultilineLiteralClosesOnlyAtThreeQuotes() {
        let multiline = SwiftStringDelimiter(hashes: 0, isMultiline: true)
        let bytes = Array(#"a "" b """"#.utf8)
        #expect(multiline.closingEnd(in: bytes, at: 2) == nil)
        #expect(multiline.closingEnd(in: bytes, at: 7) == 10)
        // A quote at the very end of the bytes is not a closing `"""`.
        #expect(multiline.closingEnd(in: bytes, at: 9) == nil)
    }
}
