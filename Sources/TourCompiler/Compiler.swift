import TourDiagnostics
import TourGeneration
import TourModel
import TourValidation

/// The whole job: validate, generate, write what changed and remove what
/// no tour produces any more.
///
/// Each tour file is generated as soon as it passes the rules about it
/// alone, on the core that checked it: its outputs are rendered, compared
/// with the disk and, when changed, written to temporary files beside
/// them, and then its model is let go. Memory holds outlines of the tours
/// (for the rules across them), never every tour's texts. Writing is all or
/// nothing: only when every rule has passed and every temporary file is
/// written are they renamed into place; otherwise they are removed, with
/// any folder the run created. Orphans are removed only after that.
public enum Compiler {
    /// Runs `request`. Nothing is written or removed when any input has an error.
    public static func compile(_ request: CompileRequest) -> CompileOutcome {
        run(request, keepingContents: false).outcome
    }

    /// Every output `request` asks for, with its text, made as `compile`
    /// makes it but written nowhere (for tests and tools: the golden files
    /// come from this path, the one users run). Empty when an input has an
    /// error; the diagnostics say why.
    public static func outputs(of request: CompileRequest) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var request = request
        request.mode = .dryRun
        let (outcome, generated) = run(request, keepingContents: true)
        let files = generated.map { OutputFile(path: $0.path, contents: String(decoding: $0.contents ?? [], as: UTF8.self), source: $0.source) }
        return (files, outcome.diagnostics)
    }

    /// The compile, keeping each output's bytes when asked: checks that
    /// need nothing read, the stamp, the outputs rendered, the claims on
    /// the files they would replace, then what the mode does with them.
    private static func run(_ request: CompileRequest, keepingContents: Bool) -> (outcome: CompileOutcome, generated: [OutputGenerator.Generated]) {
        var request = request.normalizingPaths()
        request.validation = request.compiledValidation
        if let refusal = refusalBeforeReading(request) {
            return (CompileOutcome(diagnostics: [refusal], sources: [:], outputs: []), [])
        }
        if request.mode == .write {
            // A run killed outright left its temporaries; this one removes
            // them, even when the stamp then proves there is nothing else to do.
            for folder in Set(outputFolders(of: request)) { TemporaryFiles.removeLeftovers(in: folder) }
            if BuildStamp.provesUpToDate(request) {
                return (CompileOutcome(diagnostics: [], sources: [:], outputs: [], upToDateByStamp: true), [])
            }
            // Whatever happens next, the old stamp no longer vouches for the outputs.
            BuildStamp.invalidate(request)
        }
        let catalog = existingCatalog(request)
        var folders = NewFolders()
        // Without its folders the run still validates and compares, to
        // report every problem, but writes nothing.
        let folderFailure = request.mode == .write ? folders.create(outputFolders(of: request)) : nil
        var (validation, outputs, diagnostics) = render(
            request, catalog: catalog.document, catalogReadable: !catalog.diagnostics.containsErrors, freshFolders: Set(folders.created),
            writes: request.mode == .write && folderFailure == nil, keepingContents: keepingContents)
        diagnostics = catalog.diagnostics + diagnostics
        diagnostics += claims(on: outputs, request: request, tourFiles: validation.foundInputs?.tourFiles ?? [], folderFailure: folderFailure)
        guard !diagnostics.containsErrors else {
            OutputWriter.discard(outputs.compactMap(\.temporary))
            folders.removeEmpty()
            return (CompileOutcome(diagnostics: diagnostics.sortedForReporting(), sources: validation.sources, outputs: []), [])
        }
        let records = outputs.map { OutputRecord(path: $0.path, source: $0.source, status: $0.status) }
        let orphans = OrphanedOutputs(
            folders: OutputPlan.folders(of: request), outputs: outputs.filter(\.isOwned).map { ($0.path, $0.hash) },
            owner: owner(of: request), narrowed: request.narrowsInputs)
        diagnostics += orphans.notes
        var outcome = CompileOutcome(diagnostics: [], sources: validation.sources, outputs: records, removals: orphans.removals)
        switch request.mode {
        case .write:
            diagnostics += write(
                outputs, orphans: orphans, request: request, validation: validation, findings: diagnostics, outcome: &outcome, folders: &folders)
        case .check:
            diagnostics += staleness(of: records, orphans: orphans)
        case .dryRun:
            break
        }
        outcome.diagnostics = diagnostics.sortedForReporting()
        outcome.validation = consume validation
        return (outcome, outputs)
    }

    /// The error that stops a compile before any input is read: nothing to
    /// write, or a String Catalog that is one of the compile's own files
    /// (checked first: it may be a file the compile keeps).
    private static func refusalBeforeReading(_ request: CompileRequest) -> Diagnostic? {
        guard request.swiftOutput != nil || request.jsonOutput != nil else {
            return Diagnostic(
                .noOutputs, "nothing to write: set output.swift or output.json in tourc.yaml, or pass --swift-out or --json-out",
                file: request.configuration ?? request.validation.inputs.first)
        }
        guard request.catalog != nil else { return nil }
        return OutputClaims.catalogCollision(request, tourFiles: InputDiscovery(paths: request.validation.inputs).tourFiles)
    }

    /// The String Catalog the compile merges into, when it exists, and
    /// why it cannot be read or replaced.
    private static func existingCatalog(_ request: CompileRequest) -> (document: StringCatalogDocument?, diagnostics: [Diagnostic]) {
        guard let path = request.catalog, FileSystem.kind(of: path) != .missing else { return (nil, []) }
        var read = readCatalog(path)
        if request.mode == .write, case .success(let status) = Platform.status(of: path), status.isReadOnly {
            // A rename would replace it anyway, and with another mode.
            read.diagnostics.append(
                Diagnostic(
                    .writeFailed,
                    "cannot write the String Catalog \(path): it is read-only (mode \(String(status.permissions, radix: 8))), and tourc does not change a file's permissions; make it writable and compile again; nothing was written",
                    file: path))
        }
        return read
    }

    /// Validates the tours and renders every output: each tour file's as it
    /// passes its own rules, then the catalog's once all have; outputs that
    /// changed are in temporary files when `writes`. An existing catalog
    /// that could not be read gets no new version.
    private static func render(
        _ request: CompileRequest, catalog: StringCatalogDocument?, catalogReadable: Bool, freshFolders: Set<String>, writes: Bool,
        keepingContents: Bool
    ) -> (validation: ValidationOutcome, outputs: [OutputGenerator.Generated], diagnostics: [Diagnostic]) {
        var generator = OutputGenerator(request: request, writes: writes)
        generator.freshFolders = freshFolders
        generator.keepsContents = keepingContents
        let (validation, products) = Pipeline.validateAndRender(request.validation, rendering: generator.generate)
        var diagnostics = validation.diagnostics + products.flatMap(\.diagnostics)
        var outputs = products.flatMap(\.swift)
        if let glue = OutputPlan.overlayGlueOutput(request, firstSource: outputs.first?.source) {
            outputs.append(generator.generate(glue, index: 0))
        }
        outputs += products.flatMap(\.json)
        if let path = request.catalog, catalogReadable, !diagnostics.containsErrors {
            let planned = OutputPlan.catalogOutput(path, tours: products.flatMap(\.tours), existing: catalog, request: request)
            diagnostics += planned.diagnostics
            outputs.append(generator.generate(planned.output, index: 0))
        }
        if let path = request.appManifest, !diagnostics.containsErrors {
            outputs.append(generator.generate(OutputPlan.appManifestOutput(path, validation: validation, request: request), index: 0))
        }
        if let parameters = OutputPlan.parametersOutput(validation: validation, request: request) {
            outputs.append(generator.generate(parameters, index: 0))
        }
        return (validation, outputs, diagnostics)
    }

    /// What stops the outputs from being written where they would go:
    /// two outputs at one path, an output over an input, a file tourc does
    /// not own, or an output folder that could not be made.
    private static func claims(
        on outputs: [OutputGenerator.Generated], request: CompileRequest, tourFiles: [String], folderFailure: (folder: String, error: FileError)?
    ) -> [Diagnostic] {
        var diagnostics = OutputPlan.conflicts(among: outputs.map { ($0.path, $0.source) })
        let collisions = OutputClaims.collisions(outputs.map { ($0.path, $0.source) }, request: request, tourFiles: tourFiles)
        diagnostics += collisions.map(\.diagnostic)
        // An output over an input is that error alone, not also a refusal.
        let colliding = Set(collisions.map(\.path))
        diagnostics += OutputClaims.refusals(outputs.filter { !colliding.contains($0.path) }, force: request.force)
        if let path = request.appManifest, !request.force, !colliding.contains(path),
            let refusal = FileOwnership.refusal(toReplace: path, expecting: FileOwnership.appManifest, force: "--force")
        {
            diagnostics.append(refusal)
        }
        if let (folder, error) = folderFailure {
            // The error is about the first input whose output goes there.
            let source = outputs.first { Paths.parent(of: $0.path) == folder }?.source
            diagnostics.append(
                Diagnostic(
                    .writeFailed, "cannot create folder \(folder): \(error.reason); nothing was written",
                    file: source ?? request.configuration ?? request.validation.inputs.first))
        }
        return diagnostics
    }

    /// Renames the temporaries into place, removes the orphans and records
    /// the stamp (only for a run whose `findings` and removals hold no
    /// error or warning, so warnings are reported again); a failure leaves
    /// the manifests knowing what was replaced.
    private static func write(
        _ outputs: [OutputGenerator.Generated], orphans: OrphanedOutputs, request: CompileRequest, validation: ValidationOutcome,
        findings: [Diagnostic], outcome: inout CompileOutcome, folders: inout NewFolders
    ) -> [Diagnostic] {
        let pending = outputs.compactMap { output in
            output.temporary.map { OutputWriter.Pending(temporary: $0, path: output.path, source: output.source) }
        }
        if let failed = outputs.first(where: { $0.failure != nil }), let failure = failed.failure {
            OutputWriter.discard(pending.map(\.temporary))
            folders.removeEmpty()
            outcome.removals = []
            return [OutputWriter.failure(failure, writing: failed.path, from: failed.source)]
        }
        let commit = OutputWriter.commit(pending)
        if let failure = commit.failure {
            // The manifests learn what was replaced, so a later compile
            // still owns those files; no stamp vouches for this run.
            outcome.removals = []
            return [failure] + writeManifests(orphans.manifests(afterReplacing: Set(commit.replaced)))
        }
        let diagnostics = remove(orphans, outcome: &outcome)
        if !(findings + diagnostics).containsErrorsOrWarnings, let found = validation.foundInputs {
            let inputs = BuildStamp.inputList(
                tourFiles: found.tourFiles, registryCandidates: found.registryCandidates,
                registry: request.validation.registry, swiftFiles: found.swiftFiles)
            BuildStamp.record(request, inputs: inputs, read: validation.readIdentities, outputs: outputs.map { ($0.path, $0.identity) })
        }
        return diagnostics
    }

    /// `--check`: every output that is missing or out of date, and every
    /// orphan, is an error.
    private static func staleness(of records: [OutputRecord], orphans: OrphanedOutputs) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for record in records where record.status != .unchanged {
            diagnostics.append(
                Diagnostic(
                    .staleOutput, "\(record.path) is \(record.status == .missing ? "missing" : "out of date"); run tourc compile", file: record.source
                ))
        }
        for path in orphans.removals {
            diagnostics.append(
                Diagnostic(.staleOutput, "\(path) was generated from a tour that no longer exists; run tourc compile to remove it", file: path))
        }
        return diagnostics
    }

    /// The project a request compiles, as manifests record it: its
    /// configuration file, or the inputs of a compile without one.
    static func owner(of request: CompileRequest) -> ProjectOwner {
        ProjectOwner(configuration: request.configuration, inputs: request.validation.inputs)
    }

    /// Every folder the request may write an output into.
    private static func outputFolders(of request: CompileRequest) -> [String] {
        OutputPlan.folders(of: request) + [request.catalog, request.appManifest].compactMap { $0.map(Paths.parent(of:)) }
    }

    /// The String Catalog at `path`, read to merge tourc's entries into it.
    static func readCatalog(_ path: String) -> (document: StringCatalogDocument?, diagnostics: [Diagnostic]) {
        do throws(FileError) {
            return StringCatalogDocument.read(try FileSystem.readFile(path, limit: 1 << 28), file: path)
        } catch {
            let diagnostic = Diagnostic(.unreadableFile, "cannot read the String Catalog: \(error.reason)", file: path)
            return (nil, [diagnostic])
        }
    }

    /// Removes the orphans, then writes each folder's manifest if it changed.
    /// An orphan that cannot be removed stays in the manifest, so the next
    /// compile tries again.
    private static func remove(_ orphans: OrphanedOutputs, outcome: inout CompileOutcome) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var failed = Set<String>()
        for path in orphans.removals {
            do throws(FileError) {
                try FileSystem.removeFile(path)
            } catch {
                failed.insert(path)
                diagnostics.append(
                    Diagnostic(.writeFailed, "cannot remove \(path): \(error.reason)", file: path))
            }
        }
        outcome.removals.removeAll { failed.contains($0) }
        return diagnostics + writeManifests(orphans.manifests(keeping: failed))
    }

    /// Writes the manifests that changed.
    private static func writeManifests(_ manifests: [(path: String, manifest: OutputManifest, changed: Bool)]) -> [Diagnostic] {
        // In output folders, whose leftover temporaries the compile removed first.
        OutputWriter.write(
            manifests.filter(\.changed).map { OutputFile(path: $0.path, contents: $0.manifest.text, source: $0.path) },
            removingLeftovers: false)
    }

}

extension Array where Element == Diagnostic {
    /// Whether any element is an error or a warning (notes do not count).
    fileprivate var containsErrorsOrWarnings: Bool { contains { $0.severity != .note } }
}
