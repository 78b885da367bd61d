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
        var parts = ["id", "title", "description", "duration", "completion criteria", "icon"]
        if source.show != nil { parts.append("when it may show") }
        if tour.experiment != nil { parts.append("its experiment") }
        writer.line("/// The tour's \(parts.dropLast().joined(separator: ", ")) and \(parts.last!).")
        // Each argument's lines; an argument of several (the show rule) is
        // indented under its first.
        var arguments: [[String]] = [
            ["id: \(SwiftLiteral.string(source.id.value))"],
            ["title: \(literal(tour.title))"],
            ["description: \(literal(tour.description))"],
            ["estimatedSeconds: \(source.estimatedSeconds.map { String($0.value) } ?? "nil")"],
            ["completionCriteria: \(literal(source.completionCriteria?.value))"],
            ["iconName: \(literal(source.icon?.value))"],
        ]
        if let rule = source.show {
            let conditions = Self.displayRuleArguments(rule) + ConditionSwiftEmitter.ruleArguments(rule, condition: tour.conditions.show)
            var lines = ["show: TourDisplayRule("]
            for (index, condition) in conditions.enumerated() {
                let conditionLines = condition.split(separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in conditionLines.enumerated() {
                    let comma = number == conditionLines.count - 1 && index < conditions.count - 1 ? "," : ""
                    lines.append("    " + line + comma)
                }
            }
            arguments.append(lines + [")"])
        }
        let look = Self.lookArguments(tour)
        if !look.isEmpty { arguments.append(["look: TourLook(\(look.joined(separator: ", ")))"]) }
        if let experiment = tour.experiment { arguments.append(Self.experimentArgument(experiment)) }
        writer.line("\(access)static let metadata = TourMetadata(")
        for (index, lines) in arguments.enumerated() {
            for (number, line) in lines.enumerated() {
                let comma = number == lines.count - 1 && index < arguments.count - 1 ? "," : ""
                writer.line("    " + line + comma)
            }
        }
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

    /// `experiment: TourExperiment(...)`, one string a line: each variant,
    /// and each step text it changes (in the source language: the app's
    /// String Catalog translates it, as it does the file's own).
    static func experimentArgument(_ experiment: TourExperiment) -> [String] {
        var lines = ["experiment: TourExperiment(", "    id: \(SwiftLiteral.string(experiment.id)),", "    variants: ["]
        for variant in experiment.variants {
            let head = "name: \(SwiftLiteral.string(variant.name)), weight: \(variant.weight)\(variant.shows ? "" : ", shows: false")"
            guard !variant.steps.isEmpty else {
                lines.append("        TourExperiment.Variant(\(head)),")
                continue
            }
            lines += ["        TourExperiment.Variant(", "            \(head),", "            steps: ["]
            for step in variant.steps {
                var fields = ["id: \(SwiftLiteral.string(step.id))"]
                if let title = step.title { fields.append("title: \(SwiftLiteral.string(title))") }
                if let text = step.text { fields.append("text: \(SwiftLiteral.string(text))") }
                lines.append("                TourExperiment.StepTexts(")
                for (index, field) in fields.enumerated() {
                    lines.append("                    " + field + (index < fields.count - 1 ? "," : ""))
                }
                lines.append("                ),")
            }
            lines += ["            ]", "        ),"]
        }
        return lines + ["    ]", ")"]
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
