/// What `initialize` sends that tourc reads: the position encodings the
/// client can count in (LSP 3.17 `general.positionEncodings`).
struct InitializeParams: Decodable, Sendable {
    struct Capabilities: Decodable, Sendable {
        struct General: Decodable, Sendable {
            var positionEncodings: [String]?
        }
        struct Workspace: Decodable, Sendable {
            struct DynamicRegistration: Decodable, Sendable {
                var dynamicRegistration: Bool?
            }
            var didChangeWatchedFiles: DynamicRegistration?
        }
        var general: General?
        var workspace: Workspace?

        /// Whether the client watches files for a server that asks it to
        /// (`client/registerCapability` for `workspace/didChangeWatchedFiles`).
        var watchesFilesWhenAsked: Bool { workspace?.didChangeWatchedFiles?.dynamicRegistration == true }
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

/// `client/registerCapability`'s params: the server asks the client to
/// send `workspace/didChangeWatchedFiles` for the files a validation
/// reads, open in the editor or not (the app's Swift, where a renamed tag
/// makes a step point at nothing; the registry; the configuration).
struct RegistrationParams: Encodable, Sendable {
    struct Registration: Encodable, Sendable {
        struct Options: Encodable, Sendable {
            struct Watcher: Encodable, Sendable {
                var globPattern: String
            }
            var watchers: [Watcher]
        }
        var id: String
        var method: String
        var registerOptions: Options
    }
    var registrations: [Registration]

    /// Every file a project's validation can read: Swift sources, tour
    /// files, registries and configurations, and String Catalogs.
    static let watchedFiles = RegistrationParams(registrations: [
        Registration(
            id: "tourc-watched-files", method: "workspace/didChangeWatchedFiles",
            registerOptions: .init(watchers: [.init(globPattern: "**/*.{swift,yaml,yml,json,xcstrings}")]))
    ])
}
