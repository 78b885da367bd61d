/// What `initialize` sends that tourc reads: the position encodings the
/// client can count in (LSP 3.17 `general.positionEncodings`).
struct InitializeParams: Decodable, Sendable {
    struct Capabilities: Decodable, Sendable {
        struct General: Decodable, Sendable {
            var positionEncodings: [String]?
        }
        var general: General?
    }
    var capabilities: Capabilities?
}

/// What the server can do, as `initialize` answers.
struct InitializeResult: Encodable, Sendable {
    struct ServerCapabilities: Encodable, Sendable {
        struct TextDocumentSync: Encodable, Sendable {
            var openClose = true
            /// 2: incremental, each change a range and its new text.
            var change = 2
            var save = SaveOptions()
        }
        struct SaveOptions: Encodable, Sendable {
            var includeText = false
        }
        struct CompletionOptions: Encodable, Sendable {
            var triggerCharacters: [String]
        }
        struct CodeActionOptions: Encodable, Sendable {
            var codeActionKinds = ["quickfix"]
        }
        struct RenameOptions: Encodable, Sendable {
            var prepareProvider = true
        }
        var positionEncoding: String
        var textDocumentSync = TextDocumentSync()
        var completionProvider: CompletionOptions
        var hoverProvider = true
        var definitionProvider = true
        var codeActionProvider = CodeActionOptions()
        var renameProvider = RenameOptions()
    }
    struct ServerInfo: Encodable, Sendable {
        var name: String
        var version: String
    }
    var capabilities: ServerCapabilities
    var serverInfo: ServerInfo
}
