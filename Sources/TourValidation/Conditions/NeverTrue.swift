import TourFormat

/// Finds conditions that can never hold, whatever the app sets: `x > 3 &&
/// x < 2`, an enum compared with two cases joined by `&&`, `launches < 0`.
///
/// The condition is put in negation normal form and spread into a
/// disjunction of conjunctions of comparisons (at most ``termLimit``;
/// past that it is assumed to hold sometimes); it can never hold when no
/// conjunction can. A conjunction is read name by name: bounds and
/// exclusions of a number, the values an enum, a bool or a string may
/// take. Comparisons of two names are left out (they could hold), and so
/// is a negated comparison of a parameter that may be unset (it holds
/// when the parameter is).
enum NeverTrue {
    /// The most conjunctions one condition is spread into.
    static let termLimit = 256

    /// The comparisons of a conjunction that cannot hold together, written
    /// as a condition, or `nil` when the condition can hold.
    static func contradiction(in condition: TourCondition) -> String? {
        let alwaysSet = Set(condition.parameters.filter { $0.defaultValue != nil }.map(\.name))
        let types = Dictionary(condition.parameters.map { ($0.name, $0.type) }) { first, _ in first }
        let normal = Normal(alwaysSet: alwaysSet)
        guard let terms = normal.terms(of: condition.expression, negated: false) else { return nil }
        var first: String?
        for term in terms {
            guard let conflict = conflict(in: term, types: types) else { return nil }
            if first == nil { first = conflict }
        }
        return first ?? "it is false"
    }

    /// One comparison of a name with a value.
    struct Atom: Hashable {
        let name: String
        let comparison: TourCondition.Comparison
        let value: TourValue

        var written: String { "\(name) \(comparison.rawValue) \(value)" }
    }

    /// A conjunction of atoms; a condition is a list of them (none: it never holds).
    typealias Term = [Atom]

    private struct Normal {
        let alwaysSet: Set<String>

        /// The expression as a disjunction of conjunctions, `nil` past the limit.
        func terms(of expression: TourCondition.Expression, negated: Bool) -> [Term]? {
            switch expression {
            case .all(let parts), .any(let parts):
                let conjunctive: Bool
                if case .all = expression { conjunctive = !negated } else { conjunctive = negated }
                var result: [Term] = conjunctive ? [[]] : []
                for part in parts {
                    guard let partTerms = terms(of: part, negated: negated) else { return nil }
                    result = conjunctive ? result.flatMap { left in partTerms.map { left + $0 } } : result + partTerms
                    if result.count > NeverTrue.termLimit { return nil }
                }
                return result
            case .not(let part):
                return terms(of: part, negated: !negated)
            case .value(let operand):
                return terms(of: .compare(operand, .equal, .value(.bool(true))), negated: negated)
            case .compare(let left, let comparison, let right):
                return terms(ofComparison: left, comparison, right, negated: negated)
            }
        }

        /// A comparison as terms: one atom; `[[]]` when it may hold and
        /// says nothing known; `[]` when it never holds (a false constant).
        private func terms(
            ofComparison left: TourCondition.Operand, _ comparison: TourCondition.Comparison, _ right: TourCondition.Operand, negated: Bool
        ) -> [Term] {
            switch (left, right) {
            case (.value, .value):
                let holds = TourCondition(.compare(left, comparison, right)).holds(in: TourConditionFacts())
                return holds != negated ? [[]] : []
            case (.value(let value), let name), (let name, .value(let value)):
                guard let nameText = name.nameText else { return [[]] }
                let ordered = left == name ? comparison : comparison.swapped
                // A negated comparison of a parameter that may be unset holds while it is.
                if negated && !alwaysSet.contains(nameText) && name.isParameter { return [[]] }
                return [[Atom(name: nameText, comparison: negated ? ordered.negated : ordered, value: value)]]
            default:
                return [[]]
            }
        }
    }

    /// Why the atoms of `term` cannot hold together, or `nil` when they can.
    private static func conflict(in atoms: Term, types: [String: TourParameterType]) -> String? {
        var byName: [String: [Atom]] = [:]
        var order: [String] = []
        for atom in atoms {
            if byName[atom.name] == nil { order.append(atom.name) }
            byName[atom.name, default: []].append(atom)
        }
        for name in order {
            let atoms = byName[name]!
            let type = types[name]
            let satisfiable: Bool
            switch type {
            case .double?: satisfiable = numbersCanHold(atoms, whole: false, atLeastZero: false)
            case .int?: satisfiable = numbersCanHold(atoms, whole: true, atLeastZero: false)
            case .bool?: satisfiable = valuesCanHold(atoms, among: [.bool(true), .bool(false)])
            case .enumeration(let cases)?: satisfiable = valuesCanHold(atoms, among: cases.map(TourValue.enumCase))
            case .string?: satisfiable = valuesCanHold(atoms, among: nil)
            case nil: satisfiable = numbersCanHold(atoms, whole: true, atLeastZero: true)  // launches and event counts
            }
            if !satisfiable { return atoms.map(\.written).joined(separator: " && ") }
        }
        return nil
    }

    /// Whether a number can meet every atom: within the bounds, equal to
    /// every `==`, different from every `!=`.
    private static func numbersCanHold(_ atoms: [Atom], whole: Bool, atLeastZero: Bool) -> Bool {
        var lower = (value: atLeastZero ? 0.0 : -Double.infinity, strict: false)
        var upper = (value: Double.infinity, strict: false)
        var equal: Double?
        var excluded: [Double] = []
        for atom in atoms {
            guard let number = atom.value.number else { continue }
            switch atom.comparison {
            case .equal:
                if let equal, equal != number { return false }
                equal = number
            case .notEqual: excluded.append(number)
            case .greater: if number > lower.value || (number == lower.value && !lower.strict) { lower = (number, true) }
            case .greaterOrEqual: if number > lower.value { lower = (number, false) }
            case .less: if number < upper.value || (number == upper.value && !upper.strict) { upper = (number, true) }
            case .lessOrEqual: if number < upper.value { upper = (number, false) }
            }
        }
        if whole {
            // Strict bounds on whole numbers are the next whole number in.
            lower = (lower.strict ? (lower.value + 1).rounded(.down) : lower.value.rounded(.up), false)
            upper = (upper.strict ? (upper.value - 1).rounded(.up) : upper.value.rounded(.down), false)
        }
        func within(_ value: Double) -> Bool {
            (lower.strict ? value > lower.value : value >= lower.value) && (upper.strict ? value < upper.value : value <= upper.value)
        }
        if let equal { return within(equal) && !excluded.contains(equal) && (!whole || equal == equal.rounded()) }
        if lower.value > upper.value || (lower.value == upper.value && (lower.strict || upper.strict)) { return false }
        // A few whole numbers left: each may be excluded.
        if whole, upper.value - lower.value < 64 {
            return stride(from: lower.value, through: upper.value, by: 1).contains { !excluded.contains($0) }
        }
        if lower.value == upper.value { return !excluded.contains(lower.value) }
        return true
    }

    /// Whether one of `values` (any value when `nil`) meets every atom.
    private static func valuesCanHold(_ atoms: [Atom], among values: [TourValue]?) -> Bool {
        let equals = Set(atoms.filter { $0.comparison == .equal }.map(\.value))
        let excluded = Set(atoms.filter { $0.comparison == .notEqual }.map(\.value))
        if equals.count > 1 { return false }
        if let equal = equals.first { return !excluded.contains(equal) }
        guard let values else { return true }
        return values.contains { !excluded.contains($0) }
    }
}

extension TourCondition.Operand {
    /// The name of a parameter, an event or `launches`.
    fileprivate var nameText: String? {
        switch self {
        case .parameter(let name), .event(let name): name
        case .launches: "launches"
        case .value: nil
        }
    }

    fileprivate var isParameter: Bool {
        if case .parameter = self { return true }
        return false
    }
}

extension TourCondition.Comparison {
    /// The comparison with its sides swapped: `3 < x` is `x > 3`.
    fileprivate var swapped: TourCondition.Comparison {
        switch self {
        case .equal, .notEqual: self
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        }
    }
}
