import Foundation

/// What happened in a session, in order, with durations from its clock.
public enum TourEvent: Equatable, Sendable {
    /// The tour started, or resumed at a step after an earlier run stopped.
    case started(tour: String, revision: String, resumedAt: String?)
    /// A step is shown (by the session or by an overlay's own navigation).
    case stepShown(id: String, index: Int)
    /// A step is done after `seconds` on it (never negative: a clock moved
    /// back counts as no time).
    case stepCompleted(id: String, index: Int, seconds: Double)
    /// The user dismissed the tour for good; `seconds` in the tour in all.
    case skipped(atStep: String, seconds: Double)
    /// The tour stopped and will resume at this step; `seconds` in it in all.
    case abandoned(atStep: String, seconds: Double)
    /// Every step is done; `seconds` in the tour in all, over every run.
    case completed(seconds: Double)
    /// The step's `when:` is false, so the session passed it by; `reason`
    /// is the false part, in words (`!isPro (isPro is true)`).
    case stepSkipped(id: String, index: Int, reason: String)
    /// The step's target did not appear within its `waitFor:` (`seconds`),
    /// and the session did what its `ifMissing:` says (`then`).
    case targetMissing(id: String, index: Int, seconds: Double, then: TourMissingTarget)
}

/// What to do with a tour the user finished (or dismissed) at an older
/// revision, when the tour has changed since.
public enum TourRevisionPolicy: Sendable {
    /// Show the changed tour again (the default).
    case showAgain
    /// Keep it done: the user has seen the tour once.
    case keepDone
}
