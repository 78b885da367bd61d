import Foundation

/// A fresh folder under the system's temporary folder, removed when the
/// value is released.
public final class TemporaryFolder {
    /// The folder.
    public let url: URL
    /// The folder's path.
    public var path: String { url.path }

    /// Creates an empty folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Creates a folder holding `files` (relative path to contents).
    public convenience init(files: [String: String]) throws {
        try self.init()
        for (name, contents) in files { try write(name, contents) }
    }

    /// Writes `contents` to `name`, relative to the folder, creating the
    /// folders on the way.
    public func write(_ name: String, _ contents: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: file)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
