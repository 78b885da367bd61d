/// Collects the findings about one file, so that every stage reports every
/// problem it sees instead of stopping at the first.
public struct DiagnosticCollector: Sendable {
    /// The file every collected diagnostic is about.
    public let file: String
    /// What has been collected so far, in the order it was reported.
    public private(set) var diagnostics: [Diagnostic] = []

    /// Creates an empty collector for `file`.
    public init(file: String) {
        self.file = file
    }

    /// Whether an error has been collected.
    public var hasErrors: Bool { diagnostics.containsErrors }

    /// Records a finding with `code`, at the code's severity.
    public mutating func report(
        _ code: DiagnosticCode,
        _ message: String,
        at position: SourcePosition?,
        notes: [String] = [],
        suggestion: String? = nil
    ) {
        diagnostics.append(
            Diagnostic(code, message, file: file, at: position, notes: notes, suggestion: suggestion))
    }

    /// Records diagnostics about the same file found by another collector.
    public mutating func append(contentsOf found: [Diagnostic]) {
        diagnostics += found
    }
}
