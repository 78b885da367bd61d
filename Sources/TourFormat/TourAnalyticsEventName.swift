/// What happened in a tour, as TourKit's analytics events name it: the
/// names written to events files and sent to sinks, which never change.
/// One list for TourKit, which sends them, and `tourc report`, which reads them.
public enum TourAnalyticsEventName: String, CaseIterable, Sendable, Codable {
    /// A run of the tour began (or resumed, at `step`).
    case tourStarted
    /// A step is shown.
    case stepShown
    /// A step is done, after `seconds` on it.
    case stepCompleted
    /// A step was passed by: its `when:` was false, or its target never
    /// appeared (`reason`).
    case stepSkipped
    /// The run ended with every step done (one of the three ends).
    case tourCompleted
    /// The run ended with the tour dismissed for good, at `step` (one
    /// of the three ends).
    case tourSkipped
    /// The run stopped at `step` and will resume there (one of the
    /// three ends).
    case tourAbandoned
    /// The app donated the event the tour's `completionCriteria` names;
    /// `seconds` since the tour was last shown, none for an install
    /// that never saw it.
    case goalReached
    /// The install was assigned a variant of the tour's experiment,
    /// shown or not.
    case experimentEntered

    /// Whether the event ends a run: each run has exactly one.
    public var endsRun: Bool { self == .tourCompleted || self == .tourSkipped || self == .tourAbandoned }
}
