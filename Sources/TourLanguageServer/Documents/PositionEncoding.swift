import TourDiagnostics

/// How an LSP position's `character` counts (LSP 3.17's
/// `PositionEncodingKind`). tourc counts Unicode scalars, which is UTF-32;
/// editors mostly count UTF-16 units, in which 🎹 is two.
enum PositionEncoding: String, Sendable, CaseIterable {
    /// Bytes.
    case utf8 = "utf-8"
    /// UTF-16 code units: what every client counts unless it says otherwise.
    case utf16 = "utf-16"
    /// Unicode scalars, as tourc counts columns.
    case utf32 = "utf-32"

    /// The first encoding the client offers (in its order of preference)
    /// that the server knows; UTF-16, which every client must support, when
    /// it offers none.
    static func negotiated(offered: [String]?) -> PositionEncoding {
        offered?.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
    }

    /// How many units a scalar takes whose UTF-8 form is `length` bytes.
    fileprivate func units(ofScalarOfLength length: Int) -> Int {
        switch self {
        case .utf8: length
        case .utf16: length == 4 ? 2 : 1
        case .utf32: 1
        }
    }
}

extension TextDocument {
    /// The LSP position of the byte at `offset`.
    func position(ofOffset offset: Int, in encoding: PositionEncoding) -> Position {
        let line = line(atOffset: offset)
        var character = 0
        forEachScalar(in: lineStarts[line]..<min(offset, lineRange(line).upperBound)) { _, length in
            character += encoding.units(ofScalarOfLength: length)
        }
        return Position(line: line, character: character)
    }

    /// The byte offset of `position`. A character past the end of its line
    /// is the line's end, as LSP says; one inside a scalar (half of a
    /// UTF-16 pair) is that scalar's start.
    func offset(of position: Position, in encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let line = lineRange(max(position.line, 0))
        var units = 0
        var result = line.upperBound
        forEachScalar(in: line) { start, length in
            guard result == line.upperBound else { return }
            units += encoding.units(ofScalarOfLength: length)
            if units > position.character { result = start }
        }
        return result
    }

    /// The byte offset of tourc's `position` (a 1-based line and a column
    /// in Unicode scalars); past the end of its line, the line's end.
    func offset(of position: SourcePosition) -> Int {
        offset(of: Position(line: position.line - 1, character: position.column - 1), in: .utf32)
    }

    /// The range of `scalars` Unicode scalars from tourc's `position`, cut
    /// at the end of its line.
    func range(from position: SourcePosition, scalars: Int, in encoding: PositionEncoding) -> TextRange {
        let start = offset(of: position)
        let end = offset(of: SourcePosition(line: position.line, column: position.column + scalars))
        return TextRange(start: self.position(ofOffset: start, in: encoding), end: self.position(ofOffset: end, in: encoding))
    }

    /// The range of the bytes `range`.
    func range(of range: Range<Int>, in encoding: PositionEncoding) -> TextRange {
        TextRange(start: position(ofOffset: range.lowerBound, in: encoding), end: position(ofOffset: range.upperBound, in: encoding))
    }

    /// Calls `body` with the start and UTF-8 length of each scalar in
    /// `range`. A byte that starts no valid sequence counts as a scalar of
    /// its own. (Only malformed UTF-8 tells this from ``LineCounter``,
    /// which steps over a lead byte's whole length; the pipeline reports
    /// such a file, TOUR102, before any position in it matters.)
    private func forEachScalar(in range: Range<Int>, _ body: (_ start: Int, _ length: Int) -> Void) {
        var index = range.lowerBound
        while index < range.upperBound {
            let lead = bytes[index]
            var length =
                switch lead {
                case 0xF0...0xF7: 4
                case 0xE0...0xEF: 3
                case 0xC0...0xDF: 2
                default: 1
                }
            if index + length > range.upperBound || bytes[index + 1..<index + length].contains(where: { $0 & 0xC0 != 0x80 }) { length = 1 }
            body(index, length)
            index += length
        }
    }
}
