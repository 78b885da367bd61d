import TourDiagnostics
import TourModel
import TourScanning

extension DiagnosticCode {
    /// A step is tagged nowhere in the app's code.
    public static let uncoveredStep = DiagnosticCode(
        "TOUR312", name: "uncoveredStep", severity: .error,
        summary: "A step is not tagged anywhere in the app's code.",
        explanation: """
            With `targets.scan` configured, tourc reads the app's Swift sources \
            for tag sites (`.helpInfoViewTag(...)`, `.tutorialSpotlightSource(id: ...)`, \
            `.beaconTarget("...")` and the typed helpers tourc generates). A step \
            whose own case is tagged nowhere, and whose target no string tag \
            names, would be skipped or point at nothing when the tour runs. Tag \
            the view (`.helpInfoViewTag(MyTour.step)`), or fix the step's target.
            """)
}

/// Every step is tagged in the app's code, by its case or its target, when
/// the code is scanned.
enum UncoveredStep: CorpusRule {
    static let codes: [DiagnosticCode] = [.uncoveredStep]

    static func check(_ corpus: inout ToursUnderCheck, _ context: inout ValidationContext) {
        guard let coverage = corpus.coverage else { return }
        let registry = corpus.registry?.registry
        let registryPositions = Dictionary(
            registry?.targets.map { ($0.name.value, $0.name.position) } ?? [], uniquingKeysWith: { first, _ in first })
        let blindNote = coverage.blindNote
        for tour in corpus.outlines {
            for step in tour.steps where !coverage.isCovered(step, of: tour) {
                // An unregistered target is already an error of its own.
                let target = step.target.value
                guard corpus.registered.contains(target) else { continue }
                let whereRegistered =
                    registryPositions[target].map {
                        "target '\(target)' is registered at \(SourceLocation(registry!.file, $0)), but no view is tagged with it"
                    } ?? "target '\(target)' is tagged nowhere"
                context.report(
                    .uncoveredStep,
                    "step '\(step.id.value)' of tour '\(tour.id.value)' is not tagged in the app's code, so it would be skipped",
                    file: tour.file, at: step.id.position,
                    notes: [whereRegistered, "tag the view with .helpInfoViewTag(\(tour.typeName).\(SwiftNaming.escapedIdentifier(step.caseName)))"]
                        + blindNote)
            }
        }
    }
}
