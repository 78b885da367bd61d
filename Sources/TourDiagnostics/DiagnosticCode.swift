/// A stable identifier for one kind of finding, with its documentation.
///
/// Codes are `TOUR` and three digits, grouped by the stage that emits them:
/// 1xx YAML syntax and limits, 2xx shape and types, 3xx validation and
/// targets (the lints among them), 4xx output, 5xx configuration and
/// command line, 6xx `tourc import`, 7xx `tourc format`. Each code is
/// declared in an extension next to the code that emits it, so its
/// explanation is read and changed together with the check itself;
/// ``DiagnosticCode/all`` lists them for `tourc explain` and
/// `docs/diagnostics.md`.
public struct DiagnosticCode: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The code as users see it, for example `TOUR203`.
    public let rawValue: String
    /// The code's name, as the Swift declaration beside its check spells it
    /// (`duplicateStepID`): SARIF's rule name.
    public let name: String
    /// How bad a finding with this code is: the level every finding with
    /// it is reported at (``Diagnostic/init(_:_:file:at:notes:suggestion:)``),
    /// and what SARIF calls the rule's default level. `--strict` makes
    /// warnings errors, and one code, TOUR342, is an error for remote tours.
    public let severity: Severity
    /// One line that says what the code means.
    public let summary: String
    /// A paragraph or two: why it is a problem and how to fix it.
    public let explanation: String

    /// Declares a code. Only used by the `static let` declarations beside
    /// the checks that emit them, in every stage of the package.
    package init(_ rawValue: String, name: String, severity: Severity, summary: String, explanation: String) {
        self.rawValue = rawValue
        self.name = name
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
    }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue == rhs.rawValue
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { rawValue }
}
