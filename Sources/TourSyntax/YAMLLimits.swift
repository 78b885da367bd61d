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
    /// How many bytes of text aliases may add to one document: the bytes of
    /// every scalar reached through an alias, counted each time. Stops a
    /// file that reuses one long text many times from producing output
    /// far larger than itself.
    public var maxAliasBytes: Int
    /// The largest file, in bytes, that is read at all.
    public var maxFileSize: Int
    /// The longest scalar, in bytes.
    public var maxScalarLength: Int

    /// Creates limits; the defaults are documented in docs/format.md.
    public init(
        maxDepth: Int = 64,
        maxAliasExpansion: Int = 100_000,
        maxAliasBytes: Int = 8 << 20,
        maxFileSize: Int = 16 << 20,
        maxScalarLength: Int = 1 << 20
    ) {
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxAliasBytes = maxAliasBytes
        self.maxFileSize = maxFileSize
        self.maxScalarLength = maxScalarLength
    }

    /// The deepest `maxDepth` that may be asked for. libyaml's cost grows
    /// with the square of flow nesting, and a tree's teardown goes one
    /// level at a time: past this a file could take minutes or exhaust the
    /// stack. `--max-depth` refuses more, and the parser never nests deeper.
    public static let maxDepthCeiling = 10_000

    /// The limits used when nothing raises them.
    public static let `default` = YAMLLimits()
}
