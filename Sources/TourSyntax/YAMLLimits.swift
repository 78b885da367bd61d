import TourDiagnostics

/// Bounds the YAML front end enforces while it reads, so a hostile or broken
/// file stops at the bound instead of exhausting time or memory.
public struct YAMLLimits: Sendable, Hashable {
    /// How deeply sequences and mappings may nest. Tours need about five
    /// levels. libyaml's cost grows with the square of flow nesting, so the
    /// check runs on each event, before libyaml reads further.
    public var maxDepth: Int
    /// How many nodes aliases may add to one document, counting every node
    /// of every copied subtree. Stops "billion laughs" alias bombs.
    public var maxAliasExpansion: Int
    /// The largest file, in bytes, that is read at all.
    public var maxFileSize: Int
    /// The longest scalar, in bytes.
    public var maxScalarLength: Int

    /// Creates limits; the defaults are documented in docs/format.md.
    public init(
        maxDepth: Int = 64,
        maxAliasExpansion: Int = 100_000,
        maxFileSize: Int = 16 << 20,
        maxScalarLength: Int = 1 << 20
    ) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxFileSize = maxFileSize
        self.maxScalarLength = maxScalarLength
    }

    /// The limits used when nothing raises them.
    public static let `default` = YAMLLimits()
}
