extension DiagnosticCode {
    /// Where the code's explanation is published: its entry in
    /// docs/diagnostics.md in the project's repository (the anchor GitHub
    /// gives the heading `## TOUR304` is `#tour304`). Editors link a
    /// finding's code here (`tourc lsp`); `tourc explain` prints the same text.
    public var documentationURL: String {
        "https://github.com/tourc/tourc/blob/main/docs/diagnostics.md#" + rawValue.lowercased()
    }
}
