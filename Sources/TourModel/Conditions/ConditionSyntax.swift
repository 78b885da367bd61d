import TourDiagnostics
import TourFormat

/// A condition as written (`show.when:`, a step's `when:`): parsed, with
/// the position of every operand and operator, before its names are
/// looked up in the registry (validation does that, and lowers it to
/// TourFormat's ``TourCondition``).
public struct ConditionSource: Sendable {
    /// The scalar as written, for the positions of its characters.
    public var text: LocalizedText.Entry
    /// The parsed condition.
    public var syntax: ConditionSyntax

    /// Where the condition's value starts.
    public var position: SourcePosition { text.position }
}

/// One part of a written condition.
public indirect enum ConditionSyntax: Sendable {
    /// `a && b && ...`
    case all([ConditionSyntax])
    /// `a || b || ...`
    case any([ConditionSyntax])
    /// `!a`, with the position of the `!`.
    case not(ConditionSyntax, at: SourcePosition)
    /// `left OP right`, with the position of the operator.
    case compare(Operand, TourCondition.Comparison, at: SourcePosition, Operand)
    /// An operand on its own: `isPro`, `true`.
    case value(Operand)

    /// An operand as written: a name or a literal, with its position.
    public struct Operand: Sendable {
        /// What is written.
        public enum Kind: Sendable, Hashable {
            /// A parameter, `launches` or an event.
            case name(String)
            /// `true`, `false`, a number or a quoted string.
            case literal(TourValue)
            /// `.free`: a case of the enum on the other side.
            case enumCase(String)
        }
        /// What is written.
        public var kind: Kind
        /// Where it starts.
        public var position: SourcePosition
        /// What it is as written, for messages.
        public var text: String
    }

    /// Where the part starts: its first operand or `!`.
    public var position: SourcePosition {
        switch self {
        case .all(let parts), .any(let parts): parts[0].position
        case .not(_, let position): position
        case .compare(let left, _, _, _): left.position
        case .value(let operand): operand.position
        }
    }

    /// Calls `body` with every operand, left to right.
    public func forEachOperand(_ body: (Operand) -> Void) {
        switch self {
        case .all(let parts), .any(let parts): for part in parts { part.forEachOperand(body) }
        case .not(let part, _): part.forEachOperand(body)
        case .compare(let left, _, _, let right):
            body(left)
            body(right)
        case .value(let operand): body(operand)
        }
    }
}
