import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// A condition names nothing the registry declares.
    public static let unknownConditionName = DiagnosticCode(
        "TOUR370", name: "unknownConditionName", severity: .error,
        summary: "A condition names something that is not a parameter, an event or launches.",
        explanation: """
            A condition (`show.when`, a step's `when`) reads the parameters \
            declared under `parameters:` in the registry (targets.yaml, or \
            the app manifest a remote tour is checked against), the events \
            under `events:` (their donation counts) and `launches`. A name \
            that is none of these, a typo or a parameter not yet declared, \
            would make the condition meaningless; the message names the \
            closest declared names. Declare the parameter, or fix the name.
            """)

    /// A condition compares values that do not compare.
    public static let conditionTypeMismatch = DiagnosticCode(
        "TOUR371", name: "conditionTypeMismatch", severity: .error,
        summary: "A condition compares values of types that do not compare, or uses a non-bool as a condition.",
        explanation: """
            `<`, `<=`, `>` and `>=` order numbers: ints, doubles, \
            `launches` and event counts. A bool, a string or an enum is \
            compared with `==` or `!=` only (`plan >= 3` is this error). \
            Two names compare when they are of one type (two numbers, or \
            enums with the same cases), and a name alone is a condition \
            only when it is a bool (`isPro`, `!isPro`); an int alone is \
            not (`presetCount > 0` is). The message says what each side is.
            """)

    /// A condition compares an enum with a case it does not have.
    public static let unknownEnumCase = DiagnosticCode(
        "TOUR372", name: "unknownEnumCase", severity: .error,
        summary: "A condition compares an enum parameter with a case it does not have.",
        explanation: """
            `plan == .gold`, when the registry lists `cases: [free, plus, \
            pro]` for `plan`, could never hold. The message names the \
            closest case and lists them all. Fix the case, or add it to \
            the parameter's `cases:`.
            """)

    /// A literal in a condition is of another type than the name it is compared with.
    public static let wrongLiteralType = DiagnosticCode(
        "TOUR373", name: "wrongLiteralType", severity: .error,
        summary: "A condition compares a name with a literal of another type.",
        explanation: """
            A literal takes the type of the name it is compared with: \
            `true` or `false` for a bool, a whole number for an int (and \
            for `launches` and event counts), a number for a double, a \
            double-quoted string for a string, and a case (`.free`) for \
            an enum. `isPro == 1`, `presetCount >= 2.5`, `plan == "free"` \
            and `mode == .fast` (mode a string) are this error, at the \
            literal.
            """)

    /// A condition can never hold.
    public static let conditionNeverTrue = DiagnosticCode(
        "TOUR374", name: "conditionNeverTrue", severity: .warning,
        summary: "A condition can never hold, so its tour or step would never show.",
        explanation: """
            The comparisons joined by `&&` in some part of the condition \
            exclude each other whatever the app sets: `x > 3 && x < 2`, \
            an enum compared with two cases (`plan == .free && plan == \
            .pro`), `launches < 0` (counts are never negative), a whole \
            number between two neighbours (`n > 1 && n < 2` for an int). \
            The message lists the comparisons. tourc reads each name's \
            bounds and values, not comparisons of two names, so it warns \
            only when it is certain. `--strict` makes it an error.
            """)
}

/// A tour's conditions, checked against the registry and lowered to
/// TourFormat's ``TourCondition`` while the tour is resolved (see
/// ``ConditionScope``): what the emitters write, and what was found.
public struct ResolvedConditions: Sendable {
    /// The lowered `show.when`, when the tour has one without an error.
    public var show: TourCondition?
    /// Each step's lowered `when`, by step index (`nil` for a step without one).
    public var steps: [TourCondition?]
    /// What checking them found, for ``Conditions`` to report.
    var findings: [ConditionFinding] = []

    /// No conditions.
    static let none = ResolvedConditions(show: nil, steps: [])

    /// The lowered `when` of the step at `index`, if it has one.
    public func step(at index: Int) -> TourCondition? {
        index < steps.count ? steps[index] : nil
    }

    /// Checks and lowers `tour`'s conditions in `scope`; with no scope (the
    /// registry could not be read) they are neither checked nor lowered.
    init(_ tour: Tour, scope: ConditionScope?) {
        show = nil
        steps = Array(repeating: nil, count: tour.steps.count)
        guard let scope else { return }
        if let source = tour.show?.condition {
            let lowered = ConditionLowering.lower(source, in: scope)
            show = lowered.condition
            findings += lowered.findings
        }
        for (index, step) in tour.steps.enumerated() {
            guard let source = step.condition else { continue }
            let lowered = ConditionLowering.lower(source, in: scope)
            steps[index] = lowered.condition
            findings += lowered.findings
        }
    }

    private init(show: TourCondition?, steps: [TourCondition?]) {
        self.show = show
        self.steps = steps
    }

    /// Whether any step has a condition.
    public var anyStep: Bool { steps.contains { $0 != nil } }
}

/// The conditions of `show.when` and of each step's `when`: each name is a
/// parameter, an event or `launches`, the two sides of each comparison
/// compare, each case exists, and the whole can hold.
enum Conditions: TourRule {
    static let codes: [DiagnosticCode] = [
        .unknownConditionName, .conditionTypeMismatch, .unknownEnumCase, .wrongLiteralType, .conditionNeverTrue,
    ]

    static func check(_ tour: TourUnderCheck, _ context: inout ValidationContext) {
        for finding in tour.resolved.conditions.findings {
            context.report(
                finding.code, finding.message, file: tour.tour.file, at: finding.position, notes: finding.notes, suggestion: finding.suggestion)
        }
    }
}
