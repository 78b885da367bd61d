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
