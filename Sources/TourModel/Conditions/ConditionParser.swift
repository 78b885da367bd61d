import TourDiagnostics
import TourFormat

extension DiagnosticCode {
    /// A condition does not follow the grammar.
    public static let conditionSyntax = DiagnosticCode(
        "TOUR215", name: "conditionSyntax", severity: .error,
        summary: "A condition (show.when, a step's when) does not follow the grammar.",
        explanation: """
            A condition compares the app's parameters (targets.yaml's \
            `parameters:`), `launches` and event counts with values: `==`, \
            `!=`, `<`, `<=`, `>`, `>=`, joined by `&&` and `||`, negated by \
            `!`, grouped with parentheses; values are `true`, `false`, \
            numbers, double-quoted strings and enum cases (`.free`). The \
            message says what was expected at the column: a single `=` \
            is `==`, a single `&` is `&&`. `!` takes one name or a \
            parenthesized part, so `!a == b` must be written `!(a == b)`, \
            and comparisons do not chain (`1 < x < 3` is \
            `1 < x && x < 3`). YAML reads a value that starts with `!` as \
            a tag: quote such a condition (`when: "!isPro"`). The grammar \
            is in docs/format.md.
            """)
}

/// Parses conditions, reporting the first syntax error at its column.
///
/// The grammar (docs/format.md):
///
///     condition  = and { "||" and }
///     and        = unary { "&&" unary }
///     unary      = "!" unary | "(" condition ")" | comparison
///     comparison = operand [ operator operand ]
///     operator   = "==" | "!=" | "<" | "<=" | ">" | ">="
///     operand    = name | "true" | "false" | number | string | "." name
///
/// A name is a letter, then letters, digits, `_`, `.` and `-` (the event
/// names' rule); a number is digits with an optional `-` and fraction; a
/// string is double-quoted, with `\"` and `\\` its only escapes.
public struct ConditionParser {
    /// One token, with its offset in Unicode scalars.
    private struct Token {
        enum Kind: Equatable {
            case name(String)
            case number(TourValue)
            case string(String)
            case enumCase(String)
            case comparison(TourCondition.Comparison)
            case and, or, not, open, close, end
        }
        var kind: Kind
        var offset: Int
        var text: String

        /// The token for messages: `'&&'`, or "the end of the condition".
        var described: String { kind == .end ? "the end of the condition" : "'\(text)'" }
    }

    /// Why the text is not a condition, with the offset of the error.
    public struct Failure: Error, Sendable {
        public var message: String
        public var offset: Int
    }

    private var tokens: [Token] = []
    private var index = 0
    private let map: (Int) -> SourcePosition

    private init(map: @escaping (Int) -> SourcePosition) {
        self.map = map
    }

    /// Parses `text`; positions come from `map`, which turns an offset in
    /// the text's Unicode scalars into where that character is written.
    public static func parse(_ text: String, positions map: @escaping (Int) -> SourcePosition) -> Result<ConditionSyntax, Failure> {
        var parser = ConditionParser(map: map)
        do {
            parser.tokens = try Self.tokens(of: Array(text.unicodeScalars))
            if parser.tokens.count == 1 { throw Failure(message: "the condition is empty", offset: 0) }
            let condition = try parser.condition()
            guard case .end = parser.current.kind else {
                throw Failure(
                    message: "expected '&&', '||' or the end of the condition, found \(parser.current.described)", offset: parser.current.offset)
            }
            return .success(condition)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", offset: 0))
        }
    }

    // MARK: Grammar

    private var current: Token { tokens[index] }

    private mutating func condition() throws -> ConditionSyntax {
        var parts = [try and()]
        while current.kind == .or {
            index += 1
            parts.append(try and())
        }
        return parts.count == 1 ? parts[0] : .any(parts)
    }

    private mutating func and() throws -> ConditionSyntax {
        var parts = [try unary()]
        while current.kind == .and {
            index += 1
            parts.append(try unary())
        }
        return parts.count == 1 ? parts[0] : .all(parts)
    }

    private mutating func unary() throws -> ConditionSyntax {
        let token = current
        switch token.kind {
        case .not:
            index += 1
            let operand = try unary()
            if case .compare(let left, let comparison, _, let right) = operand, !endsInParentheses(index) {
                throw Failure(
                    message: "'!' applies to '\(left.text)' alone, not to the comparison; write !(\(left.text) \(comparison.rawValue) \(right.text))",
                    offset: token.offset)
            }
            return .not(operand, at: map(token.offset))
        case .open:
            index += 1
            let inner = try condition()
            guard current.kind == .close else {
                throw Failure(
                    message: "the '(' at column \(map(token.offset).column) is not closed: expected ')', found \(current.described)",
                    offset: current.offset)
            }
            index += 1
            return inner
        default:
            return try comparison()
        }
    }

    /// Whether the part just parsed, which ends before the token at
    /// `end`, was written in parentheses.
    private func endsInParentheses(_ end: Int) -> Bool {
        end > 0 && tokens[end - 1].kind == .close
    }

    private mutating func comparison() throws -> ConditionSyntax {
        let left = try operand(after: index > 0 ? tokens[index - 1] : nil)
        guard case .comparison(let comparison) = current.kind else { return .value(left) }
        let symbol = current
        index += 1
        let right = try operand(after: symbol)
        if case .comparison = current.kind {
            throw Failure(
                message: "comparisons do not chain: join them with '&&' (\(left.text) \(comparison.rawValue) \(right.text) && \(right.text) ...)",
                offset: current.offset)
        }
        return .compare(left, comparison, at: map(symbol.offset), right)
    }

    private mutating func operand(after previous: Token?) throws -> ConditionSyntax.Operand {
        let token = current
        let kind: ConditionSyntax.Operand.Kind
        switch token.kind {
        case .name("true"): kind = .literal(.bool(true))
        case .name("false"): kind = .literal(.bool(false))
        case .name(let name): kind = .name(name)
        case .number(let value): kind = .literal(value)
        case .string(let text): kind = .literal(.string(text))
        case .enumCase(let name): kind = .enumCase(name)
        default:
            let place = previous.map { "after '\($0.text)'" } ?? "at the start"
            throw Failure(message: "expected a name, a value or '(' \(place), found \(token.described)", offset: token.offset)
        }
        index += 1
        return ConditionSyntax.Operand(kind: kind, position: map(token.offset), text: token.text)
    }

    // MARK: Tokens

    private static func tokens(of scalars: [Unicode.Scalar]) throws -> [Token] {
        var tokens: [Token] = []
        var offset = 0
        func text(_ range: Range<Int>) -> String {
            var string = ""
            string.unicodeScalars.append(contentsOf: scalars[range])
            return string
        }
        func next(is scalar: Unicode.Scalar) -> Bool { offset + 1 < scalars.count && scalars[offset + 1] == scalar }
        while offset < scalars.count {
            let scalar = scalars[offset]
            let start = offset
            func add(_ kind: Token.Kind, length: Int) {
                tokens.append(Token(kind: kind, offset: start, text: text(start..<start + length)))
                offset += length
            }
            switch scalar {
            case " ", "\t", "\n", "\r":
                offset += 1
            case "(": add(.open, length: 1)
            case ")": add(.close, length: 1)
            case "=":
                guard next(is: "=") else { throw Failure(message: "'=' is not an operator; did you mean '=='?", offset: start) }
                add(.comparison(.equal), length: 2)
            case "!": next(is: "=") ? add(.comparison(.notEqual), length: 2) : add(.not, length: 1)
            case "<": next(is: "=") ? add(.comparison(.lessOrEqual), length: 2) : add(.comparison(.less), length: 1)
            case ">": next(is: "=") ? add(.comparison(.greaterOrEqual), length: 2) : add(.comparison(.greater), length: 1)
            case "&":
                guard next(is: "&") else { throw Failure(message: "'&' is not an operator; did you mean '&&'?", offset: start) }
                add(.and, length: 2)
            case "|":
                guard next(is: "|") else { throw Failure(message: "'|' is not an operator; did you mean '||'?", offset: start) }
                add(.or, length: 2)
            case "\"":
                var value = ""
                var end = offset + 1
                while end < scalars.count, scalars[end] != "\"" {
                    if scalars[end] == "\\" {
                        guard end + 1 < scalars.count, scalars[end + 1] == "\"" || scalars[end + 1] == "\\" else {
                            throw Failure(message: "a string escapes only '\\\"' and '\\\\'", offset: end)
                        }
                        end += 1
                    }
                    value.unicodeScalars.append(scalars[end])
                    end += 1
                }
                guard end < scalars.count else { throw Failure(message: "the string is not closed: expected '\"'", offset: start) }
                add(.string(value), length: end + 1 - start)
            case ".":
                var end = offset + 1
                guard end < scalars.count, scalars[end].isNameStart else {
                    throw Failure(message: "expected a case name after '.', such as .free", offset: start)
                }
                while end < scalars.count, scalars[end].isNamePart && scalars[end] != "." { end += 1 }
                add(.enumCase(text(offset + 1..<end)), length: end - start)
            case "-", "0"..."9":
                var end = offset + (scalar == "-" ? 1 : 0)
                guard end < scalars.count, scalars[end].isDigit else {
                    throw Failure(message: "'-' starts a negative number, such as -1", offset: start)
                }
                while end < scalars.count, scalars[end].isDigit { end += 1 }
                var isFraction = false
                if end < scalars.count, scalars[end] == "." {
                    guard end + 1 < scalars.count, scalars[end + 1].isDigit else {
                        throw Failure(message: "a number's '.' needs digits after it, such as 2.5", offset: end)
                    }
                    isFraction = true
                    end += 1
                    while end < scalars.count, scalars[end].isDigit { end += 1 }
                }
                if end < scalars.count, scalars[end].isNamePart {
                    throw Failure(message: "a name starts with a letter; '\(text(start..<end + 1))' does not", offset: start)
                }
                let written = text(start..<end)
                if isFraction, let value = Double(written), value.isFinite {
                    add(.number(.double(value)), length: end - start)
                } else if !isFraction, let value = Int(written) {
                    add(.number(.int(value)), length: end - start)
                } else {
                    throw Failure(message: "the number \(written) is too large", offset: start)
                }
            default:
                guard scalar.isNameStart else {
                    throw Failure(message: "'\(Character(scalar))' cannot appear in a condition outside a string", offset: start)
                }
                var end = offset + 1
                while end < scalars.count, scalars[end].isNamePart { end += 1 }
                add(.name(text(start..<end)), length: end - start)
            }
        }
        tokens.append(Token(kind: .end, offset: scalars.count, text: ""))
        return tokens
    }
}

extension Unicode.Scalar {
    fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
    fileprivate var isNameStart: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    fileprivate var isNamePart: Bool { isNameStart || isDigit || self == "_" || self == "." || self == "-" }
}
