import TourDiagnostics
import TourModel
import TourScanning
import TourSyntax
import TourValidation

/// The pipeline: bytes -> nodes -> model -> validated model.
public enum Pipeline {
    /// Reads every input and the registry, decodes and validates them.
    ///
    /// Without `keepingTours`, each file's tours are let go once it is
    /// checked (the outcome then has no resolved or validated tours, only
    /// findings and outlines), so memory holds a small part of the model:
    /// enough for `tourc validate` and the coverage report.
    public static func validate(_ request: ValidationRequest, keepingTours: Bool = true) -> ValidationOutcome {
        validate(request, keepingTours: keepingTours, eachFile: nil as (@Sendable (ValidatedTourFile) -> Never)?).outcome
    }

    /// Validates as ``validate(_:keepingTours:)`` does, and hands each tour file that
    /// passes the rules about it alone to `produce`, on the core that
    /// checked it, while its model is in memory; then lets the model go.
    ///
    /// The rules across tours run afterwards, on outlines, so a product is
    /// provisional: use it only when the outcome has no error. The outcome
    /// has no resolved or validated tours. `products` are in file order,
    /// one for each file that passed.
    static func validate<Product: Sendable>(
        _ request: ValidationRequest, producing produce: @escaping @Sendable (ValidatedTourFile) -> Product
    ) -> (outcome: ValidationOutcome, products: [Product]) {
        validate(request, keepingTours: false, eachFile: produce)
    }

    private static func validate<Product: Sendable>(
        _ request: ValidationRequest, keepingTours: Bool, eachFile produce: (@Sendable (ValidatedTourFile) -> Product)?
    ) -> (outcome: ValidationOutcome, products: [Product]) {
        let request = request.normalizingPaths()
        var diagnostics: [Diagnostic] = []
        let discovery = InputDiscovery(paths: request.inputs)
        diagnostics += discovery.diagnostics
        if discovery.tourFiles.isEmpty && discovery.diagnostics.isEmpty {
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: .noInputs,
                    message: "no *.tour.yaml files in \(request.inputs.joined(separator: ", "))",
                    file: request.inputs.first, position: nil))
        }

        // Files are independent until the rules across tours: read, parse,
        // decode and check them on every core, the registry among them
        // (first, as it is the largest). Each file's YAML nodes are freed as
        // soon as it is decoded, and, unless kept, its model as soon as it is
        // checked (and generated), so memory holds outlines, not every text.
        let registryPath = locateRegistry(request, discovery: discovery, diagnostics: &diagnostics)
        let jobs = (registryPath.map { [InputJob.registry($0)] } ?? []) + discovery.tourFiles.map(InputJob.tour)
        let limits = request.limits
        let fileOptions = request.options
        var registry: CheckedRegistry?
        var checkedFiles: [CheckedTourFile] = []
        checkedFiles.reserveCapacity(discovery.tourFiles.count)
        var products: [Product] = []
        // Files read once the registry is checked look their steps' targets
        // up in it on their own core, so the rules across tours need not.
        let publishedRegistry = PublishedValue<CheckedRegistry>()
        let run: @Sendable (InputJob) -> (InputJob.Result<Product>, Platform.FileStatus?) = { job in
            switch job {
            case .registry(let path):
                let loaded = Pipeline.loadRegistry(path, limits: limits)
                let checked = loaded.registry.map(CheckedRegistry.init)
                if let checked { publishedRegistry.publish(checked) }
                return (.registry(checked, loaded.diagnostics), loaded.identity)
            case .tour(let file):
                var (checked, identity) = Pipeline.checkTourFile(file, limits: limits, options: fileOptions)
                // Generated while the file's model is at hand; only the
                // outlines need stay for the rules across tours.
                let product = produce.flatMap { produce in checked.validatedAlone.map(produce) }
                if let registry = publishedRegistry.current { checked = checked.lookingUpTargets(in: registry) }
                return (.tour(keepingTours ? checked : checked.withoutTours(), product), identity)
            }
        }
        var readIdentities: [String: Platform.FileStatus?] = [:]
        for (job, (result, identity)) in zip(jobs, ConcurrentMap.map(jobs, run)) {
            readIdentities[job.path] = identity
            switch result {
            case .registry(let loaded, let found):
                diagnostics += found
                registry = loaded
            case .tour(let checked, let product):
                checkedFiles.append(checked)
                if let product { products.append(product) }
            }
        }

        // With an input missing or unreadable, the tours that would have used
        // a target are unknown, so unused targets are not reported.
        var options = request.options
        if !discovery.diagnostics.isEmpty || discovery.tourFiles.isEmpty { options.allInputsDecoded = false }
        var tags: [TagSite]?
        var swiftFiles: [String] = []
        var everyInputListed = discovery.diagnostics.isEmpty
        if let scan = request.scan {
            let scanned = TagScan.scan(scan)
            diagnostics += scanned.diagnostics + scanned.warnings
            if !scanned.diagnostics.isEmpty {
                options.allInputsDecoded = false
                everyInputListed = false
            }
            tags = scanned.sites
            swiftFiles = scanned.files
            readIdentities.merge(scanned.identities) { first, _ in first }
        }

        let validation = Validator.validate(
            checkedFiles, registry: registry, tags: tags, inputDiagnostics: diagnostics, options: options)
        // Reporters quote the lines findings are about; only those files
        // are kept (read again), so a clean run holds no source bytes.
        var sources: [String: [UInt8]] = [:]
        for file in Set(validation.diagnostics.lazy.filter { $0.position != nil }.compactMap(\.file)) {
            sources[file] = try? FileSystem.readFile(file, limit: request.limits.maxFileSize)
        }

        let outcome = ValidationOutcome(
            diagnostics: validation.diagnostics.sortedForReporting(), resolvedFiles: validation.resolvedFiles,
            validatedFiles: validation.validatedFiles, outlines: validation.outlines, sources: sources,
            checkedRegistry: registry, coverage: validation.coverage,
            inputFiles: everyInputListed
                ? BuildStamp.inputList(
                    tourFiles: discovery.tourFiles, registryCandidates: discovery.registryCandidates,
                    registry: request.registry, swiftFiles: swiftFiles)
                : nil,
            readIdentities: readIdentities)
        return (outcome, products)
    }

    /// The registry: the one named, else the one `targets.yaml` found.
    private static func locateRegistry(
        _ request: ValidationRequest, discovery: InputDiscovery, diagnostics: inout [Diagnostic]
    ) -> String? {
        if let registry = request.registry {
            guard FileSystem.kind(of: registry) != .missing else {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: .registryNotFound, message: "no such registry file: \(registry)",
                        file: registry, position: nil))
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
                    severity: .error, code: .registryNotFound,
                    message: "no target registry: pass --registry FILE or put a targets.yaml beside the tours",
                    file: request.inputs.first, position: nil))
        default:
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: .registryNotFound,
                    message: "several targets.yaml files found; pass the one to use with --registry FILE",
                    file: request.inputs.first, position: nil,
                    notes: discovery.registryCandidates.map { "found \($0)" }))
        }
        return nil
    }

    /// One tour file, read, parsed, decoded and checked on its own, with
    /// its identity as read (see ``load(_:limits:)``).
    static func checkTourFile(
        _ file: String, limits: YAMLLimits, options: ValidationOptions
    ) -> (checked: CheckedTourFile, identity: Platform.FileStatus?) {
        let loaded = load(file, limits: limits)
        var diagnostics = loaded.diagnostics
        guard let documents = loaded.documents else {
            return (Validator.checkFile(file, tours: [], diagnostics: diagnostics, isComplete: false, options: options), nil)
        }
        // Documents before a syntax error are still checked, so one run
        // reports every problem; the file's tours are then incomplete.
        if documents.isEmpty && loaded.complete {
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: .emptyFile, message: "the file holds no tour", file: file,
                    position: SourcePosition(line: 1, column: 1)))
        }
        let decoded = TourDecoder.decode(documents, file: file)
        diagnostics += decoded.diagnostics
        let complete = loaded.complete && decoded.tours.count == documents.count && !decoded.diagnostics.containsErrors
        return (
            Validator.checkFile(file, tours: decoded.tours, diagnostics: diagnostics, isComplete: complete, options: options),
            loaded.identity
        )
    }

    /// One file to read while the others are read too.
    private enum InputJob: Sendable {
        case registry(String)
        case tour(String)

        /// The file the job reads.
        var path: String {
            switch self {
            case .registry(let path), .tour(let path): return path
            }
        }

        enum Result<Product: Sendable>: Sendable {
            /// The registry, when it could be read, and what reading it found.
            case registry(CheckedRegistry?, [Diagnostic])
            /// The checked file and, when asked for, what was made from it.
            case tour(CheckedTourFile, Product?)
        }
    }

    /// Reads, parses and decodes a registry file; `registry` is `nil` when
    /// it could not be read or parsed to its end.
    static func loadRegistry(
        _ path: String, limits: YAMLLimits
    ) -> (registry: TargetRegistry?, diagnostics: [Diagnostic], identity: Platform.FileStatus?) {
        let loaded = load(path, limits: limits)
        guard let documents = loaded.documents, loaded.complete else { return (nil, loaded.diagnostics, loaded.identity) }
        let decoded = RegistryDecoder.decode(documents, file: path)
        return (decoded.registry, loaded.diagnostics + decoded.diagnostics, loaded.identity)
    }

    /// Reads and parses one file; `documents` is `nil` when it could not be
    /// read, and holds the complete documents before a syntax error or limit
    /// (`complete` is then false). `identity` is the file's as it was opened,
    /// `nil` when it changed while it was read or could not be read.
    static func load(
        _ path: String, limits: YAMLLimits
    ) -> (documents: [YAMLDocument]?, complete: Bool, diagnostics: [Diagnostic], identity: Platform.FileStatus?) {
        var collector = DiagnosticCollector(file: path)
        let bytes: [UInt8]
        let identity: Platform.FileStatus?
        do {
            (bytes, identity) = try FileSystem.readInput(path, limit: limits.maxFileSize)
        } catch {
            if let (size, limit) = error.sizeBeyondLimit {
                collector.error(
                    .fileSizeLimit, "file is \(size) bytes, more than the limit of \(limit) bytes",
                    at: SourcePosition(line: 1, column: 1))
            } else {
                collector.error(.unreadableFile, "cannot read file: \(error.reason)", at: nil)
            }
            return (nil, false, collector.diagnostics, nil)
        }
        let result = YAMLParser(limits: limits).parse(bytes, diagnostics: &collector)
        return (result.documents, !result.stoppedEarly, collector.diagnostics, identity)
    }
}
