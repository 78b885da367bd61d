import TourDiagnostics
import TourGeneration
import TourModel
import TourValidation

/// The outputs a request asks for, each with how to make its bytes; made
/// before anything is generated, so conflicts and flavour problems stop the
/// run before any work or any write.
struct OutputPlan {
    struct Output: Sendable {
        var path: String
        var source: String
        var render: @Sendable () -> TextBuffer
        /// Whether the file is tourc's alone, so the output folder's manifest
        /// records it; a String Catalog it shares with the app is not.
        var isOwned = true
    }

    private(set) var outputs: [Output] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// The outputs `request` asks for; `catalog` is the String Catalog
    /// already at `request.catalog`, if there is one.
    init(_ files: [ValidatedTourFile], request: CompileRequest, catalog: StringCatalogDocument? = nil) {
        if let folder = request.swiftOutput {
            let emitter = SwiftEmitter(options: request.swift)
            for file in files {
                let name = OutputNaming.lastComponent(of: file.file)
                let tours = file.tours
                outputs.append(
                    Output(
                        path: InputDiscovery.join(folder, OutputNaming.swiftFileName(forTourFile: file.file)),
                        source: file.file, render: { emitter.renderBytes(tours, sourceName: name) }))
            }
        }
        if let folder = request.jsonOutput {
            for file in files {
                for tour in file.tours {
                    let path = InputDiscovery.join(folder, tour.tour.id.value + ".json")
                    switch request.jsonFlavor {
                    case .canonical:
                        outputs.append(Output(path: path, source: file.file, render: { CanonicalBundleEmitter().renderBytes(tour) }))
                    case .quickwin:
                        let checked = QuickWinTour.check(tour)
                        diagnostics += checked.diagnostics
                        if let quickWin = checked.tour {
                            outputs.append(Output(path: path, source: file.file, render: { QuickWinEmitter().renderBytes(quickWin) }))
                        }
                    }
                }
            }
        }
        if let path = request.catalog {
            let collected = StringCatalogEntries.collect(files.flatMap(\.tours))
            diagnostics += collected.diagnostics
            let rendered = StringCatalogEmitter().render(
                collected.entries, into: catalog, sourceLanguage: request.validation.options.sourceLanguage, file: path)
            diagnostics += rendered.diagnostics
            let bytes = rendered.bytes
            outputs.append(Output(path: path, source: path, render: { bytes }, isOwned: false))
        }
        var first: [String: String] = [:]
        for output in outputs {
            guard let earlier = first[output.path] else {
                first[output.path] = output.source
                continue
            }
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: .outputConflict,
                    message: "\(output.path) would be written from both \(earlier) and \(output.source)",
                    file: output.source, position: SourcePosition(line: 1, column: 1),
                    notes: ["rename one of the tour files (Swift) or tours (JSON)"]))
        }
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
