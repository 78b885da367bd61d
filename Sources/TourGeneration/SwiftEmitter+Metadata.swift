import TourBytes
import TourFormat
import TourModel
import TourValidation

// What a tour says about itself: `metadata` (with the show rule and the
// look the overlay glue reads), and the arguments of its parts.
extension SwiftEmitter {
    func writeMetadata(_ tour: ValidatedTour, access: String, into writer: inout SourceWriter) {
        let source = tour.tour
        func literal(_ value: String?) -> String { value.map(SwiftLiteral.string) ?? "nil" }
        writer.line(
            source.show == nil
                ? "/// The tour's id, title, description, duration, completion criteria and icon."
                : "/// The tour's id, title, description, duration, completion criteria, icon and when it may show.")
        var arguments = [
            "id: \(SwiftLiteral.string(source.id.value))",
            "title: \(literal(tour.title))",
            "description: \(literal(tour.description))",
            "estimatedSeconds: \(source.estimatedSeconds.map { String($0.value) } ?? "nil")",
            "completionCriteria: \(literal(source.completionCriteria?.value))",
            "iconName: \(literal(source.icon?.value))",
        ]
        if let rule = source.show {
            arguments.append("show: TourDisplayRule(\n" + Self.indented(Self.displayRuleArguments(rule).joined(separator: ",\n")) + "\n)")
        }
        let look = Self.lookArguments(tour)
        if !look.isEmpty { arguments.append("look: TourLook(\(look.joined(separator: ", ")))") }
        writer.line("\(access)static let metadata = TourMetadata(")
        for line in Self.indented(arguments.joined(separator: ",\n")).split(separator: "\n") { writer.line(String(line)) }
        writer.line(")")
        guard let rule = source.show, !rule.events.isEmpty else { return }
        // The events the rule waits for, typed, for `TourCoordinator.donate(_:)`.
        writer.line("/// The events this tour's show rule waits for, to donate to a `TourCoordinator`.")
        writer.line("\(access)enum Event: String, Sendable {")
        var seen = Set<String>()
        for event in rule.events where seen.insert(event.name.value).inserted {
            let name = SwiftNaming.escapedIdentifier(SwiftNaming.caseName(forStepID: event.name.value))
            writer.line("    case \(name) = \(SwiftLiteral.string(event.name.value))")
        }
        writer.line("}")
    }

    /// `text` with every line indented by four spaces.
    private static func indented(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    /// The arguments of `TourDisplayRule(...)` for the conditions the rule
    /// sets (the others keep their defaults), one per element, lists one
    /// name a line so no line holds two of the writer's strings.
    static func displayRuleArguments(_ rule: DisplayRule) -> [String] {
        var arguments: [String] = []
        if !rule.after.isEmpty {
            arguments.append("after: [\n" + rule.after.map { "    \(SwiftLiteral.string($0.value)),\n" }.joined() + "]")
        }
        if let launches = rule.launches, launches.value != 0 { arguments.append("launches: \(launches.value)") }
        if !rule.events.isEmpty {
            let sorted = rule.events.map { ($0.name.value, $0.count.value) }.sorted { $0.0 < $1.0 }
            arguments.append("events: [\n" + sorted.map { "    \(SwiftLiteral.string($0.0)): \($0.1),\n" }.joined() + "]")
        }
        if let maxDisplays = rule.maxDisplays { arguments.append("maxDisplays: \(maxDisplays.value)") }
        if let priority = rule.priority, priority.value != 0 { arguments.append("priority: \(priority.value)") }
        return arguments
    }

    /// The arguments of `TourPresentation(...)` for the values the tour
    /// sets; the others stay unset, for each overlay's own default.
    static func presentationArguments(_ presentation: [PresentationSetting: Double]) -> String {
        PresentationSetting.allCases.compactMap { setting in
            presentation[setting].map { "\(setting.key): \($0.shortestDecimal)" }
        }.joined(separator: ", ")
    }

    /// The arguments of `TourLook(...)` for what the tour's `defaults:` and
    /// `presentation:` set, in the order the initializer declares them;
    /// none when the tour keeps every default.
    /// The overlay glue (`OverlayGlueEmitter`) reads the look.
    static func lookArguments(_ tour: ValidatedTour) -> [String] {
        let defaults = tour.tour.defaults
        var arguments: [String] = []
        if let padding = defaults.padding { arguments.append("padding: \(padding.value.shortestDecimal)") }
        if let radius = defaults.cornerRadius { arguments.append("cornerRadius: \(radius.value.shortestDecimal)") }
        if let shape = defaults.shape?.value, shape != StepBuiltIns.shape { arguments.append("shape: .\(shape.rawValue)") }
        if let style = defaults.cornerStyle?.value, style != StepBuiltIns.cornerStyle { arguments.append("cornerStyle: .\(style.rawValue)") }
        if !tour.presentation.isEmpty { arguments.append("presentation: presentation") }
        return arguments
    }
}
