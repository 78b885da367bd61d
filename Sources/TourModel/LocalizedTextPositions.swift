import TourDiagnostics
import TourFormat
import TourSyntax

extension LocalizedText.Entry {
    /// The source position of the scalar at `offset` in the text: where
    /// that character is written, in a block text (`|`, `>`), a quoted or
    /// plain text over several lines, and a quoted text with escapes too
    /// (through its ``source``); the text's start when the source is not
    /// known.
    public func position(ofScalarOffset offset: Int) -> SourcePosition {
        if let source, let written = source.position(ofScalarOffset: offset, in: text) { return written }
        guard isSingleLine else { return position }
        switch style {
        case .plain:
            return SourcePosition(line: position.line, column: position.column + offset)
        case .singleQuoted:
            // Each quote before the character is written twice (`''`).
            let quotes = text.unicodeScalars.prefix(offset).count(where: { $0 == "'" })
            return SourcePosition(line: position.line, column: position.column + 1 + offset + quotes)
        case .doubleQuoted where text.unicodeScalars.allSatisfy(\.isWrittenAsIsInDoubleQuotes):
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
