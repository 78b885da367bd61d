// libFuzzer target: the language server, as an editor drives it. The first
// byte picks the kind of input:
// - even: the rest is the raw stream from the editor (framing, headers,
//   JSON-RPC of any shape), read in pieces of the sizes its bytes say;
// - odd: the rest scripts a session on one tour file, open and never
//   saved: edits of random ranges with random text (document sync), each
//   followed by a request at a random place (hover, completion,
//   definition, prepareRename, codeAction, rename).
// Every input must end without a crash, and every request sent in the
// script must be answered, with a result or an error (none dropped).
import Dispatch
import Foundation
import TourLanguageServer

/// A project on disk for the scripted sessions: tourc.yaml and a registry.
private let project: String = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-lsp-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: folder.appendingPathComponent("Tours"), withIntermediateDirectories: true)
    try? Data("inputs: [Tours]\nlimits: {stepsPerTour: 200}\n".utf8).write(to: folder.appendingPathComponent("tourc.yaml"))
    try? Data("targets: [keyboard, favoritesStar]\nevents: [presetSaved]\n".utf8).write(to: folder.appendingPathComponent("Tours/targets.yaml"))
    return folder.path
}()

/// What the server sent, collected.
private final class Outbox: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    func take(_ sent: [UInt8]) { lock.withLock { bytes += sent } }
    var answeredIDs: Set<Int> {
        let text = lock.withLock { String(decoding: bytes, as: UTF8.self) }
        var ids = Set<Int>()
        for part in text.components(separatedBy: "Content-Length: ").dropFirst() {
            guard let start = part.firstIndex(of: "{"),
                let object = try? JSONSerialization.jsonObject(with: Data(part[start...].utf8)) as? [String: Any],
                object["method"] == nil, let id = object["id"] as? Int
            else { continue }
            ids.insert(id)
        }
        return ids
    }
}

private func frame(_ object: [String: Any]) -> [UInt8] {
    let body = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLanguageServer(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let outbox = Outbox()
    // Validation only when a request asks: the timer never fires in a run.
    let server = LanguageServer(debounce: .seconds(3600), send: outbox.take)
    if data[0] & 1 == 0 {
        var rest = bytes[...]
        _ = server.run {
            let length = max(1, Int(rest.first ?? 1))
            defer { rest = rest.dropFirst(length) }
            return Array(rest.prefix(length))
        }
        return 0
    }
    let uri = URL(fileURLWithPath: project + "/Tours/main.tour.yaml").absoluteString
    var stream = frame(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]])
    stream += frame(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
    var text = "tour: main\nsteps:\n  - id: keyboard\n    title: Play\n    text: Tap [the help](https://example.com).\n"
    stream += frame([
        "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
    ])
    var ids: [Int] = [1]
    var reader = bytes[...]
    func next() -> Int { Int(reader.popFirst() ?? 0) }
    let methods = [
        "textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/prepareRename", "textDocument/codeAction",
        "textDocument/rename",
    ]
    var version = 1
    while !reader.isEmpty, ids.count < 12 {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let start = ["line": next() % (lines + 1), "character": next() % 40]
        let end = ["line": (start["line"]! + next() % 3), "character": next() % 40]
        let length = next() % 24
        let inserted = String(decoding: reader.prefix(length), as: UTF8.self)
        reader = reader.dropFirst(length)
        version += 1
        stream += frame([
            "jsonrpc": "2.0", "method": "textDocument/didChange",
            "params": [
                "textDocument": ["uri": uri, "version": version], "contentChanges": [["range": ["start": start, "end": end], "text": inserted]],
            ],
        ])
        // The text the script's positions are counted in (roughly: the server keeps the exact one).
        text += inserted
        let id = ids.count + 1
        ids.append(id)
        let method = methods[next() % methods.count]
        let position = ["line": next() % (lines + 2), "character": next() % 40]
        var params: [String: Any] = ["textDocument": ["uri": uri], "position": position]
        if method == "textDocument/rename" { params["newName"] = ["piano", "keyboard", "a b", ""][next() % 4] }
        if method == "textDocument/codeAction" {
            params = ["textDocument": ["uri": uri], "range": ["start": position, "end": position], "context": ["diagnostics": []]]
        }
        stream += frame(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
    }
    stream += frame(["jsonrpc": "2.0", "id": 1000, "method": "shutdown"])
    stream += frame(["jsonrpc": "2.0", "method": "exit"])
    var rest = stream[...]
    let status = server.run {
        defer { rest = rest.dropFirst(4096) }
        return Array(rest.prefix(4096))
    }
    precondition(status == 0, "the scripted session did not end with shutdown and exit")
    let answered = outbox.answeredIDs
    let missing = (ids + [1000]).filter { !answered.contains($0) }
    precondition(missing.isEmpty, "requests left unanswered: \(missing)")
    return 0
}
