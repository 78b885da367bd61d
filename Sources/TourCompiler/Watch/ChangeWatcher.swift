/// A file or folder that changed under a watched folder.
struct FileChange: Sendable, Equatable {
    /// Where, as the watched folder's path followed by the names below it.
    var path: String
    /// Whether it is (or was) a folder: one created may hold tours that
    /// no event named.
    var isDirectory: Bool
}

/// What tells `tourc watch` that files changed: inotify on Linux, FSEvents
/// on macOS, and a walk of the folders twice a second where neither can be
/// had (``PollingWatcher``, which says so).
protocol ChangeWatcher: AnyObject {
    /// How this watcher learns of changes, for the line `tourc watch`
    /// starts with ("inotify", or "polling twice a second: ..." and why).
    var method: String { get }

    /// Watches `folders` and everything under them from now on, instead of
    /// what it watched before. A folder created later is watched too.
    func watch(_ folders: [String])

    /// The changes since the last call, waiting up to `timeout` seconds for
    /// the first (without end when `nil`); empty when none came in time.
    func changes(waitingUpTo timeout: Double?) -> [FileChange]
}

/// The platform's watcher, or the polling one when the platform's cannot
/// be had.
func makeChangeWatcher(forcePolling: Bool = false) -> any ChangeWatcher {
    if forcePolling { return PollingWatcher(reason: "asked for with TOURC_WATCH_POLL") }
    switch PlatformChangeWatcher.make() {
    case .success(let watcher): return watcher
    case .failure(let reason): return PollingWatcher(reason: reason.description)
    }
}

/// Why the platform's watcher could not be had.
struct WatcherUnavailable: Error, CustomStringConvertible {
    var description: String
}
