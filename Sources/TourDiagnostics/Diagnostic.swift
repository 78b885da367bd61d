/// One finding about the input: an error, a warning or a note.
public struct Diagnostic: Hashable, Sendable {
    /// How bad it is.
    public var severity: Severity
    /// The stable code, for `tourc explain` and for filtering.
    public var code: DiagnosticCode
    /// One sentence a user can act on.
    public var message: String
    /// The file the finding is in, as the user named it; `nil` only for
    /// findings about the command line itself.
    public var file: String?
    /// Where in `file` the finding is.
    public var position: SourcePosition?
    /// Further context, for example where a duplicate was first defined.
    public var notes: [String]
    /// A replacement for the offending text, when there is one obvious fix
    /// (the key a typo most likely meant, for instance).
    public var suggestion: String?

    /// Creates a diagnostic.
    public init(
        severity: Severity,
        code: DiagnosticCode,
        message: String,
        file: String?,
        position: SourcePosition?,
        notes: [String] = [],
        suggestion: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.file = file
        self.position = position
        self.notes = notes
        self.suggestion = suggestion
    }

    /// A finding with `code`, at the code's ``DiagnosticCode/severity``,
    /// about `file` and at `position` when the finding has one. Every stage
    /// reports this way, so a code's level is declared once, with the code.
    public init(
        _ code: DiagnosticCode, _ message: String, file: String?, at position: SourcePosition? = nil, notes: [String] = [],
        suggestion: String? = nil
    ) {
        self.init(
            severity: code.severity, code: code, message: message, file: file, position: position, notes: notes,
            suggestion: suggestion)
    }

    /// The order reporters print in: file, line, column, code.
    public static func reportingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        let lhsFile = lhs.file ?? ""
        let rhsFile = rhs.file ?? ""
        if lhsFile != rhsFile { return lhsFile < rhsFile }
        let lhsPosition = lhs.position ?? SourcePosition(line: 0, column: 0)
        let rhsPosition = rhs.position ?? SourcePosition(line: 0, column: 0)
        if lhsPosition != rhsPosition { return lhsPosition < rhsPosition }
        if lhs.code != rhs.code { return lhs.code < rhs.code }
        return lhs.message < rhs.message
    }

    /// Whether the reporting order cannot tell `self` and `other` apart:
    /// one file, place, code and message.
    func readsAsOne(with other: Diagnostic) -> Bool {
        file == other.file && position == other.position && code == other.code && message == other.message
    }
}

extension Array where Element == Diagnostic {
    /// Whether any element is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics in reporting order, with exact repeats removed.
    public func sortedForReporting() -> [Diagnostic] {
        // Repeats are equal in everything the order reads, so they end up in
        // one run of findings at the same place with the same code and
        // message; each is compared with that run alone, not hashed (a lint
        // may report tens of thousands of notes).
        var result: [Diagnostic] = []
        result.reserveCapacity(count)
        var runStart = 0
        for diagnostic in sorted(by: Diagnostic.reportingOrder) {
            if let last = result.last, last.readsAsOne(with: diagnostic) {
                if result[runStart...].contains(diagnostic) { continue }
            } else {
                runStart = result.count
            }
            result.append(diagnostic)
        }
        return result
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics with every warning made an error, for `--strict`.
    public func promotingWarningsToErrors() -> [Diagnostic] {
        map { diagnostic in
            var promoted = diagnostic
            if promoted.severity == .warning { promoted.severity = .error }
            return promoted
        }
    }
}
