import TourBytes
import TourFormat

/// Where the cursor is in a tour file, read from the text around it: the
/// keys that lead there, and whether the cursor is at a key, at a key's
/// value, or in a `{symbol:` marker.
///
/// Text being typed is seldom valid YAML yet (`target: ` has no value,
/// a new key no colon), so this reads lines and indentation, as an editor
/// does, rather than the parser's nodes: a line's ancestors are the lines
/// above it with less indentation, and a list item's `- ` opens a level.
struct CursorContext: Equatable, Sendable {
    /// What the cursor is at.
    enum Place: Equatable, Sendable {
        /// A key of the mapping at ``CursorContext/path``, or an item of
        /// the list there (when the path ends in `-`).
        case key
        /// The value of `key`, in the mapping at the path.
        case value(of: String)
        /// The name in a `{symbol:` marker.
        case symbolName
        /// A name or a case in a condition (`when:`), after `before`, the
        /// condition's text up to the prefix.
        case condition(before: String)
    }

    /// The keys from the document's top to the mapping or list the cursor
    /// is in, with `-` for a list item: `["steps", "-"]` in a step.
    var path: [String]
    var place: Place
    /// The name typed so far, which a completion replaces.
    var prefix: String
    /// Where the prefix starts, in bytes.
    var prefixStart: Int
    /// Whether the cursor follows a colon directly (`target:`), so that a
    /// value needs a space before it.
    var needsSpace = false

    /// The context at byte `offset` of `document`; `nil` inside a comment,
    /// a quoted string or the text of a multi-line scalar, where nothing
    /// completes (but a `{symbol:` marker does).
    init?(atOffset offset: Int, in document: TextDocument) {
        let bytes = document.bytes
        let lineStart = document.lineStarts[document.line(atOffset: offset)]
        var start = offset
        while start > lineStart, Self.isNameByte(bytes[start - 1]) { start -= 1 }
        prefixStart = start
        prefix = String(decoding: bytes[start..<offset], as: UTF8.self)
        if let marker = Self.symbolMarkerPrefix(bytes[lineStart..<offset]) {
            path = []
            place = .symbolName
            prefix = String(decoding: marker, as: UTF8.self)
            prefixStart = marker.startIndex
            return
        }
        if let condition = ConditionLine(bytes[lineStart..<start]) {
            guard
                let above = Self.ancestors(
                    above: document.line(atOffset: offset), column: condition.column, startsInItem: condition.dashes > 0, in: document)
            else { return nil }
            path = above + Array(repeating: Self.listItem, count: condition.dashes)
            place = .condition(before: condition.before)
            return
        }
        guard let line = LineReading(bytes[lineStart..<start]) else { return nil }
        guard
            let above = Self.ancestors(
                above: document.line(atOffset: offset), column: line.column, startsInItem: line.path.first == Self.listItem, in: document)
        else { return nil }
        path = above + line.path
        place = line.place
        needsSpace = line.needsSpace
    }

    /// The path entry of a list item.
    static let listItem = "-"

    /// Name characters: step ids, targets and keys (`[A-Za-z0-9_.-]`).
    static func isNameByte(_ byte: UInt8) -> Bool {
        byte.isASCIIAlphanumeric || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// The name typed after the last `{symbol:` before the cursor, when
    /// nothing but name characters follows it.
    private static func symbolMarkerPrefix(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let opener = Array(TourText.symbolMarkerOpener.utf8)
        var index = line.endIndex
        while index > line.startIndex {
            index -= 1
            let byte = line[index]
            if byte == opener.last!, index - line.startIndex + 1 >= opener.count,
                line[(index + 1 - opener.count)...index].elementsEqual(opener)
            {
                return line[(index + 1)...]
            }
            guard byte.isASCIIAlphanumeric || byte == UInt8(ascii: ".") else { return nil }
        }
        return nil
    }

    /// The keys above the line at `column`, walking up to the document's
    /// start; `nil` when the line continues a scalar begun above.
    private static func ancestors(above line: Int, column: Int, startsInItem: Bool, in document: TextDocument) -> [String]? {
        var path: [String] = []
        var limit = column
        var inItem = startsInItem
        var index = line - 1
        while index >= 0 {
            defer { index -= 1 }
            let shape = LineShape(document.bytes[document.lineRange(index)])
            if shape.isDocumentMarker { break }
            if shape.isEmpty { continue }
            if shape.content < limit {
                // A scalar above, less indented: this line is its text.
                guard shape.value == .nested else { return nil }
                if let key = shape.key {
                    path.insert(key, at: 0)
                    inItem = false
                }
                limit = shape.content
            } else if inItem, shape.content == limit, shape.dashes.isEmpty, shape.value == .nested, let key = shape.key {
                // `steps:` with its items' dashes at its own indentation.
                path.insert(key, at: 0)
                inItem = false
                continue
            }
            for dash in shape.dashes.reversed() where dash < limit {
                path.insert(CursorContext.listItem, at: 0)
                limit = dash
                inItem = true
            }
        }
        return path
    }
}

/// What one line holds, as far as finding the keys above another line needs.
private struct LineShape {
    /// What follows a line's key.
    enum Value: Equatable {
        /// Nothing (or a comment): the key's value is the block below.
        case nested
        /// A scalar, a block scalar (`|`, `>`) or a flow collection.
        case inline
    }

    /// The columns of the line's `- ` list markers.
    var dashes: [Int] = []
    /// The column where the content after them starts.
    var content = 0
    var key: String?
    var value = Value.inline
    /// Blank, or only a comment, and no list marker.
    var isEmpty = false
    /// `---` or `...`.
    var isDocumentMarker = false

    init(_ line: ArraySlice<UInt8>) {
        let text = Array(line)
        if text.starts(with: Array("---".utf8)) || text.starts(with: Array("...".utf8)) {
            isDocumentMarker = text.count == 3 || text[3] == UInt8(ascii: " ")
        }
        var index = 0
        while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
        while index < text.count, text[index] == UInt8(ascii: "-"), index + 1 == text.count || text[index + 1] == UInt8(ascii: " ") {
            dashes.append(index)
            index += 1
            while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
        }
        content = index
        guard index < text.count, text[index] != UInt8(ascii: "#") else {
            isEmpty = dashes.isEmpty
            value = .nested
            return
        }
        var end = index
        while end < text.count, CursorContext.isNameByte(text[end]) { end += 1 }
        guard end > index, end < text.count, text[end] == UInt8(ascii: ":") else { return }
        key = String(decoding: text[index..<end], as: UTF8.self)
        var rest = end + 1
        while rest < text.count, text[rest] == UInt8(ascii: " ") { rest += 1 }
        value = rest == text.count || text[rest] == UInt8(ascii: "#") ? .nested : .inline
    }
}

/// The line the cursor is on, up to the name being typed: where its
/// content starts, and the keys and flow collections opened on it.
private struct LineReading {
    /// The column the line's first level starts at: its first `- `, or its
    /// key; for a line of spaces, the cursor's.
    var column = 0
    var path: [String] = []
    var place = CursorContext.Place.key
    var needsSpace = false

    /// Reads `line`; `nil` when the cursor is in a comment or a quoted string.
    init?(_ line: ArraySlice<UInt8>) {
        let text = Array(line)
        var index = 0
        while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
        column = index
        while index < text.count, text[index] == UInt8(ascii: "-"), index + 1 == text.count || text[index + 1] == UInt8(ascii: " ") {
            path.append(CursorContext.listItem)
            index += 1
            while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
        }
        // How many path entries each open flow collection added.
        var opened: [Int] = []
        var key: String?
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: " "):
                index += 1
            case UInt8(ascii: "#") where index == 0 || text[index - 1] == UInt8(ascii: " "):
                return nil
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                guard let close = text[(index + 1)...].firstIndex(of: byte) else { return nil }
                index = close + 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let added = (key.map { [$0] } ?? []) + (byte == UInt8(ascii: "[") ? [CursorContext.listItem] : [])
                path += added
                opened.append(added.count)
                key = nil
                place = .key
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                path.removeLast(min(opened.popLast() ?? 0, path.count))
                index += 1
            case UInt8(ascii: ","):
                key = nil
                place = .key
                index += 1
            default:
                var end = index
                while end < text.count, !Self.endsWord(text[end]) { end += 1 }
                if end < text.count, text[end] == UInt8(ascii: ":"), end + 1 == text.count || text[end + 1] == UInt8(ascii: " ") {
                    let word = String(decoding: text[index..<end], as: UTF8.self)
                    key = word
                    place = .value(of: word)
                    needsSpace = end + 1 == text.count
                    index = end + 1
                } else if opened.isEmpty, case .value = place {
                    // A plain scalar: the rest of the line is its text,
                    // brackets and all, up to a comment.
                    guard !Self.hasComment(text[index...]) else { return nil }
                    return
                } else {
                    index = max(end, index + 1)
                }
            }
        }
    }

    /// Whether `text` holds a comment: a `#` after a space.
    private static func hasComment(_ text: ArraySlice<UInt8>) -> Bool {
        zip(text, text.dropFirst()).contains { $0 == UInt8(ascii: " ") && $1 == UInt8(ascii: "#") }
    }

    /// Whether `byte` ends a plain word on a line.
    private static func endsWord(_ byte: UInt8) -> Bool {
        [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["), UInt8(ascii: "]")]
            .contains(byte)
    }
}

/// A line whose key is `when:`, up to the name being typed: a condition,
/// which may be quoted and is seldom finished while it is typed.
private struct ConditionLine {
    /// The column of the line's first level.
    var column: Int
    /// How many `- ` markers open the line.
    var dashes: Int
    /// The condition up to the name being typed, without its opening quote.
    var before: String

    init?(_ line: ArraySlice<UInt8>) {
        let text = Array(line)
        var index = 0
        while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
        column = index
        dashes = 0
        while index < text.count, text[index] == UInt8(ascii: "-"), index + 1 < text.count, text[index + 1] == UInt8(ascii: " ") {
            dashes += 1
            index += 1
            while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
        }
        let key = Array("\(StepField.when.key):".utf8)
        guard text[index...].starts(with: key) else { return nil }
        index += key.count
        while index < text.count, text[index] == UInt8(ascii: " ") { index += 1 }
        if index < text.count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") { index += 1 }
        before = String(decoding: text[index...], as: UTF8.self)
        // A comment after the condition: nothing completes there.
        if before.contains(" #") { return nil }
    }
}
