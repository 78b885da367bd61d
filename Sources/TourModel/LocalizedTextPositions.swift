import TourBytes
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
            return SourcePosition(line: position.line, column: position.column + 1 + offset + quotes(beforeScalarOffset: offset))
        case .doubleQuoted where text.utf8.allSatisfy(\.isWrittenAsIsInDoubleQuotes):
            return SourcePosition(line: position.line, column: position.column + 1 + offset)
        default:
            return position
        }
    }
}

extension LocalizedText.Entry {
    /// The quotes (`'`) in the text's first `offset` scalars, counted in
    /// its UTF-8: a lint's finding in a single-quoted text asks it, and
    /// reading the text by scalars cost a finding ten times as much.
    fileprivate func quotes(beforeScalarOffset offset: Int) -> Int {
        text.withUTF8Bytes { bytes in
            var scalars = 0
            var quotes = 0
            for byte in bytes {
                // Every byte but a continuation byte (10xxxxxx) starts a scalar.
                if byte & 0xC0 != 0x80 {
                    guard scalars < offset else { break }
                    scalars += 1
                }
                if byte == UInt8(ascii: "'") { quotes += 1 }
            }
            return quotes
        }
    }
}

extension UInt8 {
    /// Printable ASCII other than `\` and `"`: characters a double-quoted
    /// scalar can only hold by writing them as they are (any other byte
    /// belongs to one that is escaped or not ASCII).
    fileprivate var isWrittenAsIsInDoubleQuotes: Bool {
        (0x20..<0x7F).contains(self) && self != UInt8(ascii: "\\") && self != UInt8(ascii: "\"")
    }
}
