// An app's use of TourSession and its SwiftUI glue, type-checked by
// Integration/check-apple-availability.sh at the lowest versions the docs
// promise for it (iOS 17, macOS 14, tvOS 17, watchOS 10), with no
// `if #available`: if any of it needs more, the check fails here.
import Foundation
import SwiftUI
import TourKit

enum WelcomeTour: String, CaseIterable, Sendable, TourSteps {
    case keyboard, favorite

    static let metadata = TourMetadata(id: "welcome", title: "Welcome")
    static let revision = "0123456789abcdef"
    var id: String { rawValue }
    var target: String { rawValue }
    var action: TourAction? { .tap }
}

struct WelcomeScreen: View {
    @State private var tour = TourSession<WelcomeTour>(store: UserDefaultsTourProgressStore())

    var helpButton: some View {
        @Bindable var tour = tour
        _ = $tour.currentStep
        return tourSession(tour)
    }

    func help() {
        tour.start(restart: true)
        tour.next()
        tour.didPerform(.tap, on: WelcomeTour.favorite.target)
        _ = (tour.state == .running, tour.progress)
    }
}

@MainActor func runBundle(_ bundle: TourBundle, _ task: QuickWinTask) async {
    let session = TourSession(bundle: bundle, store: InMemoryTourProgressStore(), now: Date.init, policy: .keepDone)
    let quickWin = TourSession(task: task, store: InMemoryTourProgressStore())
    session.start()
    quickWin.skip()
    for await event in session.events {
        if case .completed(let seconds) = event { _ = seconds }
    }
}

/// TourKit's card, the modifier for an app's own card, the announcers and
/// Reduce Motion, at the session's versions.
struct AccessibleWelcome: View {
    @State private var tour = TourSession<WelcomeTour>(store: UserDefaultsTourProgressStore())

    var body: some View {
        let actions = tour.overlayActions(dismiss: {}, previous: {}, next: {})
        VStack {
            TourCard(session: tour, step: .keyboard, actions: actions)
            Text(verbatim: tour.nextButtonLabel).tourCardAccessibility(session: tour, actions: actions)
        }
        .tourMotion(TourPresentation(animationDuration: 0.8), for: .tutorialSpotlight) { view, duration in
            view.accessibilityValue(Text(verbatim: "\(duration)"))
        }
    }

    func speak() {
        tour.announcer = RecordingTourAnnouncer()
        tour.announcer = SystemTourAnnouncer()
        tour.spokenWords = { TourStringTable.bundle().words(title: $0.plainTitle, text: $0.plainText) }
        tour.phrases = TourSpokenPhrases.builtIn(for: "de")
    }
}

struct EligibleList: View {
    @State private var eligibility: TourEligibility

    init(coordinator: TourCoordinator) {
        _eligibility = State(wrappedValue: TourEligibility(coordinator: coordinator))
    }

    var body: some View {
        Text(verbatim: eligibility.eligibleTours.joined(separator: ", "))
    }
}

@MainActor func skipped(_ session: TourSession<WelcomeTour>) async {
    _ = (session.stepNumber, session.stepCount)
    for await event in session.events {
        if case .stepSkipped(let id, _, let reason) = event { _ = (id, reason) }
    }
}
