import TourDiagnostics

/// `textDocument/codeAction`'s params: the document and the range asked about.
struct CodeActionParams: Decodable, Sendable {
    var textDocument: TextDocumentIdentifier
    var range: TextRange
}

/// One fix.
struct CodeAction: Encodable, Hashable, Sendable {
    var title: String
    var kind = "quickfix"
    var diagnostics: [LSPDiagnostic]
    var isPreferred = true
    var edit: WorkspaceEdit
}

/// Code actions: every finding with a "did you mean" offers its suggestion
/// as a fix, replacing the token the finding is at, as the SARIF log's fix
/// does.
enum CodeActions {
    /// The fixes for the findings in `diagnostics` (about `document`, whose
    /// URI is `uri`, in `project`) that meet `range`.
    static func actions(
        for diagnostics: [Diagnostic], in document: TextDocument, uri: String, range: TextRange, project: ProjectLocation,
        encoding: PositionEncoding
    ) -> [CodeAction] {
        diagnostics.compactMap { diagnostic in
            guard let suggestion = diagnostic.suggestion, let position = diagnostic.position else { return nil }
            let span = document.span(ofTokenAt: position)
            guard !span.isEmpty else { return nil }
            let found = PublishDiagnostics.lspDiagnostic(diagnostic, in: document, project: project, encoding: encoding)
            guard found.range.overlaps(range) else { return nil }
            // The finding's range is the token's: the fix replaces what it marks.
            let edit = TextEdit(range: found.range, newText: suggestion)
            return CodeAction(title: "Replace with '\(suggestion)'", diagnostics: [found], edit: WorkspaceEdit(changes: [uri: [edit]]))
        }
    }
}
