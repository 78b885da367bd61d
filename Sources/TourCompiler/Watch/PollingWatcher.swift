/// Finds changes by walking the watched folders twice a second and
/// comparing what `stat` says of each entry with the walk before: the
/// fallback where the platform's watcher cannot be had. It costs a walk of
/// the folders every half second, so `tourc watch` says when it polls.
final class PollingWatcher: ChangeWatcher {
    let method: String
    private var folders: [String] = []
    private var snapshot: [String: Platform.FileStatus] = [:]
    /// Seconds between walks.
    private let interval: Double

    init(reason: String, interval: Double = 0.5) {
        self.interval = interval
        method = "polling every \(interval) s (\(reason))"
    }

    func watch(_ folders: [String]) {
        self.folders = folders
        snapshot = walk()
    }

    func changes(waitingUpTo timeout: Double?) -> [FileChange] {
        var waited = 0.0
        while true {
            let current = walk()
            var changed: [FileChange] = []
            for (path, status) in current where snapshot[path] != status {
                changed.append(FileChange(path: path, isDirectory: status.isDirectory))
            }
            for (path, status) in snapshot where current[path] == nil {
                changed.append(FileChange(path: path, isDirectory: status.isDirectory))
            }
            snapshot = current
            if !changed.isEmpty { return changed.sorted { $0.path < $1.path } }
            if let timeout, waited >= timeout { return [] }
            let pause = timeout.map { min(interval, $0 - waited) } ?? interval
            Platform.sleep(microseconds: UInt32(max(pause, 0.01) * 1_000_000))
            waited += pause
        }
    }

    /// Every entry under the folders, with its status.
    private func walk() -> [String: Platform.FileStatus] {
        var entries: [String: Platform.FileStatus] = [:]
        var pending = folders
        var visited = Set<String>()
        while let folder = pending.popLast() {
            // A link back to an ancestor would otherwise be walked forever.
            // Hidden entries (.git, .build, tourc's temporaries) hold no input.
            guard let real = Platform.realPath(folder), visited.insert(real).inserted,
                let names = try? FileSystem.visibleEntries(of: folder)
            else { continue }
            for (name, _) in names {
                let path = Paths.join(folder, name)
                guard case .success(let status) = Platform.status(of: path) else { continue }
                entries[path] = status
                if status.isDirectory { pending.append(path) }
            }
        }
        return entries
    }
}
