import Foundation
import TestSupport
import Testing

/// A scripted LSP client: runs the built `tourc lsp` with pipes for its
/// standard input and output and speaks JSON-RPC to it, as an editor does.
/// Its framing and JSON are its own (Foundation's), not the server's.
final class LSPClient {
    private let process: Process
    private let input: FileHandle
    private let inbox = Inbox()
    private var nextID = 1
    /// The project's folder.
    let root: String

    /// How long any answer may take before a test fails; far above what
    /// a loaded CI machine needs, so it never decides a result by itself.
    static let patience: TimeInterval = 20

    /// Starts `tourc lsp` in `root`, with `environment` added to the test's own.
    init(root: String, environment: [String: String] = [:]) throws {
        self.root = root
        let binary = try #require(TourcBinary.path, "the tourc binary was not found beside the test bundle; build with --build-tests")
        let stdin = Pipe()
        let stdout = Pipe()
        process = try runRetryingWhileBusy {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = ["lsp"]
            process.currentDirectoryURL = URL(fileURLWithPath: root)
            if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = FileHandle.nullDevice
            return process
        }
        input = stdin.fileHandleForWriting
        let output = stdout.fileHandleForReading
        let inbox = inbox
        Thread.detachNewThread {
            while true {
                let chunk = output.availableData
                inbox.take(chunk)
                if chunk.isEmpty { return }
            }
        }
    }

    /// A server started in `folder` and initialized, with `path` open when given.
    static func session(in folder: TemporaryFolder, opening path: String? = nil, environment: [String: String] = [:]) throws -> LSPClient {
        let client = try LSPClient(root: folder.path, environment: environment)
        try client.initialize()
        if let path { try client.open(path) }
        return client
    }

    deinit {
        // A test that failed half way leaves no server behind.
        if process.isRunning { process.terminate() }
    }

    // MARK: Sending

    /// Sends `bytes` as they are: a test's malformed message.
    func sendRaw(_ bytes: Data) throws {
        try input.write(contentsOf: bytes)
    }

    /// Sends one message, framed.
    func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        try sendRaw(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    /// Sends a notification.
    func notify(_ method: String, _ params: [String: Any] = [:]) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and returns its response (`result` or `error`).
    @discardableResult
    func request(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return try #require(waitForMessage { $0["id"] as? Int == id }, "no response to \(method)")
    }

    /// The result of a request, which must not fail.
    func result(_ method: String, _ params: [String: Any] = [:]) throws -> Any? {
        let response = try request(method, params)
        #expect(response["error"] == nil, "\(method): \(response)")
        return response["result"].flatMap { $0 is NSNull ? nil : $0 }
    }

    /// `initialize` (offering `encodings`, when given) and `initialized`.
    @discardableResult
    func initialize(positionEncodings encodings: [String]? = nil, watchingFiles: Bool = false) throws -> [String: Any] {
        var capabilities: [String: Any] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        if watchingFiles { capabilities["workspace"] = ["didChangeWatchedFiles": ["dynamicRegistration": true]] }
        let result = try #require(try self.result("initialize", ["capabilities": capabilities, "rootUri": uri("")]) as? [String: Any])
        try notify("initialized")
        return result
    }

    /// Closes the server's input: the editor has gone.
    func closeInput() throws {
        try input.close()
    }

    // MARK: Documents

    /// The URI of `path`, relative to the project.
    func uri(_ path: String) -> String {
        URL(fileURLWithPath: root).appendingPathComponent(path).absoluteString
    }

    /// Opens `path` with `text` (by default, the file's).
    func open(_ path: String, text: String? = nil, version: Int = 1) throws {
        let text = try text ?? String(contentsOfFile: root + "/" + path, encoding: .utf8)
        try notify("textDocument/didOpen", ["textDocument": ["uri": uri(path), "languageId": "yaml", "version": version, "text": text]])
    }

    /// Sends the whole new text of `path`.
    func change(_ path: String, to text: String, version: Int) throws {
        try notify(
            "textDocument/didChange", ["textDocument": ["uri": uri(path), "version": version], "contentChanges": [["text": text]]])
    }

    /// The parameters of a request about the place `‸` marks in `marked`,
    /// a document's text, for `path`.
    func at(_ path: String, _ marked: String) -> [String: Any] {
        let lines = marked.components(separatedBy: "\n")
        let line = lines.firstIndex { $0.contains("‸") }!
        let character = lines[line].components(separatedBy: "‸")[0].utf16.count
        return ["textDocument": ["uri": uri(path)], "position": ["line": line, "character": character]]
    }

    // MARK: Receiving

    /// The first message since `start` (a count of messages) that `matches`,
    /// waiting for it up to `patience` seconds; `nil` when none comes in time.
    func waitForMessage(
        after start: Int = 0, patience: TimeInterval = LSPClient.patience, _ matches: ([String: Any]) -> Bool
    ) -> [String: Any]? {
        let deadline = Date(timeIntervalSinceNow: patience)
        var index = start
        while let body = inbox.message(index, before: deadline) {
            if let message = Self.object(body), matches(message) { return message }
            index += 1
        }
        return nil
    }

    /// How many messages have come so far.
    var messageCount: Int { inbox.messages.count }

    /// The next `publishDiagnostics` for `path` after message `start`,
    /// about `version` when given.
    func diagnostics(for path: String, after start: Int = 0, version: Int? = nil) throws -> [[String: Any]] {
        let uri = uri(path)
        let message = waitForMessage(after: start) { message in
            guard message["method"] as? String == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any] else {
                return false
            }
            return params["uri"] as? String == uri && (version == nil || params["version"] as? Int == version)
        }
        let params = try #require(message?["params"] as? [String: Any], "no diagnostics for \(path)")
        return try #require(params["diagnostics"] as? [[String: Any]])
    }

    /// Waits for the server to exit; its status, or `nil` if it is still running.
    func waitForExit() -> Int32? {
        let deadline = Date(timeIntervalSinceNow: Self.patience)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Ends the session as an editor does: `shutdown`, then `exit`; returns
    /// the server's exit status.
    func shutDown() throws -> Int32? {
        _ = try result("shutdown")
        try notify("exit")
        return waitForExit()
    }

    /// Every message the server sent, as received.
    var transcript: [Data] { inbox.messages }

    private static func object(_ body: Data) -> [String: Any]? {
        try? JSONSerialization.jsonObject(with: body) as? [String: Any]
    }
}

/// What the server sent: the reader thread adds, the test reads.
private final class Inbox: @unchecked Sendable {
    // @unchecked: every stored property is touched only while holding `condition`.
    private let condition = NSCondition()
    private var received: [Data] = []
    /// Bytes read but not yet a whole message.
    private var unread = Data()
    private var closed = false

    /// Adds what the server wrote; an empty chunk is the end of its output.
    func take(_ chunk: Data) {
        condition.lock()
        if chunk.isEmpty { closed = true }
        unread.append(chunk)
        while let body = Self.takeMessage(from: &unread) { received.append(body) }
        condition.broadcast()
        condition.unlock()
    }

    /// Message `index`, waiting for it until `deadline`; `nil` if it does not come.
    func message(_ index: Int, before deadline: Date) -> Data? {
        condition.lock()
        defer { condition.unlock() }
        while index >= received.count {
            if closed || !condition.wait(until: deadline) { return nil }
        }
        return received[index]
    }

    /// Every message so far.
    var messages: [Data] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }

    /// Takes one framed message's body off the front of `data`, if it holds one.
    private static func takeMessage(from data: inout Data) -> Data? {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self)
        guard
            let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
            }).first, data.count - (end.upperBound - data.startIndex) >= length
        else { return nil }
        let body = data[end.upperBound..<end.upperBound + length]
        data = Data(data[(end.upperBound + length)...])
        return Data(body)
    }
}

/// Small projects for the language server's tests.
enum LSPProjects {
    /// A registry of three targets and two events.
    static let registry = """
        targets:
          - keyboard
          - name: favoritesStar
            description: The star next to the preset name
          - recordButton
        events:
          - name: presetSaved
            description: The user saved a preset
          - noteplayed

        """

    /// A tour whose second step points at `favoritesStr`, which is not registered.
    static let misspeltTarget = """
        tour: main
        icon: pianokeys
        steps:
          - id: keyboard
            title: Play the keyboard
            text: Select {symbol:pianokeys} to play.
          - id: favorite
            target: favoritesStr
            title: Keep your favorites
            text: Select the star.
          - id: record
            target: recordButton
            title: Record
            text: Select to record.

        """

    /// A project with `tourc.yaml`, the registry and `Tours/main.tour.yaml`.
    static func project(main: String = misspeltTarget, more files: [String: String] = [:]) throws -> TemporaryFolder {
        try TemporaryFolder(
            files: ["tourc.yaml": "inputs: [Tours]\n", "Tours/targets.yaml": registry, "Tours/main.tour.yaml": main]
                .merging(files) { _, new in new })
    }
}
