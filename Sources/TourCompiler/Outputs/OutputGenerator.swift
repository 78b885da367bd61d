import TourDiagnostics
import TourGeneration
import TourValidation

/// Makes outputs: renders each, compares it with the disk and, when the run
/// writes, puts a changed one in a temporary file beside it. The compiler
/// runs it on each tour file as soon as the file passes its own rules, on
/// the core that checked it, so the file's model is let go right after.
struct OutputGenerator: Sendable {
    /// The request whose outputs are made.
    let request: CompileRequest
    /// Whether changed outputs go to temporary files (a writing run whose
    /// folders exist), or are only compared.
    let writes: Bool
    /// Folders this run created: nothing can be in them yet, so their
    /// outputs are missing without asking the disk.
    var freshFolders: Set<String> = []
    /// Names this run's temporary files apart from any other run's.
    let run = OutputWriter.RunTag()
    /// Whether each output's bytes are kept (``Compiler/outputs(of:)``).
    var keepsContents = false

    /// What one output became. It holds no text, only what the commit, the
    /// manifest and the report need.
    struct Generated: Sendable {
        var path: String
        var source: String
        var isOwned: Bool
        var status: OutputFile.Status
        var hash: UInt64
        /// The temporary file holding the new bytes, when written.
        var temporary: String?
        /// Why writing the temporary file failed, when it did.
        var failure: FileError?
        /// The bytes, when the generator keeps them.
        var contents: [UInt8]?
        /// Size, modification time and inode of the output as the commit
        /// leaves it (what the disk held when unchanged, the temporary
        /// file's when written), for the build stamp; `nil` when unknown.
        var identity: Platform.FileStatus?
    }

    /// What one tour file's outputs became.
    struct FileProduct: Sendable {
        var swift: [Generated]
        var json: [Generated]
        /// The file's tours, kept only when a String Catalog, which needs
        /// every tour's texts at once, is written.
        var tours: [ValidatedTour]
        /// What comparing the file's experiments with the last build found (TOUR417).
        var diagnostics: [Diagnostic] = []
    }

    /// Makes the outputs of one tour file.
    func generate(_ file: ValidatedTourFile) -> FileProduct {
        // Before the bundles are replaced: the last build's split.
        let published = ExperimentSplitCheck.lastBuild(of: file, request: request)
        let planned = OutputPlan.outputs(of: file, request: request)
        let swift = planned.swift.enumerated().map { generate($1, index: $0) }
        let json = planned.json.enumerated().map { generate($1, index: planned.swift.count + $0) }
        return FileProduct(
            swift: swift, json: json, tours: request.catalog == nil ? [] : file.tours,
            diagnostics: ExperimentSplitCheck.changes(file.tours, published: published, in: "the last build"))
    }

    /// Makes one output; `index` keeps its temporary file's name apart from
    /// those of the other outputs made from the same input.
    func generate(_ output: OutputPlan.Output, index: Int) -> Generated {
        // Compared, hashed and written straight from the rendered buffer.
        output.render().withUnsafeBufferPointer { bytes in
            let (status, identity, permissions) =
                freshFolders.contains(Paths.parent(of: output.path))
                ? (.missing, nil, nil) : OutputWriter.inspect(output.path, comparedWith: bytes)
            var generated = Generated(
                path: output.path, source: output.source, isOwned: output.isOwned, status: status,
                hash: OutputManifest.hash(bytes), contents: keepsContents ? Array(bytes) : nil, identity: identity)
            guard writes, status != .unchanged else { return generated }
            do throws(FileError) {
                (generated.temporary, generated.identity) = try OutputWriter.writeTemporary(
                    bytes, for: output.path, index: index, run: run, permissions: permissions)
            } catch {
                generated.failure = error
            }
            return generated
        }
    }
}
