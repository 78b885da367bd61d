import TourFormat
import TourModel

/// How generated Swift is written.
public struct SwiftOptions: Sendable, Hashable {
    /// The access level of every generated declaration.
    public var accessLevel: AccessLevel
    /// Extra modules to import.
    public var imports: [String]
    /// The spotlight packages to integrate with, in declaration order.
    public var overlays: [SpotlightOverlay]

    /// Creates options; the defaults match a `tourc.yaml` that sets nothing.
    public init(accessLevel: AccessLevel = .internal, imports: [String] = [], overlays: [SpotlightOverlay] = []) {
        self.accessLevel = accessLevel
        self.imports = imports
        self.overlays = overlays
    }

    /// Whether `overlay` is integrated.
    func integrates(_ overlay: SpotlightOverlay) -> Bool { overlays.contains(overlay) }

    /// The modifier to put before declarations: none for `internal`, as a
    /// person would write it.
    var modifier: String { accessLevel == .internal ? "" : accessLevel.rawValue + " " }

    /// The `import` of a module the generated declarations expose: `public
    /// import` for public enums (and `package import` for package ones), so
    /// that the file compiles in a target built with
    /// `InternalImportsByDefault`.
    func exposedImport(of module: String) -> String { "\(modifier)import \(module)" }
}
