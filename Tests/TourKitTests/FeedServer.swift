import Foundation
import TestSupport

/// Integration/feed-server.py, serving a temporary folder on a free port
/// for as long as this value lives; closing its standard input stops it.
final class FeedServer {
    let folder: TemporaryFolder
    let port: Int
    private let process = Process()
    private let input = Pipe()

    init() throws {
        folder = try TemporaryFolder()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", packageRoot + "/Integration/feed-server.py", folder.path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line += byte
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile)
        }
        self.port = port
    }

    /// The URL of `name` in the folder, with `query` (`status=500`).
    func url(_ name: String, query: String? = nil) -> URL {
        URL(string: "http://127.0.0.1:\(port)/\(name)" + (query.map { "?" + $0 } ?? ""))!
    }

    /// Makes `name` misbehave from the next request on (`status=500`,
    /// `truncate=20`), or behave again with `nil`.
    func misbehave(_ name: String, _ mode: String?) throws {
        let file = folder.url.appendingPathComponent(name + ".mode")
        if let mode { try Data(mode.utf8).write(to: file) } else { try? FileManager.default.removeItem(at: file) }
    }

    /// Publishes `data` as `name`.
    func publish(_ data: Data, as name: String) throws {
        try data.write(to: folder.url.appendingPathComponent(name), options: .atomic)
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
