/// A tour's `show.when:` or a step's `when:`, parsed and checked by tourc:
/// what the generated metadata and a bundle's `"when"` carry, and what
/// TourKit's coordinator and sessions evaluate (``evaluate(in:)``), so a
/// local and a remote tour behave the same. The parameters it reads come
/// with their declarations, so it is evaluated with no other knowledge of
/// the app.
///
/// Its JSON form (docs/format.md): `{"expression": EXPRESSION,
/// "parameters": [DECLARATION, ...]}`, an expression being one of
/// `{"all": [EXPRESSION, ...]}` (`&&`), `{"any": [...]}` (`||`),
/// `{"not": EXPRESSION}`, `{"compare": OPERATOR, "left": OPERAND, "right":
/// OPERAND}` or `{"is": OPERAND}` (a bool on its own), and an operand one
/// of `{"parameter": NAME}`, `{"launches": true}`, `{"event": NAME}` or
/// `{"value": VALUE}` (a ``TourValue``).
public struct TourCondition: Hashable, Sendable, Codable, CustomStringConvertible {
    /// What is evaluated.
    public var expression: Expression
    /// The parameters the expression reads, sorted by name.
    public var parameters: [TourParameterDeclaration]

    /// A condition over `expression`, reading `parameters`.
    public init(_ expression: Expression, parameters: [TourParameterDeclaration] = []) {
        self.expression = expression
        self.parameters = parameters
    }

    /// The condition as a tour file writes it, spaced one way:
    /// `plan == .free && presetCount >= 3`.
    public var description: String { expression.description }

    /// One part of a condition.
    public indirect enum Expression: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Every part holds (`&&`).
        case all([Expression])
        /// Some part holds (`||`).
        case any([Expression])
        /// The part does not hold (`!`).
        case not(Expression)
        /// Two operands compare so.
        case compare(Operand, Comparison, Operand)
        /// A bool operand on its own: `isPro`, `true`.
        case value(Operand)

        private enum CodingKeys: String, CodingKey {
            case all, any, not, compare, left, right
            case value = "is"
        }

        /// Decodes the one form the object's keys name.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let parts = try container.decodeIfPresent([Expression].self, forKey: .all) {
                self = .all(parts)
            } else if let parts = try container.decodeIfPresent([Expression].self, forKey: .any) {
                self = .any(parts)
            } else if let part = try container.decodeIfPresent(Expression.self, forKey: .not) {
                self = .not(part)
            } else if let comparison = try container.decodeIfPresent(Comparison.self, forKey: .compare) {
                self = .compare(
                    try container.decode(Operand.self, forKey: .left), comparison, try container.decode(Operand.self, forKey: .right))
            } else if let operand = try container.decodeIfPresent(Operand.self, forKey: .value) {
                self = .value(operand)
            } else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "an expression is all, any, not, compare or is"))
            }
        }

        /// Encodes the form's keys.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .all(let parts): try container.encode(parts, forKey: .all)
            case .any(let parts): try container.encode(parts, forKey: .any)
            case .not(let part): try container.encode(part, forKey: .not)
            case .compare(let left, let comparison, let right):
                try container.encode(comparison, forKey: .compare)
                try container.encode(left, forKey: .left)
                try container.encode(right, forKey: .right)
            case .value(let operand): try container.encode(operand, forKey: .value)
            }
        }

        /// The part as a tour file writes it, parenthesized where the
        /// grammar needs it.
        public var description: String { written(within: .any) }

        /// How tightly the part binds, for parentheses: `||` loosest, then
        /// `&&`, then a comparison, then `!` and single operands.
        private enum Binding: Int, Comparable {
            case any, all, compare, unary
            static func < (left: Binding, right: Binding) -> Bool { left.rawValue < right.rawValue }
        }

        private var binding: Binding {
            switch self {
            case .any: .any
            case .all: .all
            case .compare: .compare
            case .not, .value: .unary
            }
        }

        /// The part written where parts must bind at least as tightly as `context`.
        private func written(within context: Binding) -> String {
            let text: String
            switch self {
            case .all(let parts): text = parts.map { $0.written(within: .compare) }.joined(separator: " && ")
            case .any(let parts): text = parts.map { $0.written(within: .all) }.joined(separator: " || ")
            case .not(let part): text = "!" + part.written(within: .unary)
            case .compare(let left, let comparison, let right): text = "\(left) \(comparison.rawValue) \(right)"
            case .value(let operand): text = operand.description
            }
            // A part that binds more loosely than its place needs
            // parentheses (`!(a == b)`, `(a || b) && c`).
            return binding < context ? "(" + text + ")" : text
        }
    }

    /// What a comparison compares.
    public enum Operand: Hashable, Sendable, Codable, CustomStringConvertible {
        /// A parameter's value: what the app set, else its default.
        case parameter(String)
        /// The app launches recorded.
        case launches
        /// How many times an event was donated.
        case event(String)
        /// A literal.
        case value(TourValue)

        private enum CodingKeys: String, CodingKey {
            case parameter, launches, event, value
        }

        /// Decodes the one key that names the operand.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let name = try container.decodeIfPresent(String.self, forKey: .parameter) {
                self = .parameter(name)
            } else if try container.decodeIfPresent(Bool.self, forKey: .launches) == true {
                self = .launches
            } else if let name = try container.decodeIfPresent(String.self, forKey: .event) {
                self = .event(name)
            } else if let value = try container.decodeIfPresent(TourValue.self, forKey: .value) {
                self = .value(value)
            } else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "an operand is parameter, launches, event or value"))
            }
        }

        /// Encodes the operand's one key.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .parameter(let name): try container.encode(name, forKey: .parameter)
            case .launches: try container.encode(true, forKey: .launches)
            case .event(let name): try container.encode(name, forKey: .event)
            case .value(let value): try container.encode(value, forKey: .value)
            }
        }

        /// The operand as a condition writes it.
        public var description: String {
            switch self {
            case .parameter(let name), .event(let name): name
            case .launches: "launches"
            case .value(let value): value.description
            }
        }

        /// The name the operand reads, when it reads one.
        var name: String? {
            switch self {
            case .parameter(let name), .event(let name): name
            case .launches: "launches"
            case .value: nil
            }
        }
    }

    /// How two operands compare.
    public enum Comparison: String, Hashable, Sendable, Codable, CaseIterable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="

        /// Whether the comparison orders its operands (only numbers are ordered).
        public var orders: Bool { self != .equal && self != .notEqual }

        /// The comparison that holds exactly when this one does not.
        public var negated: Comparison {
            switch self {
            case .equal: .notEqual
            case .notEqual: .equal
            case .less: .greaterOrEqual
            case .lessOrEqual: .greater
            case .greater: .lessOrEqual
            case .greaterOrEqual: .less
            }
        }
    }
}
