import Testing

@testable import TourDiagnostics
@testable import TourScanning

/// String literals are decoded exactly as the Swift compiler reads them.
@Suite struct SwiftLexerTests {
    /// The text of the first string literal in `source`, interpolations as `⟨...⟩`.
    private func literal(_ source: String) throws -> String {
        let tokens = try SwiftLexer.tokens(of: Array(source.utf8)).get()
        let string = try #require(
            tokens.lazy.compactMap { token -> SwiftStringLiteral? in
                if case .string(let literal) = token.kind { return literal }
                return nil
            }.first)
        return string.segments.map { segment in
            switch segment {
            case .text(let text): return text
            case .interpolation(let tokens, _):
                return "⟨"
                    + tokens.map { token -> String in
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

    /// The literals in `source`, in order.
    private func literals(_ source: String) throws -> [SwiftStringLiteral] {
        try SwiftLexer.tokens(of: Array(source.utf8)).get().compactMap { token in
            if case .string(let literal) = token.kind { return literal }
            return nil
        }
    }

    /// Equality compares everything: an assertion on literals or tokens must
    /// fail when their content differs, not only their counts.
    @Test func literalsAreEqualOnlyWhenEverythingIs() throws {
        // Each literal alone at the same place, so only what differs is compared.
        func one(_ source: String) throws -> SwiftStringLiteral { try #require(try literals(source).first) }
        let original = try one(#"a = "one \(x) two""#)
        #expect(original == (try one(#"a = "one \(x) two""#)))
        #expect(original != (try one(#"a = "one \(y) two""#)), "the interpolated tokens differ")
        #expect(original != (try one(#"a = "uno \(x) two""#)), "the text differs")
        #expect(original != (try one(#"a =  "one \(x) two""#)), "the interpolation's position differs")
        #expect(original != (try one(##"a = #"one \#(x) two"#"##)), "the delimiters differ")
    }

    @Test func tokensCarryTheirPositions() throws {
        let tokens = try SwiftLexer.tokens(of: Array("case keyboard\n  var title: String { \"Play\" }".utf8)).get()
        let described = tokens.map { token -> String in
            let text: String
            switch token.kind {
            case .identifier(let name): text = name
            case .punctuation(let punctuation): text = punctuation
            case .string(let literal): text = "\"" + literal.segments.map { if case .text(let run) = $0 { run } else { "?" } }.joined() + "\""
            default: text = "?"
            }
            return "\(text)@\(token.position.line):\(token.position.column)"
        }
        #expect(described == ["case@1:1", "keyboard@1:6", "var@2:3", "title@2:7", ":@2:12", "String@2:14", "{@2:21", "\"Play\"@2:23", "}@2:30"])
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
        for (source, position) in [
            ("a = \"open\nb", SourcePosition(line: 1, column: 5)), ("x = \"\"\"\n  a\n b\n  \"\"\"", SourcePosition(line: 3, column: 1)),
        ] {
            guard case .failure(let failure) = SwiftLexer.tokens(of: Array(source.utf8)) else {
                Issue.record("\(source) was read")
                continue
            }
            #expect(failure.position == position, "\(failure)")
        }
    }

    /// Interpolations nested 20,000 deep once overflowed the lexer's stack
    /// (one call per level); past the bound they are an error at the place.
    @Test func theLexerBoundsInterpolationNesting() throws {
        let depth = 20_000
        let source = Array(("let s = " + String(repeating: "\"\\(", count: depth) + "1" + String(repeating: ")\"", count: depth)).utf8)
        guard case .failure(let failure) = SwiftLexer.tokens(of: source) else {
            Issue.record("read 20,000 nested interpolations")
            return
        }
        #expect(failure.message == "string interpolations nest more than \(SwiftLexer.maxInterpolationNesting) levels deep")
        #expect(failure.position == SourcePosition(line: 1, column: 10 + 3 * SwiftLexer.maxInterpolationNesting))
        // At the limit, it reads.
        let limit = SwiftLexer.maxInterpolationNesting
        let fits = Array(("let s = " + String(repeating: "\"\\(", count: limit) + "1" + String(repeating: ")\"", count: limit)).utf8)
        #expect((try? SwiftLexer.tokens(of: fits).get()) != nil)
    }
}
