import TourDiagnostics
import TourGeneration
import TourModel
import TourValidation

/// The whole job: validate, generate, write what changed and remove what
/// no tour produces any more.
///
/// Outputs are generated, compared and written one at a time on every
/// core, so memory holds the model and a few outputs, never all of them.
/// Writing is all or nothing: each changed output goes to a temporary file
/// beside it, and only when every one is written are they renamed into
/// place; orphans are removed only after that.
public enum Compiler {
    /// Runs `request`. Nothing is written or removed when any input has an error.
    public static func compile(_ request: CompileRequest) -> CompileOutcome {
        guard request.swiftOutput != nil || request.jsonOutput != nil else {
            let diagnostic = Diagnostic(
                severity: .error, code: .noOutputs,
                message: "nothing to write: set output.swift or output.json in tourc.yaml, or pass --swift-out or --json-out",
                file: request.configuration ?? request.validation.inputs.first, position: nil)
            return CompileOutcome(diagnostics: [diagnostic], sources: [:], outputs: [])
        }
        if request.mode == .write, BuildStamp.provesUpToDate(request) {
            return CompileOutcome(diagnostics: [], sources: [:], outputs: [], upToDateByStamp: true)
        }
        // Whatever happens next, the old stamp no longer vouches for the outputs.
        if request.mode == .write { BuildStamp.invalidate(request) }
        let validation = Pipeline.validate(request.validation)
        var diagnostics = validation.diagnostics
        guard let files = validation.validatedFiles else {
            return CompileOutcome(diagnostics: diagnostics, sources: validation.sources, outputs: [])
        }
        var catalog: StringCatalogDocument?
        if let path = request.catalog, FileSystem.kind(of: path) != .missing {
            let read = readCatalog(path)
            diagnostics += read.diagnostics
            catalog = read.document
            guard !diagnostics.containsErrors else {
                return CompileOutcome(diagnostics: diagnostics.sortedForReporting(), sources: validation.sources, outputs: [])
            }
        }
        let plan = OutputPlan(files, request: request, catalog: catalog)
        diagnostics += plan.diagnostics
        guard !diagnostics.containsErrors else {
            return CompileOutcome(diagnostics: diagnostics.sortedForReporting(), sources: validation.sources, outputs: [])
        }
        if request.mode == .write, let failure = createFolders(for: plan, request: request) {
            diagnostics.append(failure)
            return CompileOutcome(diagnostics: diagnostics.sortedForReporting(), sources: validation.sources, outputs: [])
        }

        let mode = request.mode
        let results: [OutputResult] = ConcurrentMap.map(Array(plan.outputs.enumerated())) { index, output in
            let bytes = output.render().bytes
            let status = OutputWriter.status(of: output.path, comparedWith: bytes)
            let hash = OutputManifest.hash(bytes)
            guard mode == .write, status != .unchanged else { return OutputResult(status: status, hash: hash) }
            do throws(FileError) {
                let temporary = try OutputWriter.writeTemporary(bytes, for: output.path, index: index)
                return OutputResult(status: status, hash: hash, temporary: temporary)
            } catch {
                return OutputResult(status: status, hash: hash, failure: error)
            }
        }
        let records = zip(plan.outputs, results).map { OutputRecord(path: $0.path, source: $0.source, status: $1.status) }
        let orphans = OrphanedOutputs(
            folders: OutputPlan.folders(of: request),
            outputs: zip(plan.outputs, results).filter { $0.0.isOwned }.map { ($0.path, $1.hash) })
        diagnostics += orphans.notes
        var outcome = CompileOutcome(diagnostics: [], sources: validation.sources, outputs: records, removals: orphans.removals)
        outcome.model = files

        switch mode {
        case .write:
            let pending = zip(plan.outputs, results).compactMap { output, result in
                result.temporary.map { OutputWriter.Pending(temporary: $0, path: output.path, source: output.source) }
            }
            if let (output, failure) = zip(plan.outputs, results).lazy.compactMap({ output, result in
                result.failure.map { (output, $0) }
            }).first {
                OutputWriter.discard(pending.map(\.temporary))
                diagnostics.append(OutputWriter.failure(failure, writing: output.path, from: output.source))
                outcome.removals = []
            } else if let failed = OutputWriter.commit(pending) {
                diagnostics.append(failed)
                outcome.removals = []
            } else {
                diagnostics += remove(orphans, outcome: &outcome)
                if !diagnostics.containsErrorsOrWarnings, let inputs = validation.inputFiles {
                    BuildStamp.record(request, inputs: inputs, outputs: records.map(\.path))
                }
            }
        case .check:
            for record in records where record.status != .unchanged {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: .staleOutput,
                        message: "\(record.path) is \(record.status == .missing ? "missing" : "out of date"); run tourc compile",
                        file: record.source, position: nil))
            }
            for path in orphans.removals {
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: .staleOutput,
                        message: "\(path) was generated from a tour that no longer exists; run tourc compile to remove it",
                        file: path, position: nil))
            }
        case .dryRun:
            break
        }
        outcome.diagnostics = diagnostics.sortedForReporting()
        return outcome
    }

    /// The String Catalog at `path`, read to merge tourc's entries into it.
    private static func readCatalog(_ path: String) -> (document: StringCatalogDocument?, diagnostics: [Diagnostic]) {
        do throws(FileError) {
            return StringCatalogDocument.read(try FileSystem.readFile(path, limit: 1 << 28), file: path)
        } catch {
            let diagnostic = Diagnostic(
                severity: .error, code: .unreadableFile, message: "cannot read the String Catalog: \(error.reason)",
                file: path, position: nil)
            return (nil, [diagnostic])
        }
    }

    /// Creates every folder the plan writes into; the error when one cannot be.
    private static func createFolders(for plan: OutputPlan, request: CompileRequest) -> Diagnostic? {
        for folder in Set(plan.outputs.map { InputDiscovery.parent(of: $0.path) }).sorted() {
            do throws(FileError) {
                try FileSystem.createDirectories(folder)
            } catch {
                let message = "cannot create folder \(folder): \(error.reason); nothing was written"
                let source = plan.outputs.first { InputDiscovery.parent(of: $0.path) == folder }?.source
                return Diagnostic(severity: .error, code: .writeFailed, message: message, file: source, position: nil)
            }
        }
        return nil
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
                    Diagnostic(
                        severity: .error, code: .writeFailed, message: "cannot remove \(path): \(error.reason)",
                        file: path, position: nil))
            }
        }
        outcome.removals.removeAll { failed.contains($0) }
        let manifests = orphans.manifests(keeping: failed).filter(\.changed)
        diagnostics += OutputWriter.write(manifests.map { OutputFile(path: $0.path, contents: $0.manifest.text, source: $0.path) })
        return diagnostics
    }

    /// Every output file's path and text, in memory (for tests and tools).
    static func generate(
        _ files: [ValidatedTourFile], request: CompileRequest
    ) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let plan = OutputPlan(files, request: request)
        let outputs = plan.outputs.map { OutputFile(path: $0.path, contents: $0.render().text, source: $0.source) }
        return (outputs, plan.diagnostics)
    }

    /// What generating one output did.
    private struct OutputResult: Sendable {
        var status: OutputFile.Status
        var hash: UInt64
        var temporary: String?
        var failure: FileError?
    }
}

extension Array where Element == Diagnostic {
    /// Whether any element is an error or a warning (notes do not count).
    fileprivate var containsErrorsOrWarnings: Bool { contains { $0.severity != .note } }
}
