import TourDiagnostics
import TourGeneration
import TourModel
import TourSyntax
import TourValidation

// What a compile makes of one tour file in memory, shared by the layout
// fuzzer (Fuzz/LayoutFuzzer.swift, built with this file against the
// stages' modules) and the layout's tests.

/// What a compile makes of one tour file, in memory: its Swift, each
/// tour's canonical bundle and the String Catalog entries, or `nil` when
/// the file has errors.
public func compiledOutputs(of bytes: [UInt8], file: String = "messy.tour.yaml", limits: YAMLLimits = .default) -> [String]? {
    var collector = DiagnosticCollector(file: file)
    let parsed = YAMLParser(limits: limits).parse(bytes, diagnostics: &collector)
    guard !parsed.stoppedEarly, !collector.hasErrors else { return nil }
    let decoded = TourDecoder.decode(parsed.documents, file: file)
    guard !decoded.diagnostics.containsErrors, !decoded.tours.isEmpty else { return nil }
    guard let tours = Validator.validate(decoded.tours, registry: nil, options: ValidationOptions()).validatedFiles?.flatMap(\.tours)
    else { return nil }
    let catalog = StringCatalogEntries.collect(tours).entries.map {
        "\($0.key) \($0.isFormatted) \($0.values.sorted { $0.key < $1.key }) \($0.comment)"
    }
    return [SwiftEmitter().renderBytes(tours, sourceName: file).text] + tours.map { CanonicalBundleEmitter().renderBytes($0).text } + catalog
}
