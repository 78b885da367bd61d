import TourDiagnostics
import TourFormat

/// The settings of `tourc.yaml`, as written (paths still relative to the
/// configuration file; the driver resolves them).
public struct Configuration: Sendable {
    /// Tour files, folders or globs.
    public var inputs: [Located<String>] = []
    /// The target registry file.
    public var registry: Located<String>?
    /// Swift files and folders to scan for tag sites; `nil` when not configured.
    public var scan: [Located<String>]?
    /// The folder for generated Swift.
    public var swiftOutput: Located<String>?
    /// The folder for JSON bundles.
    public var jsonOutput: Located<String>?
    /// The JSON bundle flavour.
    public var jsonFlavor: JSONFlavor?
    /// `output.appManifest:`: where the manifest of what this app build
    /// accepts goes, for remote tours (docs/remote.md).
    public var appManifest: Located<String>?
    /// The access level of generated declarations.
    public var accessLevel: AccessLevel?
    /// Extra modules generated files import.
    public var imports: [String]?
    /// The spotlight packages the app integrates; `nil` when not configured.
    public var overlays: [SpotlightOverlay]?
    /// The language whose texts are the keys and fallbacks.
    public var sourceLanguage: String?
    /// The languages the app ships; `nil` when not configured.
    public var locales: [String]?
    /// The String Catalog tourc writes its entries into.
    public var catalog: Located<String>?
    /// Raised (or lowered) limits.
    public var limits = LimitSettings()
    /// `lint:`, the lints turned on or off and their limits.
    public var lint = LintSettings()
    /// `platforms:`, the app's lowest OS versions; `nil` when not configured.
    public var platforms: PlatformSettings?
    /// Where each platform of `platforms:` is written.
    public var platformPositions: [ApplePlatform: SourcePosition] = [:]
    /// `symbols.extra`: SF Symbol names newer than tourc's table.
    public var extraSymbols: [String] = []
    /// `remote:`: the keys whose feeds the app accepts and the domains
    /// remote tours may link to.
    public var remote = RemoteSettings()

    /// An empty configuration.
    public init() {}
}
