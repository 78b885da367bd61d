#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The disk, as the driver sees it: reading and creating go through
/// Foundation (`FoundationEssentials` on Linux, `Foundation` on Apple
/// platforms); listing a folder, removing a file or an empty folder and the few
/// other calls Foundation cannot make (or makes at a cost) are in
/// ``Platform``. Everything else in tourc works on bytes in memory.
enum FileSystem {
    enum Kind: Equatable {
        case file, directory, missing
        /// It exists but cannot be inspected (a link loop, no permission).
        case unreadable
    }

    /// Whether `path` is a file, a folder or absent (following links).
    static func kind(of path: String) -> Kind {
        switch Platform.status(of: path) {
        case .success(let status): return status.isDirectory ? .directory : .file
        case .failure(let error): return Platform.isMissing(error) ? .missing : .unreadable
        }
    }

    /// The whole file. A file larger than `limit` is refused before it is
    /// read, with its real size, so a hostile input costs one `stat`.
    static func readFile(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        try Platform.readFile(path, limit: limit).bytes
    }

    /// An input's bytes, and its identity as it was when read: `nil` when
    /// the file changed while it was read (``Platform/readFile(_:limit:)``).
    static func readInput(_ path: String, limit: Int) throws(FileError) -> (bytes: [UInt8], identity: Platform.FileStatus?) {
        try Platform.readFile(path, limit: limit)
    }

    /// The entries of a folder whose names do not start with `.` (neither
    /// the discovery of tours nor the search for orphans reads hidden files,
    /// and tourc's own temporary files are hidden), sorted by name, each
    /// with its kind. A kind comes from the listing when the system gives it
    /// (``Platform/directoryEntries(of:)``) and from `stat`, following links,
    /// otherwise.
    static func visibleEntries(of directory: String) throws(FileError) -> [(name: String, kind: Kind)] {
        try Platform.directoryEntries(of: directory).filter { !$0.name.hasPrefix(".") }.sorted { $0.name < $1.name }.map {
            entry in
            switch entry.type {
            case .file: (entry.name, .file)
            case .directory: (entry.name, .directory)
            case .unknown: (entry.name, kind(of: Paths.join(directory, entry.name)))
            }
        }
    }

    /// Creates `path` and its missing parents, as `mkdir -p` does.
    static func createDirectories(_ path: String) throws(FileError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: nil)
        } catch {
            throw FileError(path: path, foundationError: error)
        }
    }

    /// Whether anything is at `path`: a file, a folder, or a symbolic link,
    /// even one to nothing (which `kind(of:)` calls missing).
    static func entryExists(_ path: String) -> Bool {
        if case .failure(let error) = Platform.linkStatus(of: path), Platform.isMissing(error) { return false }
        return true
    }

    /// Writes `bytes` to a new file with `permissions`, refusing (`EEXIST`)
    /// anything already at `path`, a link to nothing included.
    static func createExclusively(_ path: String, bytes: [UInt8], permissions: UInt16) throws(FileError) {
        _ = try bytes.withUnsafeBufferPointer { buffer throws(FileError) in
            try Platform.createExclusively(path, bytes: buffer, permissions: permissions)
        }
    }

    /// Removes the file at `path`, never a folder; a file already gone
    /// counts as removed (``Platform/removeFile(_:)``).
    static func removeFile(_ path: String) throws(FileError) {
        try Platform.removeFile(path)
    }
}

extension FileError {
    /// The `errno` behind a Foundation file error (a `CocoaError` whose
    /// underlying error is a `POSIXError`), or `EIO` when it has none.
    init(path: String, foundationError error: any Error) {
        var code = Platform.ioErrno
        if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            code = posix.code.rawValue
        } else if let posix = error as? POSIXError {
            code = posix.code.rawValue
        }
        self.init(path: path, errno: code)
    }

    /// A file over the size limit.
    init(path: String, tooLarge size: Int, limit: Int) {
        self.init(path: path, errno: Platform.fileTooLargeErrno)
        self.sizeBeyondLimit = (size, limit)
    }
}
