import TourBytes
import TourDiagnostics
import TourGeneration
import TourModel
import TourValidation

/// The outputs a request asks for, each with how to make its bytes.
///
/// A tour file's own outputs (its Swift file, a JSON bundle per tour) are
/// planned from that file alone, so the compiler can make them while the
/// file's model is in memory; the String Catalog, which holds every tour's
/// texts, and the check that no two outputs share a path come after.
enum OutputPlan {
    struct Output: Sendable {
        var path: String
        var source: String
        var render: @Sendable () -> TextBuffer
        /// Whether the file is tourc's alone, so the output folder's manifest
        /// records it; a String Catalog it shares with the app is not.
        var isOwned = true
    }

    /// One tour file's outputs: its Swift file, when Swift is asked for,
    /// then its JSON bundles, in tour order.
    struct FileOutputs {
        var swift: [Output] = []
        var json: [Output] = []
    }

    /// The outputs of one tour file.
    static func outputs(of file: ValidatedTourFile, request: CompileRequest) -> FileOutputs {
        var planned = FileOutputs()
        if let folder = request.swiftOutput {
            let emitter = SwiftEmitter(options: request.swift)
            let name = Paths.lastComponent(of: file.file)
            let tours = file.tours
            planned.swift.append(
                Output(
                    path: Paths.join(folder, OutputNaming.swiftFileName(forTourFile: file.file)),
                    source: file.file, render: { emitter.renderBytes(tours, sourceName: name) }))
        }
        if let folder = request.jsonOutput {
            for tour in file.tours {
                let path = Paths.join(folder, tour.tour.id.value + ".json")
                switch request.jsonFlavor {
                case .canonical:
                    planned.json.append(Output(path: path, source: file.file, render: { CanonicalBundleEmitter().renderBytes(tour) }))
                case .quickwin:
                    // Validation has reported what a tour lacks (`requiresQuickWinTasks`).
                    if let quickWin = QuickWinTour.check(tour).tour {
                        planned.json.append(Output(path: path, source: file.file, render: { QuickWinEmitter().renderBytes(quickWin) }))
                    }
                }
            }
        }
        return planned
    }

    /// The overlays' glue (``OutputNaming/overlayGlueFileName``), once in
    /// the Swift folder of a compile that writes a tour's Swift, whether or
    /// not any overlay is declared, so a build plugin can name it before it
    /// reads anything. `firstSource`, the first tour file, names it in
    /// messages when no configuration does.
    static func overlayGlueOutput(_ request: CompileRequest, firstSource: String?) -> Output? {
        guard let folder = request.swiftOutput, let source = firstSource else { return nil }
        let emitter = OverlayGlueEmitter(options: request.swift)
        return Output(
            path: Paths.join(folder, OutputNaming.overlayGlueFileName), source: request.configuration ?? source,
            render: { emitter.renderBytes() })
    }

    /// The String Catalog at `path` with the entries of every tour merged
    /// into `existing`.
    static func catalogOutput(
        _ path: String, tours: [ValidatedTour], existing: StringCatalogDocument?, request: CompileRequest
    ) -> (output: Output, diagnostics: [Diagnostic]) {
        let collected = StringCatalogEntries.collect(tours)
        let rendered = StringCatalogEmitter().render(
            collected.entries, into: existing, sourceLanguage: request.validation.options.sourceLanguage, file: path)
        let bytes = rendered.bytes
        return (Output(path: path, source: path, render: { bytes }, isOwned: false), collected.diagnostics + rendered.diagnostics)
    }

    /// The app's manifest: the targets and events validation registered,
    /// the platforms, and the tours with their revisions. Not in a folder's
    /// list of outputs: like the catalog, it is one file the project names.
    static func appManifestOutput(_ path: String, validation: ValidationOutcome, request: CompileRequest) -> Output {
        let bytes = AppManifestEmitter.render(
            targets: validation.registeredTargets, events: validation.registeredEvents, platforms: request.validation.options.platforms,
            tours: validation.outlines.map { ($0.id.value, $0.revision) }, tourcVersion: TourcVersion.current,
            parameters: validation.checkedRegistry?.registry.parameters.map(\.declaration) ?? [], remote: request.remote)
        return Output(path: path, source: request.configuration ?? path, render: { bytes }, isOwned: false)
    }

    /// `tourc-parameters.swift` in the Swift folder: the registry's
    /// parameters as typed keys, when it declares any (or always, for a
    /// build plugin, which names its outputs before reading the registry).
    static func parametersOutput(validation: ValidationOutcome, request: CompileRequest) -> Output? {
        guard let folder = request.swiftOutput, let registry = validation.checkedRegistry?.registry else { return nil }
        guard !registry.parameters.isEmpty || request.writesParametersAlways else { return nil }
        let bytes = ParameterKeysEmitter(options: request.swift).renderBytes(
            registry.parameters, registryName: Paths.lastComponent(of: registry.file))
        return Output(path: Paths.join(folder, ParameterKeysEmitter.fileName), source: registry.file, render: { bytes })
    }

    /// An error for every output whose path an earlier one already has.
    static func conflicts(among outputs: [(path: String, source: String)]) -> [Diagnostic] {
        var first: [String: (path: String, source: String)] = [:]
        first.reserveCapacity(outputs.count)
        var diagnostics: [Diagnostic] = []
        for output in outputs {
            // One file on a file system that folds case or normalization
            // (macOS's default): `MainA.json` and `mainA.json`, or `café`
            // spelled NFC and NFD. String keys compare canonically; folding
            // case on top catches the rest.
            let key = output.path.lowercased()
            guard let earlier = first[key] else {
                first[key] = output
                continue
            }
            let paths =
                Array(earlier.path.utf8) == Array(output.path.utf8)
                ? output.path : "\(earlier.path) and \(output.path) (one file where case or Unicode normalization is folded, as on macOS)"
            // At both places: either file may be the one to rename.
            let sources = Array(earlier.source.utf8) == Array(output.source.utf8) ? [output.source] : [earlier.source, output.source]
            // Names that differ only in normalization look alike in any
            // message; their scalars tell the reader which file is which.
            let lookAlike = sources.count == 2 && earlier.source == output.source
            for source in sources {
                let spelling = lookAlike ? " (this file's name is spelled \(Paths.lastComponent(of: source).spelledInScalars))" : ""
                diagnostics.append(
                    Diagnostic(
                        .outputConflict, "\(paths) would be written from both \(earlier.source) and \(output.source)\(spelling)", file: source,
                        at: SourcePosition(line: 1, column: 1), notes: ["rename one of the tour files (Swift) or tours (JSON)"]))
            }
        }
        return diagnostics
    }

    /// The folders the request writes into, whether or not any output
    /// lands there this time (their earlier outputs may be orphans now).
    static func folders(of request: CompileRequest) -> [String] {
        Array(Set([request.swiftOutput, request.jsonOutput].compactMap { $0 })).sorted()
    }
}

/// Output names, derived from input names alone so a build system can know
/// every output before reading any input.
public enum OutputNaming {
    /// `Tours/main.tour.yaml` writes `main.tour.swift`.
    public static func swiftFileName(forTourFile path: String) -> String {
        var stem = Paths.lastComponent(of: path)
        for suffix in [".tour.yaml", ".tour.yml", ".yaml", ".yml"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        return stem + ".tour.swift"
    }

    /// The file of the glue between the tours and the overlays
    /// (`OverlayGlueEmitter`), one per Swift folder. No tour file's output
    /// has this name: theirs end in `.tour.swift`.
    public static let overlayGlueFileName = "tourc-overlays.swift"

    /// Whether tourc could have named an output `name`: a Swift file
    /// (`<tour file>.tour.swift`, the overlays' glue or the parameters' keys,
    /// `tourc-parameters.swift`) or a JSON bundle (`<tour id>.json`).
    static func couldBeOutput(_ name: String) -> Bool {
        name.hasSuffix(".tour.swift") || name == overlayGlueFileName || name == ParameterKeysEmitter.fileName || name.hasSuffix(".json")
    }
}
