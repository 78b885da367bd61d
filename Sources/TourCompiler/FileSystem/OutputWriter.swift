#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes outputs so that a build never sees a partial file and an
/// unchanged file keeps its modification time (Xcode then rebuilds nothing).
///
/// Every changed output is first written to a temporary file in its own
/// folder; only when all of them are written are they renamed into place.
/// A failure before that removes the temporaries and leaves every output as
/// it was. No fsync: these are build outputs, rebuilt if lost.
enum OutputWriter {
    /// Compares an output's bytes with the disk.
    static func status(of path: String, comparedWith bytes: TextBuffer) -> OutputFile.Status {
        guard FileSystem.kind(of: path) == .file,
            let existing = try? FileSystem.readFile(path, limit: bytes.bytes.count)
        else { return .missing }
        let same =
            existing.count == bytes.bytes.count
            && existing.withUnsafeBytes { old in
                bytes.bytes.withUnsafeBytes { new in old.isEmpty || memcmp(old.baseAddress!, new.baseAddress!, old.count) == 0 }
            }
        return same ? .unchanged : .stale
    }

    /// Writes `bytes` to a new temporary file beside `path`; its name holds
    /// the process id, the output's index and a random number, so two runs
    /// at once (even in one process), or two outputs in one folder, never
    /// share one. The file is created exclusively, so a clash fails loudly.
    static func writeTemporary(_ bytes: TextBuffer, for path: String, index: Int) throws(FileError) -> String {
        let name = OutputNaming.lastComponent(of: path)
        let nonce = String(UInt32.random(in: 0...UInt32.max), radix: 36)
        let temporary = InputDiscovery.join(
            InputDiscovery.parent(of: path), ".\(name).tourc-\(getpid())-\(index)-\(nonce).tmp")
        try FileSystem.writeNew(temporary, bytes: bytes.bytes)
        return temporary
    }

    /// Renames every temporary over its output, in order; on a failure the
    /// temporaries not yet renamed are removed.
    static func commit(_ temporaries: [(temporary: String, path: String, source: String)]) -> Diagnostic? {
        for (index, entry) in temporaries.enumerated() where rename(entry.temporary, entry.path) != 0 {
            let failure = FileError(path: entry.path, errno: errno)
            discard(temporaries[index...].map(\.temporary))
            return Self.failure(failure, writing: entry.path, from: entry.source)
        }
        return nil
    }

    /// Removes temporaries.
    static func discard(_ temporaries: [String]) {
        for temporary in temporaries { unlink(temporary) }
    }

    static func failure(_ error: FileError, writing path: String, from source: String) -> Diagnostic {
        let detail = error.path == path ? "" : error.path + ": "
        return Diagnostic(
            severity: .error, code: .writeFailed, message: "cannot write \(path): \(detail)\(error.reason); nothing was written",
            file: source, position: nil)
    }

    /// Writes whole files, all or none (for `tourc init`).
    static func write(_ outputs: [OutputFile]) -> [Diagnostic] {
        var temporaries: [(temporary: String, path: String, source: String)] = []
        for (index, output) in outputs.enumerated() {
            do {
                try FileSystem.createDirectories(InputDiscovery.parent(of: output.path))
                var buffer = TextBuffer(capacity: output.contents.utf8.count)
                buffer.append(output.contents)
                temporaries.append((try writeTemporary(buffer, for: output.path, index: index), output.path, output.source))
            } catch {
                discard(temporaries.map(\.temporary))
                return [failure(error, writing: output.path, from: output.source)]
            }
        }
        return commit(temporaries).map { [$0] } ?? []
    }
}
