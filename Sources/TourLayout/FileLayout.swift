import TourDiagnostics
import TourSyntax

/// What laying out one file gave.
public struct LayoutOutcome: Sendable {
    /// The file in the canonical layout (the same bytes when it already
    /// is); `nil` when it is not laid out, and `diagnostics` say why.
    public var bytes: [UInt8]?
    /// Why the file was not laid out: its YAML errors, or a TOUR7xx error.
    public var diagnostics: [Diagnostic]
}

/// `tourc format`'s pure part: a tour file's bytes in, the same file in
/// the canonical layout out (docs/format.md, "Layout"), or the reasons
/// it is left alone.
///
/// How: the file is parsed twice, once by ``YAMLParser`` for its errors
/// (a file with any is left alone: its layout could only be guessed) and
/// once by ``YAMLSourceReader`` for the nodes as written, with their byte
/// ranges. ``LayoutBuilder`` attaches each comment and blank line to a node
/// by where it is, and ``LayoutPrinter`` writes the nodes back: the
/// structure (indentation, key order, texts) anew, everything else (keys,
/// scalars that are not texts, flow collections, aliases, anchors and
/// tags, comments) as written. The file's line breaks and byte order mark
/// are kept. The result is then read back and compared with the original
/// node by node (``LayoutCheck``): a difference is refused, never written.
///
/// A document holding something the layout does not handle (an explicit
/// `? ` key, a top level in flow style) is kept as written, as is a file
/// that breaks lines with NEL, LS or PS, which libyaml counts as line
/// breaks and the layout does not.
public enum FileLayout {
    /// Collections nested deeper than this are no tour (a tour nests about
    /// five levels): the layout recurses, and stops here.
    static let maxDepth = 100

    /// `bytes`, the file `file`, laid out; YAML read with `limits`.
    public static func layOut(_ bytes: [UInt8], file: String, limits: YAMLLimits = .default) -> LayoutOutcome {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return refusal(
                Diagnostic(
                    .formatNeedsUTF8, "this file is UTF-16; tourc format rewrites UTF-8 files only; save it as UTF-8 to format it", file: file,
                    at: SourcePosition(line: 1, column: 1)))
        }
        var collector = DiagnosticCollector(file: file)
        let parsed = YAMLParser(limits: limits).parse(bytes, diagnostics: &collector)
        if parsed.stoppedEarly || collector.hasErrors {
            return LayoutOutcome(bytes: nil, diagnostics: collector.diagnostics.filter { $0.severity == .error })
        }
        let documents: [YAMLSourceDocument]
        switch YAMLSourceReader.read(bytes, maxDepth: min(limits.maxDepth, maxDepth)) {
        case .documents(let read): documents = read
        case .tooDeep(let position):
            return refusal(
                Diagnostic(
                    .notATourFile, "lists and mappings nest more than \(maxDepth) levels deep here; a tour nests about five", file: file,
                    at: position))
        case .unreadable:
            return refusal(Diagnostic(.formatChangesMeaning, "libyaml reads this file differently a second time", file: file))
        }
        if let problem = TourDocuments.problem(in: documents, file: file) { return refusal(problem) }
        if containsUnicodeLineBreaks(bytes) { return LayoutOutcome(bytes: bytes, diagnostics: []) }

        let formatted = laidOut(documents, of: SourceText(bytes: bytes))
        guard formatted != bytes else { return LayoutOutcome(bytes: bytes, diagnostics: []) }
        let readBack: [YAMLSourceDocument]
        if case .documents(let read) = YAMLSourceReader.read(formatted, maxDepth: min(limits.maxDepth, maxDepth)) {
            readBack = read
        } else {
            readBack = []
        }
        if let position = LayoutCheck.firstDifference(between: documents, and: readBack) {
            return refusal(
                Diagnostic(
                    .formatChangesMeaning, "laid out, this file would say something else here; it was left as it is", file: file,
                    at: position, notes: ["this is a bug in tourc format: please report it with the file"]))
        }
        return LayoutOutcome(bytes: formatted, diagnostics: [])
    }

    /// Each document laid out in turn; one the layout does not handle as written.
    static func laidOut(_ documents: [YAMLSourceDocument], of text: SourceText) -> [UInt8] {
        let bytes = text.bytes
        let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var printer = LayoutPrinter(text: text, writer: LayoutWriter(lineBreak: text.lineBreak, startingWith: Array(bytes[..<bom])))
        for (index, document) in documents.enumerated() {
            let start = index == 0 ? bom : document.start
            let region = start..<(index + 1 < documents.count ? documents[index + 1].start : bytes.count)
            do {
                try DocumentLayout(document, region: region, of: text).write(with: &printer)
            } catch {
                printer.writer.verbatim(bytes[region])
            }
        }
        return printer.writer.bytes
    }

    /// Whether the file holds NEL (U+0085), LS (U+2028) or PS (U+2029).
    private static func containsUnicodeLineBreaks(_ bytes: [UInt8]) -> Bool {
        for index in bytes.indices.dropLast() {
            if bytes[index] == 0xC2, bytes[index + 1] == 0x85 { return true }
            if bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 {
                return true
            }
        }
        return false
    }

    private static func refusal(_ diagnostic: Diagnostic) -> LayoutOutcome {
        LayoutOutcome(bytes: nil, diagnostics: [diagnostic])
    }
}
