import TourDiagnostics

/// Finds tag sites in Swift source text with a small lexer that knows just
/// enough Swift to be right: line comments, nested block comments, string
/// literals (single-line, multi-line, raw with any number of `#`) and the
/// interpolations inside them. Tags in comments and strings are not tags;
/// calls split over several lines are. It reads bytes, not characters, and
/// counts lines only when it finds a tag, so it runs at close to the speed of
/// reading the file.
public struct SwiftTagScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var index = 0
    private var sites: [TagSite] = []
    /// Open interpolations: for each, the string it is in and the depth of
    /// parentheses inside it, so its `)` is told from the code's own.
    private var interpolations: [(string: SwiftStringDelimiter, parentheses: Int)] = []
    /// Lines are counted lazily, forward from the last position asked for,
    /// as the Swift lexer counts them (LF, CR and CRLF end a line).
    private var counter = LineCounter(.swift)
    private var countedOffset = 0
    /// Tags that could not be read, with the line their modifier is on,
    /// until annotations are known.
    private var unresolved: [(site: TagSite, callLine: Int)] = []
    /// The lines that hold an annotation declaring at least one tag.
    private var annotatedLines = Set<Int>()
    private var diagnostics: [Diagnostic] = []
    /// Parentheses open in code (an interpolation's own `\(` is not one).
    private var parentheses = 0
    /// For each tag call whose argument is read by the lexer and still
    /// open, the parentheses open before its `(`.
    private var openTagCalls: [Int] = []
    /// Whether the nesting limit was reported (once per file).
    private var reportedNesting = false
    /// The braces open in code, innermost last. The type each opens is read
    /// from its header only when a tag inside it is found.
    private var braces: [OpenBrace] = []
    /// Where the code after the last brace starts: the next brace's header.
    private var headerStart = 0

    /// A `{` open in code, and what its header declares once read.
    private struct OpenBrace {
        var headerStart: Int
        var offset: Int
        /// `nil` until read; then the type it opens, or `.some(nil)`.
        var declared: String??
    }

    /// What a scan of one file found.
    public struct Findings: Sendable {
        /// The tag sites, in source order: literal tags, every literal result
        /// of a conditional tag, annotations' tags, and the tags that could
        /// not be read and are not annotated (`unresolved`).
        public var sites: [TagSite]
        /// Warnings: unreadable tags without an annotation (TOUR320) and
        /// annotations that cannot be read (TOUR321).
        public var diagnostics: [Diagnostic]
    }

    /// The tag sites in `bytes`, a Swift file named `file`.
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> Findings {
        var scanner = SwiftTagScanner(bytes: bytes, file: file)
        scanner.scanCode()
        return scanner.finish()
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        modifierNames = Self.allModifierNames
    }

    /// The modifiers' names as bytes, held per scan so the hot path does
    /// not go through the static's one-time initialization check.
    private let modifierNames: [[UInt8]]

    private func byte(at offset: Int) -> UInt8 {
        offset < bytes.count ? bytes[offset] : 0
    }

    // MARK: Code

    /// Bytes that can change the lexer's state or start a tag in code; all
    /// others are skipped in a tight loop.
    private static let significant: [Bool] = (0..<256).map { byte in
        "/\"#.(){}".utf8.contains(UInt8(byte))
    }

    private mutating func scanCode() {
        // A local copy: reading the static in the loop would check its
        // one-time initialization on every byte.
        let significant = Self.significant
        significant.withUnsafeBufferPointer { table in scanCode(significant: table) }
    }

    private mutating func scanCode(significant: UnsafeBufferPointer<Bool>) {
        let count = bytes.count
        let base = bytes.baseAddress
        while index < count {
            // The fast path: most bytes of code change nothing.
            while index < count, !significant[Int(base.unsafelyUnwrapped[index])] { index += 1 }
            guard index < count else { return }
            let current = bytes[index]
            switch current {
            case UInt8(ascii: "/"):
                if byte(at: index + 1) == UInt8(ascii: "/") {
                    skipLineComment()
                } else if byte(at: index + 1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    index += 1
                }
            case UInt8(ascii: "\""), UInt8(ascii: "#"):
                if !skipStringLiteral() { index += 1 }
            case UInt8(ascii: "."):
                index += 1
                scanMemberCall()
            case UInt8(ascii: "("):
                if !interpolations.isEmpty { interpolations[interpolations.count - 1].parentheses += 1 }
                parentheses += 1
                index += 1
            case UInt8(ascii: ")"):
                index += 1
                if let last = interpolations.last {
                    if last.parentheses == 0 {
                        // The interpolation ends: back into its string.
                        interpolations.removeLast()
                        skipStringBody(last.string)
                        continue
                    }
                    interpolations[interpolations.count - 1].parentheses -= 1
                }
                parentheses = max(0, parentheses - 1)
                while let open = openTagCalls.last, open >= parentheses { openTagCalls.removeLast() }
            case UInt8(ascii: "{"):
                braces.append(OpenBrace(headerStart: headerStart, offset: index, declared: nil))
                index += 1
                headerStart = index
            case UInt8(ascii: "}"):
                // An unbalanced `}` (one side of an `#if`) closes nothing.
                if !braces.isEmpty { braces.removeLast() }
                index += 1
                headerStart = index
            default:
                index += 1
            }
        }
    }

    private mutating func skipLineComment() {
        let text = index + 2
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
        if let annotation = TagAnnotation(bytes, from: text, to: index) { record(annotation) }
    }

    private mutating func skipBlockComment() {
        index = SwiftTrivia.endOfBlockComment(in: bytes, from: index)
    }

    // MARK: Strings

    /// At `"` or `#`: skips a whole string literal, or returns `false` when
    /// this is not one (a `#` of `#if`, say).
    private mutating func skipStringLiteral() -> Bool {
        guard let form = openString() else { return false }
        skipStringBody(form)
        return true
    }

    /// Reads an opening delimiter (`"`, `"""`, `#"`, `##"""`...) at `index`.
    private mutating func openString() -> SwiftStringDelimiter? {
        guard let (form, bodyStart) = SwiftStringDelimiter.opening(in: bytes, at: index) else { return nil }
        index = bodyStart
        return form
    }

    /// Skips to the end of a string's body, or into an interpolation
    /// (leaving `index` in code, with the interpolation on the stack).
    private mutating func skipStringBody(_ form: SwiftStringDelimiter) {
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\\"), let escaped = form.escapedCharacter(in: bytes, at: index) {
                index = escaped + 1
                if byte(at: escaped) == UInt8(ascii: "(") {
                    interpolations.append((form, 0))
                    return
                }
            } else if current == UInt8(ascii: "\""), let end = form.closingEnd(in: bytes, at: index) {
                index = end
                return
            } else if current == UInt8(ascii: "\n"), !form.isMultiline {
                // An unterminated single-line string ends at the line's end.
                return
            } else {
                index += 1
            }
        }
    }

    // MARK: Tag calls

    /// After a `.`: if a tagging modifier is called here, records its site.
    private mutating func scanMemberCall() {
        let nameStart = index
        while index < bytes.count, bytes[index].isIdentifierByte { index += 1 }
        // Compare bytes first: almost every member (`.padding`, `.leading`)
        // is not a modifier, and making a String of each would dominate.
        guard
            let name = modifierNames.first(where: { candidate in
                candidate.count == index - nameStart && candidate.elementsEqual(bytes[nameStart..<index])
            }).map({ String(decoding: $0, as: UTF8.self) })
        else { return }
        var cursor = skipTrivia(from: index)
        guard byte(at: cursor) == UInt8(ascii: "(") else { return }
        cursor = skipTrivia(from: cursor + 1)
        // An optional `id:` label.
        if byte(at: cursor) == UInt8(ascii: "i"), byte(at: cursor + 1) == UInt8(ascii: "d") {
            let afterLabel = skipTrivia(from: cursor + 2)
            if byte(at: afterLabel) == UInt8(ascii: ":") { cursor = skipTrivia(from: afterLabel + 1) }
        }
        let valueStart = cursor
        guard let (value, end) = tagValue(at: cursor), case let close = byte(at: skipTrivia(from: end)),
            close == UInt8(ascii: ")") || close == UInt8(ascii: ",")
        else {
            guard openTagCalls.count < SwiftTagScannerLimits.maxTagNesting else {
                // Reading this argument too would read the rest of the file
                // again for every level: the scan would be quadratic.
                if !reportedNesting {
                    reportedNesting = true
                    diagnostics.append(
                        Diagnostic(
                            .tagNestingLimit,
                            "tag calls nest more than \(SwiftTagScannerLimits.maxTagNesting) deep in each other's arguments; the arguments of the deeper calls are not read",
                            file: file, at: position(of: nameStart), notes: ["move the inner views into their own properties"]))
                }
                return
            }
            // The call's `(` comes next in code, and is counted there.
            openTagCalls.append(parentheses)
            readArgument(of: name, at: nameStart, from: valueStart)
            return
        }
        if value.kind == .unresolved {
            let callLine = position(of: nameStart).line
            unresolved.append(
                (
                    TagSite(
                        name: value.name, type: nil, kind: .unresolved, modifier: name, file: file, position: position(of: valueStart),
                        screen: enclosingScreen()),
                    callLine
                ))
        } else {
            sites.append(
                TagSite(
                    name: value.name, type: value.type, kind: value.kind, modifier: name, file: file,
                    position: position(of: valueStart), screen: enclosingScreen()))
        }
        // The argument is consumed; scanning goes on after it. The call's
        // `(` was skipped with it, and inside an interpolation its `)` must
        // not be taken for the interpolation's end.
        index = end
        if !interpolations.isEmpty { interpolations[interpolations.count - 1].parentheses += 1 }
        parentheses += 1
    }

    private static let allModifierNames: [[UInt8]] = TagSite.modifiers.sorted().map { Array($0.utf8) }

    /// `"text"`, `.someCase` or `Some.Type.someCase` at `offset`; a name or
    /// a chain of names that is not a type's case (`item`, `store.mode`) is
    /// `unresolved` without asking the lexer.
    private func tagValue(at offset: Int) -> ((name: String, type: String?, kind: TagSite.Kind), Int)? {
        let first = byte(at: offset)
        if first == UInt8(ascii: "\"") {
            var end = offset + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
                // Escapes and interpolations make it more than a plain name.
                if bytes[end] == UInt8(ascii: "\\") || bytes[end] == UInt8(ascii: "\n") { return nil }
                end += 1
            }
            guard end < bytes.count else { return nil }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(offset + 1)..<end]), as: UTF8.self)
            return ((text, nil, .string), end + 1)
        }
        var parts: [String] = []
        var cursor = offset
        if first == UInt8(ascii: ".") { cursor = skipTrivia(from: cursor + 1) }
        while true {
            let start = cursor
            while cursor < bytes.count, bytes[cursor].isIdentifierByte { cursor += 1 }
            guard cursor > start else { return nil }
            parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self))
            // `MainScreenHelp` and `.keyboard` may sit on separate lines.
            let dot = skipTrivia(from: cursor)
            guard byte(at: dot) == UInt8(ascii: ".") else { break }
            let next = skipTrivia(from: dot + 1)
            guard byte(at: next).isIdentifierByte else { break }
            cursor = next
        }
        if first == UInt8(ascii: ".") {
            return parts.count == 1 ? ((parts[0], nil, .implicitCase), cursor) : nil
        }
        // `step` and `store.mode` (values, not a type's case) name nothing
        // a scanner can know.
        guard parts.count >= 2, TagArgument.startsLikeATypeName(parts[parts.count - 2]) else {
            return ((parts.joined(separator: "."), nil, .unresolved), cursor)
        }
        let caseName = parts.removeLast()
        return ((caseName, parts.last, .qualifiedCase), cursor)
    }

    // MARK: Arguments that are more than a literal

    /// Reads a tag's argument with the Swift lexer: every literal result of
    /// a ternary, `if` or `switch` is a site; anything else is unresolved.
    /// Scanning goes on inside the argument (after the modifier's name), so
    /// comments in it and calls nested in it are seen.
    private mutating func readArgument(of modifier: String, at nameStart: Int, from valueStart: Int) {
        let callLine = position(of: nameStart).line
        let start = position(of: valueStart)
        // The lexer reads an array: a window of the file, which holds almost
        // every argument a person writes, else a longer one. An argument
        // longer than that is unresolved: reading to the end of the file for
        // every tag would make the scan quadratic.
        let window = Array(bytes[valueStart..<min(bytes.count, valueStart + Self.argumentWindow)])
        let tokens =
            SwiftLexer.argumentTokens(of: window, from: 0, at: start)
            ?? (window.count < bytes.count - valueStart
                ? SwiftLexer.argumentTokens(
                    of: Array(bytes[valueStart..<min(bytes.count, valueStart + Self.maxArgumentLength)]), from: 0, at: start) : nil)
        guard let tokens else {
            unresolved.append(
                (
                    TagSite(
                        name: "…", type: nil, kind: .unresolved, modifier: modifier, file: file, position: start,
                        screen: enclosingScreen()), callLine
                ))
            return
        }
        let screen = enclosingScreen()
        for result in TagArgument.results(of: tokens) {
            switch result {
            case .literal(let name, let type, let kind, let position):
                sites.append(
                    TagSite(name: name, type: type, kind: kind, modifier: modifier, file: file, position: position, screen: screen))
            case .unresolved(let text, let position):
                unresolved.append(
                    (
                        TagSite(
                            name: text, type: nil, kind: .unresolved, modifier: modifier, file: file, position: position,
                            screen: screen), callLine
                    ))
            }
        }
    }

    /// How many bytes of an argument the lexer is given first.
    private static let argumentWindow = 256
    /// The longest argument the lexer reads (64 KiB): with at most
    /// `maxTagNesting` arguments open at once, the scan reads each byte a
    /// bounded number of times.
    static let maxArgumentLength = 64 << 10

    /// Records an annotation's tags as sites, and its problems.
    private mutating func record(_ annotation: TagAnnotation) {
        let screen = enclosingScreen()
        for (index, item) in annotation.items.enumerated() {
            let place = position(of: item.offset)
            if index == 0 { annotatedLines.insert(place.line) }
            sites.append(
                TagSite(
                    name: item.name, type: item.type, kind: item.kind, modifier: TagSite.annotation, file: file, position: place,
                    screen: screen))
        }
        for problem in annotation.problems {
            diagnostics.append(
                Diagnostic(.malformedTagAnnotation, problem.message, file: file, at: position(of: problem.offset)))
        }
    }

    /// The findings, once annotations are known: an unreadable tag with an
    /// annotation on its lines or the line above is declared, not blind.
    private func finish() -> Findings {
        var sites = sites
        var diagnostics = diagnostics
        for (site, callLine) in unresolved {
            // A donation of a variable is common and harmless; the rule
            // check treats it as possibly any event.
            if site.isDonation {
                sites.append(site)
                continue
            }
            guard !((callLine - 1)...max(callLine, site.position.line)).contains(where: { annotatedLines.contains($0) }) else {
                continue
            }
            sites.append(site)
            diagnostics.append(
                Diagnostic(
                    .unresolvedTag, "\(site.modifier)(\(site.name)) names no case tourc can read, so coverage cannot see which step it tags",
                    file: file, at: site.position,
                    notes: [
                        "declare what it tags on this line or the line above: // tourc:tags SomeTour.someStep, or // tourc:tags SomeTour.* for every step"
                    ]))
        }
        sites.sort { $0.position < $1.position }
        diagnostics.sort { ($0.position?.line ?? 0, $0.position?.column ?? 0) < ($1.position?.line ?? 0, $1.position?.column ?? 0) }
        return Findings(sites: sites, diagnostics: diagnostics)
    }

    /// The view type the code at the scan's position is in: the innermost
    /// open brace that opens a type (`struct EffectsScreen: View {`,
    /// `extension EffectsScreen {`), else `nil`.
    private mutating func enclosingScreen() -> String? {
        for level in braces.indices.reversed() {
            if braces[level].declared == nil {
                braces[level].declared = .some(
                    TypeDeclarationHeader.typeName(in: bytes, from: braces[level].headerStart, to: braces[level].offset))
            }
            if let name = braces[level].declared! { return name }
        }
        return nil
    }

    /// Skips spaces, line breaks and comments.
    private func skipTrivia(from offset: Int) -> Int {
        SwiftTrivia.end(in: bytes, from: offset)
    }

    /// The line and column (in Unicode scalars) of `offset`, which is past
    /// every offset asked for before.
    private mutating func position(of offset: Int) -> SourcePosition {
        if offset < countedOffset {
            // Only an annotation inside a tag call read by the lexer comes
            // back: count again from the start.
            counter = LineCounter(.swift)
            countedOffset = 0
        }
        counter.advance(overUTF8: bytes, from: countedOffset, to: offset)
        countedOffset = offset
        return counter.position
    }
}

/// The scanner's bounds.
public enum SwiftTagScannerLimits {
    /// How many tag calls may be open in each other's arguments before the
    /// deeper ones' arguments are not read (TOUR343). Each level's argument
    /// is lexed to its end, so this bounds the scan at this many readings
    /// of the file.
    public static let maxTagNesting = 16
}
