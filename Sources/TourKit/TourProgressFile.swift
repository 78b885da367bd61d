import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a ``FileTourProgressStore`` could not write its file: what it was
/// doing, on which path, and the system's error number.
public struct FileTourProgressStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the store was doing: "lock", "read", "write" or "replace".
    public var operation: String
    /// The path it was working on (the store's file, the file its link
    /// points to, or the lock file beside it).
    public var path: String
    /// The system's error number (`errno`), 0 when there is none.
    public var code: Int32

    /// Creates an error.
    public init(operation: String, path: String, code: Int32) {
        self.operation = operation
        self.path = path
        self.code = code
    }

    public var description: String {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            let reason = code == 0 ? "failed" : String(cString: strerror(code))
        #else
            let reason = code == 0 ? "failed" : "error \(code)"
        #endif
        return "cannot \(operation) the tour progress store '\(path)': \(reason)"
    }
}

/// The file system side of ``FileTourProgressStore``: links resolved, an
/// advisory lock beside the file, and an atomic replace in the file's own
/// folder.
enum ProgressFile {
    /// `path` with every symbolic link on its last component followed, so
    /// a store whose file is a link writes the file the link points to (a
    /// link to a missing file gives the missing file's path).
    static func resolvingLinks(_ path: String) -> String {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var current = path
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            for _ in 0..<32 {
                let count = readlink(current, &buffer, buffer.count - 1)
                guard count >= 0 else { return current }
                let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
                current = target.hasPrefix("/") ? target : folder(of: current) + "/" + target
            }
            return current
        #else
            return path
        #endif
    }

    /// Runs `body` holding an exclusive advisory lock (`flock`) on the file
    /// `<path>.lock`, created if need be: writers in every thread and every
    /// process that use the same lock file take turns.
    static func withExclusiveLock<Value>(beside path: String, _ body: () throws -> Value) throws -> Value {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            let lockPath = path + ".lock"
            let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else { throw FileTourProgressStoreError(operation: "lock", path: lockPath, code: errno) }
            // Closing the descriptor releases the lock.
            defer { close(descriptor) }
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else { throw FileTourProgressStoreError(operation: "lock", path: lockPath, code: errno) }
            }
            return try body()
        #else
            return try body()
        #endif
    }

    /// The file's contents; `nil` when there is no file. A folder, or a
    /// file that cannot be read, throws.
    static func read(_ path: String) throws -> Data? {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            var status = stat()
            if stat(path, &status) != 0 {
                if errno == ENOENT { return nil }
                throw FileTourProgressStoreError(operation: "read", path: path, code: errno)
            }
            if (status.st_mode & S_IFMT) == S_IFDIR {
                throw FileTourProgressStoreError(operation: "read", path: path, code: EISDIR)
            }
        #endif
        do {
            return try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw FileTourProgressStoreError(operation: "read", path: path, code: 0)
        }
    }

    /// Writes `data` to a temporary file in `path`'s folder, then renames
    /// it over `path`: a reader sees the old file or the new one, never
    /// half of one.
    static func replace(_ path: String, with data: Data) throws {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let temporary = folder(of: path) + "/.\(name).\(UInt64.random(in: 0...UInt64.max)).tmp"
            do {
                try data.write(to: URL(fileURLWithPath: temporary))
            } catch {
                throw FileTourProgressStoreError(operation: "write", path: path, code: errno)
            }
            guard rename(temporary, path) == 0 else {
                let code = errno
                unlink(temporary)
                throw FileTourProgressStoreError(operation: "replace", path: path, code: code)
            }
        #else
            do {
                try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw FileTourProgressStoreError(operation: "write", path: path, code: 0)
            }
        #endif
    }

    /// The folder holding `path` ("." for a bare name).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
