import TourFormat
import TourModel
import TourValidation

/// A tour as the simulator knows it: its id, revision and rule, read as
/// TourKit's coordinator reads the generated metadata.
public struct SimulatedTour: Sendable {
    /// The tour's id.
    public var id: String
    /// Its revision.
    public var revision: String
    /// Its `show:` rule, as the shared check reads it.
    var rule: DisplayRuleCheck.Rule

    /// The tour `validated` compiled to.
    public init(_ validated: ValidatedTour) {
        id = validated.tour.id.value
        revision = validated.revision
        rule = DisplayRuleCheck.Rule()
        guard let show = validated.tour.show else { return }
        rule.after = show.after.map(\.value)
        rule.launches = show.launches?.value ?? ShowSetting.defaultLaunches
        // A repeated event keeps its last count, as a dictionary literal would.
        var events: [String: DisplayRuleCheck.EventCount] = [:]
        for (name, count) in show.events {
            events[name.value] = DisplayRuleCheck.EventCount(
                name: name.value, count: count.value, within: show.eventWindows[name.value].map { Double($0.value) })
        }
        rule.events = events.values.sorted { $0.name < $1.name }
        rule.maxDisplays = show.maxDisplays?.value
        rule.maxDuration = show.maxDuration.map { Double($0.value) }
        rule.ignoresFrequency = show.ignoresFrequency?.value ?? false
        rule.invalidatedBy = show.invalidatedBy.map(\.value)
        rule.condition = validated.conditions.show
        rule.priority = show.priority?.value ?? ShowSetting.defaultPriority
    }
}
