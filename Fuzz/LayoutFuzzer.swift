// libFuzzer target: arbitrary bytes through `tourc format`'s layout
// (FileLayout). Whatever it lays out must
// - pass its own guard: read back, the file says what it said (a TOUR703
//   is a bug, never an input's fault);
// - be laid out already: laying it out again changes nothing;
// - compile to the same outputs: when the original validates, the laid-out
//   file's Swift, canonical bundles and String Catalog entries are the
//   original's, byte for byte.
import TourDiagnostics
import TourGeneration
import TourLayout
import TourModel
import TourSyntax
import TourValidation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = YAMLLimits(maxDepth: 16, maxAliasExpansion: 2_000, maxFileSize: 1 << 16, maxScalarLength: 4_096)
    let outcome = FileLayout.layOut(bytes, file: "fuzz.tour.yaml", limits: limits)
    precondition(
        !outcome.diagnostics.contains { $0.code == .formatChangesMeaning }, "the layout's guard refused its own output: \(outcome.diagnostics)")
    guard let laidOut = outcome.bytes else { return 0 }
    let again = FileLayout.layOut(laidOut, file: "fuzz.tour.yaml", limits: limits)
    precondition(
        again.bytes == laidOut,
        "laying out twice changes the file:\n\(String(decoding: laidOut, as: UTF8.self))\n---\n\(String(decoding: again.bytes ?? [], as: UTF8.self))")
    guard laidOut != bytes, let before = compiledOutputs(of: bytes, file: "fuzz.tour.yaml", limits: limits) else { return 0 }
    precondition(compiledOutputs(of: laidOut, file: "fuzz.tour.yaml", limits: limits) == before, "the laid-out file compiles to other outputs")
    return 0
}
