/// A tour in the shape of the QuickWin task model that quick-win tours use;
/// tourc writes it with `--json-flavor quickwin`. Every field is required.
public struct QuickWinTask: Codable, Hashable, Sendable {
    /// The tour's id.
    public var id: String
    /// The tour's title.
    public var title: String
    /// What the tour teaches.
    public var description: String
    /// How long the tour takes, in seconds.
    public var estimatedSeconds: Int
    /// The steps, in order.
    public var steps: [QuickWinStep]
    /// An identifier the app checks to decide whether the task is done.
    public var completionCriteria: String
    /// An SF Symbol name.
    public var iconName: String
    /// When the task may show (the tour file's `show:` rule), for a
    /// ``TourCoordinator``; absent for a tour without one.
    public var show: TourDisplayRule? = nil

    /// One step of a quick-win task.
    public struct QuickWinStep: Codable, Hashable, Sendable {
        /// The step's text.
        public var instruction: String
        /// What the step asks for.
        public var actionType: TourAction
        /// The registered target the step lights up.
        public var targetView: String
        /// When the step shows (the JSON key `when`); absent: always.
        public var condition: TourCondition? = nil

        private enum CodingKeys: String, CodingKey {
            case instruction, actionType, targetView
            case condition = "when"
        }
    }
}
