import Foundation

/// The last good feed on disk, with its ETag, in one file written
/// atomically (a temporary file renamed over it), so a write cut short by
/// a kill leaves the previous cache whole. A cache that does not read back
/// is discarded with the reason, never trusted.
struct RemoteTourCache: Sendable {
    /// What is kept: the feed's bytes as the server sent them.
    struct Contents: Codable, Sendable {
        var cacheVersion = 1
        /// The feed the bytes came from; a cache of another feed is not used.
        var feedURL: String
        var etag: String?
        var feed: Data
    }

    let file: URL
    /// The largest cache file read.
    let maximumSize: Int

    init(directory: URL, maximumSize: Int) {
        self.file = directory.appendingPathComponent("remote-tours.cache.json")
        self.maximumSize = maximumSize
    }

    /// The cache for `feedURL`, `nil` when there is none, or why it was discarded.
    func read(for feedURL: URL) -> Result<Contents?, RemoteTourRejectionReason> {
        guard FileManager.default.fileExists(atPath: file.path) else { return .success(nil) }
        let problem: String
        do {
            let size = (try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? 0
            guard size <= maximumSize else { return discard("it is \(size) bytes, more than \(maximumSize)") }
            let contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: file))
            guard contents.cacheVersion == 1 else { return discard("it is cache version \(contents.cacheVersion)") }
            guard contents.feedURL == feedURL.absoluteString else { return .success(nil) }
            return .success(contents)
        } catch {
            problem = RemoteTourFeed.describe(error)
        }
        return discard(problem)
    }

    /// Replaces the cache; throws when it cannot be written.
    func write(_ contents: Contents) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(contents).write(to: file, options: .atomic)
    }

    /// Removes a cache that cannot be used, saying why.
    private func discard(_ why: String) -> Result<Contents?, RemoteTourRejectionReason> {
        discard()
        return .failure(RemoteTourRejectionReason("the cached feed was discarded: \(why)"))
    }

    /// Removes the cache: it reads back, but its feed is no longer one the app takes.
    func discard() {
        try? FileManager.default.removeItem(at: file)
    }
}
