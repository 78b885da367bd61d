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
    /// The bytes of the inputs findings are about, for quoting source lines.
    public var sources: [String: [UInt8]]
    /// Every output with what the disk held before this run; empty when the
    /// inputs had errors, or when the build stamp proved nothing changed.
    public var outputs: [OutputRecord]
    /// Whether the build stamp showed that no input, setting or output
    /// changed since the last clean compile, so nothing was read.
    public var upToDateByStamp = false
}

/// One output of a compile run.
public struct OutputRecord: Sendable, Hashable {
    /// Where it goes.
    public var path: String
    /// The input it is generated from.
    public var source: String
    /// What the disk held before this run.
    public var status: OutputFile.Status
}

/// The whole job: validate, generate, and write what changed.
///
/// Outputs are generated, compared and written one at a time on every
/// core, so memory holds the model and a few outputs, never all of them.
/// Writing is all or nothing: each changed output goes to a temporary file
/// beside it, and only when every one is written are they renamed into place.
public enum Compiler {
    /// Runs `request`. Nothing is written when any input has an error.
    public static func compile(_ request: CompileRequest) -> CompileOutcome {
        if request.mode == .write, BuildStamp.provesUpToDate(request) {
            return CompileOutcome(diagnostics: [], sources: [:], outputs: [], upToDateByStamp: true)
        }
        // Whatever happens next, the old stamp no longer vouches for the outputs.
        if request.mode == .write { BuildStamp.invalidate(request) }
        let validation = Pipeline.validate(request.validation)
        var diagnostics = validation.diagnostics
        guard !diagnostics.containsErrors else {
            return CompileOutcome(diagnostics: diagnostics, sources: validation.sources, outputs: [])
        }
        let plan = OutputPlan(validation.toursByFile, request: request)
        diagnostics += plan.diagnostics
        guard !diagnostics.containsErrors else {
            return CompileOutcome(diagnostics: diagnostics.sortedForReporting(), sources: validation.sources, outputs: [])
        }

        if request.mode == .write {
            for folder in Set(plan.outputs.map { InputDiscovery.parent(of: $0.path) }).sorted() {
                do {
                    try FileSystem.createDirectories(folder)
                } catch {
                    let message = "cannot create folder \(folder): \(error.reason); nothing was written"
                    let source = plan.outputs.first { InputDiscovery.parent(of: $0.path) == folder }?.source
                    diagnostics.append(Diagnostic(severity: .error, code: .writeFailed, message: message, file: source, position: nil))
                    return CompileOutcome(diagnostics: diagnostics.sortedForReporting(), sources: validation.sources, outputs: [])
                }
            }
        }
        let mode = request.mode
        let results: [OutputResult] = ConcurrentMap.map(Array(plan.outputs.enumerated())) { index, output in
            let bytes = output.render()
            let status = OutputWriter.status(of: output.path, comparedWith: bytes)
            guard mode == .write, status != .unchanged else { return OutputResult(status: status) }
            do throws(FileError) {
                return OutputResult(status: status, temporary: try OutputWriter.writeTemporary(bytes, for: output.path, index: index))
            } catch {
                return OutputResult(status: status, failure: error)
            }
        }
        let records = zip(plan.outputs, results).map { OutputRecord(path: $0.path, source: $0.source, status: $1.status) }

        switch mode {
        case .write:
            let temporaries = zip(plan.outputs, results).compactMap { output, result in
                result.temporary.map { (temporary: $0, path: output.path, source: output.source) }
            }
            if let (output, failure) = zip(plan.outputs, results).lazy.compactMap({ output, result in
                result.failure.map { (output, $0) }
            }).first {
                OutputWriter.discard(temporaries.map { $0.temporary })
                diagnostics.append(OutputWriter.failure(failure, writing: output.path, from: output.source))
            } else if let failed = OutputWriter.commit(temporaries) {
                diagnostics.append(failed)
            } else if diagnostics.isEmpty, let inputs = validation.inputFiles {
                BuildStamp.record(request, inputs: inputs, outputs: records.map(\.path))
            }
        case .check:
            for record in records where record.status != .unchanged {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: .staleOutput,
                        message: "\(record.path) is \(record.status == .missing ? "missing" : "out of date"); run tourc compile",
                        file: record.source, position: nil))
            }
        case .dryRun:
            break
        }
        return CompileOutcome(diagnostics: diagnostics.sortedForReporting(), sources: validation.sources, outputs: records)
    }

    /// Every output file's path and text, in memory (for tests and tools).
    static func generate(
        _ toursByFile: [(file: String, tours: [ValidatedTour])], request: CompileRequest
    ) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let plan = OutputPlan(toursByFile, request: request)
        let files = plan.outputs.map { OutputFile(path: $0.path, contents: $0.render().text, source: $0.source) }
        return (files, plan.diagnostics)
    }

    /// What generating one output did.
    private struct OutputResult: Sendable {
        var status: OutputFile.Status
        var temporary: String?
        var failure: FileError?
    }
}

/// The outputs a request asks for, each with how to make its bytes; made
/// before anything is generated, so conflicts and flavour problems stop the
/// run before any work or any write.
struct OutputPlan {
    struct Output: Sendable {
        var path: String
        var source: String
        var render: @Sendable () -> TextBuffer
    }

    private(set) var outputs: [Output] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(_ toursByFile: [(file: String, tours: [ValidatedTour])], request: CompileRequest) {
        let language = request.validation.options.sourceLanguage
        if let folder = request.swiftOutput {
            let emitter = SwiftEmitter(options: request.swift, sourceLanguage: language)
            for (file, tours) in toursByFile {
                let name = OutputNaming.lastComponent(of: file)
                outputs.append(
                    Output(
                        path: InputDiscovery.join(folder, OutputNaming.swiftFileName(forTourFile: file)), source: file,
                        render: { emitter.renderBytes(tours, sourceName: name) }))
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
                        outputs.append(Output(path: path, source: file, render: { canonical.renderBytes(tour) }))
                    case .quickwin:
                        let problems = quickWin.problems(tour)
                        diagnostics += problems
                        if problems.isEmpty {
                            outputs.append(Output(path: path, source: file, render: { try! quickWin.renderBytes(tour).get() }))
                        }
                    }
                }
            }
        }
        var first: [String: String] = [:]
        for output in outputs {
            if let earlier = first[output.path] {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: .outputConflict,
                        message: "\(output.path) would be written from both \(earlier) and \(output.source)",
                        file: output.source, position: SourcePosition(line: 1, column: 1),
                        notes: ["rename one of the tour files (Swift) or tours (JSON)"]))
            } else {
                first[output.path] = output.source
            }
        }
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
