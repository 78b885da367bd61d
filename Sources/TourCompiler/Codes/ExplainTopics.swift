/// What `tourc explain` says about a topic that is not a diagnostic code.
public enum ExplainTopics {
    /// The topics, by name, with their text.
    public static let all: [(name: String, text: String)] = [("launch-arguments", launchArguments)]

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
        all.first { $0.name == name.lowercased() }?.text
    }
}
