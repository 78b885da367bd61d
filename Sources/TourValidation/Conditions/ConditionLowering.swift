import TourDiagnostics
import TourFormat
import TourModel

/// A problem with one condition, kept with the resolved tour until the
/// ``Conditions`` rule reports it.
struct ConditionFinding: Sendable {
    let code: DiagnosticCode
    let message: String
    let position: SourcePosition
    var notes: [String] = []
    var suggestion: String? = nil
}

/// Checks a written condition against the registry's names and types and
/// lowers it to TourFormat's ``TourCondition``: names become parameters,
/// `launches` or events; a literal compared with a double becomes a
/// double; the parameters read come with their declarations.
struct ConditionLowering {
    let scope: ConditionScope
    private(set) var findings: [ConditionFinding] = []
    private var read: [String: TourParameterDeclaration] = [:]

    init(scope: ConditionScope) {
        self.scope = scope
    }

    /// The lowered condition, or `nil` with ``findings`` when it has an error.
    static func lower(_ source: ConditionSource, in scope: ConditionScope) -> (condition: TourCondition?, findings: [ConditionFinding]) {
        var lowering = ConditionLowering(scope: scope)
        let expression = lowering.lower(source.syntax)
        guard let expression, lowering.findings.isEmpty else { return (nil, lowering.findings) }
        let condition = TourCondition(expression, parameters: lowering.read.values.sorted { $0.name < $1.name })
        if let contradiction = NeverTrue.contradiction(in: condition) {
            lowering.findings.append(
                ConditionFinding(
                    code: .conditionNeverTrue, message: "this condition can never hold: \(contradiction)", position: source.position,
                    notes: ["the tour or step would never show; fix the comparison or remove it"]))
        }
        return (condition, lowering.findings)
    }

    /// The type of an operand, for the checks.
    enum Kind: Equatable {
        case bool, int, double, string
        case enumeration(parameter: String, cases: [String])
        /// An enum case literal, whose enum the other side decides.
        case enumCase(String)

        init(_ type: TourParameterType, parameter: String) {
            switch type {
            case .bool: self = .bool
            case .int: self = .int
            case .double: self = .double
            case .string: self = .string
            case .enumeration(let cases): self = .enumeration(parameter: parameter, cases: cases)
            }
        }

        var isNumber: Bool { self == .int || self == .double }

        /// The kind in words: `an int`, `an enum (free, plus, pro)`.
        var described: String {
            switch self {
            case .bool: "a bool"
            case .int: "an int"
            case .double: "a double"
            case .string: "a string"
            case .enumeration(_, let cases): "an enum (\(cases.joined(separator: ", ")))"
            case .enumCase(let name): "the enum case .\(name)"
            }
        }
    }

    private mutating func lower(_ syntax: ConditionSyntax) -> TourCondition.Expression? {
        switch syntax {
        case .all(let parts):
            let lowered = parts.map { lower($0) }
            return lowered.contains { $0 == nil } ? nil : .all(lowered.map { $0! })
        case .any(let parts):
            let lowered = parts.map { lower($0) }
            return lowered.contains { $0 == nil } ? nil : .any(lowered.map { $0! })
        case .not(let part, _):
            return lower(part).map { .not($0) }
        case .value(let operand):
            guard let (lowered, kind) = resolve(operand) else { return nil }
            guard kind == .bool else {
                let advice: String
                switch kind {
                case .int, .double: advice = "compare it, such as \(operand.text) > 0"
                case .enumeration(_, let cases): advice = "compare it with a case, such as \(operand.text) == .\(cases[0])"
                case .enumCase: advice = "compare an enum parameter with it, such as plan == \(operand.text)"
                default: advice = "compare it, such as \(operand.text) == \"…\""
                }
                report(.conditionTypeMismatch, "'\(operand.text)' is \(kind.described), not a condition: \(advice)", at: operand.position)
                return nil
            }
            return .value(lowered)
        case .compare(let left, let comparison, let position, let right):
            return lowerComparison(left, comparison, at: position, right)
        }
    }

    private mutating func lowerComparison(
        _ left: ConditionSyntax.Operand, _ comparison: TourCondition.Comparison, at position: SourcePosition, _ right: ConditionSyntax.Operand
    ) -> TourCondition.Expression? {
        let resolvedLeft = resolve(left)
        let resolvedRight = resolve(right)
        guard var (leftOperand, leftKind) = resolvedLeft, var (rightOperand, rightKind) = resolvedRight else { return nil }
        let symbol = comparison.rawValue
        // An enum case takes its enum from the other side.
        switch (leftKind, rightKind) {
        case (.enumCase, .enumCase):
            report(
                .conditionTypeMismatch, "two enum cases compare nothing: compare an enum parameter with a case, such as plan \(symbol) \(right.text)",
                at: left.position)
            return nil
        case (.enumCase(let name), let other), (let other, .enumCase(let name)):
            let (caseOperand, otherOperand) = leftKind == .enumCase(name) ? (left, right) : (right, left)
            guard case .enumeration(let parameter, let cases) = other else {
                let what = otherOperand.isLiteral ? "a literal" : "'\(otherOperand.text)', \(other.described)"
                report(
                    .wrongLiteralType, "\(caseOperand.text) is an enum case, but it is compared with \(what): compare it with an enum parameter",
                    at: caseOperand.position)
                return nil
            }
            guard cases.contains(name) else {
                let suggestion = Suggestions.likelyMeant(name, among: cases)
                report(
                    .unknownEnumCase, "'\(parameter)' has no case '.\(name)'\(suggestion.map { "; did you mean '.\($0)'?" } ?? "")",
                    at: caseOperand.position, notes: ["the cases of '\(parameter)': \(cases.map { "." + $0 }.joined(separator: ", "))"],
                    suggestion: suggestion.map { "." + $0 })
                return nil
            }
            guard !comparison.orders else {
                report(.conditionTypeMismatch, "'\(symbol)' orders numbers, and '\(parameter)' is \(other.described): use == or !=", at: position)
                return nil
            }
            if leftKind == .enumCase(name) { leftKind = other } else { rightKind = other }
        default: break
        }
        if comparison.orders, !leftKind.isNumber || !rightKind.isNumber {
            let (operand, kind) = leftKind.isNumber ? (right, rightKind) : (left, leftKind)
            report(.conditionTypeMismatch, "'\(symbol)' orders numbers, and '\(operand.text)' is \(kind.described): use == or !=", at: position)
            return nil
        }
        guard leftKind != rightKind else { return .compare(leftOperand, comparison, rightOperand) }
        if leftKind.isNumber && rightKind.isNumber {
            // A whole number compared with a double is a double; a
            // fraction compared with an int is a mistake.
            for (operand, kind, other) in [(left, leftKind, rightKind), (right, rightKind, leftKind)] where kind == .double && other == .int {
                if operand.isLiteral {
                    report(
                        .wrongLiteralType,
                        "'\((operand == left ? right : left).text)' is an int: compare it with a whole number, not \(operand.text)",
                        at: operand.position)
                    return nil
                }
            }
            if leftKind == .int, case .value(.int(let number)) = leftOperand { leftOperand = .value(.double(Double(number))) }
            if rightKind == .int, case .value(.int(let number)) = rightOperand { rightOperand = .value(.double(Double(number))) }
            return .compare(leftOperand, comparison, rightOperand)
        }
        // Different types: a literal of the wrong type, or two names that
        // never compare.
        if let (literal, name, nameKind) = right.isLiteral ? (right, left, leftKind) : left.isLiteral ? (left, right, rightKind) : nil,
            !name.isLiteral
        {
            report(
                .wrongLiteralType, "'\(name.text)' is \(nameKind.described): compare it with \(nameKind.valueForm), not \(literal.text)",
                at: literal.position)
        } else {
            report(
                .conditionTypeMismatch, "'\(left.text)' is \(leftKind.described) and '\(right.text)' is \(rightKind.described): they do not compare",
                at: position)
        }
        return nil
    }

    /// The operand lowered, with its kind; `nil` (reported) for an unknown name.
    private mutating func resolve(_ operand: ConditionSyntax.Operand) -> (TourCondition.Operand, Kind)? {
        switch operand.kind {
        case .literal(let value):
            switch value {
            case .bool: return (.value(value), .bool)
            case .int: return (.value(value), .int)
            case .double: return (.value(value), .double)
            case .string: return (.value(value), .string)
            case .enumCase(let name): return (.value(value), .enumCase(name))
            }
        case .enumCase(let name):
            return (.value(.enumCase(name)), .enumCase(name))
        case .name(let name):
            switch scope.lookUp(name) {
            case .launches?: return (.launches, .int)
            case .event?: return (.event(name), .int)
            case .parameter(let parameter)?:
                read[name] = parameter.declaration
                return (.parameter(name), Kind(parameter.type.value, parameter: name))
            case nil:
                let closest = Suggestions.plausible(for: name, among: Set(scope.names), limit: 3)
                let hint = closest.isEmpty ? "" : "; closest: " + closest.map { "'\($0)'" }.joined(separator: ", ")
                let registry = scope.registryFile.map { "parameters and events of \($0)" } ?? "parameters and events of a registry (there is none)"
                report(
                    .unknownConditionName, "'\(name)' is not a parameter, an event or 'launches'\(hint)", at: operand.position,
                    notes: ["a condition reads the \(registry), and launches"], suggestion: Suggestions.likelyMeant(name, among: closest))
                return nil
            }
        }
    }

    private mutating func report(
        _ code: DiagnosticCode, _ message: String, at position: SourcePosition, notes: [String] = [], suggestion: String? = nil
    ) {
        findings.append(ConditionFinding(code: code, message: message, position: position, notes: notes, suggestion: suggestion))
    }
}

extension ConditionSyntax.Operand {
    /// Whether the operand is written as a value, not a name.
    fileprivate var isLiteral: Bool {
        if case .name = kind { return false }
        return true
    }

    fileprivate static func == (left: Self, right: Self) -> Bool {
        left.position == right.position
    }
}

extension ConditionLowering.Kind {
    /// What a value of the kind looks like, for messages.
    fileprivate var valueForm: String {
        switch self {
        case .bool: "true or false"
        case .int: "a whole number"
        case .double: "a number"
        case .string: "a quoted string"
        case .enumeration(_, let cases): "one of its cases, such as .\(cases[0])"
        case .enumCase: "a case"
        }
    }
}
