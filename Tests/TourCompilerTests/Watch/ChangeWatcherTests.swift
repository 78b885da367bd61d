import Foundation
import TestSupport
import Testing

@testable import TourCompiler

/// The platform's watcher (inotify here) and the polling one report what
/// changes under the folders they watch, folders created later included.
@Suite struct ChangeWatcherTests {
    static let watchers: [@Sendable () -> any ChangeWatcher] = [{ makeChangeWatcher() }, { PollingWatcher(reason: "test", interval: 0.05) }]

    @Test(arguments: 0..<2)
    func aWriteACreationAndAFolderCreatedLaterAreSeen(kind: Int) throws {
        let folder = try TemporaryFolder()
        let root = try #require(Platform.realPath(folder.path))
        try folder.write("main.tour.yaml", "tour: main\n")
        let watcher = Self.watchers[kind]()
        if kind == 0 { #expect(watcher.method == "inotify" || watcher.method == "FSEvents") }
        watcher.watch([root])
        #expect(watcher.changes(waitingUpTo: 0.2).isEmpty)

        try folder.write("main.tour.yaml", "tour: main\ntitle: Changed\n")
        #expect(seen(root + "/main.tour.yaml", by: watcher))

        try FileManager.default.createDirectory(atPath: root + "/Later", withIntermediateDirectories: false)
        #expect(seen(root + "/Later", by: watcher))
        try folder.write("Later/help.tour.yaml", "tour: help\n")
        #expect(seen(root + "/Later/help.tour.yaml", by: watcher))

        try FileManager.default.removeItem(atPath: root + "/main.tour.yaml")
        #expect(seen(root + "/main.tour.yaml", by: watcher))
    }

    @Test func thePollingWatcherSaysWhyItPolls() {
        #expect(PollingWatcher(reason: "no inotify").method == "polling every 0.5 s (no inotify)")
    }

    /// Whether `path` is among the changes reported within two seconds.
    private func seen(_ path: String, by watcher: any ChangeWatcher) -> Bool {
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            if watcher.changes(waitingUpTo: 0.2).contains(where: { $0.path == path }) { return true }
        }
        return false
    }
}
