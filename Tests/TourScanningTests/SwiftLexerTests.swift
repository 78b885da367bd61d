import Testing

@testable import TourDiagnostics
@testable import TourScanning

/// String literals are decoded exactly as the Swift compiler reads them.
@Suite struct SwiftLexerTests {
    /// The text of the first string literal in `source`, interpolations as `⟨...⟩`.
    private func literal(_ source: String) throws -> String {
        let tokens = try SwiftLexer.tokens(of: Array(source.utf8)).get()
        let string = try #require(tokens.lazy.compactMap { token -> SwiftStringLiteral? in
            if case .string(let literal) = token.kind { return literal }
            return nil
        }.first)
        return string.segments.map { segment in
            switch segment {
            case .text(let text): return text
            case .interpolation(let tokens, _):
                return "⟨" + tokens.map { token -> String in
                    switch token.kind {
                    case .identifier(let name): return name
                    case .punctuation(let text): return text
                    case .string: return "\"…\""
                    default: return "?"
                    }
                }.joined() + "⟩"
            }
        }.joined()
    }

    @Test func escapes() throws {
        #expect(try literal(#"let s = "a\nb\tc\"d\\e\'f\0g\u{2022}h""#) == "a\nb\tc\"d\\e'f\0g•h")
    }

    @Test func interpolationsAreTokens() throws {
        #expect(try literal(#"x = "Tap \(Image(systemName: "star")) now""#) == "Tap ⟨Image(systemName:\"…\")⟩ now")
    }

    @Test func rawStringsKeepBackslashesAndTakeHashedInterpolations() throws {
        #expect(try literal(##"x = #"C:\Users \n "q" \#(Image(systemName: .star))"#"##) == "C:\\Users \\n \"q\" ⟨Image(systemName:.star)⟩")
    }

    @Test func multiLineLiteralsStripTheClosingIndentationAndJoinContinuations() throws {
        let source = "x = \"\"\"\n    First line \\\n    continued.\n      Indented two more.\n\n    • Bullet\n    \"\"\"\n"
        #expect(try literal(source) == "First line continued.\n  Indented two more.\n\n• Bullet")
    }

    @Test func rawMultiLineLiterals() throws {
        let source = "x = #\"\"\"\n  a \\ b \"\"\" c\n  \"\"\"#\n"
        #expect(try literal(source) == "a \\ b \"\"\" c")
    }

    @Test func commentsAreSkippedAndBlockCommentsNest() throws {
        let tokens = try SwiftLexer.tokens(of: Array("a /* x /* y */ \"no\" */ b // \"no\"\nc".utf8)).get()
        #expect(tokens.compactMap(\.identifier) == ["a", "b", "c"])
    }

    @Test func problemsHavePositions() {
        for (source, position) in [("a = \"open\nb", SourcePosition(line: 1, column: 5)), ("x = \"\"\"\n  a\n b\n  \"\"\"", SourcePosition(line: 3, column: 1))] {
            guard case .failure(let failure) = SwiftLexer.tokens(of: Array(source.utf8)) else {
                Issue.record("\(source) was read")
                continue
            }
            #expect(failure.position == position, "\(failure)")
        }
    }
}
