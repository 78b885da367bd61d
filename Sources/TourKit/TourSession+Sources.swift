import Foundation

// The sessions of the three kinds of tour: a generated enum, a JSON bundle
// and a QuickWin task.

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension TourSession where Step: TourSteps {
    /// A session over the generated tour enum `Step`.
    public convenience init(
        store: any TourProgressStore, now: @escaping @Sendable () -> Date = { Date() }, policy: TourRevisionPolicy = .showAgain
    ) {
        self.init(tourID: Step.metadata.id, revision: Step.revision, steps: Array(Step.allCases), store: store, now: now, policy: policy)
        tourExperiment = Step.metadata.experiment
        let table = TourStringTable.bundle()
        spokenWords = { [weak self] step in
            table.words(title: self?.plainTitle(of: step) ?? step.plainTitle, text: self?.plainText(of: step) ?? step.plainText)
        }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension TourSession where Step == TourSessionStep {
    /// A session over a tour loaded from a JSON bundle.
    public convenience init(
        bundle: TourBundle, store: any TourProgressStore, now: @escaping @Sendable () -> Date = { Date() },
        policy: TourRevisionPolicy = .showAgain
    ) {
        self.init(tourID: bundle.id, revision: bundle.sessionRevision, steps: bundle.sessionSteps, store: store, now: now, policy: policy)
        tourExperiment = bundle.experiment
        let shown = variant.map(bundle.applying) ?? bundle
        let words = shown.spokenWords(forLanguage: Locale.current.identifier)
        spokenWords = { words[$0.id] }
    }

    /// A session over a QuickWin task.
    public convenience init(
        task: QuickWinTask, store: any TourProgressStore, now: @escaping @Sendable () -> Date = { Date() },
        policy: TourRevisionPolicy = .showAgain
    ) {
        self.init(tourID: task.id, revision: task.sessionRevision, steps: task.sessionSteps, store: store, now: now, policy: policy)
        // A QuickWin step has an instruction and no title; its language is not said.
        let language = Locale.current.identifier
        let words = Dictionary(
            zip(task.sessionSteps.map(\.id), task.steps.map { TourStepWords(title: "", text: $0.instruction, language: language) }),
            uniquingKeysWith: { first, _ in first })
        spokenWords = { words[$0.id] }
    }
}
