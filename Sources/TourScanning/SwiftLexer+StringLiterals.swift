import TourDiagnostics

// String literals, decoded as the compiler decodes them: single-line and
// multi-line bodies, raw delimiters, escapes and interpolations.
extension SwiftLexer {
    /// Reads a literal from its first `#` or `"`, leaving `index` after it.
    mutating func stringLiteral() throws -> SwiftStringLiteral {
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
    fileprivate var isHexDigit: Bool { isASCIIDigit || (0x41...0x46).contains(self) || (0x61...0x66).contains(self) }
}
