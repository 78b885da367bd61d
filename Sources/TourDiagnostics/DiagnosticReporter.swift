/// The formats diagnostics are printed in, chosen with `--reporter`.
public enum DiagnosticReporter: String, Sendable, CaseIterable {
    /// The source line with a caret under the column; for people at a terminal.
    case human
    /// `path:line:col: error: message [TOUR203]`, which Xcode and most
    /// editors turn into clickable issues.
    case xcode
    /// GitHub Actions workflow commands (`::error file=...::message`), which
    /// annotate the pull request.
    case github
    /// One JSON array, for tools.
    case json

    /// Whether the report goes to standard output (machine formats) rather
    /// than standard error.
    public var writesToStandardOutput: Bool { self == .github || self == .json }

    /// Renders `diagnostics` (already in reporting order). `source` gives a
    /// file's bytes for quoting lines; `color` adds ANSI colour (human only).
    public func render(
        _ diagnostics: [Diagnostic], source: @escaping (String) -> [UInt8]? = { _ in nil }, color: Bool = false
    ) -> String {
        switch self {
        case .human: return HumanRenderer(color: color, source: source).render(diagnostics)
        case .xcode: return diagnostics.map(XcodeRenderer.render).joined()
        case .github: return diagnostics.map(GitHubRenderer.render).joined()
        case .json: return JSONRenderer.render(diagnostics)
        }
    }
}
