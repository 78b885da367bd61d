/// The testing switches a debug build reads from its launch arguments, as
/// TipKit's: set in the scheme's *Arguments Passed On Launch*.
///
/// | argument | effect |
/// | --- | --- |
/// | `-tourc.showAllTours` | every tour may show, whatever its rule |
/// | `-tourc.showTours ID,ID` | these tours may show, whatever their rules |
/// | `-tourc.hideAllTours` | no tour may show |
/// | `-tourc.resetStore` | the coordinator forgets everything before the first question |
///
/// A switch followed by `NO`, `0` or `false` is off. They are read only
/// where TourKit is compiled with `DEBUG` (a debug build); in a release
/// build ``reading(_:)`` is always no switch at all, so a shipped app
/// cannot be changed by its arguments. This file uses nothing but the
/// standard library, so a test compiles it alone with and without `DEBUG`.
struct TourLaunchArguments: Equatable, Sendable {
    /// Every tour may show.
    var showsAllTours = false
    /// These tours may show.
    var shownTours: [String] = []
    /// No tour may show.
    var hidesAllTours = false
    /// The store is reset before the first question.
    var resetsStore = false

    /// The argument names, for the docs and `tourc explain`.
    static let showAllTours = "-tourc.showAllTours"
    static let showTours = "-tourc.showTours"
    static let hideAllTours = "-tourc.hideAllTours"
    static let resetStore = "-tourc.resetStore"

    /// The switches `arguments` set, in a debug build; none in a release build.
    static func reading(_ arguments: [String]) -> TourLaunchArguments {
        var switches = TourLaunchArguments()
        #if DEBUG
            func isOn(at index: Int) -> Bool {
                index + 1 >= arguments.count || !["NO", "0", "false"].contains(arguments[index + 1])
            }
            for (index, argument) in arguments.enumerated() {
                switch argument {
                case showAllTours: switches.showsAllTours = isOn(at: index)
                case hideAllTours: switches.hidesAllTours = isOn(at: index)
                case resetStore: switches.resetsStore = isOn(at: index)
                case showTours where index + 1 < arguments.count:
                    switches.shownTours += arguments[index + 1].split(separator: ",").map { String($0) }
                default: continue
                }
            }
        #endif
        return switches
    }

    /// Whether the switches decide that `tour` may show (`true`), may not
    /// (`false`), or leave it to its rule (`nil`).
    func decision(for tour: String) -> Bool? {
        if hidesAllTours { return false }
        if showsAllTours || shownTours.contains(tour) { return true }
        return nil
    }
}
