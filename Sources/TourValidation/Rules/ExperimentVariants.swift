import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// An experiment's weights do not add up to 100.
    public static let experimentWeights = DiagnosticCode(
        "TOUR360", name: "experimentWeights", severity: .error,
        summary: "An experiment's weights do not add up to 100.",
        explanation: """
            Each variant of `experiment:` takes `weight × 100` of the 10,000 \
            buckets installs fall into, in the order the variants are written. \
            The weights are whole per cent and must add up to 100: with less, \
            some installs would have no variant; with more, the last variants \
            would get fewer installs than their weight says. The message gives \
            the sum.
            """)

    /// A variant changes the texts of a step the tour does not have.
    public static let unknownVariantStep = DiagnosticCode(
        "TOUR361", name: "unknownVariantStep", severity: .error,
        summary: "A variant changes a step the tour does not have.",
        explanation: """
            A variant's `steps:` gives new texts to steps of its tour, by id. \
            An id that is not one of the tour's steps would never be shown, \
            and is most often a step that was renamed. The message suggests \
            the closest step id.
            """)

    /// More than one variant is a holdout.
    public static let moreThanOneHoldout = DiagnosticCode(
        "TOUR362", name: "moreThanOneHoldout", severity: .error,
        summary: "More than one variant of an experiment has `show: false`.",
        explanation: """
            `show: false` makes a variant the holdout: its installs never see \
            the tour, and `tourc report` compares every other variant with \
            them. An experiment has at most one holdout; a second is the same \
            group split in two. Join them into one variant with their weights \
            added. A holdout's `steps:` are never shown, and are an error too.
            """)
}

/// A tour's `experiment:` splits installs whole: weights adding up to 100,
/// texts for steps that exist, and at most one holdout. Its texts go
/// through the same rules as the file's own (``TourTextField``).
enum ExperimentVariants: TourRule {
    static let codes: [DiagnosticCode] = [.experimentWeights, .unknownVariantStep, .moreThanOneHoldout]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        guard let experiment = subject.tour.experiment else { return }
        let file = subject.tour.file
        let weights = experiment.variants.compactMap(\.weight)
        // A weight that could not be read is reported already; the sum waits for it.
        if weights.count == experiment.variants.count, weights.reduce(0, { $0 + $1.value }) != 100 {
            let sum = weights.reduce(0) { $0 + $1.value }
            let terms = weights.map { String($0.value) }.joined(separator: " + ")
            context.report(
                .experimentWeights, "the weights of experiment '\(experiment.id.value)' add up to \(sum) (\(terms)); they must add up to 100",
                file: file, at: experiment.variantsPosition)
        }
        let stepIDs = subject.tour.steps.map(\.id.value)
        let known = Set(stepIDs)
        var holdout: ExperimentVariant?
        for variant in experiment.variants {
            for step in variant.steps where !known.contains(step.id.value) {
                let suggestion = Suggestions.likelyMeant(step.id.value, among: stepIDs)
                context.report(
                    .unknownVariantStep,
                    "variant '\(variant.name.value)' changes step '\(step.id.value)', which tour '\(subject.tour.id.value)' does not have"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    file: file, at: step.id.position, suggestion: suggestion)
            }
            guard let show = variant.show, !show.value else { continue }
            if let first = holdout {
                context.report(
                    .moreThanOneHoldout,
                    "variant '\(variant.name.value)' is a second holdout ('show: false'); experiment '\(experiment.id.value)' already holds out '\(first.name.value)'",
                    file: file, at: show.position, notes: ["join them into one variant, with their weights added"])
            } else {
                holdout = variant
            }
            if let step = variant.steps.first {
                context.report(
                    .moreThanOneHoldout, "variant '\(variant.name.value)' is the holdout ('show: false'): its installs never see the texts it gives",
                    file: file, at: step.id.position)
            }
        }
    }
}
