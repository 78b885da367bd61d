/// The text of files an editor holds and may not have saved, by path: the
/// pipeline reads a file's text here before it reads the disk, so a
/// language server validates what the writer sees, with the compile's own
/// settings, discovery and rules.
///
/// Only the reading of a file's bytes is overlaid. Discovery still lists
/// the disk: a tour file an editor holds but that was never saved is not
/// an input until it is.
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
