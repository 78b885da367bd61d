/// One finding about the input: an error, a warning or a note.
public struct Diagnostic: Hashable, Sendable, CustomReflectable {
    /// The fields, in one reference: a finding is copied about ten times
    /// on its way to the terminal (collected, merged, sorted, filtered,
    /// rendered), and a lint may report tens of thousands of them. Held
    /// inline, each copy retained and released every string of the finding
    /// and of its code: 4 % of a compile's instructions (issue 47's profile).
    /// Written only through ``mutableFields``, which copies a shared one.
    private var fields: Fields

    private final class Fields: @unchecked Sendable {
        // @unchecked: a `Fields` is never changed once a second
        // `Diagnostic` holds it (``mutableFields`` copies it first).
        var severity: Severity
        var code: DiagnosticCode
        var message: String
        var file: String?
        var position: SourcePosition?
        var notes: [String]
        var suggestion: String?

        init(
            severity: Severity, code: DiagnosticCode, message: String, file: String?, position: SourcePosition?,
            notes: [String], suggestion: String?
        ) {
            self.severity = severity
            self.code = code
            self.message = message
            self.file = file
            self.position = position
            self.notes = notes
            self.suggestion = suggestion
        }

        func copy() -> Fields {
            Fields(
                severity: severity, code: code, message: message, file: file, position: position, notes: notes,
                suggestion: suggestion)
        }
    }

    /// The fields, copied first when another diagnostic shares them.
    private var mutableFields: Fields {
        mutating get {
            if !isKnownUniquelyReferenced(&fields) { fields = fields.copy() }
            return fields
        }
    }

    /// How bad it is.
    public var severity: Severity {
        get { fields.severity }
        set { mutableFields.severity = newValue }
    }
    /// The stable code, for `tourc explain` and for filtering.
    public var code: DiagnosticCode {
        get { fields.code }
        set { mutableFields.code = newValue }
    }
    /// One sentence a user can act on.
    public var message: String {
        get { fields.message }
        set { mutableFields.message = newValue }
    }
    /// The file the finding is in, as the user named it; `nil` only for
    /// findings about the command line itself.
    public var file: String? {
        get { fields.file }
        set { mutableFields.file = newValue }
    }
    /// Where in `file` the finding is.
    public var position: SourcePosition? {
        get { fields.position }
        set { mutableFields.position = newValue }
    }
    /// Further context, for example where a duplicate was first defined.
    public var notes: [String] {
        get { fields.notes }
        set { mutableFields.notes = newValue }
    }
    /// A replacement for the offending text, when there is one obvious fix
    /// (the key a typo most likely meant, for instance).
    public var suggestion: String? {
        get { fields.suggestion }
        set { mutableFields.suggestion = newValue }
    }

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
        fields = Fields(
            severity: severity, code: code, message: message, file: file, position: position, notes: notes,
            suggestion: suggestion)
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

    /// Its fields, as a struct's would be printed (`print`, `dump` and test
    /// failures show them, not the reference that holds them).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "severity": severity, "code": code, "message": message, "file": file as Any, "position": position as Any,
                "notes": notes, "suggestion": suggestion as Any,
            ], displayStyle: .struct)
    }

    /// Equal when every field is.
    public static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.fields === rhs.fields
            || (lhs.severity == rhs.severity && lhs.code == rhs.code && lhs.message == rhs.message
                && lhs.file == rhs.file && lhs.position == rhs.position && lhs.notes == rhs.notes
                && lhs.suggestion == rhs.suggestion)
    }

    /// Hashes every field that ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(severity)
        hasher.combine(code)
        hasher.combine(message)
        hasher.combine(file)
        hasher.combine(position)
        hasher.combine(notes)
        hasher.combine(suggestion)
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
