/// A file the compiler wants to exist with given contents.
public struct OutputFile: Sendable, Hashable {
    /// Where it goes.
    public var path: String
    /// What it holds.
    public var contents: String
    /// The input it is generated from, for messages.
    public var source: String

    /// What writing found or did.
    public enum Status: String, Sendable {
        /// The file already held these bytes; it was not touched.
        case unchanged
        /// The file did not exist.
        case missing
        /// The file held other bytes.
        case stale
    }
}
