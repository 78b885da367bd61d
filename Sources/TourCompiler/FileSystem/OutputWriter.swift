import TourDiagnostics

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes outputs so that a build never sees a partial file and an
/// unchanged file keeps its modification time (Xcode then rebuilds nothing).
///
/// Every changed output is first written to a temporary file in its own
/// folder; only when all of them are written are they renamed into place.
/// A failure before that removes the temporaries and leaves every output as
/// it was. No fsync: these are build outputs, rebuilt if lost.
enum OutputWriter {
    /// Compares an output's bytes with the disk; a file of another size is
    /// stale without being read.
    static func status(of path: String, comparedWith bytes: [UInt8]) -> OutputFile.Status {
        bytes.withUnsafeBufferPointer { inspect(path, comparedWith: $0).status }
    }

    /// The output's status; when it is unchanged, what `stat` said of it
    /// (for the build stamp); and the permissions of the file there, which
    /// its replacement keeps.
    static func inspect(
        _ path: String, comparedWith bytes: UnsafeBufferPointer<UInt8>
    ) -> (status: OutputFile.Status, identity: Platform.FileStatus?, permissions: UInt16?) {
        guard case .success(let status) = Platform.status(of: path), !status.isDirectory else { return (.missing, nil, nil) }
        guard status.size == bytes.count, let existing = try? FileSystem.readFile(path, limit: bytes.count) else {
            return (.stale, nil, status.permissions)
        }
        return existing.elementsEqual(bytes) ? (.unchanged, status, status.permissions) : (.stale, nil, status.permissions)
    }

    /// What keeps one run's temporary files apart from any other run's: the
    /// process id and a random number. Made once per run, not per file: each
    /// was a system call, 800 of them in a compile of 200 tours.
    struct RunTag: Sendable {
        let process = Platform.processIdentifier
        let nonce = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    }

    /// Writes `bytes` to a new temporary file beside `path`; its name holds
    /// the run's process id, the output's index and the run's random number,
    /// so two runs at once (even in one process), or two outputs in one
    /// folder, never share one. The file is created exclusively, so a clash
    /// fails loudly.
    static func writeTemporary(_ bytes: [UInt8], for path: String, index: Int, run: RunTag) throws(FileError) -> String {
        try bytes.withUnsafeBufferPointer { (buffer) throws(FileError) -> String in
            try writeTemporary(buffer, for: path, index: index, run: run).temporary
        }
    }

    /// The temporary file's path, and what `fstat` said of it once written:
    /// the output's identity after the rename.
    static func writeTemporary(
        _ bytes: UnsafeBufferPointer<UInt8>, for path: String, index: Int, run: RunTag, permissions: UInt16? = nil
    ) throws(FileError) -> (temporary: String, identity: Platform.FileStatus?) {
        let name = Paths.lastComponent(of: path)
        let temporary = Paths.join(
            Paths.parent(of: path), TemporaryFiles.name(for: name, process: run.process, index: index, nonce: run.nonce))
        let identity = try TemporaryFiles.create(temporary) { () throws(FileError) in
            try Platform.createExclusively(temporary, bytes: bytes, permissions: permissions)
        }
        return (temporary, identity)
    }

    /// A temporary file waiting to replace its output.
    struct Pending: Sendable {
        var temporary: String
        var path: String
        /// The input it is generated from, for messages.
        var source: String
    }

    /// What a commit did: the outputs it replaced, in order, and the
    /// failure that stopped it, if one did.
    struct Commit {
        var replaced: [String] = []
        var failure: Diagnostic?
    }

    /// Renames every temporary over its output, one after another: renames
    /// into one folder take the folder's lock, and on two cores they waited
    /// for each other (400 renames took 1.3 ms on tmpfs and 2.0 ms on ext4
    /// that way, 1.0 ms and 1.6 ms in turn).
    ///
    /// A destination that is a folder is found before anything is renamed,
    /// so that most common failure leaves every output as it was. A rename
    /// that fails later stops the commit there: the temporaries not renamed
    /// are removed, and the report names what was and was not replaced.
    static func commit(_ pending: [Pending]) -> Commit {
        for entry in pending {
            if case .success(let status) = Platform.status(of: entry.path), status.isDirectory {
                discard(pending.map(\.temporary))
                return Commit(
                    failure: failure(FileError(path: entry.path, errno: Platform.isDirectoryErrno), writing: entry.path, from: entry.source))
            }
        }
        var commit = Commit()
        for (index, entry) in pending.enumerated() {
            do throws(FileError) {
                try Platform.move(entry.temporary, over: entry.path)
                TemporaryFiles.finished(entry.temporary)
                commit.replaced.append(entry.path)
            } catch {
                discard(pending[index...].map(\.temporary))
                commit.failure =
                    commit.replaced.isEmpty
                    ? failure(error, writing: entry.path, from: entry.source)
                    : partialFailure(
                        error, writing: entry.path, from: entry.source, replaced: commit.replaced,
                        notReplaced: pending[index...].map(\.path))
                return commit
            }
        }
        return commit
    }

    /// Removes temporaries.
    static func discard(_ temporaries: [String]) {
        for temporary in temporaries {
            try? FileSystem.removeFile(temporary)
            TemporaryFiles.finished(temporary)
        }
    }

    static func failure(_ error: FileError, writing path: String, from source: String) -> Diagnostic {
        let detail = error.path == path ? "" : error.path + ": "
        return Diagnostic(.writeFailed, "cannot write \(path): \(detail)\(error.reason); nothing was written", file: source)
    }

    /// A commit that stopped after replacing some outputs: says which, so
    /// nobody trusts "nothing was written", and that the next compile
    /// brings the rest up to date (no stamp vouches for this run).
    static func partialFailure(
        _ error: FileError, writing path: String, from source: String, replaced: [String], notReplaced: [String]
    ) -> Diagnostic {
        let detail = error.path == path ? "" : error.path + ": "
        return Diagnostic(
            .writeFailed,
            "cannot write \(path): \(detail)\(error.reason); \(replaced.count) of \(replaced.count + notReplaced.count) changed outputs were replaced before it, the others are as they were; fix the cause and compile again to bring them all up to date",
            file: source, notes: replaced.map { "replaced \($0)" } + notReplaced.map { "not replaced \($0)" })
    }

    /// Writes whole files, all or none (for `tourc init`, `preview`,
    /// `schema`, `import swift`, manifests and the build stamp). Temporaries
    /// an interrupted run left in those folders go first, unless the caller
    /// has removed them already (a compile, from its output folders).
    static func write(_ outputs: [OutputFile], removingLeftovers: Bool = true) -> [Diagnostic] {
        if removingLeftovers {
            for folder in Set(outputs.map { Paths.parent(of: $0.path) }) { TemporaryFiles.removeLeftovers(in: folder) }
        }
        var pending: [Pending] = []
        let run = RunTag()
        for (index, output) in outputs.enumerated() {
            do throws(FileError) {
                try FileSystem.createDirectories(Paths.parent(of: output.path))
                // A file replaced keeps its permissions, as an editor's save does.
                let permissions = (try? Platform.status(of: output.path).get())?.permissions
                let bytes = Array(output.contents.utf8)
                let temporary = try bytes.withUnsafeBufferPointer { (buffer) throws(FileError) -> String in
                    try writeTemporary(buffer, for: output.path, index: index, run: run, permissions: permissions).temporary
                }
                pending.append(Pending(temporary: temporary, path: output.path, source: output.source))
            } catch {
                discard(pending.map(\.temporary))
                return [failure(error, writing: output.path, from: output.source)]
            }
        }
        return commit(pending).failure.map { [$0] } ?? []
    }
}
