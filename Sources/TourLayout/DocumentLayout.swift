import TourSyntax

/// One document of a file, ready to be written: what comes before its top
/// mapping (comments, `---`, directives), the mapping with every comment
/// attached, and what comes after it.
struct DocumentLayout {
    /// A line, or a piece of one, outside the top mapping.
    enum Piece {
        case blank
        /// A comment; not `ownLine` when it follows a marker on its line.
        case comment(Comment, ownLine: Bool)
        /// `---`, `...` or a directive, as written.
        case marker(ArraySlice<UInt8>)
    }

    var before: [Piece]
    /// The top mapping; `nil` for a document with nothing in it.
    var root: LayoutNode?
    /// Whether the top mapping's anchor or tag is on the `---` line.
    var rootOnMarkerLine = false
    var after: [Piece]

    /// Reads the document `document` of `text`, which spans `region` (from
    /// its start to the next document's). Throws when the document holds
    /// something the layout leaves as written, such as a top level that is
    /// not a block mapping.
    init(_ document: YAMLSourceDocument, region: Range<Int>, of text: SourceText) throws(LayoutUnsupported) {
        let builder = LayoutBuilder(text: text)
        let top = document.root
        if case .scalar("", .plain) = top.content, top.anchor == nil, top.tag == nil {
            before = try Self.pieces(builder.tokens(region)[...])
            root = nil
            after = []
            return
        }
        guard case .mapping(_, flow: false) = top.content, top.range.lowerBound >= region.lowerBound else {
            throw LayoutUnsupported(offset: top.range.lowerBound)
        }
        before = try Self.pieces(builder.tokens(region.lowerBound..<top.range.lowerBound)[...])
        // A mapping that starts on the `---` line: only its anchor or tag may.
        rootOnMarkerLine = !text.startsLine(top.range.lowerBound)
        if rootOnMarkerLine, top.anchor == nil, top.tag == nil { throw LayoutUnsupported(offset: top.range.lowerBound) }
        let root = try builder.node(top, role: .mapping(.tour), parentIndent: -1)
        var closing: [Trivia] = []
        guard let rest = builder.attach(try builder.tokens(root.contentEnd..<region.upperBound), after: root, into: &closing) else {
            throw LayoutUnsupported(offset: root.contentEnd)
        }
        self.root = root
        after =
            try closing.map { trivia in
                switch trivia {
                case .blank: .blank
                case .comment(let comment): .comment(comment, ownLine: true)
                }
            } + Self.pieces(rest)
    }

    private static func pieces(_ tokens: ArraySlice<Gap.Token>) throws(LayoutUnsupported) -> [Piece] {
        var pieces: [Piece] = []
        for token in tokens {
            switch token {
            case .blank: pieces.append(.blank)
            case .comment(let comment, let ownLine, _): pieces.append(.comment(comment, ownLine: ownLine))
            case .marker(let marker): pieces.append(.marker(marker))
            case .dash(let offset): throw LayoutUnsupported(offset: offset)
            case .colon: throw LayoutUnsupported(offset: 0)
            }
        }
        return pieces
    }

    /// Writes the document with `printer`.
    func write(with printer: inout LayoutPrinter) {
        write(before, with: &printer.writer)
        if !rootOnMarkerLine, printer.writer.isLineOpen { printer.writer.endLine() }
        if let root {
            printer.sortsKeys = AliasOrder.isKept(in: root)
            printer.mapping(root, indent: 0, opener: .root)
        }
        write(after, with: &printer.writer)
        if printer.writer.isLineOpen { printer.writer.endLine() }
    }

    /// Pieces at the left margin; a marker's line stays open, for a
    /// comment or the top mapping's anchor after it.
    private func write(_ pieces: [Piece], with writer: inout LayoutWriter) {
        for piece in pieces {
            switch piece {
            case .blank:
                if writer.isLineOpen { writer.endLine() }
                writer.blank()
            case .comment(let comment, ownLine: false) where writer.isLineOpen:
                writer.append(comment)
            case .comment(let comment, _):
                if writer.isLineOpen { writer.endLine() }
                writer.commentLine(comment, indent: 0)
            case .marker(let marker):
                if writer.isLineOpen { writer.endLine() }
                writer.beginLine(indent: 0)
                writer.append(marker)
            }
        }
    }
}
