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

    /// A multi-line literal is read twice (its closing delimiter's
    /// indentation first, then its body), and so, once, was every literal
    /// in its interpolations: nested 18 deep they took 2.4 s, 64 deep
    /// (the bound) 2^64 readings. Each interpolation is now read once.
    @Test func multiLineLiteralsNestedToTheBoundAreReadOnce() throws {
        var source = "1"
        for _ in 0..<SwiftLexer.maxInterpolationNesting { source = "\"\"\"\n\\(" + source + ")\n\"\"\"" }
        let tokens = try SwiftLexer.tokens(of: Array(("let x = " + source + "\nlet y = 2\n").utf8)).get()
        // Down the nesting to the `1` at its heart, on the line after the 64 openings.
        var literal = tokens[3]
        for _ in 1..<SwiftLexer.maxInterpolationNesting {
            guard case .string(let string) = literal.kind, case .interpolation(let inner, _) = string.segments.first else {
                Issue.record("not a literal around an interpolation: \(literal)")
                return
            }
            literal = try #require(inner.first)
        }
        guard case .string(let innermost) = literal.kind, case .interpolation(let heart, _) = innermost.segments.first else {
            Issue.record("the innermost literal is missing")
            return
        }
        #expect(heart.map(\.kind) == [.number("1")])
        #expect(heart.first?.position == SourcePosition(line: 1 + SwiftLexer.maxInterpolationNesting, column: 3))
        #expect(tokens.last?.position == SourcePosition(line: 2 + 2 * SwiftLexer.maxInterpolationNesting, column: 9))
    }

    /// Ten thousand multi-line literals with interpolations, each read
    /// ahead then again: positions after each are still exact (counting
    /// starts over from a nearby checkpoint, not from the file's start).
    @Test func positionsStayExactAcrossManyMultiLineLiterals() throws {
        let count = 10_000
        let source = (0..<count).map { "let s\($0) = \"\"\"\n    a \\(v\($0)) b\n    \"\"\"\n" }.joined()
        let tokens = try SwiftLexer.tokens(of: Array(source.utf8)).get()
        let literals = tokens.compactMap { token -> (SwiftStringLiteral, SourcePosition)? in
            if case .string(let literal) = token.kind { return (literal, token.position) }
            return nil
        }
        #expect(literals.count == count)
        for (index, (literal, position)) in literals.enumerated() where index % 997 == 0 || index == count - 1 {
            #expect(position == SourcePosition(line: 1 + 3 * index, column: 9 + String(index).count))
            guard case .interpolation(let inner, let at) = literal.segments[1] else {
                Issue.record("literal \(index) has no interpolation")
                continue
            }
            #expect(at == SourcePosition(line: 2 + 3 * index, column: 7))
            #expect(inner.first?.position == SourcePosition(line: 2 + 3 * index, column: 9))
        }
    }
}
