import TourDiagnostics

/// Splits Swift source into tokens, decoding string literals as the
/// compiler does: every escape (`\n`, `\t`, `\0`, `\"`, `\'`, `\\`,
/// `\u{...}`), raw strings with any number of `#`, multi-line literals with
/// the closing delimiter's indentation stripped and `\` line continuations,
/// and interpolations (`\(...)`, `\#(...)`) lexed as tokens.
public struct SwiftLexer {
    /// A lexing error: where and what.
    public struct Failure: Error, Sendable {
        public var position: SourcePosition
        public var message: String
    }

    let bytes: [UInt8]
    var index = 0
    /// The comments met, when they are kept.
    var comments: [SwiftComment]?
    var counter = LineCounter(.swift)
    var countedOffset = 0
    /// Where counting starts, and starts over: the file's start (after a
    /// byte order mark), or the place lexing began in the middle of a file.
    var origin: (offset: Int, position: SourcePosition) = (0, SourcePosition(line: 1, column: 1))
    /// Interpolations open around `index`: each is one level of the
    /// lexer's calls, so their nesting is bounded (`maxInterpolationNesting`).
    var interpolationDepth = 0
    /// Where counting may start over, in increasing offsets: the counter at
    /// offsets it reached, some ``checkpointSpacing`` apart.
    var checkpoints: [(offset: Int, counter: LineCounter)] = []
    /// The interpolations already read, by the offset after their `(`: the
    /// tokens and the offset after their `)`. A multi-line literal is read
    /// twice (once to find its closing delimiter's indentation, then its
    /// body), and so is each literal inside its interpolations: without
    /// this, literals nested `n` deep would be read 2^n times.
    var interpolations: [Int: (tokens: [SwiftToken], end: Int)] = [:]

    /// How deeply string interpolations may nest (`"\("\("...")")"`) before
    /// the source is refused: far past what a person writes, and well
    /// inside the stack whatever the thread.
    public static let maxInterpolationNesting = 64

    /// The tokens of one call argument in `source`, from `offset` (just after
    /// the call's `(` or its label, at `position`) to the `)` that closes the
    /// call or the `,` before its next argument; `nil` when the source cannot
    /// be read.
    public static func argumentTokens(of source: [UInt8], from offset: Int, at position: SourcePosition) -> [SwiftToken]? {
        var lexer = SwiftLexer(bytes: source)
        lexer.index = offset
        lexer.origin = (offset, position)
        lexer.counter = LineCounter(.swift, at: position)
        lexer.countedOffset = offset
        guard let tokens = try? lexer.tokens(until: UInt8(ascii: ")")) else { return nil }
        var depth = 0
        for (index, token) in tokens.enumerated() {
            if token.isOpeningBracket { depth += 1 }
            if token.isClosingBracket { depth -= 1 }
            if depth == 0, token.isPunctuation(",") { return Array(tokens[..<index]) }
        }
        return tokens
    }

    /// The tokens of `source`, or the first place it cannot be read.
    public static func tokens(of source: [UInt8]) -> Result<[SwiftToken], Failure> {
        tokensAndComments(of: source, keepingComments: false).map(\.tokens)
    }

    /// The tokens of `source` and its comments (outside interpolations), in
    /// order, or the first place it cannot be read.
    public static func tokensAndComments(of source: [UInt8]) -> Result<(tokens: [SwiftToken], comments: [SwiftComment]), Failure> {
        tokensAndComments(of: source, keepingComments: true)
    }

    static func tokensAndComments(
        of source: [UInt8], keepingComments: Bool
    ) -> Result<(tokens: [SwiftToken], comments: [SwiftComment]), Failure> {
        var lexer = SwiftLexer(bytes: source)
        lexer.comments = keepingComments ? [] : nil
        do {
            let tokens = try lexer.tokens(until: nil)
            return .success((tokens, lexer.comments ?? []))
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(position: SourcePosition(line: 1, column: 1), message: "\(error)"))
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            countedOffset = 3
            origin.offset = 3
        }
    }

    func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// The position of `offset`. Lines are counted forward from the last
    /// offset asked for; looking ahead for a multi-line literal's end can
    /// ask for a later offset first, and then counting starts over from the
    /// last checkpoint before `offset`, not from the file's start (which,
    /// once per literal, made a file of many literals quadratic).
    mutating func position(of offset: Int) -> SourcePosition {
        if offset < countedOffset {
            let checkpoint = checkpoints.last { $0.offset <= offset }
            counter = checkpoint?.counter ?? LineCounter(.swift, at: origin.position)
            countedOffset = checkpoint?.offset ?? origin.offset
        }
        bytes.withUnsafeBufferPointer { counter.advance(overUTF8: $0, from: countedOffset, to: offset) }
        countedOffset = offset
        if countedOffset >= (checkpoints.last?.offset ?? origin.offset) + Self.checkpointSpacing {
            checkpoints.append((countedOffset, counter))
        }
        return counter.position
    }

    /// How far apart, in bytes at least, counting keeps checkpoints.
    private static let checkpointSpacing = 4096

    mutating func failure(_ message: String, at offset: Int) -> Failure {
        Failure(position: position(of: offset), message: message)
    }

    /// Tokens until the end, or until the `)` that closes an interpolation
    /// (`closing` is then `)`, and the parenthesis depth is tracked).
    mutating func tokens(until closing: UInt8?) throws -> [SwiftToken] {
        if closing != nil {
            guard interpolationDepth < Self.maxInterpolationNesting else {
                throw failure(
                    "string interpolations nest more than \(Self.maxInterpolationNesting) levels deep", at: max(origin.offset, index - 2))
            }
            interpolationDepth += 1
        }
        defer { if closing != nil { interpolationDepth -= 1 } }
        var tokens: [SwiftToken] = []
        var depth = 0
        while true {
            let beforeTrivia = index
            skipTrivia()
            if comments != nil, closing == nil, index > beforeTrivia {
                keepComments(in: beforeTrivia..<index, afterToken: !tokens.isEmpty)
            }
            let spaced = index > beforeTrivia
            let countBefore = tokens.count
            defer { if tokens.count > countBefore { tokens[tokens.count - 1].followsSpace = spaced } }
            guard index < bytes.count else {
                if closing != nil { throw failure("an interpolation is not closed with ')'", at: index) }
                return tokens
            }
            let start = index
            let current = bytes[index]
            if let closing, current == closing, depth == 0 {
                index += 1
                return tokens
            }
            if current == UInt8(ascii: "(") { depth += 1 }
            if current == UInt8(ascii: ")") { depth -= 1 }
            if current == UInt8(ascii: "\"") || (current == UInt8(ascii: "#") && rawStringStarts(at: index)) {
                let position = position(of: start)
                tokens.append(SwiftToken(kind: .string(try stringLiteral()), position: position))
            } else if current.isIdentifierStart {
                tokens.append(SwiftToken(kind: .identifier(identifier()), position: position(of: start)))
            } else if current == UInt8(ascii: "`") {
                index += 1
                let name = identifier()
                guard byte(at: index) == UInt8(ascii: "`") else { throw failure("a backquoted name is not closed", at: index) }
                index += 1
                tokens.append(SwiftToken(kind: .identifier(name), position: position(of: start)))
            } else if current == UInt8(ascii: "@") || current == UInt8(ascii: "#") {
                index += 1
                let name = identifier()
                let kind: SwiftToken.Kind = current == UInt8(ascii: "@") ? .attribute(name) : .directive(name)
                tokens.append(SwiftToken(kind: kind, position: position(of: start)))
            } else if current.isASCIIDigit {
                while index < bytes.count, bytes[index].isIdentifierByte || bytes[index] == UInt8(ascii: ".") && byte(at: index + 1).isASCIIDigit {
                    index += 1
                }
                tokens.append(SwiftToken(kind: .number(text(start..<index)), position: position(of: start)))
            } else if "{}()[],:;.?!".utf8.contains(current) {
                index += 1
                tokens.append(SwiftToken(kind: .punctuation(text(start..<index)), position: position(of: start)))
            } else if current < 0x80 {
                // An operator: a run of operator characters.
                while index < bytes.count, "/=-+!*%<>&|^~?".utf8.contains(bytes[index]) {
                    if bytes[index] == UInt8(ascii: "/"), byte(at: index + 1) == UInt8(ascii: "/") || byte(at: index + 1) == UInt8(ascii: "*") {
                        break
                    }
                    index += 1
                }
                if index == start { index += 1 }
                tokens.append(SwiftToken(kind: .punctuation(text(start..<index)), position: position(of: start)))
            } else {
                throw failure("unexpected character", at: start)
            }
        }
    }

    func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    mutating func identifier() -> String {
        let start = index
        while index < bytes.count, bytes[index].isIdentifierByte { index += 1 }
        return text(start..<index)
    }

    /// Records the comments in the trivia `range`; `afterToken` when a
    /// token ends where the range starts.
    mutating func keepComments(in range: Range<Int>, afterToken: Bool) {
        let tokenEndLine = position(of: range.lowerBound).line
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            guard bytes[cursor] == UInt8(ascii: "/"), cursor + 1 < range.upperBound,
                bytes[cursor + 1] == UInt8(ascii: "/") || bytes[cursor + 1] == UInt8(ascii: "*")
            else {
                cursor += 1
                continue
            }
            let start = cursor
            if bytes[cursor + 1] == UInt8(ascii: "/") {
                while cursor < range.upperBound, bytes[cursor] != UInt8(ascii: "\n"), bytes[cursor] != UInt8(ascii: "\r") { cursor += 1 }
            } else {
                cursor = min(range.upperBound, bytes.withUnsafeBufferPointer { SwiftTrivia.endOfBlockComment(in: $0, from: start) })
            }
            let position = position(of: start)
            let comment = SwiftComment(text: text(start..<cursor), position: position, isTrailing: afterToken && position.line == tokenEndLine)
            comments?.append(comment)
        }
    }

    /// Skips spaces, line breaks and comments (block comments nest).
    mutating func skipTrivia() {
        index = bytes.withUnsafeBufferPointer { SwiftTrivia.end(in: $0, from: index) }
    }

    func rawStringStarts(at offset: Int) -> Bool {
        SwiftStringDelimiter.opening(in: bytes, at: offset) != nil
    }
}
