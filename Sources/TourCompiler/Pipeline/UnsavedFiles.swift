/// The text of files an editor holds and may not have saved, by path: the
/// pipeline reads a file's text here before it reads the disk, so a
/// language server validates what the writer sees, with the compile's own
/// settings, discovery and rules.
///
/// The reading of a file's bytes is overlaid, and discovery adds the tour
/// files an editor holds under the inputs that were never saved: a new
/// tour gets its findings as it is written, not once it is saved.
public struct UnsavedFiles: Sendable {
    /// The bytes of each file, by its normalized path.
    private var contents: [String: [UInt8]] = [:]

    /// No file: everything is read from the disk.
    public init() {}

    /// The unsaved bytes of `path`, or `nil` when the disk's apply.
    /// Paths are compared once normalized (``Paths/normalized(_:)``), as
    /// the pipeline spells its inputs.
    public subscript(path: String) -> [UInt8]? {
        get { contents[Paths.normalized(path)] }
        set { contents[Paths.normalized(path)] = newValue }
    }

    /// The `*.tour.yaml` files held here that are one of `inputs` or lie
    /// under one of them (folders), sorted.
    func tourFiles(under inputs: [String]) -> [String] {
        contents.keys.filter { path in
            path.hasSuffix(InputDiscovery.tourSuffix)
                && inputs.contains { input in path == input || path.hasPrefix(input.hasSuffix("/") ? input : input + "/") }
        }.sorted()
    }

    /// The bytes of `path` as the pipeline reads them: the unsaved text,
    /// else the disk's; `nil` when the disk's cannot be read.
    public func read(_ path: String, limit: Int) -> [UInt8]? {
        try? readInput(path, limit: limit).bytes
    }

    /// An input's bytes and identity (``FileSystem/readInput(_:limit:)``).
    /// Unsaved text has no identity: no build stamp may vouch for a file
    /// whose bytes are not the disk's.
    func readInput(_ path: String, limit: Int) throws(FileError) -> (bytes: [UInt8], identity: Platform.FileStatus?) {
        guard let bytes = self[path] else { return try FileSystem.readInput(path, limit: limit) }
        if bytes.count > limit { throw FileError(path: path, tooLarge: bytes.count, limit: limit) }
        return (bytes, nil)
    }
}
