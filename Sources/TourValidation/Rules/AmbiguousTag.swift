import TourDiagnostics
import TourModel
import TourScanning

extension DiagnosticCode {
    /// An implicit `.someCase` tag fits steps of several tours.
    public static let ambiguousTag = DiagnosticCode(
        "TOUR314", name: "ambiguousTag", severity: .warning,
        summary: "A `.someCase` tag fits steps of several tours.",
        explanation: """
            A tag written `.someCase` names the step with that case name, but \
            several tours have one, so the scanner cannot tell which one the \
            code tags (the compiler can, from the type the modifier expects). \
            Write the type out (`MainScreenHelp.someCase`) so coverage is exact.
            """)
}

/// A `.someCase` tag fits the steps of one tour only, when every input was
/// read.
enum AmbiguousTag: CorpusRule {
    static let codes: [DiagnosticCode] = [.ambiguousTag]

    static func check(_ corpus: inout ToursUnderCheck, _ context: inout ValidationContext) {
        guard let coverage = corpus.coverage, corpus.options.allInputsDecoded else { return }
        for (site, types) in coverage.ambiguousTags {
            context.report(
                .ambiguousTag,
                "\(site.modifier == TagSite.annotation ? "// \(site.modifier) " : site.modifier)(.\(site.name)) fits steps of several tours: \(types.joined(separator: ", "))",
                file: site.file, at: site.position, notes: ["write the type, such as \(types[0]).\(site.name)"])
        }
    }
}
