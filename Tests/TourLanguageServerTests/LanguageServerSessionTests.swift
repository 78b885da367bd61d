import Foundation
import TestSupport
import Testing

@testable import TourLanguageServer

/// The server in process, over an in-memory stream: what it answers, in
/// what order, and how it coalesces edits.
@Suite struct LanguageServerSessionTests {
    /// What the server sent, framed, collected from its queue.
    final class Sent: @unchecked Sendable {
        // @unchecked: `bytes` is touched only while holding `lock`.
        private let lock = NSLock()
        private var bytes: [UInt8] = []

        func append(_ data: [UInt8]) {
            lock.lock()
            bytes += data
            lock.unlock()
        }

        /// Each message sent, as JSON.
        var messages: [[String: Any]] {
            lock.lock()
            defer { lock.unlock() }
            var framer = MessageFramer()
            return framer.read(bytes).compactMap { frame in
                guard case .message(let body) = frame else { return nil }
                return try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
            }
        }
    }

    static func framed(_ messages: [String]) -> [UInt8] {
        messages.flatMap { MessageFramer.frame(Array($0.utf8)) }
    }

    @Test func aSessionIsAnsweredInOrderAndEndsWithExit() {
        let sent = Sent()
        let server = LanguageServer(send: sent.append)
        var stream = Self.framed([
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"#,
            #"{"jsonrpc":"2.0","id":"three","method":"shutdown"}"#,
            #"{"jsonrpc":"2.0","method":"exit"}"#,
            #"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#,
        ])[...]
        // Read in pieces of 7 bytes: framing does not depend on how the bytes come.
        let status = server.run {
            let piece = Array(stream.prefix(7))
            stream = stream.dropFirst(7)
            return piece
        }
        #expect(status == 0)
        let messages = sent.messages
        #expect(messages.count == 3)
        #expect(messages[0]["id"] as? Int == 1 && messages[0]["result"] != nil)
        #expect((messages[1]["error"] as? [String: Any])?["code"] as? Int == -32700 && messages[1]["id"] is NSNull)
        #expect(messages[2]["id"] as? String == "three" && messages[2]["result"] is NSNull)
    }

    @Test func theEndOfInputWithoutShutdownIsAFailure() {
        let server = LanguageServer(send: { _ in })
        #expect(server.run { [] } == 1)
    }

    /// A burst of edits is validated once, and a request about the
    /// document sees the last of them: the debounce here is longer than
    /// the test, so only the request can have validated.
    @Test func aBurstOfEditsIsValidatedOnceBeforeTheNextAnswer() throws {
        let folder = try TemporaryFolder(files: [
            "Tours/targets.yaml": "targets: [keyboard]\n",
            "Tours/main.tour.yaml": "tour: main\nsteps:\n  - id: keyboard\n    title: A\n    text: B\n",
        ])
        let uri = "file://" + folder.path + "/Tours/main.tour.yaml"
        let sent = Sent()
        let server = LanguageServer(debounce: .seconds(3600), send: sent.append)
        _ = server.receive(Array(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#.utf8))
        let open =
            #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","languageId":"yaml","version":1,"text":"tour: main\nsteps:\n  - id: keyboard\n    title: A\n    text: B\n"}}}"#
        _ = server.receive(Array(open.utf8))
        for version in 2...21 {
            // Each edit appends a character to the title: `A` becomes `A` and twenty `x`.
            let change =
                #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{"range":{"start":{"line":3,"character":\#(version + 10)},"end":{"line":3,"character":\#(version + 10)}},"text":"x"}]}}"#
            _ = server.receive(Array(change.utf8))
        }
        // `  - id: keybord`: the id stands in for an unregistered target.
        let typo =
            #"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(uri)","version":22},"contentChanges":[{"range":{"start":{"line":2,"character":13},"end":{"line":2,"character":14}},"text":""}]}}"#
        _ = server.receive(Array(typo.utf8))
        #expect(sent.messages.count == 1)
        _ = server.receive(
            Array(
                #"{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":3,"character":12}}}"#
                    .utf8))
        let messages = sent.messages
        #expect(messages.count == 3)
        let published = try #require(messages[1]["params"] as? [String: Any])
        #expect(published["version"] as? Int == 22)
        let diagnostics = try #require(published["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["TOUR304"])
        #expect(messages[2]["id"] as? Int == 2)
    }
}
