import Foundation

extension TourCoordinator {
    /// Sends `goalReached` for each tour whose goal (`completionCriteria`)
    /// is `event`, with the seconds since the tour was last shown, or none
    /// for an install that was never shown it (the holdout, or a user who
    /// found the feature alone): the report compares the two.
    func recordGoals(_ event: String, at time: Date) {
        guard let analytics else { return }
        var install: String?
        for (index, tour) in tours.enumerated() where tour.goal == event && firstEntry(of: tour.id) == index {
            if install == nil { install = TourInstall.id(in: store, now: time) }
            let shown = store.record(forTour: tour.id)?.displays.last
            analytics.record(
                TourAnalyticsEvent(
                    .goalReached, tour: tour.id, revision: tour.revision, seconds: shown.map { max(0, time.timeIntervalSince($0)) },
                    goal: event, install: install!, time: time))
        }
    }
}
