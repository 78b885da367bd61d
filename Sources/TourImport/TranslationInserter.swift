import TourDiagnostics
import TourSyntax

/// Translations to add to one title, text or description of a tour file.
public struct TranslationAddition: Sendable, Equatable {
    /// Where the text's value starts (`LocalizedText.position`).
    public var position: SourcePosition
    /// The translations, by language tag; none of them is in the text yet.
    public var translations: [String: String]

    /// Creates an addition.
    public init(position: SourcePosition, translations: [String: String]) {
        self.position = position
        self.translations = translations
    }
}

/// Adds translations to a tour file in place, the way a writer would: every
/// other byte (comments, blank lines, quoting, the order of keys) stays as it
/// was.
///
/// - A text that is one string becomes a mapping from language to text:
///   `title: {en: Settings, de: Einstellungen}` when it fits on one line,
///   else a block mapping under the key, with multi-line texts as literal
///   blocks. The source keeps its own bytes when it was on one line.
/// - A text that is already a mapping gets the new languages after its last
///   one, in the mapping's own style (flow or block).
///
/// The edit is made on the text only; the caller reads the file again to
/// prove that every text is as it was, plus the new translations.
public enum TranslationInserter {
    /// The file's bytes with the translations added, and the additions that
    /// could not be made (their positions): a value that is not where the
    /// tree says, or written in a way an edit cannot safely extend (a tag, a
    /// value on its own line after an anchor).
    public static func inserting(
        _ additions: [TranslationAddition], sourceLanguage: String, into bytes: [UInt8], documents: [YAMLDocument]
    ) -> (bytes: [UInt8], failed: [SourcePosition]) {
        var fields: [SourcePosition: Field] = [:]
        for document in documents { collectFields(in: document.root, into: &fields) }
        var wanted = Set<SourcePosition>()
        for addition in additions {
            guard let field = fields[addition.position] else { continue }
            wanted.formUnion(field.positions)
        }
        let offsets = TextPositions.byteOffsets(of: wanted, inUTF8: bytes)
        let text = FileText(bytes: bytes, offsets: offsets)
        var edits: [(range: Range<Int>, replacement: String)] = []
        var failed: [SourcePosition] = []
        for addition in additions where !addition.translations.isEmpty {
            guard let field = fields[addition.position],
                let edit = text.edit(field, adding: addition.translations.sorted { $0.key < $1.key }, sourceLanguage: sourceLanguage)
            else {
                failed.append(addition.position)
                continue
            }
            edits.append(edit)
        }
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return (result, failed)
    }

    /// A key and its value, in the mapping that holds them.
    struct Field {
        var key: YAMLNode
        var value: YAMLNode
        var parent: YAMLNode

        /// The positions an edit needs the offsets of.
        var positions: [SourcePosition] {
            var positions = [key.position, key.end, value.position, value.end, parent.position]
            if case .mapping(let pairs) = value.content, let first = pairs.first, let last = pairs.last {
                positions += [first.key.position, last.value.position, last.value.end]
            }
            return positions
        }
    }

    /// Every key and value of every mapping under `node`, by the value's
    /// position. An alias is a copy of its anchored node, positioned there;
    /// only the anchored one (which its key comes before) is kept, since the
    /// edit goes where the text is written.
    ///
    /// Walked with a work list, not recursion: aliases can stack anchored
    /// trees far deeper than the nesting limit.
    private static func collectFields(in root: YAMLNode, into fields: inout [SourcePosition: Field]) {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.content {
            case .scalar:
                continue
            case .sequence(let items):
                pending += items.reversed()
            case .mapping(let pairs):
                for pair in pairs where pair.key.position < pair.value.position {
                    fields[pair.value.position] = Field(key: pair.key, value: pair.value, parent: node)
                }
                pending += pairs.reversed().map(\.value)
            }
        }
    }

    /// A file's bytes with the offsets of the positions an edit needs.
    private struct FileText {
        let bytes: [UInt8]
        let offsets: [SourcePosition: Int]
        /// The file's own line break: CRLF when its first CR starts one.
        let lineBreak: String

        init(bytes: [UInt8], offsets: [SourcePosition: Int]) {
            self.bytes = bytes
            self.offsets = offsets
            let cr = bytes.firstIndex(of: UInt8(ascii: "\r"))
            lineBreak = cr.map { bytes.indices.contains($0 + 1) && bytes[$0 + 1] == UInt8(ascii: "\n") } == true ? "\r\n" : "\n"
        }

        /// The edit that adds `translations` to `field`'s text.
        func edit(_ field: Field, adding translations: [(key: String, value: String)], sourceLanguage: String) -> (
            range: Range<Int>, replacement: String
        )? {
            guard let start = offsets[field.value.position], let end = offsets[field.value.end], let parentStart = offsets[field.parent.position],
                start < end
            else { return nil }
            let inFlow = bytes[parentStart] == UInt8(ascii: "{")
            let (anchor, valueStart) = properties(from: start, to: end)
            guard let valueStart else { return nil }
            let trimmedEnd = trimmingBack(end, to: valueStart)
            switch field.value.content {
            case .scalar(let source, _):
                return scalarEdit(
                    field, anchor: anchor, range: valueStart..<trimmedEnd, nodeStart: start, inFlow: inFlow,
                    entries: [(sourceLanguage, source)] + translations)
            case .mapping(let pairs):
                if bytes[valueStart] == UInt8(ascii: "{") {
                    // Before the closing brace, after the last entry.
                    guard bytes[trimmedEnd - 1] == UInt8(ascii: "}") else { return nil }
                    let at = trimmingBack(trimmedEnd - 1, to: valueStart + 1)
                    let added = translations.map { ", \($0.key): \(Self.flowScalar($0.value))" }.joined()
                    return (at..<at, added)
                }
                guard let first = pairs.first, let last = pairs.last, let lastEnd = offsets[last.value.end],
                    let lastStart = offsets[last.value.position]
                else { return nil }
                let indent = first.key.position.column - 1
                // At the end of the last entry's line, after any comment on it.
                var at = trimmingBack(lastEnd, to: lastStart)
                while at < bytes.count, bytes[at] != UInt8(ascii: "\n"), bytes[at] != UInt8(ascii: "\r") { at += 1 }
                let added = translations.map { lineBreak + blockEntry($0.key, $0.value, indent: indent) }.joined()
                return (at..<at, added)
            case .sequence:
                return nil
            }
        }

        /// The edit that turns a one-string text into a mapping.
        private func scalarEdit(
            _ field: Field, anchor: String?, range: Range<Int>, nodeStart: Int, inFlow: Bool,
            entries: [(key: String, value: String)]
        ) -> (range: Range<Int>, replacement: String)? {
            // The source keeps its bytes when they hold on one line anywhere.
            let original = String(decoding: bytes[range], as: UTF8.self)
            let keepsBytes = field.value.position.line == field.value.endLine && !original.hasPrefix("|") && !original.hasPrefix(">")
            let keepsBytesInFlow = keepsBytes && (!field.value.content.isPlainScalar || !original.utf8.contains { ",[]{}".utf8.contains($0) })
            func flowValue(_ index: Int, _ text: String) -> String {
                index == 0 && keepsBytesInFlow ? original : Self.flowScalar(text)
            }
            let flow = "{" + entries.enumerated().map { "\($0.element.key): \(flowValue($0.offset, $0.element.value))" }.joined(separator: ", ") + "}"
            let anchorPrefix = anchor.map { $0 + " " } ?? ""
            let allOneLine = entries.allSatisfy { !$0.value.contains("\n") }
            let lineLength =
                field.key.position.column - 1 + (offsets[field.key.end].map { $0 - (offsets[field.key.position] ?? $0) } ?? 0) + 2
                + anchorPrefix.count + flow.count
            if inFlow || (allOneLine && lineLength <= 100) {
                return (nodeStart..<range.upperBound, anchorPrefix + flow)
            }
            // A block mapping under the key: from just after its colon.
            var colon = nodeStart
            while colon > 0, bytes[colon - 1] == UInt8(ascii: " ") || bytes[colon - 1] == UInt8(ascii: "\t") { colon -= 1 }
            guard colon > 0, bytes[colon - 1] == UInt8(ascii: ":") else { return nil }
            let indent = field.key.position.column - 1 + 2
            var replacement = anchor.map { " " + $0 } ?? ""
            for (index, entry) in entries.enumerated() {
                replacement += lineBreak
                replacement +=
                    index == 0 && keepsBytes
                    ? String(repeating: " ", count: indent) + "\(entry.key): " + original : blockEntry(entry.key, entry.value, indent: indent)
            }
            return (colon..<range.upperBound, replacement)
        }

        /// `language: text` at `indent`, the text written by the formatter's
        /// rule (``TourYAMLWriter/text(_:indent:)``), lines broken as the file breaks them.
        private func blockEntry(_ language: String, _ text: String, indent: Int) -> String {
            String(repeating: " ", count: indent) + "\(language): "
                + TourYAMLWriter.text(text, indent: indent + 2).joined(separator: lineBreak)
        }

        /// The anchor written before the value, and where the value itself
        /// starts; `nil` for a tag, which would not fit a mapping.
        private func properties(from start: Int, to end: Int) -> (anchor: String?, valueStart: Int?) {
            guard bytes[start] == UInt8(ascii: "&") else { return (nil, bytes[start] == UInt8(ascii: "!") ? nil : start) }
            var index = start
            while index < end, !Self.isSpace(bytes[index]) { index += 1 }
            let anchor = String(decoding: bytes[start..<index], as: UTF8.self)
            while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            // A value on the line after its anchor is left alone.
            guard index < end, !Self.isSpace(bytes[index]), bytes[index] != UInt8(ascii: "!") else { return (anchor, nil) }
            return (anchor, index)
        }

        /// `offset` moved back over spaces and line breaks, not before `floor`.
        private func trimmingBack(_ offset: Int, to floor: Int) -> Int {
            var index = offset
            while index > floor, Self.isSpace(bytes[index - 1]) { index -= 1 }
            return index
        }

        static func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }

        /// A scalar for a flow mapping (``TourYAMLWriter/flowScalar(_:)``).
        static func flowScalar(_ text: String) -> String {
            TourYAMLWriter.flowScalar(text)
        }
    }
}
