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
    /// A SARIF 2.1.0 log, which GitHub code scanning and other tools read.
    case sarif

    /// Whether the report goes to standard output (machine formats) rather
    /// than standard error.
    public var writesToStandardOutput: Bool { self == .github || self == .json || self == .sarif }

    /// Whether the report is written even with nothing to report: a
    /// document a tool parses, rather than lines.
    public var isDocument: Bool { self == .json || self == .sarif }

    /// Whether the report reads the files its findings are in: the human
    /// report quotes the line under each finding, and SARIF places the
    /// fixes it offers. The others print none, and a compile that reports
    /// to them needs no source read again.
    public var quotesSources: Bool { self == .human || self == .sarif }

    /// Whether each finding's lines stand alone, with no header, count or
    /// document around them, so that a long report may be rendered and
    /// printed a piece at a time and read the same.
    public var rendersFindingsAlone: Bool { self == .xcode || self == .github }

    /// Renders `diagnostics` (already in reporting order). `source` gives a
    /// file's bytes for quoting lines and for the text a fix replaces;
    /// `color` adds ANSI colour (human only); `sarif` says what a SARIF log
    /// holds besides the findings (the current folder as the source root
    /// when `nil`).
    public func render(
        _ diagnostics: [Diagnostic], source: @escaping (String) -> [UInt8]? = { _ in nil }, color: Bool = false,
        sarif: SARIFContext = SARIFContext(toolVersion: "", sourceRoot: "/")
    ) -> String {
        switch self {
        case .sarif: return SARIFRenderer.render(diagnostics, context: sarif, source: source)
        case .human: return HumanRenderer(color: color, source: source).render(diagnostics)
        case .xcode: return XcodeRenderer.render(diagnostics)
        case .github: return diagnostics.map(GitHubRenderer.render).joined()
        case .json: return JSONRenderer.render(diagnostics)
        }
    }
}
