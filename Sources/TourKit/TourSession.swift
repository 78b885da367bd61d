import Foundation
import Observation
import TourFormat

/// Runs one tour in an app: which step is shown, what the user did, and
/// what is remembered across launches.
///
/// Generic over the step type, so one implementation runs a generated enum
/// (`TourSession<MainScreenHelp>`) and a tour loaded at run time from a
/// ``TourBundle`` or ``QuickWinTask`` (`TourSession<TourSessionStep>`).
/// Every state change is saved to the store before the call returns;
/// every time comes from the injected clock.
///
/// A session is `@Observable`, so SwiftUI redraws what reads `currentStep`
/// or `state`: Observation needs iOS 17, macOS 14, tvOS 17 and watchOS 10.
/// The steps, bundles and stores work from iOS 15 and macOS 12.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @Observable
public final class TourSession<Step: TourStepRepresentable> {
    /// Where the session is.
    public enum State: Equatable, Sendable {
        case idle, running, completed, skipped, abandoned
    }

    /// Where the session is.
    public private(set) var state: State = .idle

    /// The step shown, while running. Settable, for an overlay whose own
    /// navigation tourc does not know: a move to the next step completes
    /// the step left, any other move just shows the new step, and `nil`
    /// abandons the tour. For HelpInfoSpotlightOverlay and TutorialSpotlight,
    /// hand the overlay ``overlayMoved(to:navigation:)`` instead (the
    /// generated `helpInfoSpotlightOverlay(session:)` and
    /// `tutorialSpotlight(session:overlay:)` do), so their wrap-around or
    /// end-at-`nil` Next completes the tour.
    public var currentStep: Step? {
        didSet {
            guard !isMoving else { return }
            overlayMoved(from: oldValue, to: currentStep, navigation: nil)
        }
    }

    /// The step whose target is not on screen, while the session waits for
    /// it (see ``targetAppeared(_:)``); `nil` when the spotlight can show.
    public internal(set) var waiting: TourTargetWait<Step>?

    /// The view type the current step's target is on (``TourStepRepresentable/screen``):
    /// after a relaunch resumes the tour, the app routes there, so the
    /// step's overlay finds its target. `nil` when no step shows, or its
    /// screen is unknown.
    public var currentScreen: String? { currentStep?.screen }

    /// Steps done over the steps that apply (those whose `when:` holds, as
    /// of the latest move), from 0 to 1.
    public var progress: Double {
        if state == .completed { return 1 }
        return stepCount == 0 ? 0 : Double(doneCount) / Double(stepCount)
    }

    /// The steps that apply: the steps whose `when:` holds (every step of a
    /// tour without conditions), as of the latest move; the "of 4" of
    /// "step 2 of 4".
    public var stepCount: Int { applies.count { $0 } }

    /// The shown step's number among the steps that apply, from 1; `nil`
    /// when no step is shown.
    public var stepNumber: Int? { currentStep == nil ? nil : doneCount + 1 }

    /// The tour's id.
    public let tourID: String
    /// The tour's revision.
    public let revision: String
    /// The steps, in tour order.
    public let steps: [Step]
    /// What happened, in order. One consumer reads it.
    public let events: AsyncStream<TourEvent>

    /// Who says each step aloud as it shows ("Step 2 of 5. Title. Text.")
    /// and the tour's end ("Tour closed."): the system's announcement,
    /// which VoiceOver speaks, unless the app sets another (a
    /// ``RecordingTourAnnouncer`` in tests) or `nil`, to say nothing.
    @ObservationIgnored public var announcer: (any TourAnnouncer)? = SystemTourAnnouncer()
    /// Each step's title and text in the language its card shows, for the
    /// announcer: the generated enum's from the app's String Catalog, a
    /// bundle's in the user's language; without them only the step's place
    /// is said.
    @ObservationIgnored public var spokenWords: ((Step) -> TourStepWords?)?
    /// The phrases around the step's own words; `nil` takes TourKit's for
    /// the language of ``spokenWords`` (``TourSpokenPhrases/builtIn(for:)``).
    @ObservationIgnored public var phrases: TourSpokenPhrases?
    /// Where the session's events go for analytics, each with the install
    /// id (``TourInstall``) and the time; `nil` sends none.
    @ObservationIgnored public var analytics: (any TourAnalytics)?
    /// The experiment the tour is in and the install's variant of it, sent
    /// with every event; `nil` when the tour is in none.
    @ObservationIgnored public var experiment: (id: String, variant: String)?
    /// The install id, read from the store once.
    @ObservationIgnored var installID: String?
    /// The tour's own experiment (its `experiment:`), which the session
    /// assigns ``variant`` from; `nil` when it has none.
    @ObservationIgnored var tourExperiment: TourExperiment?
    /// ``variant``, once assigned.
    @ObservationIgnored var assignedVariant: TourExperiment.Variant??
    /// Why the run is about to end, when the user said it another way than
    /// the call that ends it shows (the escape gesture closes the card).
    @ObservationIgnored var pendingEndReason: TourEndReason?

    /// The steps that apply before the shown one.
    private var doneCount = 0
    /// Whether each step's `when:` holds, as of the latest move.
    private var applies: [Bool]
    /// Seconds on screen at this revision over the displays that ended
    /// before this run (its record's `screenTime`).
    @ObservationIgnored private var screenTimeBefore = 0.0
    /// Whether a display started by ``start(restart:)`` is on screen.
    @ObservationIgnored private var isDisplayed = false
    @ObservationIgnored let store: any TourProgressStore
    @ObservationIgnored let now: @Sendable () -> Date
    @ObservationIgnored private let policy: TourRevisionPolicy
    @ObservationIgnored let continuation: AsyncStream<TourEvent>.Continuation
    @ObservationIgnored private var isMoving = false
    /// What the user last asked an overlay for through ``overlayActions(dismiss:previous:next:)``,
    /// until the overlay moves its selection: HelpInfoSpotlightOverlay moves
    /// it a moment after the tap.
    @ObservationIgnored private var intent: OverlayIntent?
    @ObservationIgnored private var runStartedAt = Date.distantPast
    @ObservationIgnored private var elapsedBefore = 0.0
    @ObservationIgnored private var firstStartedAt: Date?
    @ObservationIgnored private var stepShownAt = Date.distantPast
    /// When the tour was shown at this revision, this run's start included.
    @ObservationIgnored private var displays: [Date] = []
    /// How many tagged views of each target are on screen, as the app's
    /// tags report them; every target counts as on screen until the first
    /// report (``tracksTargets``).
    @ObservationIgnored var targetsOnScreen: [String: Int] = [:]
    /// Whether the app's tags report their views (``targetAppeared(_:)``).
    @ObservationIgnored var tracksTargets = false

    /// A session over `steps` of the tour `tourID` at `revision`.
    public init(
        tourID: String, revision: String, steps: [Step], store: any TourProgressStore,
        now: @escaping @Sendable () -> Date = { Date() }, policy: TourRevisionPolicy = .showAgain
    ) {
        self.tourID = tourID
        self.revision = revision
        self.steps = steps
        self.store = store
        self.now = now
        self.policy = policy
        applies = Array(repeating: true, count: steps.count)
        (events, continuation) = AsyncStream.makeStream(of: TourEvent.self)
    }

    deinit {
        continuation.finish()
    }

    // MARK: Starting and stopping

    /// Starts the tour, or resumes it at the step an earlier run stopped at.
    /// Returns false, changing nothing, when it was completed or skipped at
    /// this revision (unless `restart`), or when the policy keeps a tour
    /// done at an older revision done.
    @discardableResult
    public func start(restart: Bool = false) -> Bool {
        guard state != .running else { return true }
        guard !steps.isEmpty else { return false }
        var resumeIndex: Int?
        elapsedBefore = 0
        firstStartedAt = nil
        let saved = store.record(forTour: tourID)
        if let record = saved, !restart {
            let finished = record.status != .inProgress
            if record.revision == revision {
                if finished { return false }
                resumeIndex = record.step.flatMap { id in steps.firstIndex { $0.id == id } }
                if resumeIndex != nil {
                    elapsedBefore = max(0, record.elapsed)
                    firstStartedAt = record.startedAt
                }
            } else if finished, policy == .keepDone {
                return false
            }
        }
        // The holdout never sees the tour; every install is entered, shown or not.
        guard enterExperiment() else { return false }
        let start = now()
        runStartedAt = start
        // A start saved while the clock was fast counts as now.
        if firstStartedAt == nil || firstStartedAt! > start { firstStartedAt = start }
        // One display more, recorded with the record the first step saves,
        // so every session and coordinator on the store counts it.
        displays = ((saved?.revision == revision ? saved?.displays : nil) ?? []).map { min($0, start) }
        displays.append(start)
        screenTimeBefore = saved?.revision == revision ? saved?.screenTime ?? 0 : 0
        isDisplayed = true
        state = .running
        emit(.started(tour: tourID, revision: revision, resumedAt: resumeIndex.map { steps[$0].id }))
        show(resumeIndex ?? 0)
        return true
    }

    /// Moves to the next step; the last step's `next()` completes the tour.
    public func next() {
        advance(reason: .next)
    }

    /// Moves to the next step, or completes the tour for `reason` on the last.
    private func advance(reason: TourEndReason) {
        guard state == .running, let index = currentIndex else { return }
        completeStep(at: index)
        if index == steps.count - 1 {
            finish(reason: reason)
        } else {
            show(index + 1)
        }
    }

    /// Moves to the previous step.
    public func back() {
        guard state == .running, let index = currentIndex, index > 0 else { return }
        show(index - 1, forward: false)
    }

    /// Dismisses the tour for good (for this revision); `reason` is what
    /// analytics hear (the app's own call, unless it says the user's).
    public func skip(reason: TourEndReason = .app) {
        guard state == .running || state == .idle || state == .abandoned else { return }
        let step = currentStep?.id ?? store.record(forTour: tourID)?.step ?? steps.first?.id ?? ""
        let seconds = totalElapsed
        emit(.skipped(atStep: step, seconds: seconds), reason: reason)
        if state == .running { announceEnd(\.closed) }
        state = .skipped
        move(to: nil)
        save(.skipped, step: nil, elapsed: seconds, finished: true)
    }

    /// Stops now; the next `start()` resumes at this step. `reason` is
    /// what analytics hear: `.replaced` when another tour takes the screen.
    public func abandon(reason: TourEndReason = .app) {
        guard state == .running, let step = currentStep else { return }
        let seconds = totalElapsed
        emit(.abandoned(atStep: step.id, seconds: seconds), reason: reason)
        announceEnd(\.closed)
        state = .abandoned
        move(to: nil)
        save(.inProgress, step: step.id, elapsed: seconds, finished: false)
    }

    /// What the user just did: advances when it is the current step's
    /// action on its target. Anything else, and every action on an
    /// informational step, is ignored.
    public func didPerform(_ action: TourAction, on target: String) {
        guard state == .running, let step = currentStep, step.action == action, step.target == target else { return }
        advance(reason: .action)
    }

    // MARK: Moving

    var currentIndex: Int? {
        currentStep.flatMap { step in steps.firstIndex(of: step) }
    }

    /// Seconds in the tour over every run. A clock moved back counts as
    /// no time passing, never as negative time.
    private var totalElapsed: Double {
        elapsedBefore + max(0, now().timeIntervalSince(runStartedAt))
    }

    /// Sets `currentStep` without counting it as outside navigation; with
    /// no step, nothing is waited for.
    private func move(to step: Step?) {
        isMoving = true
        currentStep = step
        isMoving = false
        if step == nil { waiting = nil }
    }

    /// Shows the step at `index`, or, when its `when:` is false, the next
    /// one that applies in the direction of the move (`forward`), saying
    /// which it passed over; a move forward past the last step that
    /// applies completes the tour, and one back past the first goes
    /// forward instead.
    func show(_ index: Int, forward: Bool = true) {
        var index = index
        if let reasons = skipReasons(), reasons[index] != nil {
            let ahead = Array(index..<steps.count)
            let behind = Array((0...index).reversed())
            let found = (forward ? ahead : behind).first { reasons[$0] == nil } ?? (forward ? nil : ahead.first { reasons[$0] == nil })
            let passed = found.map { found in found > index ? Array(index..<found) : Array((found + 1...index).reversed()) } ?? ahead
            for skipped in passed where reasons[skipped] != nil {
                emit(.stepSkipped(id: steps[skipped].id, index: skipped, reason: reasons[skipped]!))
            }
            guard let found else {
                finish()
                return
            }
            index = found
        }
        move(to: steps[index])
        waitIfMissing(steps[index])
        doneCount = applies[..<index].count { $0 }
        stepShownAt = now()
        emit(.stepShown(id: steps[index].id, index: index))
        announce(steps[index])
        save(.inProgress, step: steps[index].id, elapsed: totalElapsed, finished: false)
    }

    /// For each step, why it does not apply (its `when:`'s false part), or
    /// `nil` when it does; `nil` for a tour without conditions. Reads the
    /// counts and parameters from the store, and updates ``applies``.
    private func skipReasons() -> [String?]? {
        guard steps.contains(where: { $0.condition != nil }) else { return nil }
        let facts = store.record(forTour: countsRecordID)?.conditionFacts ?? TourConditionFacts()
        let reasons = steps.map { step -> String? in
            guard let condition = step.condition else { return nil }
            let outcome = condition.evaluate(in: facts)
            return outcome.holds ? nil : outcome.falsePart
        }
        applies = reasons.map { $0 == nil }
        return reasons
    }

    private func completeStep(at index: Int) {
        emit(.stepCompleted(id: steps[index].id, index: index, seconds: max(0, now().timeIntervalSince(stepShownAt))))
    }

    func finish(reason: TourEndReason = .next) {
        let seconds = totalElapsed
        emit(.completed(seconds: seconds), reason: reason)
        announceEnd(\.completed)
        doneCount = stepCount
        state = .completed
        move(to: nil)
        save(.completed, step: nil, elapsed: seconds, finished: true)
    }

    // MARK: Overlays

    /// The overlay moved its selection to `step`, by its own navigation:
    /// what the selection binding an overlay gets calls. With the
    /// navigation known, and with what the user asked for through
    /// ``overlayActions(dismiss:previous:next:)``, the session tells a
    /// finished tour from a closed one:
    ///
    /// - Next on the last step completes the tour, whether the overlay then
    ///   selects the first step again (``TourOverlayNavigation/wrapsAround``)
    ///   or clears the selection (``TourOverlayNavigation/endsAtNil``).
    /// - Next past steps whose views are not tagged (the overlays skip them)
    ///   completes the step left and counts the skipped ones as done.
    /// - Back shows the earlier step; Back that would close the overlay
    ///   (TutorialSpotlight on its first step) keeps the step shown.
    /// - Closing (dismiss, or a tap on the dimmed screen) abandons the tour,
    ///   so the next start resumes at this step.
    ///
    /// Without a recorded intent (an overlay drawing its own card, such as
    /// HelpInfoSpotlightOverlay's `helpInfoOverlay`), the navigation alone
    /// decides: with `.wrapsAround`, a move from the last step to the first
    /// is Next, and one from the first to the last is Back; with
    /// `.endsAtNil`, `nil` after the last step is Next.
    public func overlayMoved(to step: Step?, navigation: TourOverlayNavigation) {
        let old = currentStep
        move(to: step)
        overlayMoved(from: old, to: step, navigation: navigation)
    }

    /// The buttons of an overlay's card, for a session: each records what
    /// the user asked for, then calls the overlay's own action, which moves
    /// the selection (and so ``overlayMoved(to:navigation:)``).
    public func overlayActions(
        dismiss: @escaping () -> Void, previous: @escaping () -> Void, next: @escaping () -> Void
    ) -> TourOverlayActions {
        TourOverlayActions(
            dismiss: { [weak self] in
                self?.intent = .dismiss
                dismiss()
            },
            previous: { [weak self] in
                guard let self else { return }
                // A step whose target is away (on another screen, or not laid
                // out yet) is one the overlay, moving among the targets it
                // holds, would pass by: the session moves, and waits for it.
                if targetIsAway(at: currentIndex.map { $0 - 1 }) { return self.back() }
                intent = .previous
                previous()
            },
            next: { [weak self] in
                guard let self else { return }
                if targetIsAway(at: currentIndex.map { $0 + 1 }) { return self.next() }
                intent = .next
                next()
            })
    }

    /// What the user asked an overlay for.
    private enum OverlayIntent {
        case next, previous, dismiss
    }

    /// `currentStep` went from `old` to `new` by an overlay's navigation
    /// (`nil` when it is not known).
    private func overlayMoved(from old: Step?, to new: Step?, navigation: TourOverlayNavigation?) {
        let intent = self.intent
        self.intent = nil
        guard state == .running else {
            // Not running: there is no step to show; undo the change.
            if new != nil { move(to: nil) }
            return
        }
        let last = steps.count - 1
        guard let old, let oldIndex = steps.firstIndex(of: old) else {
            if let new, let index = steps.firstIndex(of: new) { show(index) } else { move(to: nil) }
            return
        }
        guard let new, let index = steps.firstIndex(of: new) else {
            let isNext = intent == .next || (intent == nil && navigation == .endsAtNil && oldIndex == last)
            if isNext {
                completeStep(at: oldIndex)
                finish()
            } else if intent == .previous {
                // Back before the first step closes TutorialSpotlight: stay.
                move(to: old)
            } else {
                move(to: old)
                abandon(reason: pendingEndReason ?? .close)
            }
            return
        }
        let forward: Bool
        switch intent {
        case .next: forward = true
        case .previous, .dismiss: forward = false
        case nil:
            switch navigation {
            case .wrapsAround?:
                let wrapsBack = oldIndex == 0 && index == last && last > 1
                let wrapsOn = oldIndex == last && index == 0 && last > 0
                forward = wrapsOn || (index > oldIndex && !wrapsBack)
            case .endsAtNil?: forward = index > oldIndex
            case nil: forward = index == oldIndex + 1
            }
        }
        if forward && index <= oldIndex {
            // Next wrapped around (or found no other tagged step): the tour is done.
            completeStep(at: oldIndex)
            finish()
            return
        }
        if forward { completeStep(at: oldIndex) }
        move(to: nil)
        show(index, forward: forward)
    }

    /// Saves the session's record. The time on screen grows when a display
    /// ends (the tour completed, skipped or stopped), and what the session
    /// does not own (an invalidation by an event) is kept.
    private func save(_ status: TourRecord.Status, step: String?, elapsed: Double, finished: Bool) {
        let time = now()
        var record = TourRecord(
            revision: revision, status: status, step: step, elapsed: elapsed, startedAt: firstStartedAt,
            finishedAt: finished ? time : nil, updatedAt: time, displays: displays)
        if isDisplayed && state != .running {
            isDisplayed = false
            screenTimeBefore += max(0, time.timeIntervalSince(runStartedAt))
        }
        record.screenTime = screenTimeBefore > 0 ? screenTimeBefore : nil
        let revision = revision
        store.update(forTour: tourID) { saved in
            if let saved, saved.revision == revision {
                record.actionPerformedAt = saved.actionPerformedAt
                // A session that did not start this time knows no screen time of its own.
                if let earlier = saved.screenTime, earlier > record.screenTime ?? 0 { record.screenTime = earlier }
            }
            return record
        }
    }
}
