import Foundation

/// The install id analytics events and experiments use: random (a UUID),
/// made the first time it is asked for and kept in the progress store, so
/// every session, coordinator and process on the store reads the same one.
/// Never a device identifier.
///
/// It is kept as the store's record `tourc/install` (tour ids hold no
/// `/`), whose `step` holds the id: a store keeps records alone, and apps'
/// own stores keep working. With ``SyncedTourProgressStore`` the record is
/// shared like any other, so a user's devices converge on one id and see
/// one variant of each experiment.
public enum TourInstall {
    /// The id of the record that holds the install id.
    static let recordID = "tourc/install"

    /// The install id kept in `store`, made and saved the first time.
    public static func id(in store: any TourProgressStore, now: Date = Date()) -> String {
        var id: String?
        store.update(forTour: recordID) { saved in
            if let kept = saved?.step, !kept.isEmpty {
                id = kept
                return nil
            }
            let made = UUID().uuidString
            id = made
            return TourRecord(
                revision: "", status: .inProgress, step: made, elapsed: 0, startedAt: nil, finishedAt: nil, updatedAt: now)
        }
        // A store whose update does not run its change (none of TourKit's)
        // still gets an id, read back or made for this process.
        return id ?? store.record(forTour: recordID)?.step ?? UUID().uuidString
    }
}
