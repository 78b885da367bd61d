import Dispatch
import TourCompiler
import TourDiagnostics

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// tourc's language server (LSP 3.17): the compile's findings in the
/// editor as the writer types, and completion, hover, definition, fixes
/// and rename for tour files and the registry.
///
/// Messages are handled one at a time, in the order they arrive, on one
/// serial queue; so are the re-validations, which wait ``debounce`` after
/// the last edit. A request about a document whose text changed since the
/// last validation validates first, so every answer reads the text the
/// client sent. Answers and notifications leave through `send` in the
/// order they were made, except that a request cancelled while it waits
/// is answered as soon as the cancellation arrives.
public final class LanguageServer: @unchecked Sendable {
    // @unchecked: every `var` below is read and written only on `queue`
    // (``receive(_:)`` and the debounce timer both run there).
    private let queue = DispatchQueue(label: "tourc.lsp")
    private let send: @Sendable ([UInt8]) -> Void
    /// Where messages leave, one at a time.
    private let sending = DispatchQueue(label: "tourc.lsp.send")
    private let debounce: DispatchTimeInterval

    /// Where the session is in its life.
    private enum Phase {
        /// Before `initialize`: only `initialize` and `exit` are answered.
        case starting
        case running
        /// After `shutdown`: only `exit` is.
        case shutDown
    }

    private var phase = Phase.starting
    private var encoding = PositionEncoding.utf16
    /// Whether the client said it watches files when asked to.
    private var clientWatchesFiles = false
    private var documents = DocumentStore()
    /// The last validation of each project an open document belongs to.
    private var projects: [ProjectLocation: ProjectSnapshot] = [:]
    /// Whether a document changed since the last validation.
    private var needsValidation = false
    /// Counts the edits, so that only the timer of the last one validates.
    private var editCount = 0
    /// The configurations the last validation published findings for
    /// without the file being open, so they can be cleared.
    private var configurationsWithFindings: Set<String> = []

    /// A server that writes each framed message with `send`, and validates
    /// `debounce` after the last edit.
    public init(debounce: DispatchTimeInterval = .milliseconds(50), send: @escaping @Sendable ([UInt8]) -> Void) {
        self.debounce = debounce
        self.send = send
    }

    /// Reads framed messages with `read` (which returns no bytes at the
    /// end of its input) and handles them until the client sends `exit` or
    /// goes away; returns the status to exit with.
    ///
    /// Reading goes on while the queue works: a message is queued, not
    /// handled here, so the end of the input is seen even in the middle
    /// of a long validation, and the server stops within half a second of
    /// it instead of validating on for minutes after the editor is gone.
    /// A `$/cancelRequest` for a request still queued behind a validation
    /// is answered at once, from here: the editor does not wait seconds to
    /// hear that what it gave up on was given up.
    public func run(reading read: () -> [UInt8]) -> Int32 {
        var framer = MessageFramer()
        while true {
            let bytes = read()
            if bytes.isEmpty {
                // What is queued may finish (an exit after a shutdown), a validation may not.
                let drained = DispatchSemaphore(value: 0)
                queue.async { drained.signal() }
                _ = drained.wait(timeout: .now() + .milliseconds(500))
                return flags.shutDown ? 0 : 1
            }
            for frame in framer.read(bytes) {
                switch frame {
                case .message(let body):
                    let peek = try? JSONDecoder().decode(Peek.self, from: Data(body))
                    // `exit` ends the loop: it waits for its turn and answers the status.
                    if peek?.method == "exit", peek?.id == nil, let status = receive(body) { return status }
                    if let id = peek?.id, peek?.method != nil { flags.queue(id) }
                    if peek?.method == "$/cancelRequest", let id = peek?.params?.id, flags.cancel(id) {
                        fail(id, ResponseError(code: -32800, message: "the request was cancelled"))
                    }
                    queue.async { [self] in _ = handle(body) }
                case .malformedHeader(let reason):
                    queue.async { [self] in fail(nil, .parseError("skipped a message whose header could not be read: \(reason)")) }
                }
            }
        }
    }

    /// What the reading loop looks at in a message before queueing it.
    private struct Peek: Decodable {
        var id: RequestID?
        var method: String?
        var params: CancelParams?

        struct CancelParams: Decodable {
            var id: RequestID?
        }
    }

    /// What the reading loop and the queue share: whether `shutdown` was
    /// answered, the requests queued but not begun, and those of them the
    /// client cancelled (already answered by the reading loop).
    private final class Flags: @unchecked Sendable {
        // @unchecked: all three are read and written only on `lock`.
        private let lock = DispatchQueue(label: "tourc.lsp.flags")
        private var isShutDown = false
        private var queued: Set<RequestID> = []
        private var cancelled: Set<RequestID> = []

        var shutDown: Bool {
            get { lock.sync { isShutDown } }
            set { lock.sync { isShutDown = newValue } }
        }

        /// Notes that request `id` waits on the queue.
        func queue(_ id: RequestID) { lock.sync { _ = queued.insert(id) } }

        /// Cancels `id` if it has not begun; whether it had not (then the
        /// caller answers it). A request already running goes on: its
        /// answer is the one the client gets.
        func cancel(_ id: RequestID) -> Bool {
            lock.sync {
                guard queued.remove(id) != nil else { return false }
                cancelled.insert(id)
                return true
            }
        }

        /// Begins request `id`; whether to handle it, `false` once it was
        /// cancelled and answered.
        func begin(_ id: RequestID) -> Bool {
            lock.sync {
                queued.remove(id)
                return cancelled.remove(id) == nil
            }
        }
    }

    private let flags = Flags()

    /// Handles one message's JSON; returns the status to exit with once it
    /// is `exit`: 0 after `shutdown`, else 1, as LSP says.
    public func receive(_ body: [UInt8]) -> Int32? {
        queue.sync { handle(body) }
    }

    // MARK: Messages

    private func handle(_ body: [UInt8]) -> Int32? {
        let message: IncomingMessage
        do {
            message = try JSONDecoder().decode(IncomingMessage.self, from: Data(body))
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            fail(nil, .parseError("the message is not JSON"))
            return nil
        } catch {
            fail(nil, .invalidRequest("the message is not a JSON-RPC request or notification: \(Self.describe(error))"))
            return nil
        }
        guard let method = message.method else {
            // A response to a request this server never sends, or nothing at all.
            if message.id == nil { fail(nil, .invalidRequest("the message has no method")) }
            return nil
        }
        guard let id = message.id else { return notify(method, body) }
        guard flags.begin(id) else { return nil }
        switch phase {
        case .starting where method != "initialize":
            fail(id, .serverNotInitialized)
        case .shutDown:
            fail(id, .invalidRequest("the server is shut down; only exit is left"))
        default:
            do throws(ResponseError) {
                try request(method, id: id, body: body)
            } catch {
                fail(id, error)
            }
        }
        return nil
    }

    /// A request: answered here, or by throwing the error to answer with.
    private func request(_ method: String, id: RequestID, body: [UInt8]) throws(ResponseError) {
        switch method {
        case "initialize":
            guard phase == .starting else { throw .invalidRequest("the server is already initialized") }
            let capabilities = try params(InitializeParams.self, of: method, in: body).capabilities
            encoding = PositionEncoding.negotiated(offered: capabilities?.general?.positionEncodings)
            clientWatchesFiles = capabilities?.watchesFilesWhenAsked == true
            phase = .running
            reply(id, .success(Self.capabilities(encoding)))
        case "shutdown":
            phase = .shutDown
            flags.shutDown = true
            reply(id, .success(Optional<Int>.none))
        case "textDocument/completion":
            let place = try self.place(params(TextDocumentPositionParams.self, of: method, in: body))
            let items = Completion.items(atOffset: place.offset, in: place.text, path: place.path, project: place.project, encoding: encoding)
            reply(id, .success(items))
        case "textDocument/hover":
            let place = try self.place(params(TextDocumentPositionParams.self, of: method, in: body))
            let hover = Hover.hover(atOffset: place.offset, in: place.text, path: place.path, project: place.project, encoding: encoding)
            reply(id, .success(hover))
        case "textDocument/definition":
            let place = try self.place(params(TextDocumentPositionParams.self, of: method, in: body))
            let locations = Definition.locations(
                atOffset: place.offset, in: place.text, path: place.path, project: place.project, files: documents, encoding: encoding)
            reply(id, .success(locations))
        case "textDocument/codeAction":
            let asked = try params(CodeActionParams.self, of: method, in: body)
            let document = try self.document(asked.textDocument.uri)
            let project = snapshot(of: document.path)
            let actions = CodeActions.actions(
                for: project.diagnostics(about: document.path), in: document.text, uri: asked.textDocument.uri, range: asked.range,
                project: project.location, encoding: encoding)
            reply(id, .success(actions))
        case "textDocument/prepareRename":
            let place = try self.place(params(TextDocumentPositionParams.self, of: method, in: body))
            reply(id, .success(Rename.prepare(atOffset: place.offset, in: place.text, path: place.path, project: place.project, encoding: encoding)))
        case "textDocument/rename":
            let asked = try params(RenameParams.self, of: method, in: body)
            let place = try self.place(TextDocumentPositionParams(textDocument: asked.textDocument, position: asked.position))
            let edit = Rename.edit(
                atOffset: place.offset, in: place.text, path: place.path, to: asked.newName, project: place.project, files: documents,
                encoding: encoding)
            reply(id, edit)
        default:
            throw .methodNotFound(method)
        }
    }

    /// A notification; returns the status to exit with for `exit`.
    private func notify(_ method: String, _ body: [UInt8]) -> Int32? {
        if method == "exit" { return phase == .shutDown ? 0 : 1 }
        // Before `initialize`, and after `shutdown`, notifications are dropped.
        guard phase == .running else { return nil }
        // A notification has no answer, so one that cannot be read is dropped too.
        switch method {
        case "initialized":
            // The app's Swift is rarely open beside a tour: without the
            // client's watch, a tag renamed there would leave a step's
            // findings stale until the tour itself is edited.
            if clientWatchesFiles {
                write(RequestMessage(id: .string("tourc-watch"), method: "client/registerCapability", params: RegistrationParams.watchedFiles))
            }
        case "workspace/didChangeWatchedFiles":
            // Which files changed does not matter: a validation reads them all again.
            documentsChanged()
        case "textDocument/didOpen":
            guard let opened = try? params(DidOpenTextDocumentParams.self, of: method, in: body),
                let path = FileURI.path(of: opened.textDocument.uri)
            else { return nil }
            documents.open(path, uri: opened.textDocument.uri, version: opened.textDocument.version, text: opened.textDocument.text)
            documentsChanged()
        case "textDocument/didChange":
            guard let changed = try? params(DidChangeTextDocumentParams.self, of: method, in: body),
                let path = FileURI.path(of: changed.textDocument.uri)
            else { return nil }
            for change in changed.contentChanges {
                documents.apply(change, to: path, version: changed.textDocument.version, encoding: encoding)
            }
            documentsChanged()
        case "textDocument/didClose":
            guard let closed = try? params(DocumentNotificationParams.self, of: method, in: body),
                let path = FileURI.path(of: closed.textDocument.uri)
            else { return nil }
            documents.close(path)
            // Its findings go with it; its saved text is what the others see now.
            publish(PublishDiagnosticsParams(uri: closed.textDocument.uri, diagnostics: []))
            documentsChanged()
        case "textDocument/didSave":
            documentsChanged()
        default:
            break
        }
        return nil
    }

    // MARK: Validation

    /// Validates once the edits stop for ``debounce``.
    private func documentsChanged() {
        needsValidation = true
        editCount += 1
        let edit = editCount
        queue.asyncAfter(deadline: .now() + debounce) { [self] in
            if edit == editCount { validateIfNeeded() }
        }
    }

    /// Validates every project an open document belongs to, with the
    /// documents' unsaved text, and publishes each open document's findings.
    private func validateIfNeeded() {
        guard needsValidation else { return }
        needsValidation = false
        let unsaved = documents.unsavedFiles
        var validated: [ProjectLocation: ProjectSnapshot] = [:]
        let open = documents.open.sorted { $0.key < $1.key }.map { (path: $0.key, document: $0.value, location: ProjectLocation(containing: $0.key)) }
        for (_, _, location) in open where validated[location] == nil {
            validated[location] = ProjectSnapshot(analyzing: location, unsaved: unsaved)
        }
        projects = validated
        for (path, document, location) in open {
            guard let project = validated[location] else { continue }
            let diagnostics = project.diagnostics(about: path).map {
                PublishDiagnostics.lspDiagnostic($0, in: document.text, project: project.location, encoding: encoding)
            }
            publish(PublishDiagnosticsParams(uri: document.uri, version: document.version, diagnostics: diagnostics))
        }
        publishConfigurationFindings(validated.values.sorted { $0.location.folder < $1.location.folder })
    }

    /// A configuration that cannot be read stops every check of its
    /// project, so its findings are published even when it is not open;
    /// and cleared once they are gone.
    private func publishConfigurationFindings(_ projects: [ProjectSnapshot]) {
        var withFindings: Set<String> = []
        for project in projects {
            guard let path = project.location.configuration, documents.open[path] == nil else { continue }
            let found = project.diagnostics(about: path)
            guard !found.isEmpty || configurationsWithFindings.contains(path), let text = documents.document(at: path) else { continue }
            if !found.isEmpty { withFindings.insert(path) }
            let diagnostics = found.map { PublishDiagnostics.lspDiagnostic($0, in: text, project: project.location, encoding: encoding) }
            publish(PublishDiagnosticsParams(uri: documents.uri(of: path), diagnostics: diagnostics))
        }
        configurationsWithFindings = withFindings
    }

    /// The validated project of the file at `path`: the last validation's,
    /// made again first when a document changed since.
    private func snapshot(of path: String) -> ProjectSnapshot {
        validateIfNeeded()
        let location = ProjectLocation(containing: path)
        if let project = projects[location] { return project }
        let project = ProjectSnapshot(analyzing: location, unsaved: documents.unsavedFiles)
        projects[location] = project
        return project
    }

    // MARK: Helpers

    /// A document a request is about: an open one, else the file on disk.
    private struct Document {
        var path: String
        var text: TextDocument
    }

    private func document(_ uri: String) throws(ResponseError) -> Document {
        guard let path = FileURI.path(of: uri) else { throw .invalidParams("tourc lsp reads file: URIs only, not \(uri)") }
        guard let text = documents.document(at: path) else { throw .requestFailed("cannot read \(path)") }
        return Document(path: path, text: text)
    }

    /// The place a request is about, and its project.
    private struct Place {
        var path: String
        var text: TextDocument
        var offset: Int
        var project: ProjectSnapshot
    }

    private func place(_ asked: TextDocumentPositionParams) throws(ResponseError) -> Place {
        let document = try document(asked.textDocument.uri)
        let project = snapshot(of: document.path)
        return Place(path: document.path, text: document.text, offset: document.text.offset(of: asked.position, in: encoding), project: project)
    }

    private func params<Params: Decodable>(_ type: Params.Type, of method: String, in body: [UInt8]) throws(ResponseError) -> Params {
        do {
            return try JSONDecoder().decode(IncomingParams<Params>.self, from: Data(body)).params
        } catch {
            throw .invalidParams("the params of \(method) are not what it takes: \(Self.describe(error))")
        }
    }

    /// A decoding error in a sentence: what was wrong, and where.
    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let found), .valueNotFound(_, let found), .keyNotFound(_, let found), .dataCorrupted(let found): context = found
        @unknown default: return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        if case .keyNotFound(let key, _) = error { return "no \((path.isEmpty ? "" : path + ".") + key.stringValue)" }
        return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    }

    private static func capabilities(_ encoding: PositionEncoding) -> InitializeResult {
        InitializeResult(
            capabilities: .init(positionEncoding: encoding.rawValue, completionProvider: .init(triggerCharacters: [":", " ", "."])),
            serverInfo: .init(name: "tourc", version: TourcVersion.current))
    }

    // MARK: Output

    private func reply<Result: Encodable>(_ id: RequestID?, _ outcome: Swift.Result<Result, ResponseError>) {
        write(ResponseMessage(id: id, outcome: outcome))
    }

    private func fail(_ id: RequestID?, _ error: ResponseError) {
        write(ResponseMessage<Int?>(id: id, outcome: .failure(error)))
    }

    private func publish(_ params: PublishDiagnosticsParams) {
        write(NotificationMessage(method: "textDocument/publishDiagnostics", params: params))
    }

    private func write(_ message: some Encodable) {
        let encoder = JSONEncoder()
        // Sorted keys: the same answer is the same bytes, which the recorded sessions compare.
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let body = try? encoder.encode(message) else { return }
        // The reading loop answers cancellations too: one message at a time.
        sending.sync { send(MessageFramer.frame(Array(body))) }
    }
}
