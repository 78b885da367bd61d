import Foundation
import Testing

@testable import TourKit

/// The runtime side of `experiment:`: the coordinator never offers the
/// holdout, enters every install once (shown or not, from the coordinator
/// and the session alike), and a bundle's variant replaces its texts.
@MainActor @Suite struct TourExperimentTests {
    let clock = FakeClock()
    let sink = RecordingAnalytics()

    static let experiment = TourExperiment(
        id: "welcome-copy-2026-12",
        variants: [
            TourExperiment.Variant(name: "control", weight: 10, shows: false),
            TourExperiment.Variant(name: "a", weight: 45),
            TourExperiment.Variant(
                name: "b", weight: 45,
                steps: [
                    TourExperiment.StepTexts(
                        id: "keyboard", title: "Play a note", localizations: ["de": TourExperiment.Translation(title: "Spiel einen Ton")])
                ]),
        ])

    /// A store whose install id is `install`: installs 10, 2 and 1 fall in control, a and b.
    static func store(install: String) -> InMemoryTourProgressStore {
        let store = InMemoryTourProgressStore()
        store.save(
            TourRecord(revision: "", status: .inProgress, step: install, elapsed: 0, startedAt: nil, finishedAt: nil, updatedAt: Date()),
            forTour: TourInstall.recordID)
        return store
    }

    func coordinator(_ store: InMemoryTourProgressStore, rule: TourDisplayRule = TourDisplayRule()) -> TourCoordinator {
        let coordinator = TourCoordinator(tours: [], store: store, now: clock.now)
        coordinator.analytics = sink
        coordinator.add(TourCoordinator.Tour(id: "main", revision: "r1", rule: rule, experiment: Self.experiment))
        return coordinator
    }

    @Test func theHoldoutIsNeverEligibleAndIsEnteredOnce() {
        let coordinator = coordinator(Self.store(install: "install-10"))
        #expect(coordinator.eligibleTours.isEmpty)
        #expect(coordinator.reasons(for: "main") == [.invalidated(.heldOut)])
        #expect(!coordinator.isEligible("main"))
        #expect(sink.events.map(\.name) == [.experimentEntered], "asked three times, entered once")
        #expect(sink.events.first?.variant == "control" && sink.events.first?.experiment == "welcome-copy-2026-12")
        #expect(sink.events.first?.install == "install-10")
    }

    @Test func aShownVariantIsEligibleAndItsSessionDoesNotEnterItAgain() {
        let store = Self.store(install: "install-1")
        let coordinator = coordinator(store)
        #expect(coordinator.eligibleTours == ["main"])
        let session = TourSession(tourID: "main", revision: "r1", steps: TourAnalyticsTests.steps, store: store, now: clock.now)
        session.announcer = nil
        session.analytics = sink
        session.tourExperiment = Self.experiment
        #expect(session.start())
        #expect(session.variant?.name == "b")
        #expect(sink.events.map(\.name) == [.experimentEntered, .tourStarted, .stepShown])
        #expect(sink.events.allSatisfy { $0.variant == "b" && $0.experiment == "welcome-copy-2026-12" })
    }

    /// An install is entered where it would have seen the tour: not while
    /// the rule still holds the tour back.
    @Test func anInstallIsEnteredOnlyOnceTheRuleLetsTheTourShow() {
        let coordinator = coordinator(Self.store(install: "install-10"), rule: TourDisplayRule(launches: 2))
        #expect(coordinator.reasons(for: "main") == [.launches(have: 0, need: 2)])
        #expect(sink.events.isEmpty)
        coordinator.recordLaunch()
        coordinator.recordLaunch()
        #expect(coordinator.reasons(for: "main") == [.invalidated(.heldOut)])
        #expect(sink.events.map(\.name) == [.experimentEntered])
    }

    @Test func aSessionOfTheHoldoutNeverStarts() {
        let session = TourSession(
            tourID: "main", revision: "r1", steps: TourAnalyticsTests.steps, store: Self.store(install: "install-10"), now: clock.now)
        session.announcer = nil
        session.analytics = sink
        session.tourExperiment = Self.experiment
        #expect(!session.start())
        #expect(!session.start(restart: true))
        #expect(session.state != .running)
        #expect(sink.events.map(\.name) == [.experimentEntered])
    }

    /// Without a sink nothing is marked, so the entry reaches the first sink installed.
    @Test func anEntryWaitsForASink() {
        let store = Self.store(install: "install-2")
        let quiet = TourCoordinator(tours: [], store: store, now: clock.now)
        quiet.add(TourCoordinator.Tour(id: "main", revision: "r1", rule: TourDisplayRule(), experiment: Self.experiment))
        #expect(quiet.eligibleTours == ["main"])
        let listening = coordinator(store)
        #expect(listening.eligibleTours == ["main"])
        #expect(sink.events.map(\.variant) == ["a"])
    }

    @Test func aBundleTakesItsVariantsTextsAndTranslations() {
        let step = TourBundle.Step(
            id: "keyboard", target: "keyboard", title: "Play the keyboard", text: "Touch a key.", padding: 8, cornerRadius: 28,
            action: nil,
            localizations: [
                "de": TourBundle.LocalizedStep(title: "Spiel auf der Tastatur", text: "Berühre eine Taste."),
                "fr": TourBundle.LocalizedStep(title: "Joue du clavier", text: "Touche une note."),
            ])
        let bundle = TourBundle(schemaVersion: 3, id: "main", swiftName: "MainTour", steps: [step], experiment: Self.experiment)
        let b = bundle.applying(Self.experiment.variants[2])
        #expect(b.steps[0].title == "Play a note" && b.steps[0].text == "Touch a key.")
        #expect(b.localized(forLanguage: "de").steps[0].title == "Spiel einen Ton")
        #expect(b.localized(forLanguage: "de").steps[0].text == "Berühre eine Taste.", "the variant keeps the text")
        #expect(b.localized(forLanguage: "fr").steps[0].title == "Play a note", "no French title in the variant: its source title")
        #expect(bundle.applying(Self.experiment.variants[1]) == bundle, "variant a is the file's own texts")
    }
}
