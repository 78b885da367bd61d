import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A registered target is not used by any tour.
    public static let unusedTarget = DiagnosticCode(
        "TOUR306", name: "unusedTarget", severity: .warning,
        summary: "A registered target is not used by any tour.",
        explanation: """
            The registry lists a target that no step lights up. Either a tour \
            lost a step, or the registry kept a name the app no longer tags. \
            This is a warning; `--strict` makes it an error.
            """)
}

/// Every registry entry is lit by some step, when every input was read.
enum UnusedTarget: CorpusRule {
    static let codes: [DiagnosticCode] = [.unusedTarget]

    static func check(_ corpus: inout ToursUnderCheck, _ context: inout ValidationContext) {
        guard let checked = corpus.registry, corpus.options.allInputsDecoded else { return }
        let used = corpus.usedTargets
        let registry = checked.registry
        for (index, target) in registry.targets.enumerated() where !used[checked.firstEntryOfEach[index]] {
            context.report(
                .unusedTarget, "target '\(target.name.value)' is registered but no tour uses it",
                file: registry.file, at: target.name.position)
        }
    }
}
