import TourDiagnostics

/// A token of Swift source: what `tourc import` reads hand-written enums
/// with. Comments are dropped; string literals arrive decoded, exactly as
/// the compiler reads them, with their interpolations as tokens.
public struct SwiftToken: Sendable, Equatable {
    /// What the token is.
    public enum Kind: Sendable, Equatable {
        /// A name or keyword (`case`, `switch`, `title`); backticks removed.
        case identifier(String)
        /// An attribute (`@MainActor`), without the `@`.
        case attribute(String)
        /// Punctuation or an operator: `{`, `}`, `(`, `)`, `:`, `,`, `.`, `=`, `+`, `->`...
        case punctuation(String)
        /// A number, as written.
        case number(String)
        /// A string literal.
        case string(SwiftStringLiteral)
        /// A compiler directive such as `#if`, or a macro (`#Preview`).
        case directive(String)
    }

    /// What the token is.
    public var kind: Kind
    /// Where it starts.
    public var position: SourcePosition
    /// Whether white space or a comment comes right before it: a ternary's
    /// `?` has some, optional chaining's has none.
    public var followsSpace = false

    /// The identifier's text, if the token is one.
    public var identifier: String? {
        if case .identifier(let name) = kind { return name }
        return nil
    }

    /// Whether the token is the punctuation `text`.
    public func isPunctuation(_ text: String) -> Bool {
        if case .punctuation(let punctuation) = kind { return punctuation == text }
        return false
    }
}

/// A decoded string literal: its text runs and interpolations, in order.
/// Equal only when everything is: every segment's text, and every
/// interpolation's tokens and position.
public struct SwiftStringLiteral: Sendable, Equatable {
    /// One piece of the literal.
    public enum Segment: Sendable, Equatable {
        /// Characters, escapes decoded, multi-line indentation stripped.
        case text(String)
        /// `\(...)`: the tokens between the parentheses.
        case interpolation([SwiftToken], SourcePosition)
    }

    /// The pieces, with adjacent text merged.
    public var segments: [Segment]
    /// Whether it was written with `"""`.
    public var isMultiline: Bool
    /// How many `#` delimit it (raw strings).
    public var hashes: Int

}

/// A comment in Swift source, as `tourc import swift` carries it into a tour
/// file.
public struct SwiftComment: Sendable, Equatable {
    /// The comment as written, with its delimiters (`// Browsing`, `/* ... */`).
    public var text: String
    /// Where it starts.
    public var position: SourcePosition
    /// Whether it starts on the line where the token before it ends (`case
    /// reverb // the knob`), rather than on a line of its own.
    public var isTrailing: Bool

    /// The comment's text without its delimiters, line by line: `//` and
    /// `///` and one space after them dropped; a block comment's `/*`,
    /// `*/`, the indentation of its lines and a `*` that starts them
    /// dropped, and its empty first and last lines.
    public var lines: [String] {
        func trimmedEnd(_ line: Substring) -> String {
            String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        if text.hasPrefix("//") {
            var body = text.dropFirst(2)
            if body.hasPrefix("/") { body = body.dropFirst() }
            if body.hasPrefix(" ") { body = body.dropFirst() }
            return [trimmedEnd(body)]
        }
        var body = text.dropFirst(2)
        if body.hasPrefix("*"), !body.hasPrefix("*/") { body = body.dropFirst() }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        var lines = body.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }.map { line -> String in
            var line = line.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("*") { line = line.dropFirst().hasPrefix(" ") ? line.dropFirst(2) : line.dropFirst() }
            return trimmedEnd(line)
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }
}

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

    private let bytes: [UInt8]
    private var index = 0
    /// The comments met, when they are kept.
    private var comments: [SwiftComment]?
    private var counter = LineCounter(.swift)
    private var countedOffset = 0
    /// Where counting starts, and starts over: the file's start (after a
    /// byte order mark), or the place lexing began in the middle of a file.
    private var origin: (offset: Int, position: SourcePosition) = (0, SourcePosition(line: 1, column: 1))
    /// Interpolations open around `index`: each is one level of the
    /// lexer's calls, so their nesting is bounded (`maxInterpolationNesting`).
    private var interpolationDepth = 0
    /// Where counting may start over, in increasing offsets: the counter at
    /// offsets it reached, some ``checkpointSpacing`` apart.
    private var checkpoints: [(offset: Int, counter: LineCounter)] = []
    /// The interpolations already read, by the offset after their `(`: the
    /// tokens and the offset after their `)`. A multi-line literal is read
    /// twice (once to find its closing delimiter's indentation, then its
    /// body), and so is each literal inside its interpolations: without
    /// this, literals nested `n` deep would be read 2^n times.
    private var interpolations: [Int: (tokens: [SwiftToken], end: Int)] = [:]

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

    private static func tokensAndComments(
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

    private func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    /// The position of `offset`. Lines are counted forward from the last
    /// offset asked for; looking ahead for a multi-line literal's end can
    /// ask for a later offset first, and then counting starts over from the
    /// last checkpoint before `offset`, not from the file's start (which,
    /// once per literal, made a file of many literals quadratic).
    private mutating func position(of offset: Int) -> SourcePosition {
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

    private mutating func failure(_ message: String, at offset: Int) -> Failure {
        Failure(position: position(of: offset), message: message)
    }

    /// Tokens until the end, or until the `)` that closes an interpolation
    /// (`closing` is then `)`, and the parenthesis depth is tracked).
    private mutating func tokens(until closing: UInt8?) throws -> [SwiftToken] {
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

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private mutating func identifier() -> String {
        let start = index
        while index < bytes.count, bytes[index].isIdentifierByte { index += 1 }
        return text(start..<index)
    }

    /// Records the comments in the trivia `range`; `afterToken` when a
    /// token ends where the range starts.
    private mutating func keepComments(in range: Range<Int>, afterToken: Bool) {
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
    private mutating func skipTrivia() {
        index = bytes.withUnsafeBufferPointer { SwiftTrivia.end(in: $0, from: index) }
    }

    private func rawStringStarts(at offset: Int) -> Bool {
        SwiftStringDelimiter.opening(in: bytes, at: offset) != nil
    }

    // MARK: String literals

    /// Reads a literal from its first `#` or `"`, leaving `index` after it.
    private mutating func stringLiteral() throws -> SwiftStringLiteral {
        let start = index
        guard let (delimiter, bodyStart) = SwiftStringDelimiter.opening(in: bytes, at: index) else {
            throw failure("expected a string literal", at: start)
        }
        index = bodyStart
        var builder = SegmentBuilder()
        if delimiter.isMultiline {
            try multilineBody(delimiter, start: start, into: &builder)
        } else {
            try singleLineBody(delimiter, start: start, into: &builder)
        }
        return SwiftStringLiteral(segments: builder.segments, isMultiline: delimiter.isMultiline, hashes: delimiter.hashes)
    }

    private struct SegmentBuilder {
        var segments: [SwiftStringLiteral.Segment] = []
        var text: [UInt8] = []

        mutating func flush() {
            guard !text.isEmpty else { return }
            segments.append(.text(String(decoding: text, as: UTF8.self)))
            text.removeAll()
        }
    }

    private mutating func singleLineBody(_ delimiter: SwiftStringDelimiter, start: Int, into builder: inout SegmentBuilder) throws {
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\""), let end = delimiter.closingEnd(in: bytes, at: index) {
                index = end
                builder.flush()
                return
            }
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") { break }
            if current == UInt8(ascii: "\\"), let escaped = delimiter.escapedCharacter(in: bytes, at: index) {
                try escape(at: escaped, into: &builder)
                continue
            }
            builder.text.append(current)
            index += 1
        }
        throw failure("the string literal is not closed on its line", at: start)
    }

    /// A multi-line literal: the closing delimiter's indentation is found
    /// first, then stripped from every line while the body is decoded.
    private mutating func multilineBody(_ delimiter: SwiftStringDelimiter, start: Int, into builder: inout SegmentBuilder) throws {
        // The opening delimiter ends its line.
        while byte(at: index) == UInt8(ascii: " ") || byte(at: index) == UInt8(ascii: "\t") { index += 1 }
        guard byte(at: index) == UInt8(ascii: "\n") || byte(at: index) == UInt8(ascii: "\r") else {
            throw failure("a multi-line string literal's content starts on the line after its '\"\"\"'", at: index)
        }
        index += byte(at: index) == UInt8(ascii: "\r") && byte(at: index + 1) == UInt8(ascii: "\n") ? 2 : 1
        let bodyStart = index
        let (closing, indentation) = try closingDelimiter(delimiter, from: bodyStart, literalStart: start)
        let closingQuotes = closing + indentation.count
        index = bodyStart
        var atLineStart = true
        while index < closing {
            if atLineStart {
                atLineStart = false
                if bytes[index...].starts(with: indentation) {
                    index += indentation.count
                } else {
                    // A line of only white space may be shorter than the indentation.
                    var cursor = index
                    while cursor < closing, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
                    guard cursor == closing || bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\r") else {
                        throw failure("this line is indented less than the closing '\"\"\"'", at: index)
                    }
                    index = cursor
                }
                continue
            }
            let current = bytes[index]
            if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                index += current == UInt8(ascii: "\r") && byte(at: index + 1) == UInt8(ascii: "\n") ? 2 : 1
                // The line break before the closing delimiter is not part of the text.
                if index < closing { builder.text.append(UInt8(ascii: "\n")) }
                atLineStart = true
                continue
            }
            if current == UInt8(ascii: "\\"), let after = delimiter.escapedCharacter(in: bytes, at: index) {
                if byte(at: after) == UInt8(ascii: "\n") || byte(at: after) == UInt8(ascii: "\r") {
                    // A line continuation: the line break is not part of the text.
                    index = after + (byte(at: after) == UInt8(ascii: "\r") && byte(at: after + 1) == UInt8(ascii: "\n") ? 2 : 1)
                    atLineStart = true
                    continue
                }
                try escape(at: after, into: &builder)
                continue
            }
            builder.text.append(current)
            index += 1
        }
        builder.flush()
        index = closingQuotes + 3 + delimiter.hashes
    }

    /// Where the line of a multi-line literal's closing delimiter starts,
    /// and the white space before the delimiter on that line.
    private mutating func closingDelimiter(_ delimiter: SwiftStringDelimiter, from bodyStart: Int, literalStart: Int) throws -> (
        Int, [UInt8]
    ) {
        var cursor = bodyStart
        while cursor < bytes.count {
            let current = bytes[cursor]
            if current == UInt8(ascii: "\\"), let after = delimiter.escapedCharacter(in: bytes, at: cursor) {
                if byte(at: after) == UInt8(ascii: "(") {
                    cursor = try skipInterpolation(from: after + 1)
                } else {
                    cursor = after + 1
                }
                continue
            }
            if current == UInt8(ascii: "\""), delimiter.closingEnd(in: bytes, at: cursor) != nil {
                var lineStart = cursor
                while lineStart > bodyStart, bytes[lineStart - 1] != UInt8(ascii: "\n"), bytes[lineStart - 1] != UInt8(ascii: "\r") {
                    lineStart -= 1
                }
                let indentation = Array(bytes[lineStart..<cursor])
                guard indentation.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else {
                    throw failure("a multi-line string literal's closing '\"\"\"' must start its own line", at: cursor)
                }
                return (lineStart, indentation)
            }
            cursor += 1
        }
        throw failure("the multi-line string literal is not closed", at: literalStart)
    }

    /// Skips an interpolation's tokens (strings inside included) from just
    /// after its `(`; returns the offset after its `)`.
    private mutating func skipInterpolation(from offset: Int) throws -> Int {
        let saved = index
        defer { index = saved }
        index = offset
        _ = try interpolationTokens()
        return index
    }

    /// The tokens of the interpolation whose `(` is just before `index`,
    /// read once however often they are asked for; `index` ends after its `)`.
    private mutating func interpolationTokens() throws -> [SwiftToken] {
        if let known = interpolations[index] {
            index = known.end
            return known.tokens
        }
        let start = index
        let tokens = try tokens(until: UInt8(ascii: ")"))
        interpolations[start] = (tokens, index)
        return tokens
    }

    /// The escape whose `\` is at `index` and whose escaped character is at
    /// `escaped`, appended to the text or, for an interpolation, as tokens.
    private mutating func escape(at escaped: Int, into builder: inout SegmentBuilder) throws {
        let start = index
        index = escaped
        let kind = byte(at: index)
        index += 1
        switch kind {
        case UInt8(ascii: "n"): builder.text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): builder.text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): builder.text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): builder.text.append(0)
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): builder.text.append(kind)
        case UInt8(ascii: "u"):
            guard byte(at: index) == UInt8(ascii: "{") else { throw failure("expected '{' after '\\u'", at: start) }
            let digitsStart = index + 1
            var cursor = digitsStart
            while byte(at: cursor).isHexDigit { cursor += 1 }
            guard byte(at: cursor) == UInt8(ascii: "}"), (1...8).contains(cursor - digitsStart),
                let value = UInt32(text(digitsStart..<cursor), radix: 16), let scalar = Unicode.Scalar(value)
            else { throw failure("'\\u{...}' must hold a Unicode scalar in hex", at: start) }
            builder.text += Array(String(scalar).utf8)
            index = cursor + 1
        case UInt8(ascii: "("):
            builder.flush()
            let position = position(of: start)
            builder.segments.append(.interpolation(try interpolationTokens(), position))
        default:
            throw failure("unknown escape in a string literal", at: start)
        }
    }
}

extension UInt8 {
    fileprivate var isIdentifierStart: Bool { isASCIILetter || self == UInt8(ascii: "_") || self >= 0x80 }
    fileprivate var isIdentifierByte: Bool { isASCIIAlphanumeric || self == UInt8(ascii: "_") || self >= 0x80 }
    fileprivate var isHexDigit: Bool { isASCIIDigit || (0x41...0x46).contains(self) || (0x61...0x66).contains(self) }
}
