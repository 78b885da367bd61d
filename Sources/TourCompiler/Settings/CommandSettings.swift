import TourDiagnostics
import TourFormat
import TourGeneration
import TourModel
import TourScanning
import TourSyntax
import TourValidation

/// What the command line says, before `tourc.yaml` fills in the rest.
public struct CommandSettings: Sendable {
    /// `--config FILE`.
    public var configuration: String?
    /// `--no-config`: no tourc.yaml, not even the nearest.
    public var ignoresConfiguration = false
    /// Paths given as arguments; when empty, the configuration's inputs.
    /// They narrow the inputs; the configuration's other settings still apply.
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
    /// `--app-manifest-out FILE`: where the app's manifest goes.
    public var appManifest: String?
    /// `--access-level`.
    public var accessLevel: AccessLevel?
    /// `--import`, repeatable; replaces the configuration's list when given.
    public var imports: [String] = []
    /// `--overlay`, repeatable; replaces the configuration's `overlays` when given.
    public var overlays: [SpotlightOverlay] = []
    /// `--max-file-size`, `--max-depth`, `--max-alias-expansion`,
    /// `--max-scalar-length`, `--max-steps`; they override `limits:`.
    public var limits = LimitSettings()
    /// `--skip-json`: no JSON bundles whatever the configuration says, for
    /// the build plugin, which can only declare outputs named after files.
    public var skipJSON = false
    /// `--skip-catalog`: no String Catalog whatever the configuration says,
    /// for the build plugin, which may not write into the package's sources.
    public var skipCatalog = false
    /// `--force`: replace existing files tourc did not write.
    public var force = false
    /// `--always-write-parameters`: `tourc-parameters.swift` even without parameters.
    public var writesParametersAlways = false
    /// `--check` or `--dry-run`.
    public var mode: CompileRequest.Mode = .write

    /// Settings with nothing given.
    public init() {}

    /// The default configuration file name.
    static let defaultConfiguration = "tourc.yaml"
}

/// Merges the command line with `tourc.yaml`: flags win; paths in the file
/// are relative to the file.
///
/// The configuration is found as SwiftLint finds `.swiftlint.yml`: the
/// `--config` file, else the nearest `tourc.yaml` in the current folder or
/// above it, else none (`--no-config` skips the search). Paths on the command
/// line narrow the inputs and never drop the other settings.
public enum SettingsResolver {
    /// The request the settings describe, or the errors that prevent one;
    /// with a request, `diagnostics` holds warnings (TOUR508). A
    /// `tourc.yaml` an editor holds in `unsaved` is read from there.
    public static func resolve(
        _ settings: CommandSettings, reading unsaved: UnsavedFiles = UnsavedFiles()
    ) -> (request: CompileRequest?, diagnostics: [Diagnostic], sources: [String: [UInt8]]) {
        let file: ConfigurationFile
        switch readConfiguration(for: settings, reading: unsaved) {
        case .success(let read): file = read
        case .failure(let failure): return (nil, failure.diagnostics, failure.sources)
        }
        let options: ValidationOptions
        switch validationOptions(settings, file) {
        case .success(let resolved): options = resolved
        case .failure(let failure): return (nil, failure.diagnostics, failure.sources)
        }
        let request = compileRequest(settings, file, options)
        var warnings = unusedConfigurations(settings.inputs, used: file.path)
        if settings.skipCatalog, settings.catalog == nil, let catalog = file.configuration.catalog, let path = file.path {
            warnings.append(
                Diagnostic(
                    .catalogNotWritten,
                    "the String Catalog \(catalog.value) is not written in this build: a build plugin may not write into the package's sources; update it with 'swift package --allow-writing-to-package-directory tourc compile' or 'tourc compile'",
                    file: path, at: catalog.position))
        }
        return (request, warnings, [:])
    }

    /// The `tourc.yaml` layer: what the file says, with its lint options
    /// checked and the folder its paths are relative to. With no file, the
    /// defaults, relative to the current folder.
    struct ConfigurationFile {
        /// The file read, or `nil` when none is.
        var path: String?
        var configuration = Configuration()
        var lints = LintOptions()
        /// The folder the file's paths are relative to.
        var base = "."

        /// `value`, a path in the file, relative to the current folder.
        func resolved(_ value: Located<String>?) -> String? {
            value.map { SettingsResolver.relative($0.value, to: base) }
        }
    }

    /// Why no request could be made: errors, and the bytes of the files they quote.
    struct Refusal: Error {
        var diagnostics: [Diagnostic]
        var sources: [String: [UInt8]] = [:]
    }

    /// Finds and reads the configuration: `--config`, else the nearest
    /// `tourc.yaml` (none with `--no-config`).
    static func readConfiguration(for settings: CommandSettings, reading unsaved: UnsavedFiles = UnsavedFiles()) -> Result<ConfigurationFile, Refusal>
    {
        let found = settings.configuration ?? (settings.ignoresConfiguration ? nil : nearestConfiguration())
        guard let path = found else {
            guard settings.inputs.isEmpty else { return .success(ConfigurationFile()) }
            let message =
                settings.ignoresConfiguration
                ? "with --no-config, name the tour files or folders to read"
                : "no configuration file tourc.yaml in this folder or any folder above it; name tour files or folders, pass --config FILE, or run tourc init"
            let file = CommandSettings.defaultConfiguration
            return .failure(
                Refusal(diagnostics: [Diagnostic(.configurationNotFound, message, file: file)]))
        }
        guard FileSystem.kind(of: path) != .missing else {
            return .failure(
                Refusal(diagnostics: [
                    Diagnostic(.configurationNotFound, "no configuration file \(path)", file: path)
                ]))
        }
        let loaded = Pipeline.load(path, limits: .default, unsaved: unsaved)
        guard let documents = loaded.documents, loaded.complete else {
            return .failure(Refusal(diagnostics: loaded.diagnostics, sources: quoting(path)))
        }
        let decoded = ConfigurationDecoder.decode(documents, file: path)
        // Lint codes are checked even when a key is wrong, so one run shows every mistake.
        let lintOptions = lintOptions(decoded.configuration.lint, file: path)
        let problems = decoded.diagnostics + lintOptions.diagnostics
        guard !problems.containsErrors else {
            return .failure(Refusal(diagnostics: loaded.diagnostics + problems, sources: quoting(path)))
        }
        return .success(
            ConfigurationFile(path: path, configuration: decoded.configuration, lints: lintOptions.options, base: Paths.parent(of: path)))
    }

    /// The file's bytes, for a report that quotes it.
    private static func quoting(_ path: String) -> [String: [UInt8]] {
        (try? FileSystem.readFile(path, limit: YAMLLimits.default.maxFileSize)).map { [path: $0] } ?? [:]
    }

    /// What validation is told: languages, lints, overlays, platforms,
    /// symbols and limits, the command line's over the file's.
    static func validationOptions(_ settings: CommandSettings, _ file: ConfigurationFile) -> Result<ValidationOptions, Refusal> {
        let configuration = file.configuration
        var options = ValidationOptions()
        if let language = configuration.sourceLanguage { options.sourceLanguage = language }
        options.locales = configuration.locales
        options.lints = file.lints
        // Validation reads the overlays too: which shapes they can draw.
        options.overlays = settings.overlays.isEmpty ? configuration.overlays ?? [] : settings.overlays
        // Which SF Symbols the app can show: its platforms, which must meet
        // the declared overlays' own; without any, TourKit's raised to theirs.
        if let platforms = configuration.platforms {
            let unmet = belowOverlayFloors(platforms, positions: configuration.platformPositions, overlays: options.overlays, file: file.path)
            guard unmet.isEmpty else { return .failure(Refusal(diagnostics: unmet, sources: file.path.map(quoting) ?? [:])) }
            options.platforms = platforms
        } else {
            options.platforms = options.overlays.reduce(PlatformSettings.tourKit) { $0.raised(to: $1.floors) }
        }
        options.extraSymbols = Set(configuration.extraSymbols)
        // Some of the project's tours: a target only the others use is not unused.
        if file.path != nil && !settings.inputs.isEmpty { options.allInputsDecoded = false }
        if let steps = settings.limits.overriding(configuration.limits).stepsPerTour { options.maxStepsPerTour = steps }
        return .success(options)
    }

    /// The resolved layer: the inputs, outputs and Swift options, each the
    /// command line's when given, else the file's, else the default.
    static func compileRequest(_ settings: CommandSettings, _ file: ConfigurationFile, _ options: ValidationOptions) -> CompileRequest {
        let configuration = file.configuration
        let inputs = settings.inputs.isEmpty ? configuration.inputs.map { relative($0.value, to: file.base) } : settings.inputs
        let scan = settings.scan ?? configuration.scan.map { $0.map { relative($0.value, to: file.base) } }
        let validation = ValidationRequest(
            inputs: inputs, registry: settings.registry ?? file.resolved(configuration.registry), scan: scan,
            limits: settings.limits.overriding(configuration.limits).yamlLimits, options: options)
        let swift = SwiftOptions(
            accessLevel: settings.accessLevel ?? configuration.accessLevel ?? .internal,
            imports: settings.imports.isEmpty ? configuration.imports ?? [] : settings.imports,
            overlays: options.overlays)
        var request = CompileRequest(
            validation: validation,
            swiftOutput: settings.swiftOutput ?? file.resolved(configuration.swiftOutput),
            jsonOutput: settings.skipJSON ? nil : settings.jsonOutput ?? file.resolved(configuration.jsonOutput),
            jsonFlavor: settings.jsonFlavor ?? configuration.jsonFlavor ?? .canonical,
            catalog: settings.catalog ?? (settings.skipCatalog ? nil : file.resolved(configuration.catalog)),
            swift: swift, mode: settings.mode, configuration: file.path,
            narrowsInputs: file.path != nil && !settings.inputs.isEmpty)
        request.force = settings.force
        request.writesParametersAlways = settings.writesParametersAlways
        request.appManifest = settings.appManifest ?? file.resolved(configuration.appManifest)
        request.remote = configuration.remote
        return request
    }

    /// TOUR510 for each platform `platforms` lists below a declared overlay's
    /// lowest version, at the platform's entry in `file`.
    static func belowOverlayFloors(
        _ platforms: PlatformSettings, positions: [ApplePlatform: SourcePosition], overlays: [SpotlightOverlay], file: String?
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for overlay in overlays {
            for (platform, floor) in overlay.floors.minimums.sorted(by: { $0.key < $1.key }) {
                guard let minimum = platforms.minimums[platform], minimum < floor else { continue }
                diagnostics.append(
                    Diagnostic(
                        .platformBelowOverlayFloor,
                        "platforms.\(platform.rawValue) is \(minimum), but \(overlay.displayName) needs \(platform.rawValue) \(floor) (its Package.swift)",
                        file: file, at: positions[platform],
                        notes: ["raise platforms.\(platform.rawValue) to \(floor), or remove \(overlay.rawValue) from swift.overlays"]))
            }
        }
        return diagnostics
    }

    /// The nearest `tourc.yaml`: in `start` (the current folder unless
    /// said), else in the closest folder above it; relative to the current
    /// folder, or, from an absolute `start`, absolute and normalized (a
    /// language server looks from each document's folder).
    public static func nearestConfiguration(from start: String = ".") -> String? {
        var folder = start
        var seen = Set<String>()
        while let real = Platform.realPath(folder), seen.insert(real).inserted {
            let candidate = Paths.join(folder, CommandSettings.defaultConfiguration)
            if FileSystem.kind(of: candidate) == .file { return start.hasPrefix("/") ? Paths.normalized(candidate) : candidate }
            guard real != "/" else { return nil }
            folder = folder == "." ? ".." : folder + "/.."
        }
        return nil
    }

    /// A warning for each `tourc.yaml` beside the inputs (in an input folder,
    /// or in an input file's folder) that this run does not use, since its
    /// settings then silently do not apply.
    static func unusedConfigurations(_ inputs: [String], used: String?) -> [Diagnostic] {
        var warned = Set<String>()
        var diagnostics: [Diagnostic] = []
        let usedFile = used.flatMap { Platform.realPath($0) }
        for input in inputs {
            let folder = FileSystem.kind(of: input) == .directory ? input : Paths.parent(of: input)
            let candidate = Paths.normalized(Paths.join(folder, CommandSettings.defaultConfiguration))
            guard FileSystem.kind(of: candidate) == .file, let real = Platform.realPath(candidate), real != usedFile,
                warned.insert(real).inserted
            else { continue }
            let why = used.map { "this run uses \($0)" } ?? "this run uses no configuration"
            diagnostics.append(
                Diagnostic(
                    .unusedConfiguration,
                    "\(candidate) is not used (\(why)), so its settings do not apply; run tourc in \(Paths.normalized(folder)), or pass --config \(candidate)",
                    file: candidate))
        }
        return diagnostics
    }

    /// `path` relative to the folder `base`, unless it is absolute.
    static func relative(_ path: String, to base: String) -> String {
        path.hasPrefix("/") ? path : Paths.join(base, path)
    }
}
