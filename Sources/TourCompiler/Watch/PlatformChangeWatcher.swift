// The system calls that watch folders: inotify on Linux, FSEvents on
// macOS. Like FileSystem/Platform.swift, one branch per platform, each
// written against that platform's documented interface; elsewhere there is
// no platform watcher and `tourc watch` polls (``PollingWatcher``). Only
// the Linux branch is compiled and tested here; the macOS one is written
// against CoreServices' FSEvents.h and has not been built on a Mac.
import Dispatch

#if os(Linux)
    import Glibc

    /// inotify(7): one watch per folder, added for each folder created
    /// below a watched one as its event arrives.
    final class PlatformChangeWatcher: ChangeWatcher {
        let method = "inotify"
        private let descriptor: Int32
        /// The folder each watch descriptor watches.
        private var folders: [Int32: String] = [:]
        /// Events that should start a compile: anything written, created,
        /// removed or moved, and the watched folder itself going.
        private static let mask = UInt32(
            IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO | IN_DELETE_SELF
                | IN_MOVE_SELF)

        private init(descriptor: Int32) {
            self.descriptor = descriptor
        }

        deinit { close(descriptor) }

        static func make() -> Result<any ChangeWatcher, WatcherUnavailable> {
            let descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
            guard descriptor >= 0 else {
                return .failure(WatcherUnavailable(description: "inotify_init1 failed: \(String(cString: strerror(errno)))"))
            }
            return .success(PlatformChangeWatcher(descriptor: descriptor))
        }

        func watch(_ roots: [String]) {
            for watch in folders.keys { inotify_rm_watch(descriptor, watch) }
            folders = [:]
            for root in roots { add(root) }
        }

        /// Watches `folder` and every folder below it. A folder that cannot
        /// be watched (gone already, unreadable, past the system's limit of
        /// watches) is left out: its changes are missed, not fatal.
        private func add(_ folder: String) {
            var pending = [folder]
            while let next = pending.popLast() {
                let watch = inotify_add_watch(descriptor, next, Self.mask | UInt32(IN_ONLYDIR))
                guard watch >= 0, folders[watch] == nil else { continue }
                folders[watch] = next
                // Hidden folders (.git, .build) hold no input.
                guard let entries = try? FileSystem.visibleEntries(of: next) else { continue }
                for (name, kind) in entries where kind == .directory { pending.append(Paths.join(next, name)) }
            }
        }

        func changes(waitingUpTo timeout: Double?) -> [FileChange] {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = timeout.map { Int32(max(0, $0) * 1000) } ?? -1
            var ready: Int32
            repeat { ready = poll(&poller, 1, milliseconds) } while ready < 0 && errno == EINTR
            guard ready > 0 else { return [] }
            return readEvents()
        }

        /// Every event waiting, read until the descriptor has none.
        private func readEvents() -> [FileChange] {
            var changes: [FileChange] = []
            let capacity = 64 * 1024
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
            defer { buffer.deallocate() }
            while true {
                let count = read(descriptor, buffer, capacity)
                guard count > 0 else { return changes }
                var offset = 0
                // struct inotify_event: wd, mask, cookie, len (the name's
                // bytes, NUL-padded), then the name.
                while offset + 16 <= count {
                    let watch = buffer.load(fromByteOffset: offset, as: Int32.self)
                    let mask = buffer.load(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(buffer.load(fromByteOffset: offset + 12, as: UInt32.self))
                    let name =
                        length > 0 ? String(cString: buffer.advanced(by: offset + 16).assumingMemoryBound(to: CChar.self)) : ""
                    offset += 16 + length
                    changes += change(watch: watch, mask: mask, name: name)
                }
            }
        }

        private func change(watch: Int32, mask: UInt32, name: String) -> [FileChange] {
            if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                // Events were lost: every watched folder may have changed.
                return folders.values.sorted().map { FileChange(path: $0, isDirectory: true) }
            }
            guard let folder = folders[watch] else { return [] }
            if mask & UInt32(IN_IGNORED) != 0 {
                folders[watch] = nil
                return []
            }
            let isDirectory = mask & UInt32(IN_ISDIR) != 0
            let path = name.isEmpty ? folder : Paths.join(folder, name)
            if isDirectory, mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 { add(path) }
            return [FileChange(path: path, isDirectory: isDirectory || name.isEmpty)]
        }
    }

#elseif os(macOS)
    import CoreServices
    import Foundation

    /// FSEvents: one stream over the watched folders, whose events (one per
    /// file, `kFSEventStreamCreateFlagFileEvents`) arrive on a queue of its
    /// own and wait here until asked for.
    final class PlatformChangeWatcher: ChangeWatcher {
        let method = "FSEvents"
        private var stream: FSEventStreamRef?
        private let queue = DispatchQueue(label: "tourc.watch.fsevents")
        private let arrived = DispatchSemaphore(value: 0)
        private let lock = DispatchSemaphore(value: 1)
        private var pending: [FileChange] = []

        static func make() -> Result<any ChangeWatcher, WatcherUnavailable> {
            .success(PlatformChangeWatcher())
        }

        deinit { stop() }

        func watch(_ roots: [String]) {
            stop()
            guard !roots.isEmpty else { return }
            var context = FSEventStreamContext(
                version: 0, info: Unmanaged.passUnretained(self).toOpaque(), retain: nil, release: nil, copyDescription: nil)
            let callback: FSEventStreamCallback = { _, info, count, paths, flags, _ in
                guard let info else { return }
                let watcher = Unmanaged<PlatformChangeWatcher>.fromOpaque(info).takeUnretainedValue()
                // Without kFSEventStreamCreateFlagUseCFTypes, `paths` is a C array of C strings.
                let names = paths.assumingMemoryBound(to: UnsafePointer<CChar>.self)
                var changes: [FileChange] = []
                for index in 0..<count {
                    let isDirectory = flags[index] & FSEventStreamEventFlags(kFSEventStreamEventFlagItemIsDir) != 0
                    changes.append(FileChange(path: String(cString: names[index]), isDirectory: isDirectory))
                }
                watcher.receive(changes)
            }
            let flags = FSEventStreamCreateFlags(kFSEventStreamCreateFlagFileEvents | kFSEventStreamCreateFlagNoDefer)
            // Typed as an optional: whether the SDK marks the result nullable
            // or not, this reads the same.
            let made: FSEventStreamRef? = FSEventStreamCreate(
                kCFAllocatorDefault, callback, &context, roots as CFArray, FSEventStreamEventId(kFSEventStreamEventIdSinceNow), 0.05, flags)
            guard let created = made else { return }
            FSEventStreamSetDispatchQueue(created, queue)
            FSEventStreamStart(created)
            stream = created
        }

        private func stop() {
            guard let stream else { return }
            FSEventStreamStop(stream)
            FSEventStreamInvalidate(stream)
            FSEventStreamRelease(stream)
            self.stream = nil
        }

        private func receive(_ changes: [FileChange]) {
            lock.wait()
            pending += changes
            lock.signal()
            arrived.signal()
        }

        func changes(waitingUpTo timeout: Double?) -> [FileChange] {
            let deadline: DispatchTime = timeout.map { .now() + $0 } ?? .distantFuture
            while true {
                lock.wait()
                let taken = pending
                pending = []
                lock.signal()
                if !taken.isEmpty { return taken }
                if arrived.wait(timeout: deadline) == .timedOut { return [] }
            }
        }
    }

#else
    /// No platform watcher: `tourc watch` polls.
    enum PlatformChangeWatcher {
        static func make() -> Result<any ChangeWatcher, WatcherUnavailable> {
            .failure(WatcherUnavailable(description: "this system has neither inotify nor FSEvents"))
        }
    }
#endif
