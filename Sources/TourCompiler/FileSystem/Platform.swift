// The only file in the package that calls the C library. Everything else
// reads, lists, creates and removes files through Foundation. Each call
// here is one Foundation cannot make, or makes at a cost that matters in a
// build tool, and says which.
import Dispatch
import TourBytes

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// System calls, each written against the documented signature, which is
/// the same in Darwin and Glibc unless a branch says otherwise.
package enum Platform {
    /// What `stat(2)` says about a path, following links.
    struct FileStatus: Equatable, Sendable {
        var size: Int
        /// The modification time.
        var seconds: Int
        var nanoseconds: Int
        /// The status change time: an edit that restores size and
        /// modification time (`touch -r`, some editors) still moves it, as
        /// git's index notices.
        var changeSeconds: Int
        var changeNanoseconds: Int
        var inode: UInt64
        var isDirectory: Bool
        /// The permission bits (`st_mode & 0o7777`).
        var permissions: UInt16 = 0o644

        /// Whether no one may write the file (no write bit at all): tourc
        /// does not replace such a file, as a rename would, silently.
        var isReadOnly: Bool { permissions & 0o222 == 0 }

        init(_ info: stat) {
            #if canImport(Darwin)
                let time = info.st_mtimespec
                let change = info.st_ctimespec
            #else
                let time = info.st_mtim
                let change = info.st_ctim
            #endif
            size = Int(info.st_size)
            seconds = Int(time.tv_sec)
            nanoseconds = Int(time.tv_nsec)
            changeSeconds = Int(change.tv_sec)
            changeNanoseconds = Int(change.tv_nsec)
            inode = UInt64(info.st_ino)
            isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
            permissions = UInt16(truncatingIfNeeded: info.st_mode & 0o7777)
        }

        init(size: Int, seconds: Int, nanoseconds: Int, changeSeconds: Int, changeNanoseconds: Int, inode: UInt64) {
            self.size = size
            self.seconds = seconds
            self.nanoseconds = nanoseconds
            self.changeSeconds = changeSeconds
            self.changeNanoseconds = changeNanoseconds
            self.inode = inode
            isDirectory = false
        }
    }

    /// `stat(2)`, or the `errno` it failed with.
    ///
    /// Foundation's `attributesOfItem(atPath:)` does not follow a final
    /// symbolic link, returns the modification time as a `Date` (a `Double`,
    /// about 100 ns off from the file's nanoseconds), and costs 19 times a
    /// `stat` (it looks up the owner's and group's names on every call): the
    /// build stamp `stat`s every input and output on every build.
    static func status(of path: String) -> Result<FileStatus, FileError> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(FileError(path: path, errno: errno)) }
        return .success(FileStatus(info))
    }

    /// `lstat(2)`: as ``status(of:)``, but about a link itself.
    static func linkStatus(of path: String) -> Result<FileStatus, FileError> {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .failure(FileError(path: path, errno: errno)) }
        return .success(FileStatus(info))
    }

    /// Whether `path` is a symbolic link (`lstat(2)`).
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// This process's id (`getpid(2)`).
    static let processIdentifier: Int32 = getpid()

    /// Whether a process with id `process` runs: `kill(2)` with signal 0
    /// fails with `ESRCH` for no such process (`EPERM` means it runs as
    /// someone else).
    static func processExists(_ process: Int32) -> Bool {
        kill(process, 0) == 0 || errno != ESRCH
    }

    /// Seconds since the epoch (`time(3)`).
    static func currentTime() -> Int {
        Int(time(nil))
    }

    /// Runs `handler` (on a queue of its own, not in signal context) when
    /// the process receives SIGINT or SIGTERM, instead of ending at once.
    static func onTerminationSignal(_ handler: @escaping @Sendable (Int32) -> Void) {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { handler(number) }
            source.resume()
            signalSources.append(source)
        }
    }

    /// The signal sources, kept for the life of the process.
    nonisolated(unsafe) private static var signalSources: [any DispatchSourceSignal] = []

    /// The whole file at `path`, read through one descriptor, with what
    /// `fstat(2)` said of it when it was opened; the identity is `nil` when
    /// the file changed while it was read (its size or times moved), so the
    /// build stamp never vouches for bytes it did not see. A file larger
    /// than `limit` is refused before it is read.
    ///
    /// Foundation reads by path (`contents(atPath:)`), so its bytes cannot be
    /// tied to the `stat` taken before or after; and it says nothing about a
    /// failure.
    static func readFile(_ path: String, limit: Int) throws(FileError) -> (bytes: [UInt8], identity: FileStatus?) {
        let (descriptor, before) = try openFile(path, limit: limit)
        defer { close(descriptor) }
        var info = stat()
        // One byte past the size, to see a file that grew meanwhile.
        var bytes = [UInt8](repeating: 0, count: before.size + 1)
        var count = 0
        while true {
            if count == bytes.count {
                if count > limit { throw FileError(path: path, tooLarge: count, limit: limit) }
                bytes.append(contentsOf: repeatElement(0, count: max(4096, count)))
            }
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if received < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, errno: errno)
            }
            if received == 0 { break }
            count += received
        }
        if count > limit { throw FileError(path: path, tooLarge: count, limit: limit) }
        bytes.removeLast(bytes.count - count)
        let after = fstat(descriptor, &info) == 0 ? FileStatus(info) : nil
        return (bytes, after == before && count == before.size ? before : nil)
    }

    /// Opens `path` for reading, refusing a folder and a file over `limit`
    /// bytes before anything is read; the caller closes the descriptor.
    private static func openFile(_ path: String, limit: Int) throws(FileError) -> (descriptor: Int32, status: FileStatus) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, errno: errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let failure = errno
            close(descriptor)
            throw FileError(path: path, errno: failure)
        }
        let status = FileStatus(info)
        if status.isDirectory || status.size > limit { close(descriptor) }
        if status.isDirectory { throw FileError(path: path, errno: EISDIR) }
        if status.size > limit { throw FileError(path: path, tooLarge: status.size, limit: limit) }
        return (descriptor, status)
    }

    /// Reads the file at `path` a piece at a time, handing `body` each line
    /// without its newline, whatever its length, and the last line whether
    /// or not a newline ends it: for inputs too large to hold, such as
    /// `tourc report`'s events files. Memory holds one piece (1 MiB) and
    /// the line that crosses its end. Refused past `limit` bytes.
    static func forEachLine(
        in path: String, limit: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) throws(FileError) {
        let (descriptor, _) = try openFile(path, limit: limit)
        defer { close(descriptor) }
        let pieceSize = 1 << 20
        // The piece just read, after the start of a line the last piece left.
        var buffer = [UInt8](repeating: 0, count: pieceSize)
        var carried = 0
        var total = 0
        while true {
            if carried == buffer.count { buffer.append(contentsOf: repeatElement(0, count: buffer.count)) }
            let received = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + carried, $0.count - carried) }
            if received < 0 {
                if errno == EINTR { continue }
                throw FileError(path: path, errno: errno)
            }
            total += received
            if total > limit { throw FileError(path: path, tooLarge: total, limit: limit) }
            let end = carried + received
            let consumed = buffer.withUnsafeBufferPointer { all -> Int in
                let filled = UnsafeBufferPointer(rebasing: all[..<end])
                var start = 0
                while let newline = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: filled, from: start) {
                    body(UnsafeBufferPointer(rebasing: filled[start..<newline]))
                    start = newline + 1
                }
                if received == 0, start < end {
                    body(UnsafeBufferPointer(rebasing: filled[start..<end]))
                    start = end
                }
                return start
            }
            if received == 0 { return }
            // The line not yet ended moves to the front.
            buffer.withUnsafeMutableBytes { bytes in
                // The two ranges may overlap: memmove(3), not memcpy.
                if consumed > 0, consumed < end { _ = memmove(bytes.baseAddress!, bytes.baseAddress! + consumed, end - consumed) }
            }
            carried = end - consumed
        }
    }

    /// The `errno` values tourc reports in its own words.
    static let isDirectoryErrno = EISDIR
    static let ioErrno = EIO
    static let fileTooLargeErrno = EFBIG

    /// Waits `microseconds` (`usleep(3)`).
    static func sleep(microseconds: UInt32) {
        usleep(microseconds)
    }

    /// Whether an `errno` from `stat` means the path does not exist.
    static func isMissing(_ error: FileError) -> Bool {
        error.errno == ENOENT || error.errno == ENOTDIR
    }

    /// Whether an `errno` from an exclusive create means something is at the path.
    static func isExisting(_ error: FileError) -> Bool {
        error.errno == EEXIST
    }

    /// Writes `bytes` to a file that must not exist yet (`O_CREAT|O_EXCL`),
    /// and returns what `fstat(2)` says of it once written (`nil` if it
    /// says nothing): a rename keeps size, modification time and inode, so
    /// the build stamp records the output without looking it up again.
    ///
    /// Foundation's `Data.write(to:options:)` always calls `fsync`, with and
    /// without `.atomic`; build outputs are rebuilt if lost, so paying a disk
    /// flush for each of hundreds of files buys nothing.
    ///
    /// The file gets `permissions` (those of the file it will replace, so a
    /// replaced file keeps its mode), else 0644, less the umask either way.
    static func createExclusively(
        _ path: String, bytes buffer: UnsafeBufferPointer<UInt8>, permissions: UInt16? = nil
    ) throws(FileError) -> FileStatus? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions ?? 0o644))
        guard descriptor >= 0 else { throw FileError(path: path, errno: errno) }
        if let permissions { fchmod(descriptor, mode_t(permissions)) }
        let failure: Int32? = {
            if FaultInjection.shouldFail(.write) { return EIO }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress.unsafelyUnwrapped + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return nil
        }()
        var info = stat()
        let status = failure == nil && fstat(descriptor, &info) == 0 ? FileStatus(info) : nil
        close(descriptor)
        if let failure {
            unlink(path)
            throw FileError(path: path, errno: failure)
        }
        return status
    }

    /// `rename(2)`: replaces `destination` atomically.
    ///
    /// `FileManager.moveItem` refuses an existing destination, and
    /// FoundationEssentials has no `replaceItemAt`.
    static func move(_ source: String, over destination: String) throws(FileError) {
        if FaultInjection.shouldFail(.rename) { throw FileError(path: destination, errno: EIO) }
        if rename(source, destination) != 0 { throw FileError(path: destination, errno: errno) }
    }

    /// `unlink(2)`: removes a file, never a folder; a file already gone
    /// counts as removed (another run, or the user, got there first).
    ///
    /// `FileManager.removeItem` removes a folder with everything in it: a
    /// folder named like a stamp or an output is never tourc's to empty.
    static func removeFile(_ path: String) throws(FileError) {
        if FaultInjection.shouldFail(.unlink) { throw FileError(path: path, errno: EIO) }
        if unlink(path) != 0 && errno != ENOENT { throw FileError(path: path, errno: errno) }
    }

    /// `rmdir(2)`: removes a folder only if it is empty.
    ///
    /// `FileManager.removeItem` removes a folder with everything in it; a
    /// folder tourc created for a run that then failed is removed only if
    /// nothing else appeared in it meanwhile.
    static func removeEmptyDirectory(_ path: String) throws(FileError) {
        if rmdir(path) != 0 { throw FileError(path: path, errno: errno) }
    }

    /// What a folder entry is, as `readdir(3)` says without a `stat`.
    enum EntryType: Sendable {
        case file, directory
        /// A link, or a file system that does not say (`DT_UNKNOWN`).
        case unknown
    }

    /// `readdir(3)`: the names in a folder, without `.` and `..`, in the
    /// order the system gives, each with what the entry says it is.
    ///
    /// `FileManager.contentsOfDirectory` drops `d_type`, so every name had to
    /// be `stat`ed to learn whether it is a folder: a thousand path lookups,
    /// one after another, before a compile of 1000 tours could start.
    static func directoryEntries(of path: String) throws(FileError) -> [(name: String, type: EntryType)] {
        guard let directory = opendir(path) else { throw FileError(path: path, errno: errno) }
        defer { closedir(directory) }
        var entries: [(name: String, type: EntryType)] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw FileError(path: path, errno: errno) }
                return entries
            }
            let name = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let type: EntryType
            switch entry.pointee.d_type {
            case UInt8(DT_REG): type = .file
            case UInt8(DT_DIR): type = .directory
            default: type = .unknown
            }
            entries.append((name, type))
        }
    }

    /// `realpath(3)`: the canonical path, every link resolved.
    ///
    /// `URL.resolvingSymlinksInPath()` returns a path with a missing
    /// component unchanged instead of failing, and on macOS drops a leading
    /// `/private`, so two spellings of one folder would not compare equal.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `glob(3)`: the paths `pattern` matches, sorted; none on no match or error.
    ///
    /// Foundation has no glob. `gl_pathc` is `size_t` on both platforms
    /// (imported as `UInt` by Glibc and `Int` by Darwin), hence `Int(...)`.
    static func paths(matching pattern: String) -> [String] {
        var matches = glob_t()
        defer { globfree(&matches) }
        guard glob(pattern, 0, nil, &matches) == 0 else { return [] }
        return (0..<Int(matches.gl_pathc)).compactMap { matches.gl_pathv[$0].map { String(cString: $0) } }.sorted()
    }

    /// The system's description of an `errno` (`strerror(3)`).
    /// FoundationEssentials has no `localizedDescription` for its errors.
    static func describe(errno code: Int32) -> String {
        String(cString: strerror(code))
    }

    // MARK: The console, for the `tourc` executable

    /// Writes all of `text` to standard output or standard error with
    /// `write(2)`, unbuffered, so output and exit status are never reordered.
    /// FoundationEssentials has no `FileHandle`.
    package static func print(_ text: String, toStandardError: Bool) {
        var text = text
        text.withUTF8 { writeAll($0, to: toStandardError ? STDERR_FILENO : STDOUT_FILENO) }
    }

    /// Writes all of `bytes` to standard output with `write(2)`, unbuffered
    /// (the language server's messages). A reader that has gone away ends
    /// the writing, not the process (``ignoreBrokenPipe()``).
    package static func writeStandardOutput(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { writeAll($0, to: STDOUT_FILENO) }
    }

    private static func writeAll(_ buffer: UnsafeBufferPointer<UInt8>, to descriptor: Int32) {
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            offset += written
        }
    }

    /// What standard input has, at most `limit` bytes, waiting until some
    /// arrives (`read(2)`); empty at its end or on an error. FoundationEssentials
    /// has no `FileHandle`.
    package static func readStandardInput(limit: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: limit)
        while true {
            let count = bytes.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, limit) }
            if count < 0 && errno == EINTR { continue }
            bytes.removeLast(limit - max(count, 0))
            return bytes
        }
    }

    /// Makes a write to a pipe nobody reads fail with `EPIPE` instead of
    /// ending the process with SIGPIPE: a language server whose editor
    /// quit finishes on the end of its input, as the protocol says.
    package static func ignoreBrokenPipe() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Whether standard error is a terminal (`isatty(3)`).
    /// The process's current folder, absolute; `/` when it cannot be read
    /// (a folder removed under the process).
    package static var currentDirectory: String {
        realPath(".") ?? "/"
    }

    package static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }

    /// One environment variable (`getenv(3)`); `ProcessInfo.environment`
    /// copies the whole environment on every call.
    package static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Ends the process with `status`.
    package static func terminate(_ status: Int32) -> Never {
        exit(status)
    }

    /// Ends the process with `status` at once, as a signal would (`_exit(2)`):
    /// no `atexit` handlers and no static destructors. The signal handler
    /// ends the process from its own thread while the main thread still
    /// runs, and `exit(3)` would tear down state that thread is using (under
    /// AddressSanitizer its leak check then reports the live run's memory
    /// and exits 1). Nothing is lost: tourc prints with `write(2)`
    /// (``print(_:toStandardError:)``), which buffers nothing.
    package static func terminateImmediately(_ status: Int32) -> Never {
        _exit(status)
    }
}

/// A failed file operation on a path.
struct FileError: Error, Sendable {
    /// The path the operation was on.
    var path: String
    /// The system's error number.
    var errno: Int32
    /// For a file refused for its size: the size and the limit it exceeds.
    var sizeBeyondLimit: (size: Int, limit: Int)?

    init(path: String, errno: Int32) {
        self.path = path
        self.errno = errno
    }

    /// The system's description of the failure, or the size and the limit.
    var reason: String {
        if let (size, limit) = sizeBeyondLimit { return "the file is \(size) bytes, more than the limit of \(limit) bytes" }
        return Platform.describe(errno: errno)
    }
}
