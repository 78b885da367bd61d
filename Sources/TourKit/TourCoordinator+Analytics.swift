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
            if install == nil { install = self.install(at: time) }
            let shown = store.record(forTour: tour.id)?.displays.last
            analytics.record(
                TourAnalyticsEvent(
                    .goalReached, tour: tour.id, revision: tour.revision, seconds: shown.map { max(0, time.timeIntervalSince($0)) },
                    goal: event, install: install!, time: time))
        }
    }

    /// The install id, from the store the first time.
    func install(at time: Date) -> String {
        if installID == nil { installID = TourInstall.id(in: store, now: time) }
        return installID!
    }

    /// Enters the install into `entry`'s experiment, once its rule lets it
    /// show (one `experimentEntered`, shown or not, see
    /// `TourExperimentEntry`); whether the install sees the tour: false
    /// for the holdout.
    func entersShown(_ entry: Tour) -> Bool {
        guard let experiment = entry.experiment else { return true }
        let time = now()
        let tellsAnalytics = !enteredExperiments.contains(experiment.id)
        let variant = TourExperimentEntry.enter(
            experiment, tour: entry.id, revision: entry.revision, install: install(at: time), store: store,
            analytics: tellsAnalytics ? analytics : nil, now: time)
        if analytics != nil { enteredExperiments.insert(experiment.id) }
        return variant?.shows ?? true
    }
}
