import TourSyntax

/// Limits given in `tourc.yaml` or on the command line; `nil` keeps the default.
public struct LimitSettings: Sendable, Hashable {
    /// The largest file, in bytes.
    public var fileSize: Int?
    /// How deeply lists and mappings may nest.
    public var depth: Int?
    /// How many nodes aliases may add to one document.
    public var aliasExpansion: Int?
    /// The longest scalar, in bytes.
    public var scalarLength: Int?
    /// The most steps in one tour.
    public var stepsPerTour: Int?

    /// No limit changed.
    public init() {}

    /// These settings over `base`: each one given wins.
    public func overriding(_ base: LimitSettings) -> LimitSettings {
        var merged = base
        if let fileSize { merged.fileSize = fileSize }
        if let depth { merged.depth = depth }
        if let aliasExpansion { merged.aliasExpansion = aliasExpansion }
        if let scalarLength { merged.scalarLength = scalarLength }
        if let stepsPerTour { merged.stepsPerTour = stepsPerTour }
        return merged
    }

    /// The deepest `depth` that may be asked for (`YAMLLimits.maxDepthCeiling`).
    public static let maxDepthCeiling = YAMLLimits.maxDepthCeiling

    /// The YAML front end's limits.
    public var yamlLimits: YAMLLimits {
        let defaults = YAMLLimits.default
        return YAMLLimits(
            maxDepth: depth ?? defaults.maxDepth, maxAliasExpansion: aliasExpansion ?? defaults.maxAliasExpansion,
            maxFileSize: fileSize ?? defaults.maxFileSize, maxScalarLength: scalarLength ?? defaults.maxScalarLength)
    }
}
