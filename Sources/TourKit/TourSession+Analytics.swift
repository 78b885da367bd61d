import Foundation

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension TourSession {
    /// Sends `event` to ``events`` and, as its analytics event, to
    /// ``analytics``; `reason` is why a run ends, for the events that end one.
    ///
    /// A run is a start's display: it ends once, completed, skipped or
    /// abandoned. Dismissing a tour that is not running (``skip(reason:)``
    /// on a stopped tour) is a session event but no analytics event: its
    /// run already ended, and a run never has two ends.
    func emit(_ event: TourEvent, reason: TourEndReason? = nil) {
        continuation.yield(event)
        if reason != nil { pendingEndReason = nil }
        guard let analytics, let (name, step, index, seconds, why) = analyticsFields(of: event, reason: reason) else { return }
        if installID == nil { installID = TourInstall.id(in: store, now: now()) }
        analytics.record(
            TourAnalyticsEvent(
                name, tour: tourID, revision: revision, variant: experiment?.variant, experiment: experiment?.id, step: step, index: index,
                seconds: seconds, reason: why, install: installID!, time: now()))
    }

    /// The analytics event `event` is: its name and the fields that apply;
    /// `nil` for what analytics does not hear.
    private func analyticsFields(
        of event: TourEvent, reason: TourEndReason?
    ) -> (TourAnalyticsEvent.Name, step: String?, index: Int?, seconds: Double?, reason: String?)? {
        func place(_ id: String) -> Int? { steps.firstIndex { $0.id == id } }
        switch event {
        case .started(_, _, let resumedAt):
            return (.tourStarted, resumedAt, resumedAt.flatMap(place), nil, nil)
        case .stepShown(let id, let index):
            return (.stepShown, id, index, nil, nil)
        case .stepCompleted(let id, let index, let seconds):
            return (.stepCompleted, id, index, seconds, nil)
        case .stepSkipped(let id, let index, let why):
            return (.stepSkipped, id, index, nil, why)
        case .targetMissing(let id, let index, let seconds, let then):
            // Ending the tour is told by the abandon that follows; pausing
            // ends nothing.
            return then == .skip ? (.stepSkipped, id, index, seconds, TourEndReason.targetMissing.rawValue) : nil
        case .skipped(let step, let seconds):
            guard state == .running else { return nil }
            return (.tourSkipped, step, place(step), seconds, (reason ?? .app).rawValue)
        case .abandoned(let step, let seconds):
            return (.tourAbandoned, step, place(step), seconds, (reason ?? .app).rawValue)
        case .completed(let seconds):
            return (.tourCompleted, nil, nil, seconds, (reason ?? .next).rawValue)
        }
    }
}
