import TourDiagnostics

/// A `// tourc:tags` comment: the cases a tag tourc cannot read does tag,
/// declared by the person who can read it.
///
///     // tourc:tags .save EditorHelp.cancel
///     ForEach(EditorHelp.allCases) { item in
///         Row(item).helpInfoViewTag(item) // tourc:tags EditorHelp.*
///     }
///
/// Items are separated by spaces or commas: `.case`, `Type.case`,
/// `Type.*` (every case of the type) or `"target"`. A further `//` ends the
/// list and starts a remark.
struct TagAnnotation {
    /// One declared tag, at the byte offset where it is written.
    struct Item {
        var name: String
        var type: String?
        var kind: TagSite.Kind
        var offset: Int
    }

    /// Something in the annotation that is not a tag, at its byte offset.
    struct Problem {
        var message: String
        var offset: Int
    }

    var items: [Item] = []
    var problems: [Problem] = []

    /// What marks an annotation after the comment's `//` and spaces.
    static let marker = Array("tourc:".utf8)

    /// Reads the line comment whose text (after `//`) is `start..<end` of
    /// `bytes`; `nil` unless it is a `tourc:` annotation.
    init?(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) {
        var cursor = start
        while cursor < end, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
        guard end - cursor >= Self.marker.count, Self.marker.elementsEqual(bytes[cursor..<(cursor + Self.marker.count)])
        else { return nil }
        let markerStart = cursor
        cursor += Self.marker.count
        let keyword = Array("tags".utf8)
        guard end - cursor >= keyword.count, keyword.elementsEqual(bytes[cursor..<(cursor + keyword.count)]),
            cursor + keyword.count == end || Self.isSeparator(bytes[cursor + keyword.count])
        else {
            problems.append(Problem(message: "unknown annotation: tourc knows only '// tourc:tags'", offset: markerStart))
            return
        }
        cursor += keyword.count
        while true {
            while cursor < end, Self.isSeparator(bytes[cursor]) { cursor += 1 }
            // The list ends at the line's end or at a remark's `//`.
            if cursor == end || (bytes[cursor] == UInt8(ascii: "/") && cursor + 1 < end && bytes[cursor + 1] == UInt8(ascii: "/")) {
                break
            }
            let itemStart = cursor
            if bytes[cursor] == UInt8(ascii: "\"") {
                cursor += 1
                while cursor < end, bytes[cursor] != UInt8(ascii: "\"") { cursor += 1 }
                cursor = min(cursor + 1, end)
            } else {
                while cursor < end, !Self.isSeparator(bytes[cursor]) { cursor += 1 }
            }
            switch Self.item(UnsafeBufferPointer(rebasing: bytes[itemStart..<cursor])) {
            case .success(let (name, type, kind)): items.append(Item(name: name, type: type, kind: kind, offset: itemStart))
            case .failure(let problem): problems.append(Problem(message: problem.message, offset: itemStart))
            }
        }
        if items.isEmpty, problems.isEmpty {
            problems.append(
                Problem(message: "'// tourc:tags' declares no tag; list the cases, such as '// tourc:tags EditorHelp.save'", offset: markerStart))
        }
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",")
    }

    private struct ItemProblem: Error { var message: String }

    /// One item: `"target"`, `.case`, `Type.case` or `Type.*`.
    private static func item(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<(String, String?, TagSite.Kind), ItemProblem> {
        var text: String { String(decoding: bytes, as: UTF8.self) }
        if bytes.first == UInt8(ascii: "\"") {
            guard bytes.count >= 2, bytes.last == UInt8(ascii: "\"") else {
                return .failure(ItemProblem(message: "\(text) is not closed with '\"'"))
            }
            return .success((String(decoding: UnsafeBufferPointer(rebasing: bytes.dropFirst().dropLast()), as: UTF8.self), nil, .string))
        }
        if bytes.count == 2, bytes[0] == UInt8(ascii: "."), bytes[1] == UInt8(ascii: "*") {
            return .failure(ItemProblem(message: "'.*' names no type: write the tour's type, such as 'EditorHelp.*'"))
        }
        // The parts between dots, as byte ranges.
        var parts: [Range<Int>] = []
        var start = 0
        for index in 0...bytes.count where index == bytes.count || bytes[index] == UInt8(ascii: ".") {
            parts.append(start..<index)
            start = index + 1
        }
        func isIdentifier(_ range: Range<Int>) -> Bool {
            guard let first = range.first, !bytes[first].isASCIIDigit else { return false }
            return range.allSatisfy { bytes[$0].isASCIIAlphanumeric || bytes[$0] == UInt8(ascii: "_") || bytes[$0] >= 0x80 }
        }
        func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var wrong: ItemProblem { ItemProblem(message: "'\(text)' is not a tag: write .case, Type.case, Type.* or \"target\"") }
        guard parts.count >= 2, let last = parts.last else { return .failure(wrong) }
        if last.count == 1, bytes[last.lowerBound] == UInt8(ascii: "*") {
            guard parts.dropLast().allSatisfy(isIdentifier) else { return .failure(wrong) }
            return .success(("*", string(parts[parts.count - 2]), .allCases))
        }
        if parts[0].isEmpty {
            guard parts.count == 2, isIdentifier(last) else { return .failure(wrong) }
            return .success((string(last), nil, .implicitCase))
        }
        guard parts.allSatisfy(isIdentifier) else { return .failure(wrong) }
        return .success((string(last), string(parts[parts.count - 2]), .qualifiedCase))
    }
}

extension DiagnosticCode {
    /// A tag tourc cannot read.
    public static let unresolvedTag = DiagnosticCode(
        "TOUR320", name: "unresolvedTag", severity: .warning,
        summary: "A tag's argument names no case tourc can read, so coverage cannot see it.",
        explanation: """
            The scanner reads a tag's argument when it is a literal (`.save`, \
            `EditorHelp.save`, `"target"`) or a ternary, `if` or `switch` \
            expression whose results are literals. A variable, a function call \
            or a subscript (`.helpInfoViewTag(item)` in a loop over `allCases`) \
            could tag any step, so coverage cannot count it, and a step it does \
            tag may be reported as untagged. Declare what it tags in a comment \
            on the same line or the line above: `// tourc:tags EditorHelp.save \
            .cancel`, or `// tourc:tags EditorHelp.*` for every case of the type. \
            An annotated tag gets no warning. `tourc targets coverage` lists the \
            tags coverage cannot see.
            """)

    /// A `// tourc:tags` annotation that cannot be read.
    public static let malformedTagAnnotation = DiagnosticCode(
        "TOUR321", name: "malformedTagAnnotation", severity: .warning,
        summary: "A `// tourc:` annotation cannot be read.",
        explanation: """
            An annotation is `// tourc:tags` followed by the tags it declares, \
            separated by spaces or commas: `.case`, `Type.case`, `Type.*` \
            (every case of that tour's type) or `"target"`; a further `//` \
            starts a remark. Anything else (`.*` without a type, an unknown \
            `tourc:` keyword, an empty list) declares nothing, so the tags it \
            meant to declare stay unseen. An item naming no step of any tour is \
            TOUR313 instead.
            """)

    /// Tag calls nested in each other's arguments deeper than the scanner reads.
    public static let tagNestingLimit = DiagnosticCode(
        "TOUR343", name: "tagNestingLimit", severity: .warning,
        summary: "Tag calls nest in each other's arguments too deeply to read.",
        explanation: """
            A tag's argument can hold another tag call (a view built inside \
            it), and the scanner reads each argument with a small lexer. Past \
            \(SwiftTagScannerLimits.maxTagNesting) tag calls open inside one another, \
            the deeper calls' arguments are not read, so the scan stays linear \
            in the file's length however the file is written; the warning is \
            at the first call past the limit, and the tags of those calls are \
            not seen. No view needs that nesting: move the inner views into \
            their own properties.
            """)
}
