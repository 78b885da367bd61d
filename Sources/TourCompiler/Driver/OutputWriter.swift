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
    /// Compares each output with the disk.
    static func status(of output: OutputFile) -> OutputFile.Status {
        guard FileSystem.kind(of: output.path) == .file,
            let existing = try? FileSystem.readFile(output.path, limit: output.contents.utf8.count)
        else { return .missing }
        return existing.elementsEqual(output.contents.utf8) ? .unchanged : .stale
    }

    /// Writes `outputs` (already known to differ from the disk), all or none.
    static func write(_ outputs: [OutputFile]) -> [Diagnostic] {
        var temporaries: [(temporary: String, output: OutputFile)] = []
        func fail(_ output: OutputFile, _ error: FileError) -> [Diagnostic] {
            for entry in temporaries { unlink(entry.temporary) }
            return [
                Diagnostic(
                    severity: .error, code: .writeFailed,
                    message: "cannot write \(output.path): \(error.path == output.path ? "" : error.path + ": ")\(error.reason); nothing was written",
                    file: output.source, position: nil)
            ]
        }
        for output in outputs {
            let folder = InputDiscovery.parent(of: output.path)
            do {
                try FileSystem.createDirectories(folder)
                let temporary = temporaryPath(for: output.path)
                try FileSystem.writeNew(temporary, contents: output.contents)
                temporaries.append((temporary, output))
            } catch {
                return fail(output, error)
            }
        }
        for entry in temporaries where rename(entry.temporary, entry.output.path) != 0 {
            return fail(entry.output, FileError(path: entry.output.path, errno: errno))
        }
        return []
    }

    private nonisolated(unsafe) static var counter = 0

    /// A name no other process or output uses: two runs at once into one
    /// folder each rename a complete file of their own.
    private static func temporaryPath(for path: String) -> String {
        counter += 1
        let folder = InputDiscovery.parent(of: path)
        let name = String(path[path.index(after: path.lastIndex(of: "/") ?? path.index(before: path.startIndex))...])
        return InputDiscovery.join(folder, ".\(name).tourc-\(getpid())-\(counter).tmp")
    }
}
