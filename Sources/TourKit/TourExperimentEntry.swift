import Foundation
import TourFormat

/// An install's entry into a tour's experiment: its variant, and the one
/// `experimentEntered` event analytics hears for it, shown or not.
///
/// The entry is kept as the store's record `tourc/experiment/ID` (as the
/// install id is, ``TourInstall``), whose `step` holds the variant: every
/// session, coordinator and process on the store sends the event once.
enum TourExperimentEntry {
    /// The id of the record that marks `experiment` entered.
    static func recordID(_ experiment: String) -> String { "tourc/experiment/\(experiment)" }

    /// The variant `install` sees in `experiment`, sending
    /// `experimentEntered` to `analytics` the first time on `store`. With
    /// no sink nothing is marked, so the entry is sent once one is installed.
    static func enter(
        _ experiment: TourExperiment, tour: String, revision: String, install: String, store: any TourProgressStore,
        analytics: (any TourAnalytics)?, now: Date
    ) -> TourExperiment.Variant? {
        guard let variant = experiment.variant(forInstall: install) else { return nil }
        guard let analytics else { return variant }
        var isFirst = false
        store.update(forTour: recordID(experiment.id)) { saved in
            guard saved == nil else { return nil }
            isFirst = true
            return TourRecord(
                revision: "", status: .inProgress, step: variant.name, elapsed: 0, startedAt: now, finishedAt: nil, updatedAt: now)
        }
        if isFirst {
            analytics.record(
                TourAnalyticsEvent(
                    .experimentEntered, tour: tour, revision: revision, variant: variant.name, experiment: experiment.id, install: install,
                    time: now))
        }
        return variant
    }
}
