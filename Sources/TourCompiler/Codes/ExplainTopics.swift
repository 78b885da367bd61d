import TourFormat

/// What `tourc explain` says about a topic that is not a diagnostic code.
public enum ExplainTopics {
    /// The topics, by name, with their text: the launch arguments, and
    /// each key of a step (`tourc explain waitFor`).
    public static let all: [(name: String, text: String)] = [("launch-arguments", launchArguments)] + stepKeys

    /// A step's own keys and those it shares with `defaults:`, each with
    /// what it means, what it takes and what a step without it gets, from
    /// the format's own declarations (``StepField``, ``StepSetting``).
    static var stepKeys: [(name: String, text: String)] {
        let fields = StepField.allCases.map { field in
            (field.key, "\(field.key): a step's key\(field.isRequired ? ", required" : "").\n\n\(field.summary)\n")
        }
        let settings = StepSetting.allCases.map { setting in
            let takes: String
            switch setting.values {
            case .points: takes = "a number of points, 0 or more"
            case .choice(_, let names): takes = "one of " + names.joined(separator: ", ")
            case .duration: takes = TourDuration.form
            }
            let without = setting.builtIn.map { "the built-in \($0)" } ?? setting.withoutValue
            return (
                setting.key,
                "\(setting.key): a step's key, and one of defaults:.\n\n\(setting.summary)\n\nTakes \(takes). Without it on the step, "
                    + "defaults.\(setting.key) applies; without that, \(without).\n"
            )
        }
        return fields + settings
    }

    /// The testing switches TourKit reads from a debug build's launch
    /// arguments (TourKit's `TourLaunchArguments`, whose names a test holds these to).
    public static let launchArguments = """
        launch-arguments: TourKit's testing switches, read in debug builds only.

        Add them to the scheme's Arguments Passed On Launch (Xcode: Product > Scheme >
        Edit Scheme > Run > Arguments). TourKit reads them only where it is compiled
        with DEBUG; in a release build they do nothing.

          -tourc.showAllTours        every tour may show, whatever its rule
          -tourc.showTours ID,ID     these tours may show, whatever their rules
          -tourc.hideAllTours        no tour may show
          -tourc.resetStore          the coordinator forgets everything before its first question

        A switch followed by NO, 0 or false is off. See docs/runtime.md.

        """

    /// The topic `name` names, case-insensitively.
    public static func named(_ name: String) -> String? {
        all.first { $0.name.lowercased() == name.lowercased() }?.text
    }
}
