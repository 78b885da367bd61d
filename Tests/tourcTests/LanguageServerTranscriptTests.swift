import Foundation
import TestSupport
import Testing

/// Recorded sessions, replayed against `tourc lsp`: each file in
/// LSPTranscripts/ holds a project, the messages a client sent, and what
/// the server answered to each, with the project's folder written `$ROOT`
/// and tourc's version `$VERSION`. A session must get the same answers,
/// message for message. `UPDATE_GOLDEN=1 swift test --filter
/// LanguageServerTranscript` records them again from the server.
@Suite struct LanguageServerTranscriptTests {
    static let folder = packageRoot + "/Tests/tourcTests/LSPTranscripts"
    static let recording = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] != nil

    static var transcripts: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
    }

    @Test(arguments: transcripts)
    func theSessionGetsTheRecordedAnswers(name: String) throws {
        let path = Self.folder + "/" + name
        var transcript = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let project = try TemporaryFolder(files: try #require(transcript["files"] as? [String: String]))
        let client = try LSPClient(root: project.path)
        var session = try #require(transcript["session"] as? [[String: Any]])
        var received = 0
        for (index, step) in session.enumerated() {
            let message = try #require(Self.substituting(project.path, in: step["send"]) as? [String: Any])
            try client.send(message)
            if Self.recording {
                let count = Self.waitForAnswers(to: message, from: client, after: received)
                session[index]["receive"] = client.transcript[received..<count].map { Self.normalized($0, root: project.path) }
                received = count
                continue
            }
            let expected = step["receive"] as? [Any] ?? []
            for answer in expected {
                try #require(client.waitForMessage(after: received) { _ in true } != nil, "step \(index): no answer; expected \(answer)")
                let actual = Self.normalized(client.transcript[received], root: project.path)
                received += 1
                #expect(Self.canonical(actual) == Self.canonical(answer), "\(name), step \(index) (\(message["method"] ?? ""))")
            }
        }
        let status = client.waitForExit()
        if Self.recording {
            transcript["session"] = session
            transcript["exitStatus"] = status.map { Int($0) }
            let data = try JSONSerialization.data(withJSONObject: transcript, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            try (data + Data("\n".utf8)).write(to: URL(fileURLWithPath: path))
        }
        #expect(status.map { Int($0) } == transcript["exitStatus"] as? Int, "\(name): exit status")
        #expect(client.messageCount == received, "\(name): the server sent more than was recorded")
    }

    /// How many messages the server has sent once it has answered
    /// `message`: its response, for a request; for a notification,
    /// whatever it sends until it has been quiet for a while (the
    /// debounced findings come within it); for `exit`, all it sent.
    static func waitForAnswers(to message: [String: Any], from client: LSPClient, after start: Int) -> Int {
        if let id = message["id"] as? Int {
            _ = client.waitForMessage(after: start) { $0["id"] as? Int == id }
            return client.messageCount
        }
        if message["method"] as? String == "exit" {
            _ = client.waitForExit()
            return client.messageCount
        }
        var count = client.messageCount
        while true {
            Thread.sleep(forTimeInterval: 0.5)
            guard client.messageCount != count else { return count }
            count = client.messageCount
        }
    }

    /// `value` with `$ROOT` replaced by `root`.
    static func substituting(_ root: String, in value: Any?) throws -> Any? {
        guard let value else { return nil }
        let text = String(decoding: try JSONSerialization.data(withJSONObject: value, options: .withoutEscapingSlashes), as: UTF8.self)
        return try JSONSerialization.jsonObject(with: Data(text.replacingOccurrences(of: "$ROOT", with: root).utf8))
    }

    /// A message as recorded: `root` written `$ROOT`, the server's version `$VERSION`.
    static func normalized(_ body: Data, root: String) -> Any {
        let text = String(decoding: body, as: UTF8.self).replacingOccurrences(of: root, with: "$ROOT")
        guard var message = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return text }
        if var result = message["result"] as? [String: Any], var server = result["serverInfo"] as? [String: Any] {
            server["version"] = "$VERSION"
            result["serverInfo"] = server
            message["result"] = result
        }
        return message
    }

    /// One spelling of a JSON value, whatever the order of its keys.
    static func canonical(_ value: Any) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])) ?? Data(), as: UTF8.self)
    }
}
