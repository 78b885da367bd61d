import TourDiagnostics

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An LSP diagnostic: tourc's finding at a range of the editor's text.
struct LSPDiagnostic: Codable, Hashable, Sendable {
    struct CodeDescription: Codable, Hashable, Sendable {
        var href: String
    }
    var range: TextRange
    /// 1 error, 2 warning, 3 information.
    var severity: Int
    /// The TOUR code.
    var code: String
    /// Where the code is explained.
    var codeDescription: CodeDescription
    var source = "tourc"
    var message: String
}

/// `textDocument/publishDiagnostics`.
struct PublishDiagnosticsParams: Encodable, Sendable {
    var uri: String
    /// The version of the text the findings are about.
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

/// Publishing tourc's findings: the validator's, as `tourc validate`
/// reports them, each at the token it is about.
enum PublishDiagnostics {
    /// The finding as the editor shows it in `document`, a file of
    /// `project`: the paths in its message relative to the project's
    /// folder, as `tourc validate` run there prints them.
    static func lspDiagnostic(
        _ diagnostic: Diagnostic, in document: TextDocument, project: ProjectLocation, encoding: PositionEncoding
    ) -> LSPDiagnostic {
        let message = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
        return LSPDiagnostic(
            range: range(of: diagnostic, in: document, encoding: encoding),
            severity: severity(diagnostic.severity),
            code: diagnostic.code.rawValue,
            codeDescription: .init(href: diagnostic.code.documentationURL),
            message: message.replacingOccurrences(of: project.folder + "/", with: ""))
    }

    /// Where the finding is: the key or value at its position (the token
    /// a SARIF fix replaces), else the rest of its line; the document's
    /// start for a finding about the whole file.
    static func range(of diagnostic: Diagnostic, in document: TextDocument, encoding: PositionEncoding) -> TextRange {
        guard let position = diagnostic.position else {
            return TextRange(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        }
        var span = document.span(ofTokenAt: position)
        if span.isEmpty {
            var end = document.lineRange(position.line - 1).upperBound
            while end > span.lowerBound, document.bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            span = span.lowerBound..<max(end, span.lowerBound)
        }
        return document.range(of: span, in: encoding)
    }

    private static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
