import TourDiagnostics
import TourFormat
import TourModel
import TourScanning

/// Reads one help enum: its cases from its body, its `title` and `text`
/// from its body or its extensions.
struct EnumReader {
    let file: String
    let declaration: TypeDeclaration
    let extensions: [(file: String, declaration: TypeDeclaration)]
    let constants: SymbolConstants
    /// Each file's comments, in order.
    let comments: [String: [SwiftComment]]
    private(set) var diagnostics: [Diagnostic] = []

    init(
        file: String, declaration: TypeDeclaration, extensions: [(String, TypeDeclaration)], constants: SymbolConstants,
        comments: [String: [SwiftComment]] = [:]
    ) {
        self.file = file
        self.declaration = declaration
        self.extensions = extensions.map { (file: $0.0, declaration: $0.1) }
        self.constants = constants
        self.comments = comments
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, in file: String, at position: SourcePosition, notes: [String] = []) {
        diagnostics.append(Diagnostic(code, message, file: file, at: position, notes: notes))
    }

    private mutating func note(_ message: String, in file: String, at position: SourcePosition) {
        diagnostics.append(Diagnostic(.memberNotImported, message, file: file, at: position))
    }

    /// The texts of a property: one literal per case label, or for all.
    private struct PropertyTexts {
        var byCase: [String: ImportedText] = [:]
        var fallback: ImportedText?
        var file: String
        var position: SourcePosition
        /// Each `switch` clause's comments, with the cases it names (none
        /// for `default`).
        var clauseComments: [(names: [String], comments: [SwiftComment])] = []
    }

    /// A case as declared, with the comments above it and after it.
    private struct DeclaredCase {
        var name: String
        var position: SourcePosition
        var comments: [SwiftComment] = []
        var trailingComments: [SwiftComment] = []
    }

    mutating func read() -> ImportedEnum? {
        var cases: [DeclaredCase] = []
        var properties: [String: PropertyTexts] = [:]
        let errorsBefore = diagnostics.count
        readMembers(of: declaration, in: file, cases: &cases, properties: &properties)
        for (extensionFile, declaration) in extensions {
            readMembers(of: declaration, in: extensionFile, cases: &cases, properties: &properties)
        }
        for field in ["title", "text"] where properties[field] == nil {
            report(.computedText, "enum '\(declaration.name)' has no '\(field)' to import", in: file, at: declaration.namePosition)
        }
        guard diagnostics[errorsBefore...].allSatisfy({ $0.severity != .error }), let titles = properties["title"],
            let texts = properties["text"]
        else { return nil }
        var imported: [ImportedCase] = []
        for declared in cases {
            let (name, position) = (declared.name, declared.position)
            if SwiftNaming.caseName(forStepID: name) != name || !NameRule.stepID.matches(name) {
                report(
                    .caseNameNotRepresentable,
                    "case '\(name)' cannot be a step id: the generated enum would name it '\(SwiftNaming.caseName(forStepID: name))'",
                    in: file, at: position)
                continue
            }
            guard let title = text(of: name, in: titles, field: "title"), let text = text(of: name, in: texts, field: "text") else { continue }
            imported.append(
                ImportedCase(
                    name: name, position: position, title: title, text: text, comments: declared.comments.flatMap(\.lines),
                    trailingComments: declared.trailingComments.flatMap(\.lines)))
        }
        guard diagnostics[errorsBefore...].allSatisfy({ $0.severity != .error }) else { return nil }
        // A clause's comments go to the first case in the tour it gives the text of.
        for (property, keyPath) in [(titles, \ImportedCase.titleComments), (texts, \ImportedCase.textComments)] {
            for clause in property.clauseComments {
                let first = imported.indices.first { index in
                    clause.names.isEmpty ? property.byCase[imported[index].name] == nil : clause.names.contains(imported[index].name)
                }
                if let first { imported[first][keyPath: keyPath] += clause.comments.flatMap(\.lines) }
            }
        }
        let access = ["public", "package"].first { declaration.modifiers.contains($0) } ?? "internal"
        let above = (comments[file] ?? []).filter { comment in
            !comment.isTrailing && comment.position < declaration.start && declaration.previousToken.map { comment.position > $0 } ?? true
        }
        return ImportedEnum(
            name: declaration.name, accessLevel: access, file: file, position: declaration.namePosition, cases: imported,
            comments: above.flatMap(\.lines))
    }

    private mutating func text(of caseName: String, in texts: PropertyTexts, field: String) -> ImportedText? {
        if let text = texts.byCase[caseName] ?? texts.fallback { return text }
        report(
            .caseMissingFromSwitch, "the switch of '\(field)' has no case for '.\(caseName)' and no default",
            in: texts.file, at: texts.position)
        return nil
    }

    // MARK: Members

    private static let memberStarts: Set<String> = [
        "case", "var", "let", "func", "init", "deinit", "subscript", "static", "class", "typealias", "enum", "struct",
        "actor", "extension", "protocol", "associatedtype",
    ]
    private static let modifiers: Set<String> = [
        "public", "internal", "package", "private", "fileprivate", "nonisolated", "final", "override", "mutating",
        "lazy", "weak", "unowned", "dynamic", "open", "indirect", "optional", "required", "convenience",
    ]

    private mutating func readMembers(
        of declaration: TypeDeclaration, in file: String, cases: inout [DeclaredCase], properties: inout [String: PropertyTexts]
    ) {
        let body = declaration.body
        var index = body.startIndex
        // Where the member being read starts: its first attribute or modifier.
        var memberStart: Int?
        while index < body.endIndex {
            let token = body[index]
            if case .attribute = token.kind {
                if memberStart == nil { memberStart = index }
                index += 1
                if index < body.endIndex, body[index].isPunctuation("(") { index = skipBalanced(body, from: index) }
                continue
            }
            guard let word = token.identifier, !Self.modifiers.contains(word) else {
                if memberStart == nil, token.identifier != nil { memberStart = index }
                index += 1
                continue
            }
            let start = memberStart ?? index
            memberStart = nil
            switch word {
            case "case":
                let after = start > body.startIndex ? body[start - 1].position : declaration.openBrace
                index = readCases(body, from: index + 1, memberStart: start, after: after, in: file, into: &cases)
            case "var" where index + 1 < body.endIndex && ["title", "text"].contains(body[index + 1].identifier ?? ""):
                let field = body[index + 1].identifier!
                let (end, texts) = readProperty(body, from: index + 2, field: field, in: file)
                // A property that could not be read is reported already; it still exists.
                properties[field] = texts ?? PropertyTexts(file: file, position: token.position)
                index = end
            default:
                // Past the keywords and the name, to the next member.
                var cursor = index
                var keywords: [String] = []
                while cursor < body.endIndex, let keyword = body[cursor].identifier,
                    Self.memberStarts.contains(keyword) || Self.modifiers.contains(keyword)
                {
                    if Self.memberStarts.contains(keyword) { keywords.append(keyword) }
                    cursor += 1
                }
                let name = cursor < body.endIndex ? body[cursor].identifier : nil
                let described = ([keywords.last ?? word] + [name].compactMap { $0 }).joined(separator: " ")
                note("'\(described)' is not imported: a tour holds cases, titles and texts", in: file, at: token.position)
                index = skipDeclaration(body, from: max(cursor, index) + 1)
            }
        }
    }

    /// Skips a declaration to where the next member starts.
    private func skipDeclaration(_ body: ArraySlice<SwiftToken>, from start: Int) -> Int {
        var index = start
        while index < body.endIndex {
            let token = body[index]
            if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[") {
                index = skipBalanced(body, from: index)
                continue
            }
            if case .attribute = token.kind { return index }
            if let word = token.identifier, Self.memberStarts.contains(word) || Self.modifiers.contains(word) { return index }
            index += 1
        }
        return index
    }

    /// The index after the bracket that closes the one at `open`.
    private func skipBalanced(_ body: ArraySlice<SwiftToken>, from open: Int) -> Int {
        var depth = 0
        var index = open
        while index < body.endIndex {
            let token = body[index]
            if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation("}") || token.isPunctuation(")") || token.isPunctuation("]") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return index
    }

    /// Reads `case a, b = "x"` from after `case`; the member starts at
    /// `memberStart`, after the token at `after`, so the comments between
    /// are above its first case, and those at the end of a line of it
    /// follow the case they come after.
    private mutating func readCases(
        _ body: ArraySlice<SwiftToken>, from start: Int, memberStart: Int, after: SourcePosition, in file: String,
        into cases: inout [DeclaredCase]
    ) -> Int {
        var index = start
        let first = cases.count
        var nameIndices: [Int] = []
        while index < body.endIndex, let name = body[index].identifier {
            let position = body[index].position
            nameIndices.append(index)
            index += 1
            if index < body.endIndex, body[index].isPunctuation("(") {
                report(
                    .noHelpEnum, "case '\(name)' has associated values, which a tour step cannot have",
                    in: file, at: position)
                index = skipBalanced(body, from: index)
            }
            if index < body.endIndex, body[index].isPunctuation("=") {
                if case .string(let literal)? = body[safe: index + 1]?.kind, case .text(let raw)? = literal.segments.first, raw != name {
                    note("case '\(name)' has the raw value \"\(raw)\"; the generated enum's raw value is '\(name)'", in: file, at: position)
                }
                index += 2
            }
            cases.append(DeclaredCase(name: name, position: position))
            guard index < body.endIndex, body[index].isPunctuation(",") else { break }
            index += 1
        }
        guard first < cases.count else { return index }
        // Up to the next member, or past the line the declaration ends on.
        let end = index < body.endIndex ? body[index].position : SourcePosition(line: body[index - 1].position.line + 1, column: 1)
        for comment in comments[file] ?? [] where comment.position > after {
            if comment.position > end { break }
            if !comment.isTrailing, comment.position < body[memberStart].position {
                cases[first].comments.append(comment)
            } else if comment.isTrailing, comment.position > body[memberStart].position {
                // After the last name before it: `case a, b // both` follows b.
                let owner = nameIndices.lastIndex { body[$0].position < comment.position } ?? 0
                cases[first + owner].trailingComments.append(comment)
            }
        }
        return index
    }

    // MARK: title and text

    /// Reads `var title: T { ... }` from after its name.
    private mutating func readProperty(
        _ body: ArraySlice<SwiftToken>, from start: Int, field: String, in file: String
    ) -> (Int, PropertyTexts?) {
        var index = start
        while index < body.endIndex, !body[index].isPunctuation("{") {
            if body[index].isPunctuation("=") {
                report(.computedText, "'\(field)' is a stored property, not one literal per case", in: file, at: body[index].position)
                return (skipDeclaration(body, from: index), nil)
            }
            index += 1
        }
        guard index < body.endIndex else { return (index, nil) }
        let end = skipBalanced(body, from: index)
        var inner = body[(index + 1)..<(end - 1)]
        if inner.first?.identifier == "get", inner.dropFirst().first?.isPunctuation("{") == true {
            let close = skipBalanced(inner, from: inner.startIndex + 1)
            inner = inner[(inner.startIndex + 2)..<(close - 1)]
        }
        if inner.first?.identifier == "return" { inner = inner.dropFirst() }
        guard let first = inner.first else {
            report(.computedText, "'\(field)' is empty", in: file, at: body[index].position)
            return (end, nil)
        }
        if first.identifier == "switch", inner.dropFirst().first?.identifier == "self", inner.dropFirst(2).first?.isPunctuation("{") == true {
            let open = inner.startIndex + 2
            let close = skipBalanced(inner, from: open)
            var texts = readSwitch(inner[(open + 1)..<(close - 1)], field: field, in: file, at: first.position)
            texts.clauseComments = clauseComments(
                inner[(open + 1)..<(close - 1)], between: inner[open].position, and: inner[close - 1].position, in: file)
            if close < inner.endIndex {
                report(.computedText, "'\(field)' does more than return one literal per case", in: file, at: inner[close].position)
            }
            return (end, texts)
        }
        guard let text = literal(inner, field: field, in: file) else { return (end, nil) }
        return (end, PropertyTexts(fallback: text, file: file, position: first.position))
    }

    private mutating func readSwitch(_ clauses: ArraySlice<SwiftToken>, field: String, in file: String, at position: SourcePosition) -> PropertyTexts
    {
        var texts = PropertyTexts(file: file, position: position)
        var index = clauses.startIndex
        while index < clauses.endIndex {
            let keyword = clauses[index]
            var names: [String] = []
            var isDefault = false
            if keyword.identifier == "default" {
                isDefault = true
                index += 1
            } else if keyword.identifier == "case" {
                index += 1
                while index < clauses.endIndex, !clauses[index].isPunctuation(":") {
                    let token = clauses[index]
                    if let name = token.identifier, index > clauses.startIndex, clauses[index - 1].isPunctuation(".") {
                        names.append(name)
                    } else if !(token.isPunctuation(".") || token.isPunctuation(",") || token.identifier == "Self"
                        || token.identifier == declaration.name)
                    {
                        report(.computedText, "the switch of '\(field)' matches more than case names here", in: file, at: token.position)
                        return texts
                    }
                    index += 1
                }
            } else {
                report(.computedText, "the switch of '\(field)' holds more than cases and literals", in: file, at: keyword.position)
                return texts
            }
            guard index < clauses.endIndex, clauses[index].isPunctuation(":") else { return texts }
            index += 1
            let bodyStart = index
            while index < clauses.endIndex, clauses[index].identifier != "case", clauses[index].identifier != "default" { index += 1 }
            var statements = clauses[bodyStart..<index]
            if statements.first?.identifier == "return" { statements = statements.dropFirst() }
            guard let text = literal(statements, field: field, in: file, at: keyword.position) else { continue }
            if isDefault { texts.fallback = text }
            for name in names { texts.byCase[name] = text }
        }
        return texts
    }

    /// The comments of each clause of a `switch` body between `open` and
    /// `close` (its braces): a comment on a line of its own goes with the
    /// clause after it, one at the end of a line with the clause that line
    /// ends; those after the last clause go with it. A comment at the end of
    /// the `switch`'s own line is about the switch, and left out.
    private func clauseComments(
        _ clauses: ArraySlice<SwiftToken>, between open: SourcePosition, and close: SourcePosition, in file: String
    ) -> [(names: [String], comments: [SwiftComment])] {
        // Each clause's first token, and the case names it matches.
        var starts: [Int] = []
        var names: [[String]] = []
        for index in clauses.indices where clauses[index].identifier == "case" || clauses[index].identifier == "default" {
            starts.append(index)
            var matched: [String] = []
            var cursor = index + 1
            while cursor < clauses.endIndex, !clauses[cursor].isPunctuation(":") {
                if let name = clauses[cursor].identifier, clauses[cursor - 1].isPunctuation(".") { matched.append(name) }
                cursor += 1
            }
            names.append(matched)
        }
        guard !starts.isEmpty else { return [] }
        var found = Array(repeating: [SwiftComment](), count: starts.count)
        for comment in comments[file] ?? [] where comment.position > open && comment.position < close {
            // The clause of the last token before the comment.
            guard let last = clauses.indices.last(where: { clauses[$0].position < comment.position }), last >= starts[0] else {
                if !comment.isTrailing { found[0].append(comment) }
                continue
            }
            let clause = starts.lastIndex { $0 <= last }!
            let endsClause = clause + 1 < starts.count ? last == starts[clause + 1] - 1 : last == clauses.endIndex - 1
            let next = !comment.isTrailing && endsClause && clause + 1 < starts.count
            found[next ? clause + 1 : clause].append(comment)
        }
        return zip(names, found).filter { !$0.1.isEmpty }.map { (names: $0.0, comments: $0.1) }
    }

    /// The one string literal `tokens` must be.
    private mutating func literal(
        _ tokens: ArraySlice<SwiftToken>, field: String, in file: String, at fallback: SourcePosition? = nil
    ) -> ImportedText? {
        guard let first = tokens.first, case .string(let literal) = first.kind else {
            report(.computedText, "'\(field)' is not a string literal here", in: file, at: tokens.first?.position ?? fallback!)
            return nil
        }
        if let next = tokens.dropFirst().first {
            if next.isPunctuation("+") {
                report(.concatenatedLiteral, "'\(field)' joins literals with '+'; write it as one literal", in: file, at: next.position)
            } else {
                report(.computedText, "'\(field)' does more than return one literal here", in: file, at: next.position)
            }
            return nil
        }
        var segments: [TourText.Segment] = []
        var unresolved = false
        for segment in literal.segments {
            switch segment {
            case .text(let run):
                if run.containsBytes(of: "{symbol:") {
                    report(
                        .markupLikeText, "'\(field)' holds the characters '{symbol:', which a tour file reads as a symbol",
                        in: file, at: first.position)
                    return nil
                }
                if case .text(let previous)? = segments.last {
                    segments[segments.count - 1] = .text(previous + run)
                } else {
                    segments.append(.text(run))
                }
            case .interpolation(let tokens, let position):
                // Every symbol of the text is read, so one run names every
                // constant that cannot be resolved, not the first alone.
                if let name = symbolName(tokens, field: field, in: file, at: position) {
                    segments.append(.symbol(name))
                } else {
                    unresolved = true
                }
            }
        }
        return unresolved ? nil : ImportedText(segments: segments, position: first.position)
    }

    /// The SF Symbol an interpolation names: `Image(systemName: ARG)` with
    /// a literal, `.constant`, `Self.constant` or `Type.constant`.
    private mutating func symbolName(_ tokens: [SwiftToken], field: String, in file: String, at position: SourcePosition) -> String? {
        func unsupported() -> String? {
            report(
                .unsupportedInterpolation, "'\(field)' interpolates something other than Image(systemName:)",
                in: file, at: position, notes: ["only \\(Image(systemName: ...)) has a tour equivalent, {symbol:NAME}"])
            return nil
        }
        guard tokens.count >= 6, tokens[0].identifier == "Image", tokens[1].isPunctuation("("), tokens[2].identifier == "systemName",
            tokens[3].isPunctuation(":"), tokens.last!.isPunctuation(")")
        else { return unsupported() }
        let argument = Array(tokens[4..<(tokens.count - 1)])
        var name: String?
        var written = ""
        switch argument.count {
        case 1:
            if case .string(let literal) = argument[0].kind, literal.segments.count == 1, case .text(let text) = literal.segments[0] {
                name = text
            } else if case .string(let literal) = argument[0].kind, literal.segments.isEmpty {
                name = ""
            } else {
                return unsupported()
            }
        case 2 where argument[0].isPunctuation("."):
            guard let constant = argument[1].identifier else { return unsupported() }
            written = ".\(constant)"
            name = constants.value(constant, on: "String") ?? constants.value(constant, on: declaration.name)
        case 3 where argument[1].isPunctuation("."):
            guard let owner = argument[0].identifier, let constant = argument[2].identifier else { return unsupported() }
            written = "\(owner).\(constant)"
            name = constants.value(constant, on: owner == "Self" ? declaration.name : owner)
        default:
            return unsupported()
        }
        guard let name else {
            report(
                .unresolvedSymbolConstant, "no 'static let' declares the symbol name \(written)",
                in: file, at: argument[0].position, notes: ["pass the file that declares it with --symbols FILE"])
            return nil
        }
        guard TourText.isSymbolName(name) else {
            report(
                .unsupportedInterpolation, "'\(name)' is not an SF Symbol name a tour file can hold",
                in: file, at: argument[0].position, notes: ["symbol names match \(TourText.symbolNamePattern)"])
            return nil
        }
        return name
    }
}

extension ArraySlice {
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
