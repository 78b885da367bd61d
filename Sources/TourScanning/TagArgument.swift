import TourDiagnostics

/// What a tag's argument can evaluate to, read from its tokens when it is
/// more than one literal: the literal in every result position of a ternary
/// (nested or not), an `if` expression or a `switch` expression. A
/// condition's literals are not results (`.tagEditing` in
/// `mode == .tagEditing ? .a : .b` is the app's own enum), and a result that
/// is not a literal (a variable, a call, a subscript) is `unresolved`.
enum TagArgument {
    /// One thing the argument can be.
    enum Result: Equatable {
        /// A literal naming a step or target, at its own position.
        case literal(name: String, type: String?, kind: TagSite.Kind, position: SourcePosition)
        /// An expression tourc cannot read, as written, at its start.
        case unresolved(text: String, position: SourcePosition)
    }

    /// Every result `tokens` (one argument, without its label) can yield.
    static func results(of tokens: [SwiftToken]) -> [Result] {
        results(tokens[...], depth: 0)
    }

    /// How deeply ternaries, `if` and `switch` expressions may nest in one
    /// argument before it is unresolved: no person writes more, and each
    /// level is one call here.
    static let maxNesting = 32

    private static func results(_ tokens: ArraySlice<SwiftToken>, depth: Int) -> [Result] {
        let tokens = withoutEnclosingParentheses(tokens)
        guard let first = tokens.first else { return [] }
        guard depth < maxNesting else { return [unresolved(tokens)] }
        if let question = ternaryQuestion(in: tokens) {
            guard let colon = ternaryColon(in: tokens, after: question) else { return [unresolved(tokens)] }
            return results(tokens[(question + 1)..<colon], depth: depth + 1) + results(tokens[(colon + 1)...], depth: depth + 1)
        }
        if first.identifier == "if" { return ifExpression(tokens, depth: depth) ?? [unresolved(tokens)] }
        if first.identifier == "switch" { return switchExpression(tokens, depth: depth) ?? [unresolved(tokens)] }
        return [literal(tokens) ?? unresolved(tokens)]
    }

    /// `tokens` without the parentheses that enclose all of it (`((x))` is
    /// `x`), found in one pass however many there are.
    static func withoutEnclosingParentheses(_ tokens: ArraySlice<SwiftToken>) -> ArraySlice<SwiftToken> {
        var leading = 0
        while tokens.startIndex + leading < tokens.endIndex, tokens[tokens.startIndex + leading].isPunctuation("(") { leading += 1 }
        guard leading > 0 else { return tokens }
        // Where the bracket opened at each leading `(` closes.
        var closes = [Int](repeating: -1, count: leading)
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.isOpeningBracket {
                depth += 1
            } else if token.isClosingBracket {
                depth -= 1
                if depth < 0 { return tokens }
                if depth < leading, closes[depth] < 0 { closes[depth] = index }
            }
        }
        var layers = 0
        while layers < leading, closes[layers] == tokens.endIndex - 1 - layers, tokens[closes[layers]].isPunctuation(")") { layers += 1 }
        return tokens[(tokens.startIndex + layers)..<(tokens.endIndex - layers)]
    }

    // MARK: Literals

    /// `"name"`, `.name` or `Some.Type.name`; `nil` for anything else.
    static func literal(_ tokens: ArraySlice<SwiftToken>) -> Result? {
        guard let first = tokens.first else { return nil }
        if tokens.count == 1, case .string(let literal) = first.kind {
            var text = ""
            for segment in literal.segments {
                // An interpolated string names no one target.
                guard case .text(let run) = segment else { return nil }
                text += run
            }
            return .literal(name: text, type: nil, kind: .string, position: first.position)
        }
        if tokens.count == 2, first.isPunctuation("."), let name = tokens.last?.identifier {
            return .literal(name: name, type: nil, kind: .implicitCase, position: first.position)
        }
        // A chain `A.B.c`: identifiers with single dots between them.
        guard tokens.count >= 3, tokens.count % 2 == 1 else { return nil }
        var names: [String] = []
        for (offset, token) in tokens.enumerated() {
            if offset % 2 == 1 {
                guard token.isPunctuation(".") else { return nil }
            } else {
                guard let name = token.identifier else { return nil }
                names.append(name)
            }
        }
        let name = names.removeLast()
        guard let type = names.last, startsLikeATypeName(type) else { return nil }
        return .literal(name: name, type: type, kind: .qualifiedCase, position: first.position)
    }

    /// Whether `name` is written as Swift names types (`EditorHelp`), not as
    /// it names values (`store.mode` is a property, not a case).
    /// `Self.x` is the view's own member, not a tour's case.
    static func startsLikeATypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first, name != "Self" else { return false }
        return !(first.isASCIILowercase || first == UInt8(ascii: "_"))
    }

    /// The argument as written, on one line and cut short, for messages.
    private static func unresolved(_ tokens: ArraySlice<SwiftToken>) -> Result {
        var text = ""
        for token in tokens {
            if token.followsSpace, !text.isEmpty { text += " " }
            text += token.written
        }
        if text.unicodeScalars.count > 60 { text = String(text.unicodeScalars.prefix(59)) + "…" }
        return .unresolved(text: text, position: tokens.first!.position)
    }

    // MARK: Ternaries

    /// The `?` of a ternary at the top level of `tokens`. A ternary's `?`
    /// follows white space; optional chaining's (`item?.id`) does not.
    private static func ternaryQuestion(in tokens: ArraySlice<SwiftToken>) -> Int? {
        firstTopLevel(in: tokens) { $0.isPunctuation("?") && $0.followsSpace }
    }

    /// The `:` that closes the ternary whose `?` is at `question`, past any
    /// ternary nested in its first result.
    private static func ternaryColon(in tokens: ArraySlice<SwiftToken>, after question: Int) -> Int? {
        var nested = 0
        return firstTopLevel(in: tokens[(question + 1)...]) { token in
            if token.isPunctuation("?"), token.followsSpace {
                nested += 1
            } else if token.isPunctuation(":") {
                if nested == 0 { return true }
                nested -= 1
            }
            return false
        }
    }

    // MARK: if and switch expressions

    /// `if c { a } else if d { b } else { c }`: the results of every branch.
    private static func ifExpression(_ tokens: ArraySlice<SwiftToken>, depth: Int) -> [Result]? {
        var found: [Result] = []
        var cursor = tokens.startIndex
        while true {
            // At `if`: its condition runs to the first top-level `{`.
            guard tokens[cursor].identifier == "if",
                let open = firstTopLevel(in: tokens[(cursor + 1)...], where: { $0.isPunctuation("{") }),
                let close = closing(of: open, in: tokens)
            else { return nil }
            found += results(tokens[(open + 1)..<close], depth: depth + 1)
            cursor = close + 1
            guard cursor < tokens.endIndex, tokens[cursor].identifier == "else", cursor + 1 < tokens.endIndex else {
                return nil
            }
            cursor += 1
            if tokens[cursor].isPunctuation("{") {
                guard let last = closing(of: cursor, in: tokens), last == tokens.endIndex - 1 else { return nil }
                return found + results(tokens[(cursor + 1)..<last], depth: depth + 1)
            }
        }
    }

    /// `switch x { case .p: a  default: b }`: the results of every clause.
    private static func switchExpression(_ tokens: ArraySlice<SwiftToken>, depth: Int) -> [Result]? {
        guard let open = firstTopLevel(in: tokens, where: { $0.isPunctuation("{") }),
            let close = closing(of: open, in: tokens), close == tokens.endIndex - 1
        else { return nil }
        let body = tokens[(open + 1)..<close]
        let clauseStarts = topLevel(body).filter { body[$0].identifier == "case" || body[$0].identifier == "default" }
        guard clauseStarts.first == body.startIndex else { return nil }
        var found: [Result] = []
        for (number, start) in clauseStarts.enumerated() {
            var end = number + 1 < clauseStarts.count ? clauseStarts[number + 1] : body.endIndex
            // `@unknown default:` puts its attribute before the next clause.
            if end > start, case .attribute = body[end - 1].kind { end -= 1 }
            // The pattern runs to the clause's first top-level `:`.
            guard let colon = firstTopLevel(in: body[start..<end], where: { $0.isPunctuation(":") }) else {
                return nil
            }
            found += results(body[(colon + 1)..<end], depth: depth + 1)
        }
        return found
    }

    // MARK: Brackets

    /// The indices of `tokens` outside any parentheses, brackets or braces
    /// (the brackets themselves included).
    private static func topLevel(_ tokens: ArraySlice<SwiftToken>) -> [Int] {
        var indices: [Int] = []
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.isClosingBracket { depth -= 1 }
            if depth == 0 { indices.append(index) }
            if token.isOpeningBracket { depth += 1 }
        }
        return indices
    }

    /// The first index outside any brackets whose token satisfies `test`.
    private static func firstTopLevel(
        in tokens: ArraySlice<SwiftToken>, where test: (SwiftToken) -> Bool
    ) -> Int? {
        var depth = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.isClosingBracket { depth -= 1 }
            if depth == 0, test(token) { return index }
            if token.isOpeningBracket { depth += 1 }
        }
        return nil
    }

    /// The index of the bracket that closes the one at `open`.
    private static func closing(of open: Int, in tokens: ArraySlice<SwiftToken>) -> Int? {
        var depth = 0
        for index in open..<tokens.endIndex {
            let token = tokens[index]
            if token.isOpeningBracket { depth += 1 }
            if token.isClosingBracket {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}

extension SwiftToken {
    /// `(`, `[` or `{`.
    var isOpeningBracket: Bool {
        guard case .punctuation(let text) = kind, text.utf8.count == 1, let byte = text.utf8.first else { return false }
        return byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
    }

    /// `)`, `]` or `}`.
    var isClosingBracket: Bool {
        guard case .punctuation(let text) = kind, text.utf8.count == 1, let byte = text.utf8.first else { return false }
        return byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
    }

    /// The token as written, near enough for a message: strings lose their
    /// escapes.
    var written: String {
        switch kind {
        case .identifier(let name), .punctuation(let name), .number(let name): return name
        case .attribute(let name): return "@" + name
        case .directive(let name): return "#" + name
        case .string(let literal):
            var text = "\""
            for segment in literal.segments {
                switch segment {
                case .text(let run): text += run
                case .interpolation(let tokens, _): text += "\\(" + tokens.map(\.written).joined() + ")"
                }
            }
            return text + "\""
        }
    }
}
