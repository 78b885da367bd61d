import TourDiagnostics
import TourModel
import TourScanning

extension DiagnosticCode {
    /// A tag in the app's code names nothing any tour uses.
    public static let unusedTag = DiagnosticCode(
        "TOUR313", name: "unusedTag", severity: .warning,
        summary: "A tag in the app's code names no step or target of any tour.",
        explanation: """
            A tag site names a target no step uses, a step that does not exist, \
            or a type that is not a generated tour. Either a tour lost its step, \
            or the tag was misspelt or left behind. The position is the tag's \
            argument in the Swift file. `--strict` makes it an error.
            """)
}

/// Every tag in the app's code names a step, a target or a tour, when every
/// input was read (a tour file that failed may hold what a tag names).
enum UnusedTag: CorpusRule {
    static let codes: [DiagnosticCode] = [.unusedTag]

    static func check(_ corpus: inout ToursUnderCheck, _ context: inout ValidationContext) {
        guard let coverage = corpus.coverage, corpus.options.allInputsDecoded else { return }
        for site in coverage.unusedTags {
            let what = site.kind == .string ? "no step's target" : site.kind == .allCases ? "no tour's type" : "no step of any tour"
            let tag = site.modifier == TagSite.annotation ? "// \(site.modifier) \(site.written)" : "\(site.modifier)(\(site.written))"
            context.report(.unusedTag, "\(tag) names \(what)", file: site.file, at: site.position)
        }
    }
}
