/// What to compile and where to write it.
public struct CompileRequest: Sendable {
    /// What to read and validate.
    public var validation: ValidationRequest
    /// The folder for generated Swift, if any.
    public var swiftOutput: String?
    /// The folder for JSON bundles, if any.
    public var jsonOutput: String?
    /// The JSON bundle flavour.
    public var jsonFlavor: JSONFlavor
    /// How Swift is written.
    public var swift: SwiftOptions
    /// Whether to write, only compare, or only list.
    public var mode: Mode

    /// What compile does with the outputs.
    public enum Mode: Sendable {
        /// Write every output whose bytes changed.
        case write
        /// Write nothing; report every output that is missing or stale.
        case check
        /// Write nothing; list what would be written.
        case dryRun
    }

    /// Creates a request.
    public init(
        validation: ValidationRequest, swiftOutput: String?, jsonOutput: String?, jsonFlavor: JSONFlavor = .canonical,
        swift: SwiftOptions = SwiftOptions(), mode: Mode = .write
    ) {
        self.validation = validation
        self.swiftOutput = swiftOutput
        self.jsonOutput = jsonOutput
        self.jsonFlavor = jsonFlavor
        self.swift = swift
        self.mode = mode
    }
}

/// What compile found and did.
public struct CompileOutcome: Sendable {
    /// Every finding, in reporting order.
    public var diagnostics: [Diagnostic]
    /// The bytes of every input read, for quoting source lines.
    public var sources: [String: [UInt8]]
    /// Every output with what the disk held before this run; empty when the
    /// inputs had errors.
    public var outputs: [(file: OutputFile, status: OutputFile.Status)]
}

/// The whole job: validate, generate, and write what changed.
public enum Compiler {
    /// Runs `request`. Nothing is written when any input has an error.
    public static func compile(_ request: CompileRequest) -> CompileOutcome {
        let validation = Pipeline.validate(request.validation)
        var diagnostics = validation.diagnostics
        guard !diagnostics.containsErrors else {
            return CompileOutcome(diagnostics: diagnostics, sources: validation.sources, outputs: [])
        }
        let generated = generate(validation.toursByFile, request: request)
        diagnostics += generated.diagnostics
        guard !diagnostics.containsErrors else {
            return CompileOutcome(diagnostics: diagnostics.sortedForReporting(), sources: validation.sources, outputs: [])
        }
        let outputs = generated.files.map { ($0, OutputWriter.status(of: $0)) }
        let changed = outputs.filter { $0.1 != .unchanged }.map(\.0)
        switch request.mode {
        case .write:
            diagnostics += OutputWriter.write(changed)
        case .check:
            for (file, status) in outputs where status != .unchanged {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: .staleOutput,
                        message: "\(file.path) is \(status == .missing ? "missing" : "out of date"); run tourc compile",
                        file: file.source, position: nil))
            }
        case .dryRun:
            break
        }
        return CompileOutcome(diagnostics: diagnostics.sortedForReporting(), sources: validation.sources, outputs: outputs)
    }

    /// Every output file's path and text, or the errors that stop generation.
    static func generate(
        _ toursByFile: [(file: String, tours: [ValidatedTour])], request: CompileRequest
    ) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var files: [OutputFile] = []
        var diagnostics: [Diagnostic] = []
        let language = request.validation.options.sourceLanguage
        if let folder = request.swiftOutput {
            let emitter = SwiftEmitter(options: request.swift, sourceLanguage: language)
            for (file, tours) in toursByFile {
                let name = OutputNaming.swiftFileName(forTourFile: file)
                files.append(
                    OutputFile(
                        path: InputDiscovery.join(folder, name), contents: emitter.render(tours, sourceName: OutputNaming.lastComponent(of: file)),
                        source: file))
            }
        }
        if let folder = request.jsonOutput {
            let canonical = CanonicalBundleEmitter(sourceLanguage: language)
            let quickWin = QuickWinEmitter(sourceLanguage: language)
            for (file, tours) in toursByFile {
                for tour in tours {
                    let path = InputDiscovery.join(folder, tour.tour.id.value + ".json")
                    switch request.jsonFlavor {
                    case .canonical:
                        files.append(OutputFile(path: path, contents: canonical.render(tour), source: file))
                    case .quickwin:
                        switch quickWin.render(tour) {
                        case .success(let text): files.append(OutputFile(path: path, contents: text, source: file))
                        case .failure(let list): diagnostics += list.diagnostics
                        }
                    }
                }
            }
        }
        var first: [String: OutputFile] = [:]
        for file in files {
            if let earlier = first[file.path] {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: .outputConflict,
                        message: "\(file.path) would be written from both \(earlier.source) and \(file.source)",
                        file: file.source, position: SourcePosition(line: 1, column: 1),
                        notes: ["rename one of the tour files (Swift) or tours (JSON)"]))
            } else {
                first[file.path] = file
            }
        }
        return (files, diagnostics)
    }
}

/// Output names, derived from input names alone so a build system can know
/// every output before reading any input.
public enum OutputNaming {
    /// `Tours/main.tour.yaml` writes `main.tour.swift`.
    public static func swiftFileName(forTourFile path: String) -> String {
        var stem = lastComponent(of: path)
        for suffix in [".tour.yaml", ".tour.yml", ".yaml", ".yml"] where stem.hasSuffix(suffix) {
            stem.removeLast(suffix.count)
            break
        }
        return stem + ".tour.swift"
    }

    /// The last path component.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
