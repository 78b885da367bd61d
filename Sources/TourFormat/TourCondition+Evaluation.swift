/// What a condition is evaluated against: the counts and the parameter
/// values the app set. TourKit's coordinator and sessions read these from
/// their store; `tourc simulate` keeps them for its timeline.
package struct TourConditionFacts: Sendable {
    /// The app launches recorded.
    package var launches: Int
    /// Each event's donations, by name.
    package var eventCounts: [String: Int]
    /// The values the app set that count now (a transient parameter's
    /// only in the launch it was set in), by parameter name.
    package var parameterValues: [String: TourValue]

    package init(launches: Int = 0, eventCounts: [String: Int] = [:], parameterValues: [String: TourValue] = [:]) {
        self.launches = launches
        self.eventCounts = eventCounts
        self.parameterValues = parameterValues
    }
}

extension TourCondition {
    /// Whether the condition holds for `facts`, and when it does not, the
    /// part that does not, in words.
    package struct Outcome: Hashable, Sendable {
        /// Whether the condition holds.
        package var holds: Bool
        /// The smallest part of the condition that is false, as written,
        /// and what the names in it are now: `presetCount >= 3 (presetCount
        /// is 1)`. Empty when the condition holds.
        package var falsePart: String
    }

    /// Evaluates the condition: a parameter the app did not set has its
    /// default; one without a default is unset, and every comparison
    /// with it is false (its negation true).
    package func evaluate(in facts: TourConditionFacts) -> Outcome {
        let reader = Reader(condition: self, facts: facts)
        guard let part = reader.falsePart(of: expression) else { return Outcome(holds: true, falsePart: "") }
        var names: [String] = []
        part.forEachName { name in if !names.contains(name) { names.append(name) } }
        let values = names.map { "\($0) is \(reader.value(ofName: $0).map(\.description) ?? "not set")" }
        return Outcome(holds: false, falsePart: part.description + (values.isEmpty ? "" : " (" + values.joined(separator: ", ") + ")"))
    }

    /// Whether the condition holds for `facts`.
    package func holds(in facts: TourConditionFacts) -> Bool {
        Reader(condition: self, facts: facts).holds(expression)
    }

    /// The names the condition reads (parameters, `launches`, events), in order, each once.
    package var names: [String] {
        var names: [String] = []
        expression.forEachName { name in if !names.contains(name) { names.append(name) } }
        return names
    }

    /// The events the condition counts, each once.
    package var events: [String] {
        var events: [String] = []
        expression.forEachOperand { operand in
            if case .event(let name) = operand, !events.contains(name) { events.append(name) }
        }
        return events
    }

    /// Evaluation against one set of facts.
    private struct Reader {
        let condition: TourCondition
        let facts: TourConditionFacts

        func holds(_ expression: Expression) -> Bool {
            switch expression {
            case .all(let parts): return parts.allSatisfy(holds)
            case .any(let parts): return parts.contains(where: holds)
            case .not(let part): return !holds(part)
            case .compare(let left, let comparison, let right):
                guard let left = value(of: left), let right = value(of: right) else { return false }
                return Self.compare(left, comparison, right)
            case .value(let operand):
                guard case .bool(let value)? = value(of: operand) else { return false }
                return value
            }
        }

        /// The smallest part that makes `expression` false: the first false
        /// part of an `&&`, a whole `||` or `!`, a comparison; `nil` when
        /// `expression` holds.
        func falsePart(of expression: Expression) -> Expression? {
            guard !holds(expression) else { return nil }
            if case .all(let parts) = expression, let first = parts.first(where: { !holds($0) }) { return falsePart(of: first) }
            return expression
        }

        func value(of operand: Operand) -> TourValue? {
            switch operand {
            case .parameter(let name): return parameterValue(name)
            case .launches: return .int(facts.launches)
            case .event(let name): return .int(facts.eventCounts[name] ?? 0)
            case .value(let value): return value
            }
        }

        /// What a name in the false part is now, for its words.
        func value(ofName name: String) -> TourValue? {
            if condition.parameters.contains(where: { $0.name == name }) { return parameterValue(name) }
            return name == "launches" ? .int(facts.launches) : .int(facts.eventCounts[name] ?? 0)
        }

        /// The value the app set, when it fits the declared type, else the default.
        private func parameterValue(_ name: String) -> TourValue? {
            guard let declaration = condition.parameters.first(where: { $0.name == name }) else { return nil }
            if let set = facts.parameterValues[name], set.fits(declaration.type) { return set }
            return declaration.defaultValue
        }

        static func compare(_ left: TourValue, _ comparison: Comparison, _ right: TourValue) -> Bool {
            if let left = left.number, let right = right.number {
                switch comparison {
                case .equal: return left == right
                case .notEqual: return left != right
                case .less: return left < right
                case .lessOrEqual: return left <= right
                case .greater: return left > right
                case .greaterOrEqual: return left >= right
                }
            }
            // Only numbers are ordered; tourc refuses any other ordering.
            switch comparison {
            case .equal: return left == right
            case .notEqual: return left != right
            default: return false
            }
        }
    }
}

extension TourCondition.Expression {
    /// Calls `body` with every operand, left to right.
    package func forEachOperand(_ body: (TourCondition.Operand) -> Void) {
        switch self {
        case .all(let parts), .any(let parts): for part in parts { part.forEachOperand(body) }
        case .not(let part): part.forEachOperand(body)
        case .compare(let left, _, let right):
            body(left)
            body(right)
        case .value(let operand): body(operand)
        }
    }

    /// Calls `body` with every name an operand reads, left to right.
    package func forEachName(_ body: (String) -> Void) {
        forEachOperand { operand in if let name = operand.name { body(name) } }
    }
}
