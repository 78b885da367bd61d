import TourBytes
import TourDiagnostics

/// What a compile may write over: only files tourc owns, and never what it
/// reads or keeps. Both checks run before anything is committed.
enum OutputClaims {
    /// TOUR410 for each output that would replace an existing file its
    /// folder's manifest does not list, unless `force`. A Swift file that
    /// starts with tourc's header is tourc's too, so a folder whose
    /// manifest was lost still updates; a bundle has no header, so for
    /// JSON the manifest is the only proof.
    static func refusals(_ outputs: [OutputGenerator.Generated], force: Bool) -> [Diagnostic] {
        guard !force else { return [] }
        var manifests: [String: OutputManifest] = [:]
        var diagnostics: [Diagnostic] = []
        for output in outputs where output.isOwned && output.status == .stale {
            let folder = Paths.parent(of: output.path)
            if manifests[folder] == nil { manifests[folder] = manifest(in: folder) }
            let name = Paths.lastComponent(of: output.path)
            if manifests[folder]?.hashes[name] != nil || carriesHeader(output.path) { continue }
            diagnostics.append(
                Diagnostic(
                    .foreignFileWouldBeReplaced,
                    "refusing to replace \(output.path): tourc did not write it (the folder's \(OutputManifest.fileName) does not list it); move it, choose another output folder or rename the tour, or pass --force to replace it; nothing was written",
                    file: output.source))
        }
        return diagnostics
    }

    private static func manifest(in folder: String) -> OutputManifest {
        guard let bytes = try? FileSystem.readFile(Paths.join(folder, OutputManifest.fileName), limit: 1 << 24),
            let manifest = OutputManifest(parsing: String(decoding: bytes, as: UTF8.self))
        else { return OutputManifest() }
        return manifest
    }

    private static func carriesHeader(_ path: String) -> Bool {
        guard path.hasSuffix(".swift"), let bytes = try? FileSystem.readFile(path, limit: 1 << 28) else { return false }
        return bytes.starts(with: Array(OrphanedOutputs.generatedHeaderPrefix.utf8))
    }

    /// TOUR411 for the String Catalog when it is one of the paths the
    /// compile reads or keeps, checked before the catalog is read (it is
    /// both read and written, so it is its own input and nothing else's).
    static func catalogCollision(_ request: CompileRequest, tourFiles: [String]) -> Diagnostic? {
        guard let catalog = request.catalog else { return nil }
        let source = request.configuration ?? catalog
        var others = request
        others.catalog = nil
        return collisions([(catalog, source)], request: others, tourFiles: tourFiles).first?.diagnostic
    }

    /// TOUR411 for each output (the catalog included) whose path is also
    /// one of the compile's inputs (tourc.yaml, the registry, a tour file,
    /// the catalog for any other output) or an output folder's manifest or
    /// build stamp; paths compared once absolute, with links resolved.
    static func collisions(
        _ outputs: [(path: String, source: String)], request: CompileRequest, tourFiles: [String],
        includingTheCatalog: Bool = false
    ) -> [(path: String, diagnostic: Diagnostic)] {
        var kept: [String: String] = [:]
        var resolver = ProjectOwner.Resolver()
        func keep(_ path: String?, as what: String) {
            guard let path else { return }
            kept[resolver.absolute(path)] = "\(what) \(path)"
        }
        keep(request.configuration, as: "the configuration")
        keep(request.validation.registry, as: "the registry")
        for file in tourFiles { keep(file, as: "the tour file") }
        for folder in OutputPlan.folders(of: request) {
            keep(Paths.join(folder, OutputManifest.fileName), as: "the output folder's manifest")
        }
        keep(BuildStamp.path(for: request), as: "the build stamp")
        let catalog = request.catalog.map(ProjectOwner.absolute)
        var diagnostics: [(path: String, diagnostic: Diagnostic)] = []
        for output in outputs {
            let absolute = resolver.absolute(output.path)
            var what = kept[absolute]
            // The catalog is read and written back on purpose; another output over it is not.
            if what == nil, let catalog, absolute == catalog, output.path != request.catalog {
                what = "the String Catalog \(catalog)"
            }
            guard let what else { continue }
            let diagnostic = Diagnostic(
                .outputIsAnInput,
                "\(output.path) would be written from \(output.source) over \(what); choose another output folder or file; nothing was written",
                file: output.source)
            diagnostics.append((output.path, diagnostic))
        }
        return diagnostics
    }
}
