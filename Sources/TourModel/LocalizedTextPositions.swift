import TourDiagnostics
import TourFormat
import TourSyntax

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
