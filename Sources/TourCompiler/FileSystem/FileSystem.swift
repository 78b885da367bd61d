
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The disk, as the driver sees it. Everything else in TourCompiler works on
/// bytes and text in memory.
enum FileSystem {
    enum Kind: Equatable {
        case file, directory, missing
        /// It exists but cannot be inspected (a link loop, no permission).
        case unreadable
    }

    /// Whether `path` is a file, a folder or absent (following links).
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// Reads a whole file with read(2), stopping at `limit` + 1 bytes so an
    /// oversized file is detected without reading all of it.
    static func readFile(_ path: String, limit: Int) throws(FileError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileError(path: path, errno: errno) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FileError(path: path, errno: EISDIR)
        }
        // Read straight into the array, sized from fstat (files may still
        // grow or shrink while being read, so the loop does not trust it).
        var capacity = min(max(Int(info.st_size), 0), limit) + 1
        var bytes = [UInt8]()
        while true {
            var failure: Int32 = 0
            let previous = bytes.count
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                if previous > 0 { _ = UnsafeMutableBufferPointer(rebasing: buffer[..<previous]).initialize(from: bytes) }
                initialized = previous
                while initialized < capacity {
                    let count = read(descriptor, buffer.baseAddress! + initialized, capacity - initialized)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if count == 0 { return }
                    initialized += count
                }
            }
            if failure != 0 { throw FileError(path: path, errno: failure) }
            // Short of capacity: the end of the file. Over the limit: stop.
            if bytes.count < capacity || bytes.count > limit { return bytes }
            capacity = min(capacity * 2, limit + 1)
        }
    }

    /// The entries of a folder, sorted by name, without `.` and `..`.
    static func entries(of directory: String) throws(FileError) -> [String] {
        guard let handle = opendir(directory) else { throw FileError(path: directory, errno: errno) }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// Creates `path` and its missing parents, as `mkdir -p` does.
    static func createDirectories(_ path: String) throws(FileError) {
        switch kind(of: path) {
        case .directory: return
        case .file: throw FileError(path: path, errno: ENOTDIR)
        case .missing, .unreadable: break
        }
        let parent = InputDiscovery.parent(of: path)
        if parent != path && parent != "." && parent != "/" { try createDirectories(parent) }
        if mkdir(path, 0o755) != 0 && errno != EEXIST { throw FileError(path: path, errno: errno) }
    }

    /// Writes `bytes` to a file that must not exist yet, with write(2).
    static func writeNew(_ path: String, bytes: [UInt8]) throws(FileError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw FileError(path: path, errno: errno) }
        let failure: Int32? = bytes.withUnsafeBufferPointer { buffer in
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
        }
        close(descriptor)
        if let failure {
            unlink(path)
            throw FileError(path: path, errno: failure)
        }
    }

    /// The paths `pattern` matches, sorted (glob(3)).
    static func glob(_ pattern: String) -> [String] {
        var matches = glob_t()
        defer { globfree(&matches) }
        guard Glibc.glob(pattern, 0, nil, &matches) == 0 else { return [] }
        return (0..<Int(matches.gl_pathc)).compactMap { matches.gl_pathv[$0].map { String(cString: $0) } }.sorted()
    }

    /// The canonical path with every link resolved, to detect folder loops.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// A failed system call on a path.
struct FileError: Error {
    var path: String
    var errno: Int32

    /// The system's description of the failure.
    var reason: String { String(cString: strerror(errno)) }
}
