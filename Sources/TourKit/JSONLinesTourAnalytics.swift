import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An analytics sink that appends each event to a file as one line of JSON
/// (``TourAnalyticsEvent/jsonLine``), the file `tourc report` reads.
///
/// The file is bounded: a line that would take it past `maximumBytes`
/// first moves it to `<path>.1` (and `<path>.1` to `<path>.2`, up to
/// `keptFiles` old files; the oldest goes). Writers in every thread and
/// process that share the path take turns under an advisory lock beside
/// it (`<path>.lock`), as ``FileTourProgressStore``'s do, so lines never
/// interleave and no rotation loses one. A link at `path` is followed.
///
/// Each event is written before ``record(_:)`` returns: one `write(2)` of
/// a line of a few hundred bytes. An event that cannot be written is
/// dropped, and ``lastError`` says why.
public final class JSONLinesTourAnalytics: TourAnalytics, @unchecked Sendable {
    /// The file written, links followed.
    public let path: String
    /// The size the file stays under, in bytes.
    public let maximumBytes: Int
    /// How many rotated files are kept (`<path>.1` is the newest).
    public let keptFiles: Int
    private let lock = NSLock()
    private var error: FileTourProgressStoreError?

    /// A sink writing to `path`: at most `maximumBytes` a file (1 MB by
    /// default, about 4,000 events), with `keptFiles` older files kept.
    public init(path: String, maximumBytes: Int = 1_000_000, keptFiles: Int = 2) {
        self.path = ProgressFile.resolvingLinks(path)
        self.maximumBytes = max(1, maximumBytes)
        self.keptFiles = max(0, keptFiles)
    }

    /// Why the latest event that could not be written was dropped.
    public var lastError: FileTourProgressStoreError? {
        lock.locked { error }
    }

    public func record(_ event: TourAnalyticsEvent) {
        do {
            try append(Array((event.jsonLine + "\n").utf8))
        } catch let failure as FileTourProgressStoreError {
            lock.locked { error = failure }
        } catch {}
    }

    /// Appends `line`, rotating first when it would not fit.
    private func append(_ line: [UInt8]) throws {
        try ProgressFile.withExclusiveLock(beside: path) {
            #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
                var status = stat()
                if stat(path, &status) == 0, Int(status.st_size) > 0, Int(status.st_size) + line.count > maximumBytes {
                    try rotate()
                }
                let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
                guard descriptor >= 0 else { throw FileTourProgressStoreError(operation: "write", path: path, code: errno) }
                defer { close(descriptor) }
                var written = 0
                while written < line.count {
                    let count = line[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                    if count < 0 {
                        if errno == EINTR { continue }
                        throw FileTourProgressStoreError(operation: "write", path: path, code: errno)
                    }
                    written += count
                }
            #endif
        }
    }

    /// Moves each kept file one number up, the oldest out, and the file to `.1`.
    private func rotate() throws {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            guard keptFiles > 0 else {
                guard unlink(path) == 0 || errno == ENOENT else {
                    throw FileTourProgressStoreError(operation: "replace", path: path, code: errno)
                }
                return
            }
            unlink("\(path).\(keptFiles)")
            for number in stride(from: keptFiles - 1, through: 1, by: -1) {
                rename("\(path).\(number)", "\(path).\(number + 1)")
            }
            guard rename(path, "\(path).1") == 0 else {
                throw FileTourProgressStoreError(operation: "replace", path: path, code: errno)
            }
        #endif
    }
}

/// The name ``JSONLinesTourAnalytics`` had in its first release.
@available(*, deprecated, renamed: "JSONLinesTourAnalytics")
public typealias TourAnalyticsFile = JSONLinesTourAnalytics
