import Dispatch

/// tourc's temporary files: each output is written to one beside it, then
/// renamed into place (``OutputWriter``).
///
/// Their names say whose they are, `.NAME.tourc-PID-INDEX-NONCE.tmp`, so
/// that a run can tell its own leftovers from anyone else's files:
/// - the temporaries this process has written and not yet renamed or
///   removed are remembered, and Ctrl-C or SIGTERM removes them before the
///   process exits (``removeOnInterrupt()``);
/// - a run killed outright (`kill -9`, a power cut) cannot clean up, so
///   every compile removes, from its output folders, the temporaries whose
///   process is gone or that are older than any run takes
///   (``removeLeftovers(in:)``).
public enum TemporaryFiles {
    /// A temporary older than this is a leftover even if its process id has
    /// been taken by another process since.
    static let maximumAge = 3600

    /// The longest file name, in bytes, that Linux's file systems and
    /// APFS allow (`NAME_MAX`).
    static let maximumNameLength = 255

    /// The temporary's name for the output `name`. An output name so long
    /// that the temporary's would pass ``maximumNameLength`` lends only its
    /// start (whole characters): the process, index and random number
    /// already make the name unique, and leftovers are told by them alone.
    static func name(for name: String, process: Int32, index: Int, nonce: String) -> String {
        let tail = ".tourc-\(process)-\(index)-\(nonce).tmp"
        let room = maximumNameLength - 1 - tail.utf8.count
        var kept = Substring(name)
        while kept.utf8.count > room { kept = kept.dropLast() }
        return ".\(kept)\(tail)"
    }

    /// The process that wrote the temporary `name`, or `nil` when `name` is
    /// not one of tourc's temporaries.
    static func writer(of name: String) -> Int32? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        // From the end: NAME may hold dashes, the three fields after it not.
        let fields = name.dropLast(".tmp".count).split(separator: "-", omittingEmptySubsequences: false)
        guard fields.count >= 4, fields[fields.count - 4].hasSuffix(".tourc") else { return nil }
        let (process, index, nonce) = (fields[fields.count - 3], fields[fields.count - 2], fields[fields.count - 1])
        guard let id = Int32(process), id > 0, Int(index) != nil, !nonce.isEmpty,
            nonce.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else { return nil }
        return id
    }

    /// Removes the temporaries in `folder` that an earlier run left: those
    /// of a process that no longer runs, and those older than
    /// ``maximumAge``. This process's own are never touched.
    static func removeLeftovers(in folder: String) {
        guard let entries = try? Platform.directoryEntries(of: folder) else { return }
        let now = Platform.currentTime()
        let ownProcess = Platform.processIdentifier
        for entry in entries {
            guard let process = writer(of: entry.name), process != ownProcess else { continue }
            let path = Paths.join(folder, entry.name)
            guard case .success(let status) = Platform.linkStatus(of: path), !status.isDirectory else { continue }
            if !Platform.processExists(process) || now - status.seconds > maximumAge {
                try? Platform.removeFile(path)
            }
        }
    }

    // MARK: This process's temporaries

    private static let live = LiveSet()

    /// Creates the temporary `path` with `create`, remembered until
    /// ``finished(_:)``; once the process is ending on a signal, waits for
    /// the end instead.
    static func create<Result>(_ path: String, _ create: () throws(FileError) -> Result) throws(FileError) -> Result {
        if !live.begin(path) { waitForTheEnd() }
        defer { live.end() }
        do throws(FileError) {
            return try create()
        } catch {
            live.remove(path)
            throw error
        }
    }

    /// Forgets a temporary that was renamed into place or removed.
    static func finished(_ path: String) { live.remove(path) }

    /// Ends the process with `status`, unless a signal is ending it: then
    /// the signal's status wins, as it would without the handler (a compile
    /// that Ctrl-C interrupted must not exit 0 or 1 in the meantime).
    public static func exit(_ status: Int32) -> Never {
        if live.isStopped { waitForTheEnd() }
        Platform.terminate(status)
    }

    /// Blocks until the signal handler ends the process.
    private static func waitForTheEnd() -> Never {
        while true { Platform.sleep(microseconds: 1_000_000) }
    }

    /// Makes SIGINT (Ctrl-C) and SIGTERM remove this process's temporaries,
    /// then end it as the signal would have (status 128 + the signal).
    /// Call once, first thing, in a command-line tool, and end it with
    /// ``exit(_:)``.
    public static func removeOnInterrupt() {
        Platform.onTerminationSignal { signal in
            for path in live.stop() { try? Platform.removeFile(path) }
            Platform.terminateImmediately(live.signalEndsSuccessfully ? 0 : 128 + signal)
        }
    }

    /// From now on, SIGINT and SIGTERM end the process with status 0 once
    /// its temporaries are removed: for `tourc watch`, which Ctrl-C is the
    /// way to stop, not an interruption of its work.
    public static func endSuccessfullyOnSignal() {
        live.signalEndsSuccessfully = true
    }

    /// Paths under a lock: temporaries are written on every core, and the
    /// signal handler runs on a queue of its own. A temporary being created
    /// when the signal comes is waited for, so none is created after the
    /// handler looked.
    private final class LiveSet: @unchecked Sendable {
        // A semaphore as the lock: Dispatch is on every platform tourc builds for.
        private let lock = DispatchSemaphore(value: 1)
        private var paths = Set<String>()
        private var creating = 0
        private var stopped = false
        private var endsSuccessfully = false

        /// Whether a signal ends the process with status 0.
        var signalEndsSuccessfully: Bool {
            get {
                lock.wait()
                defer { lock.signal() }
                return endsSuccessfully
            }
            set {
                lock.wait()
                endsSuccessfully = newValue
                lock.signal()
            }
        }

        /// Whether a signal is ending the process.
        var isStopped: Bool {
            lock.wait()
            defer { lock.signal() }
            return stopped
        }

        /// Remembers `path` before it is created; false once stopped.
        func begin(_ path: String) -> Bool {
            lock.wait()
            defer { lock.signal() }
            guard !stopped else { return false }
            paths.insert(path)
            creating += 1
            return true
        }

        /// The creation that `begin` announced is over.
        func end() {
            lock.wait()
            creating -= 1
            lock.signal()
        }

        func remove(_ path: String) {
            lock.wait()
            paths.remove(path)
            lock.signal()
        }

        /// Refuses new temporaries, waits for those being created, and
        /// returns every path not yet renamed or removed.
        func stop() -> Set<String> {
            lock.wait()
            stopped = true
            while creating > 0 {
                lock.signal()
                Platform.sleep(microseconds: 200)
                lock.wait()
            }
            defer { lock.signal() }
            return paths
        }
    }
}
