import TourFormat

/// What a tour says about itself: the generated enum's `metadata` and the
/// top of a JSON bundle.
public struct TourMetadata: Hashable, Sendable {
    /// The tour's id in its tour file.
    public var id: String
    /// The tour's title, as written.
    public var title: String?
    /// What the tour teaches, as written.
    public var description: String?
    /// How long the tour takes, in seconds.
    public var estimatedSeconds: Int?
    /// An identifier the app checks to decide whether the tour is done.
    public var completionCriteria: String?
    /// An SF Symbol name for the tour.
    public var iconName: String?
    /// When the tour may show (its `show:` rule; none by default), for a
    /// ``TourCoordinator``.
    public var show: TourDisplayRule
    /// How the tour's spotlight looks where a step sets nothing of its own
    /// (its `defaults:` and `presentation:`), as the overlays that draw one
    /// look for the whole tour take it.
    public var look: TourLook
    /// The tour's A/B test of its copy (its `experiment:`), if it has one:
    /// a session shows its install's variant, and a coordinator never shows
    /// the holdout.
    public var experiment: TourExperiment?

    /// Creates metadata.
    public init(
        id: String, title: String? = nil, description: String? = nil, estimatedSeconds: Int? = nil,
        completionCriteria: String? = nil, iconName: String? = nil, show: TourDisplayRule = TourDisplayRule(),
        look: TourLook = TourLook(), experiment: TourExperiment? = nil
    ) {
        self.experiment = experiment
        self.id = id
        self.title = title
        self.description = description
        self.estimatedSeconds = estimatedSeconds
        self.completionCriteria = completionCriteria
        self.iconName = iconName
        self.show = show
        self.look = look
    }
}
