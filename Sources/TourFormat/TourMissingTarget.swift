/// What a session does when a step's target has not appeared within the
/// step's `waitFor:` (`ifMissing:` in a tour file, `"ifMissing"` in a bundle).
public enum TourMissingTarget: String, Codable, Hashable, Sendable, CaseIterable {
    /// Pass the step by, as if done, with a `targetMissing` event (the default).
    case skip
    /// Stay at the step, its spotlight hidden, until the target appears.
    case pause
    /// End the tour there; the next start resumes at the step.
    case end

    /// What each value means, for the schema.
    package static let summary =
        "skip: pass the step by; pause: stay at the step, its spotlight hidden, until the target appears; end: stop the tour, to resume at this step."
}
