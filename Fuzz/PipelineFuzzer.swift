// libFuzzer target: arbitrary bytes as a tour file through the whole
// pipeline. Whatever validates is generated, and the generated Swift is
// checked for what a code generator must guarantee:
// - every string literal decodes back to a string of the tour (its ids,
//   titles, texts, targets, metadata), and every such string is there;
// - no literal holds an interpolation (`\(`): texts are data, never code;
// - every declared type and case name is one the model produced;
// and the JSON bundles are valid JSON that hold the same texts.
import Foundation
import TourDiagnostics
import TourGeneration
import TourModel
import TourSyntax
import TourValidation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = YAMLLimits(maxDepth: 16, maxAliasExpansion: 2_000, maxFileSize: 1 << 16, maxScalarLength: 4_096)
    var collector = DiagnosticCollector(file: "fuzz.tour.yaml")
    let parsed = YAMLParser(limits: limits).parse(bytes, diagnostics: &collector)
    guard !parsed.stoppedEarly, !collector.hasErrors else { return 0 }
    let decoded = TourDecoder.decode(parsed.documents, file: "fuzz.tour.yaml")
    guard !decoded.diagnostics.containsErrors, !decoded.tours.isEmpty else { return 0 }
    let validation = Validator.validate(decoded.tours, registry: nil, options: ValidationOptions())
    guard let tours = validation.validatedFiles?.flatMap(\.tours) else { return 0 }

    let swift = SwiftEmitter().renderBytes(tours, sourceName: "fuzz.tour.yaml").text
    let problems = GeneratedSwiftInvariants.problems(in: swift, tours: tours)
    precondition(problems.isEmpty, "generated Swift breaks an invariant: \(problems)\n\(swift)")
    for tour in tours {
        let json = CanonicalBundleEmitter().renderBytes(tour).text
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let steps = object["steps"] as? [[String: Any]]
        else { preconditionFailure("the canonical bundle is not valid JSON:\n\(json)") }
        precondition(steps.map { $0["text"] as? String } == tour.steps.map { $0.step.text.text(in: "en") }, "bundle texts differ")
        precondition(steps.map { $0["title"] as? String } == tour.steps.map { $0.step.title.text(in: "en") }, "bundle titles differ")
    }
    return 0
}
