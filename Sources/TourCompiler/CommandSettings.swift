import TourDiagnostics
import TourGeneration
import TourModel
import TourScanning
import TourSyntax
import TourValidation

/// What the command line says, before `tourc.yaml` fills in the rest.
public struct CommandSettings: Sendable {
    /// `--config FILE`.
    public var configuration: String?
    /// Paths given as arguments; when empty, the configuration's inputs.
    public var inputs: [String] = []
    /// `--registry FILE`.
    public var registry: String?
    /// `--scan PATH`, repeatable; replaces the configuration's list when given.
    public var scan: [String]?
    /// `--swift-out DIR`.
    public var swiftOutput: String?
    /// `--json-out DIR`.
    public var jsonOutput: String?
    /// `--json-flavor`.
    public var jsonFlavor: JSONFlavor?
    /// `--catalog FILE`: the String Catalog to write tourc's entries into.
    public var catalog: String?
    /// `--access-level`.
    public var accessLevel: AccessLevel?
    /// `--import`, repeatable; replaces the configuration's list when given.
    public var imports: [String] = []
    /// `--overlay`, repeatable; replaces the configuration's `overlays` when given.
    public var overlays: [SwiftOverlay] = []
    /// `--max-file-size`, `--max-depth`, `--max-alias-expansion`,
    /// `--max-scalar-length`, `--max-steps`; they override `limits:`.
    public var limits = LimitSettings()
    /// `--skip-json`: no JSON bundles whatever the configuration says, for
    /// the build plugin, which can only declare outputs named after files.
    public var skipJSON = false
    /// `--check` or `--dry-run`.
    public var mode: CompileRequest.Mode = .write

    /// Settings with nothing given.
    public init() {}

    /// The default configuration file name.
    static let defaultConfiguration = "tourc.yaml"
}

/// Merges the command line with `tourc.yaml`: flags win; paths in the file
/// are relative to the file.
public enum SettingsResolver {
    /// The request the settings describe, or the errors that prevent one.
    /// The configuration is read when `--config` is given or no paths are.
    public static func resolve(_ settings: CommandSettings) -> (request: CompileRequest?, diagnostics: [Diagnostic], sources: [String: [UInt8]]) {
        var sources: [String: [UInt8]] = [:]
        var configuration = Configuration()
        var base = "."
        var lints = LintOptions()
        if settings.configuration != nil || settings.inputs.isEmpty {
            let path = settings.configuration ?? CommandSettings.defaultConfiguration
            guard FileSystem.kind(of: path) != .missing else {
                let hint = settings.configuration == nil ? "; name tour files or folders, pass --config FILE, or run tourc init" : ""
                return (nil, [Diagnostic(severity: .error, code: .configurationNotFound, message: "no configuration file \(path)\(hint)", file: path, position: nil)], sources)
            }
            let loaded = Pipeline.load(path, limits: .default)
            if !loaded.diagnostics.isEmpty { sources[path] = try? FileSystem.readFile(path, limit: YAMLLimits.default.maxFileSize) }
            guard let documents = loaded.documents, loaded.complete else { return (nil, loaded.diagnostics, sources) }
            let decoded = ConfigurationDecoder.decode(documents, file: path)
            // Lint codes are checked even when a key is wrong, so one run shows every mistake.
            let lintOptions = lintOptions(decoded.0.lint, file: path)
            let problems = decoded.1 + lintOptions.diagnostics
            guard !problems.containsErrors else {
                sources[path] = try? FileSystem.readFile(path, limit: YAMLLimits.default.maxFileSize)
                return (nil, loaded.diagnostics + problems, sources)
            }
            configuration = decoded.0
            lints = lintOptions.options
            base = InputDiscovery.parent(of: path)
        }
        func resolved(_ value: Located<String>?) -> String? {
            value.map { relative($0.value, to: base) }
        }
        let inputs = settings.inputs.isEmpty ? configuration.inputs.map { relative($0.value, to: base) } : settings.inputs
        var options = ValidationOptions()
        if let language = configuration.sourceLanguage { options.sourceLanguage = language }
        options.locales = configuration.locales
        options.lints = lints
        let limits = settings.limits.overriding(configuration.limits)
        if let steps = limits.stepsPerTour { options.maxStepsPerTour = steps }
        let scan = settings.scan ?? configuration.scan.map { $0.map { relative($0.value, to: base) } }
        let validation = ValidationRequest(
            inputs: inputs, registry: settings.registry ?? resolved(configuration.registry), scan: scan,
            limits: limits.yamlLimits, options: options)
        let swift = SwiftOptions(
            accessLevel: settings.accessLevel ?? configuration.accessLevel ?? .internal,
            imports: settings.imports.isEmpty ? configuration.imports ?? [] : settings.imports,
            overlays: settings.overlays.isEmpty ? configuration.overlays ?? [] : settings.overlays)
        let request = CompileRequest(
            validation: validation,
            swiftOutput: settings.swiftOutput ?? resolved(configuration.swiftOutput),
            jsonOutput: settings.skipJSON ? nil : settings.jsonOutput ?? resolved(configuration.jsonOutput),
            jsonFlavor: settings.jsonFlavor ?? configuration.jsonFlavor ?? .canonical,
            catalog: settings.catalog ?? resolved(configuration.catalog),
            swift: swift, mode: settings.mode, configuration: settings.configuration)
        return (request, [], sources)
    }

    /// `path` relative to the folder `base`, unless it is absolute.
    static func relative(_ path: String, to base: String) -> String {
        path.hasPrefix("/") ? path : InputDiscovery.join(base, path)
    }
}
