// libFuzzer target: arbitrary bytes through the YAML front end and every
// decoder (tour, registry, configuration) and the per-tour and cross-tour
// validation, and through the JSON readers of remote tours (a feed, with
// the rules each tour is checked by, and an app manifest). It must never crash, hang, leak or read out of bounds; any
// bytes get diagnostics or a model.

import TourDiagnostics
import TourFormat
import TourGeneration
import TourModel
import TourSyntax
import TourValidation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontEnd(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Small limits, so the fuzzer reaches every limit with small inputs.
    let limits = YAMLLimits(maxDepth: 16, maxAliasExpansion: 2_000, maxFileSize: 1 << 16, maxScalarLength: 4_096)
    var collector = DiagnosticCollector(file: "fuzz.tour.yaml")
    let parsed = YAMLParser(limits: limits).parse(bytes, diagnostics: &collector)
    let tours = TourDecoder.decode(parsed.documents, file: "fuzz.tour.yaml")
    let registry = RegistryDecoder.decode(parsed.documents, file: "targets.yaml")
    _ = ConfigurationDecoder.decode(parsed.documents, file: "tourc.yaml")
    let result = Validator.validate(tours.tours, registry: registry.registry, options: ValidationOptions())
    // Every finding has a position in the input, as users are promised.
    for diagnostic in collector.diagnostics + tours.diagnostics + result.diagnostics
    where diagnostic.file == "fuzz.tour.yaml" {
        precondition(diagnostic.position != nil, "a diagnostic without a position: \(diagnostic)")
        precondition(diagnostic.position!.line >= 1 && diagnostic.position!.column >= 1, "bad position: \(diagnostic)")
    }
    // The same bytes as a remote feed and as an app manifest.
    if case .success(let feed) = RemoteFeedReader.read(bytes) {
        let build = RemoteTourFit.Build(targets: ["a"], events: ["e"], localTours: ["welcome"], bundleFormatVersions: [1], appVersion: "2.4")
        for entry in feed.tours { if let fit = entry.fit { _ = RemoteTourFit.problem(with: fit, in: build) } }
    }
    _ = AppManifest.decode(bytes, file: "app-manifest.json")
    return 0
}
