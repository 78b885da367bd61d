#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The markup tour texts may hold: `{symbol:NAME}` places an SF Symbol
/// inline; everything else is text, kept exactly as written (Markdown is
/// left for `LocalizedStringKey` to render).
public enum TextMarkup {
    /// A piece of a text.
    public enum Segment: Sendable, Hashable {
        /// Characters shown as written.
        case text(Substring)
        /// An SF Symbol, by name.
        case symbol(String)
    }

    /// A `{symbol:` that is not followed by a valid name and `}`.
    public struct Problem: Sendable, Hashable {
        /// Where the markup starts, in Unicode scalars from the text's start.
        public var scalarOffset: Int
        /// What is wrong with it.
        public var message: String
    }

    /// Splits `text` into plain runs and symbols, and reports every
    /// `{symbol:` that is not a valid marker. Works on UTF-8 bytes: a text
    /// without `{` costs one pass of a byte search.
    public static func segments(of text: String) -> (segments: [Segment], problems: [Problem]) {
        var segments: [Segment] = []
        var problems: [Problem] = []
        let utf8 = text.utf8
        var runStart = utf8.startIndex
        var cursor = utf8.startIndex
        while let brace = utf8[cursor...].firstIndex(of: UInt8(ascii: "{")) {
            cursor = utf8.index(after: brace)
            guard utf8[brace...].starts(with: opener) else { continue }
            let nameStart = utf8.index(brace, offsetBy: opener.count)
            guard let close = utf8[nameStart...].firstIndex(of: UInt8(ascii: "}")) else {
                problems.append(Problem(scalarOffset: scalarOffset(of: brace, in: text), message: "'{symbol:' is not closed with '}'"))
                break
            }
            let name = String(text[nameStart..<close])
            if NameRule.symbolName.matches(name) {
                if runStart < brace { segments.append(.text(text[runStart..<brace])) }
                segments.append(.symbol(name))
                runStart = utf8.index(after: close)
            } else {
                problems.append(
                    Problem(
                        scalarOffset: scalarOffset(of: brace, in: text),
                        message: "'\(name.truncatedForMessage)' is not a valid SF Symbol name in {symbol:...}"))
            }
            cursor = utf8.index(after: close)
        }
        if runStart < utf8.endIndex { segments.append(.text(text[runStart...])) }
        return (segments, problems)
    }

    /// Only the problems, for validation; texts without `{` are done after one byte search.
    public static func problems(in text: String) -> [Problem] {
        var text = text
        let hasBrace = text.withUTF8 { !$0.isEmpty && memchr($0.baseAddress!, Int32(UInt8(ascii: "{")), $0.count) != nil }
        guard hasBrace else { return [] }
        return segments(of: text).problems
    }

    private static let opener = Array("{symbol:".utf8)

    private static func scalarOffset(of index: String.Index, in text: String) -> Int {
        text.unicodeScalars.distance(from: text.startIndex, to: index)
    }
}

extension LocalizedText.Entry {
    /// The source position of the scalar at `offset` in the text, when the
    /// text sits on one source line in a form that maps one to one onto the
    /// source (plain, or quoted without escapes); otherwise the text's start.
    public func position(ofScalarOffset offset: Int) -> SourcePosition {
        guard isSingleLine else { return position }
        switch style {
        case .plain:
            return SourcePosition(line: position.line, column: position.column + offset)
        case .singleQuoted where !text.contains("'"), .doubleQuoted where text.unicodeScalars.allSatisfy(\.isWrittenAsIsInDoubleQuotes):
            return SourcePosition(line: position.line, column: position.column + 1 + offset)
        default:
            return position
        }
    }
}

extension Unicode.Scalar {
    /// Printable ASCII other than `\` and `"`: characters a double-quoted
    /// scalar can only hold by writing them as they are.
    fileprivate var isWrittenAsIsInDoubleQuotes: Bool {
        (0x20..<0x7F).contains(value) && self != "\\" && self != "\""
    }
}
