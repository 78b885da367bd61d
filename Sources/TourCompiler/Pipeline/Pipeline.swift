import TourDiagnostics
import TourModel
import TourScanning
import TourSyntax
import TourValidation

/// The pipeline: bytes -> nodes -> model -> validated model.
///
/// It runs in two stages:
///
/// 1. **Per file**, on every core at once (``checkEachFile(_:request:afterFileRules:unsaved:scope:screens:)``):
///    read, parse, decode, the rules about that file's tours alone, and,
///    for a compile, render its outputs (``FileStage/render(_:)``) while its
///    model is in memory. The registry is read before them
///    (``RegistryStage``): conditions read its names.
/// 2. **Across files**, on one core (``Validator/validate(_:registry:tags:inputDiagnostics:options:)``):
///    the rules that compare tours with each other, the registry and the
///    app's tags, on the outlines the first stage kept.
///
/// The compiler then commits what the first stage rendered, or throws it
/// away when either stage found an error (``Compiler``).
public enum Pipeline {
    /// What becomes of a tour file's model once the rules about it alone
    /// have passed.
    enum FileStage<Product: Sendable> {
        /// Kept, for callers that read the tours (the preview, the import).
        case keep
        /// Let go: only the outlines stay, for the rules across files and
        /// the coverage report (`tourc validate`).
        case release
        /// Handed to the closure, whose product is kept, then let go (a
        /// compile renders the file's outputs).
        case render(@Sendable (ValidatedTourFile) -> Product)
    }

    /// Reads every input and the registry, decodes and validates them.
    ///
    /// Without `keepingTours`, each file's tours are let go once it is
    /// checked (the outcome then has no resolved or validated tours, only
    /// findings and outlines), so memory holds a small part of the model:
    /// enough for `tourc validate` and the coverage report.
    ///
    /// Files in `unsaved` (an editor's text, for `tourc lsp`) are read
    /// from there instead of the disk.
    public static func validate(
        _ request: ValidationRequest, keepingTours: Bool = true, reading unsaved: UnsavedFiles = UnsavedFiles()
    ) -> ValidationOutcome {
        run(request, afterFileRules: keepingTours ? FileStage<Never>.keep : .release, unsaved: unsaved).outcome
    }

    /// Validates as ``validate(_:keepingTours:reading:)`` does, and hands each tour
    /// file that passes the rules about it alone to `render`, on the core
    /// that checked it, while its model is in memory; then lets the model go.
    ///
    /// The rules across files run afterwards, so a product is provisional:
    /// use it only when the outcome has no error. `products` are in file
    /// order, one for each file that passed.
    static func validateAndRender<Product: Sendable>(
        _ request: ValidationRequest, rendering render: @escaping @Sendable (ValidatedTourFile) -> Product
    ) -> (outcome: ValidationOutcome, products: [Product]) {
        run(request, afterFileRules: .render(render), unsaved: UnsavedFiles())
    }

    private static func run<Product: Sendable>(
        _ request: ValidationRequest, afterFileRules stage: FileStage<Product>, unsaved: UnsavedFiles
    ) -> (outcome: ValidationOutcome, products: [Product]) {
        let request = request.normalizingPaths()
        let discovery = InputDiscovery(paths: request.inputs, unsaved: unsaved)
        var diagnostics = discovery.diagnostics
        if discovery.tourFiles.isEmpty && discovery.diagnostics.isEmpty { diagnostics.append(noInputs(request.inputs)) }
        let registryPath = request.appRegistry == nil ? locateRegistry(request, discovery: discovery, diagnostics: &diagnostics) : nil

        // The registry first: its parameters and events are the names the
        // tours' conditions read, checked and lowered with each file.
        let registry = RegistryStage(request: request, path: registryPath, unsaved: unsaved)

        // The app's Swift sources, when scanned, register targets and tag
        // steps, and say which screen each target is on: scanned before the
        // files, whose outputs carry their steps' screens. With an input
        // missing or unreadable, the tours that would have used a target
        // are unknown, so unused targets are not reported.
        var options = request.options
        if !discovery.diagnostics.isEmpty || discovery.tourFiles.isEmpty { options.allInputsDecoded = false }
        var tags: [TagSite]?
        var donations: [TagSite]?
        var swiftFiles: [String] = []
        var scanIdentities: [String: Platform.FileStatus?] = [:]
        var everyInputListed = discovery.diagnostics.isEmpty
        if let scan = request.scan {
            let scanned = TagScan.scan(scan, reading: unsaved)
            diagnostics += scanned.diagnostics + scanned.warnings
            if !scanned.diagnostics.isEmpty {
                options.allInputsDecoded = false
                everyInputListed = false
            }
            tags = scanned.sites
            donations = scanned.donations
            swiftFiles = scanned.files
            scanIdentities = scanned.identities
        }

        // Stage 1, per file.
        var perFile = checkEachFile(
            discovery.tourFiles.map(InputJob.tour), request: request, afterFileRules: stage, unsaved: unsaved,
            scope: registry.scope, screens: ScreenIndex(tags: tags, registry: registry.checked?.registry))
        perFile.registry = registry.checked
        diagnostics += registry.diagnostics
        var readIdentities = perFile.readIdentities
        if let path = registryPath { readIdentities[path] = registry.identity }
        readIdentities.merge(scanIdentities) { first, _ in first }

        // Stage 2, across files.
        let validation = Validator.validate(
            perFile.checkedFiles, registry: perFile.registry, tags: tags, donations: donations, inputDiagnostics: diagnostics,
            options: options)

        let outcome = ValidationOutcome(
            diagnostics: validation.diagnostics.sortedForReporting(), resolvedFiles: validation.resolvedFiles,
            validatedFiles: validation.validatedFiles, outlines: validation.outlines,
            sources: request.quotesSources
                ? sourcesQuoted(by: validation.diagnostics, limit: request.limits.maxFileSize, unsaved: unsaved) : [:],
            checkedRegistry: perFile.registry, coverage: validation.coverage,
            foundInputs: everyInputListed
                ? ValidationOutcome.FoundInputs(
                    tourFiles: discovery.tourFiles, registryCandidates: discovery.registryCandidates, swiftFiles: swiftFiles)
                : nil,
            readIdentities: readIdentities)
        return (outcome, perFile.products)
    }

    /// TOUR504: the inputs hold no tour file.
    private static func noInputs(_ inputs: [String]) -> Diagnostic {
        Diagnostic(.noInputs, "no *.tour.yaml files in \(inputs.joined(separator: ", "))", file: inputs.first)
    }

    /// Reporters quote the lines findings are about; only those files are
    /// kept (read again), so a clean run holds no source bytes.
    private static func sourcesQuoted(by diagnostics: [Diagnostic], limit: Int, unsaved: UnsavedFiles) -> [String: [UInt8]] {
        var sources: [String: [UInt8]] = [:]
        for file in Set(diagnostics.lazy.filter { $0.position != nil }.compactMap(\.file)) {
            sources[file] = unsaved.read(file, limit: limit)
        }
        return sources
    }

    /// What the first stage made of every file.
    private struct PerFile<Product: Sendable> {
        var registry: CheckedRegistry?
        var checkedFiles: [CheckedTourFile] = []
        var products: [Product] = []
        var readIdentities: [String: Platform.FileStatus?] = [:]
    }

    /// Stage 1: every file read, parsed, decoded and checked on its own, on
    /// every core. Each file's
    /// YAML nodes are freed as soon as it is decoded, and its model as soon
    /// as `stage` allows, so memory holds outlines, not every text.
    private static func checkEachFile<Product: Sendable>(
        _ jobs: [InputJob], request: ValidationRequest, afterFileRules stage: FileStage<Product>, unsaved: UnsavedFiles,
        scope: ConditionScope?, screens: ScreenIndex
    ) -> PerFile<Product> {
        let limits = request.limits
        let options = request.options
        let results = ConcurrentMap.map(jobs) { job -> (InputJob.Result<Product>, Platform.FileStatus?) in
            switch job {
            case .tour(let file):
                let (checked, identity) = Pipeline.checkTourFile(
                    file, limits: limits, options: options, unsaved: unsaved, scope: scope, screens: screens)
                switch stage {
                case .keep:
                    return (.tour(checked, nil), identity)
                case .release:
                    return (.tour(checked.withoutTours(), nil), identity)
                case .render(let render):
                    return (.tour(checked.withoutTours(), checked.validatedAlone.map(render)), identity)
                }
            }
        }
        var perFile = PerFile<Product>()
        perFile.checkedFiles.reserveCapacity(jobs.count)
        for (job, (result, identity)) in zip(jobs, results) {
            perFile.readIdentities[job.path] = identity
            switch result {
            case .tour(let checked, let product):
                perFile.checkedFiles.append(checked)
                if let product { perFile.products.append(product) }
            }
        }
        return perFile
    }

    /// The registry: the one named, else the one `targets.yaml` found.
    private static func locateRegistry(
        _ request: ValidationRequest, discovery: InputDiscovery, diagnostics: inout [Diagnostic]
    ) -> String? {
        if let registry = request.registry {
            guard FileSystem.kind(of: registry) != .missing else {
                diagnostics.append(
                    Diagnostic(.registryNotFound, "no such registry file: \(registry)", file: registry))
                return nil
            }
            return registry
        }
        switch discovery.registryCandidates.count {
        case 1:
            return discovery.registryCandidates[0]
        case 0:
            // Scanned tags can register every target on their own.
            guard !discovery.tourFiles.isEmpty, request.scan == nil else { return nil }
            diagnostics.append(
                Diagnostic(
                    .registryNotFound, "no target registry: pass --registry FILE or put a targets.yaml beside the tours", file: request.inputs.first))
        default:
            diagnostics.append(
                Diagnostic(
                    .registryNotFound, "several targets.yaml files found; pass the one to use with --registry FILE", file: request.inputs.first,
                    notes: discovery.registryCandidates.map { "found \($0)" }))
        }
        return nil
    }

    /// One tour file, read, parsed, decoded and checked on its own, with
    /// its identity as read (see ``load(_:limits:unsaved:)``).
    static func checkTourFile(
        _ file: String, limits: YAMLLimits, options: ValidationOptions, unsaved: UnsavedFiles = UnsavedFiles(),
        scope: ConditionScope? = ConditionScope(registry: nil), screens: ScreenIndex = .none
    ) -> (checked: CheckedTourFile, identity: Platform.FileStatus?) {
        let loaded = load(file, limits: limits, unsaved: unsaved)
        var diagnostics = loaded.diagnostics
        guard let documents = loaded.documents else {
            return (Validator.checkFile(file, tours: [], diagnostics: diagnostics, isComplete: false, options: options), nil)
        }
        // Documents before a syntax error are still checked, so one run
        // reports every problem; the file's tours are then incomplete.
        if documents.isEmpty && loaded.complete {
            diagnostics.append(
                Diagnostic(.emptyFile, "the file holds no tour", file: file, at: SourcePosition(line: 1, column: 1)))
        }
        let decoded = TourDecoder.decode(documents, file: file, stepLimit: options.maxStepsPerTour)
        diagnostics += decoded.diagnostics
        let complete = loaded.complete && decoded.tours.count == documents.count && !decoded.diagnostics.containsErrors
        return (
            Validator.checkFile(
                file, tours: decoded.tours, diagnostics: diagnostics, isComplete: complete, options: options, scope: scope,
                screens: screens),
            loaded.identity
        )
    }

    /// One file to read while the others are read too.
    private enum InputJob: Sendable {
        case tour(String)

        /// The file the job reads.
        var path: String {
            switch self {
            case .tour(let path): return path
            }
        }

        enum Result<Product: Sendable>: Sendable {
            /// The checked file and, when asked for, what was made from it.
            case tour(CheckedTourFile, Product?)
        }
    }

    /// Reads, parses and decodes a registry file; `registry` is `nil` when
    /// it could not be read or parsed to its end.
    static func loadRegistry(
        _ path: String, limits: YAMLLimits, unsaved: UnsavedFiles = UnsavedFiles()
    ) -> (registry: TargetRegistry?, diagnostics: [Diagnostic], identity: Platform.FileStatus?) {
        let loaded = load(path, limits: limits, unsaved: unsaved)
        guard let documents = loaded.documents, loaded.complete else { return (nil, loaded.diagnostics, loaded.identity) }
        let decoded = RegistryDecoder.decode(documents, file: path)
        return (decoded.registry, loaded.diagnostics + decoded.diagnostics, loaded.identity)
    }

    /// Reads and parses one file; `documents` is `nil` when it could not be
    /// read, and holds the complete documents before a syntax error or limit
    /// (`complete` is then false). `identity` is the file's as it was opened,
    /// `nil` when it changed while it was read or could not be read. A file
    /// in `unsaved` is read from there.
    static func load(
        _ path: String, limits: YAMLLimits, unsaved: UnsavedFiles = UnsavedFiles()
    ) -> (documents: [YAMLDocument]?, complete: Bool, diagnostics: [Diagnostic], identity: Platform.FileStatus?) {
        var collector = DiagnosticCollector(file: path)
        let bytes: [UInt8]
        let identity: Platform.FileStatus?
        do {
            (bytes, identity) = try unsaved.readInput(path, limit: limits.maxFileSize)
        } catch {
            if let (size, limit) = error.sizeBeyondLimit {
                collector.report(
                    .fileSizeLimit, "file is \(size) bytes, more than the limit of \(limit) bytes",
                    at: SourcePosition(line: 1, column: 1))
            } else {
                collector.report(.unreadableFile, "cannot read file: \(error.reason)", at: nil)
            }
            return (nil, false, collector.diagnostics, nil)
        }
        let result = YAMLParser(limits: limits).parse(bytes, diagnostics: &collector)
        return (result.documents, !result.stoppedEarly, collector.diagnostics, identity)
    }
}
