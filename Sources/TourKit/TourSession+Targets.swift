import Foundation

/// A step whose target is not on screen, and since when the session waits.
public struct TourTargetWait<Step: TourStepRepresentable>: Equatable, Sendable {
    /// The step waited for.
    public var step: Step
    /// When the wait began: the step began, or its target left the screen.
    public var since: Date
    /// When the step's `waitFor:` runs out; `nil`: the session waits until
    /// the target appears (no `waitFor:`, or `ifMissing: pause` ran out).
    public var deadline: Date?
}

// Targets that appear late, or leave: the app's tags report their views
// (the generated tag modifiers do, with the session), and the spotlight
// shows only while the current step's target is on screen.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension TourSession {
    /// The step the overlay spotlights: the current step while its target
    /// is on screen, else `nil`, so no overlay dims the screen around a
    /// target that is not there.
    public var spotlightStep: Step? { waiting == nil ? currentStep : nil }

    /// A view tagged as `target` appeared. The first report makes the
    /// session track targets: from then on a step whose target is not on
    /// screen waits for it. A step waiting for `target` shows.
    public func targetAppeared(_ target: String) {
        tracksTargets = true
        targetsOnScreen[target, default: 0] += 1
        if waiting?.step.target == target { waiting = nil }
    }

    /// A view tagged as `target` disappeared (scrolled out, its sheet
    /// closed). When it was the current step's last, the spotlight hides
    /// and the session waits for it again, within the step's `waitFor:`.
    public func targetDisappeared(_ target: String) {
        guard let count = targetsOnScreen[target] else { return }
        targetsOnScreen[target] = count > 1 ? count - 1 : nil
        if state == .running, let step = currentStep { waitIfMissing(step) }
    }

    /// Does what the waited-for step's `ifMissing:` says once its
    /// `waitFor:` has run out, by the session's clock: `skip` passes the
    /// step by, `pause` waits on with no bound, `end` stops the tour at the
    /// step (the next start resumes there). Each reports ``TourEvent/targetMissing(id:index:seconds:then:)``.
    /// The overlay glue calls it when the deadline comes; before then it
    /// does nothing.
    public func checkTargetWait() {
        guard state == .running, let wait = waiting, let deadline = wait.deadline, now() >= deadline,
            let index = currentIndex
        else { return }
        let step = wait.step
        emit(
            .targetMissing(id: step.id, index: index, seconds: max(0, now().timeIntervalSince(wait.since)), then: step.ifMissing))
        switch step.ifMissing {
        case .skip:
            waiting = nil
            if index == steps.count - 1 { finish() } else { show(index + 1) }
        case .pause:
            waiting?.deadline = nil
        case .end:
            abandon(reason: .targetMissing)
        }
    }

    /// Whether the app reports its targets and `target` is not on screen.
    private func isAway(_ target: String) -> Bool {
        tracksTargets && targetsOnScreen[target] == nil
    }

    /// Whether the target of the step at `index` is away; false for no such step.
    func targetIsAway(at index: Int?) -> Bool {
        guard let index, steps.indices.contains(index) else { return false }
        return isAway(steps[index].target)
    }

    /// Waits for `step`'s target when it is away; otherwise shows it.
    func waitIfMissing(_ step: Step) {
        guard isAway(step.target) else {
            waiting = nil
            return
        }
        guard waiting?.step != step else { return }
        let start = now()
        waiting = TourTargetWait(step: step, since: start, deadline: step.waitFor.map { start.addingTimeInterval($0) })
    }
}
