/// The numbers `tourc report` gives, per tour and variant, counting
/// distinct installs: who entered, started, reached each step, completed,
/// skipped (and where), the completion rate with its 95 % interval, the
/// median seconds per step, and the goal rate within a window.
public struct FunnelReport: Hashable, Sendable {
    /// One tour.
    public struct Tour: Hashable, Sendable {
        public var tour: String
        /// The experiment its events name, if any.
        public var experiment: String?
        /// Its variants, by name; one with no name when the tour is in no experiment.
        public var variants: [Variant]
        /// The differences between variants, in words, with their tests.
        public var comparisons: [Comparison]
    }

    /// One variant of a tour (or the whole tour, when it has none).
    public struct Variant: Hashable, Sendable {
        public var variant: String?
        public var entered = 0
        public var started = 0
        public var completed = 0
        public var skipped = 0
        public var steps: [Step] = []
        /// Where installs skipped the tour: step and installs, in step order.
        public var skippedAt: [Step] = []
        /// Installs that reached the goal within the window.
        public var goalReached = 0
        /// Whether no install of it was shown the tour: the holdout.
        public var isHoldout: Bool { entered > 0 && started == 0 }
        /// Completed over started.
        public var completionRate: Double? { started > 0 ? Double(completed) / Double(started) : nil }
        /// Goal reached within the window over entered.
        public var goalRate: Double? { entered > 0 ? Double(goalReached) / Double(entered) : nil }
        /// The 95 % Wilson interval of ``completionRate``.
        public var completionInterval: ClosedRange<Double>? { ReportStatistics.wilsonInterval(completed, of: started) }
    }

    /// One step of a variant's funnel (or, in ``Variant/skippedAt``, where
    /// `reached` installs skipped the tour).
    public struct Step: Hashable, Sendable {
        public var step: String
        /// Installs shown the step (or that skipped the tour at it).
        public var reached: Int
        /// The median seconds on it, over the times it was completed.
        public var medianSeconds: Double?
    }

    /// Two variants compared: on completion (both shown) or on the goal
    /// (a variant against the holdout).
    public struct Comparison: Hashable, Sendable {
        public enum Measure: String, Sendable { case completion, goal }
        public var measure: Measure
        public var first: String
        public var second: String
        public var firstRate: Double
        public var secondRate: Double
        public var pValue: Double
        /// The plain sentence: "b completes more than a: 61 % vs 48 %, p = 0.003".
        public var sentence: String
    }

    public var tours: [Tour]
    /// The goal window, in seconds.
    public var goalWindow: Int
}
