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

    static let opener = "{symbol:"

    /// Splits `text` into plain runs and symbols.
    public static func segments(of text: String) -> (segments: [Segment], problems: [Problem]) {
        var segments: [Segment] = []
        var problems: [Problem] = []
        var runStart = text.startIndex
        var searchStart = text.startIndex
        while let opening = text[searchStart...].firstRange(of: opener) {
            let nameStart = opening.upperBound
            guard let close = text[nameStart...].firstIndex(of: "}") else {
                problems.append(Problem(
                    scalarOffset: scalarOffset(of: opening.lowerBound, in: text),
                    message: "'{symbol:' is not closed with '}'"))
                break
            }
            let name = String(text[nameStart..<close])
            if NameRule.symbolName.matches(name) {
                if runStart < opening.lowerBound { segments.append(.text(text[runStart..<opening.lowerBound])) }
                segments.append(.symbol(name))
                runStart = text.index(after: close)
            } else {
                problems.append(Problem(
                    scalarOffset: scalarOffset(of: opening.lowerBound, in: text),
                    message: "'\(name.truncatedForMessage)' is not a valid SF Symbol name in {symbol:...}"))
            }
            searchStart = text.index(after: close)
        }
        if runStart < text.endIndex { segments.append(.text(text[runStart...])) }
        return (segments, problems)
    }

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
