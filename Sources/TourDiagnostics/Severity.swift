/// How bad a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable {
    /// The input cannot be compiled; the exit status is 1.
    case error
    /// Worth fixing but not fatal, unless `--strict` is given.
    case warning
    /// Extra information attached to another finding.
    case note

    private var rank: Int {
        switch self {
        case .error: return 0
        case .warning: return 1
        case .note: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}
