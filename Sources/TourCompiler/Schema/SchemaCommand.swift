import TourDiagnostics
import TourGeneration
import TourModel
import TourSyntax

/// `tourc schema`: writes the editor schemas, the tour schema limited to a
/// registry's targets when one is given. Files that already hold the same
/// bytes are not touched.
public enum SchemaCommand {
    /// What writing the schemas did.
    public struct Outcome: Sendable {
        /// Problems reading the registry or writing; nothing is written when
        /// any is an error.
        public var diagnostics: [Diagnostic]
        /// The files the diagnostics quote.
        public var sources: [String: [UInt8]] = [:]
        /// Each schema's path, and whether it was written (else it already
        /// held these bytes).
        public var files: [(path: String, written: Bool)]
    }

    /// Writes `tour.schema.json`, `targets.schema.json` and
    /// `config.schema.json` into `folder`, with the targets of `registry`,
    /// else of the registry the configuration names (`configuration`, else
    /// the nearest `tourc.yaml`, here or above), else with none.
    ///
    /// Without a `folder`, into every folder the project's `$schema` lines
    /// point at (in tourc.yaml, the registry and the tour files), so the
    /// editors read what was written; into the current folder when no
    /// line names one of tourc's schemas.
    /// A file there that is not a schema tourc wrote is replaced only with
    /// `force` (TOUR410); without it, nothing is written.
    public static func write(registry: String?, configuration: String?, into folder: String?, force: Bool = false) -> Outcome {
        var path = registry
        var referencing: [String] = registry.map { [$0] } ?? []
        if configuration != nil || SettingsResolver.nearestConfiguration() != nil {
            var settings = CommandSettings()
            settings.configuration = configuration
            let resolved = SettingsResolver.resolve(settings)
            guard let request = resolved.request else {
                return Outcome(diagnostics: resolved.diagnostics, sources: resolved.sources, files: [])
            }
            if path == nil { path = request.validation.registry }
            if folder == nil {
                referencing += request.configuration.map { [$0] } ?? []
                referencing += request.validation.registry.map { [$0] } ?? []
                referencing += InputDiscovery(paths: request.validation.inputs).tourFiles
            }
        }
        let folders = folder.map { [$0] } ?? SchemaReferences.folders(in: referencing)
        var outcome = Outcome(diagnostics: [], files: [])
        for target in folders.isEmpty ? ["."] : folders {
            let written = write(registry: path, into: target, force: force)
            outcome.diagnostics += written.diagnostics
            outcome.sources.merge(written.sources) { first, _ in first }
            outcome.files += written.files
        }
        return outcome
    }

    static func write(registry path: String?, into folder: String, force: Bool = false) -> Outcome {
        var registry: TargetRegistry?
        if let path {
            let loaded = Pipeline.loadRegistry(path, limits: .default)
            if loaded.diagnostics.containsErrors {
                let source = try? FileSystem.readFile(path, limit: YAMLLimits.default.maxFileSize)
                return Outcome(diagnostics: loaded.diagnostics.sortedForReporting(), sources: source.map { [path: $0] } ?? [:], files: [])
            }
            registry = loaded.registry
        }
        let outputs = SchemaEmitter.schemas(registry: registry).map {
            OutputFile(path: Paths.join(folder, $0.name), contents: $0.text, source: path ?? folder)
        }
        let refusals =
            force
            ? []
            : outputs.compactMap {
                FileOwnership.refusal(toReplace: $0.path, expecting: FileOwnership.schema, force: "--force")
            }
        guard refusals.isEmpty else { return Outcome(diagnostics: refusals, files: []) }
        let statuses = outputs.map { OutputWriter.status(of: $0.path, comparedWith: Array($0.contents.utf8)) }
        let changed = zip(outputs, statuses).filter { $0.1 != .unchanged }.map(\.0)
        let problems = OutputWriter.write(changed)
        let files = zip(outputs, statuses).map { ($0.path, $1 != .unchanged) }
        return Outcome(diagnostics: problems, files: problems.isEmpty ? files : [])
    }
}
