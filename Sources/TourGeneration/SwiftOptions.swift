import TourModel

/// How generated Swift is written.
public struct SwiftOptions: Sendable, Hashable {
    /// The access level of every generated declaration.
    public var accessLevel: AccessLevel
    /// Extra modules to import.
    public var imports: [String]
    /// Whether to conform to `HelpInfoProvider` where that module exists.
    public var helpInfoProvider: Bool

    /// Creates options; the defaults match a fresh `tourc.yaml`.
    public init(accessLevel: AccessLevel = .internal, imports: [String] = [], helpInfoProvider: Bool = true) {
        self.accessLevel = accessLevel
        self.imports = imports
        self.helpInfoProvider = helpInfoProvider
    }

    /// The modifier to put before declarations: none for `internal`, as a
    /// person would write it.
    var modifier: String { accessLevel == .internal ? "" : accessLevel.rawValue + " " }
}
