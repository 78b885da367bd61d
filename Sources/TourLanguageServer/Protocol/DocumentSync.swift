/// `textDocument/didOpen`: the document's whole text.
struct DidOpenTextDocumentParams: Decodable, Sendable {
    struct Item: Decodable, Sendable {
        var uri: String
        var version: Int
        var text: String
    }
    var textDocument: Item
}

/// `textDocument/didChange`: the changes, in order, each a range and the
/// text that replaces it, or the whole new text.
struct DidChangeTextDocumentParams: Decodable, Sendable {
    struct VersionedIdentifier: Decodable, Sendable {
        var uri: String
        var version: Int
    }
    struct Change: Decodable, Sendable {
        var range: TextRange?
        var text: String
    }
    var textDocument: VersionedIdentifier
    var contentChanges: [Change]
}

/// `textDocument/didClose` and `textDocument/didSave`.
struct DocumentNotificationParams: Decodable, Sendable {
    var textDocument: TextDocumentIdentifier
}
