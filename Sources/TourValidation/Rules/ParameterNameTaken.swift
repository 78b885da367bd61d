import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A parameter's name is taken.
    public static let parameterNameTaken = DiagnosticCode(
        "TOUR219", name: "parameterNameTaken", severity: .error,
        summary: "A parameter's name is listed twice, or is taken by an event, launches or the generated code.",
        explanation: """
            A condition reads a parameter by its name, so each name means \
            one thing: a parameter listed twice, one named as a registered \
            event (both would be read by that name) or `launches` (the \
            launch count) is ambiguous. The generated `TourParameters` \
            declares a key per parameter and `all`, the list of them, and \
            Swift keeps `self`, `init`, `deinit` and `subscript`, so no \
            parameter takes those names either. Rename one.
            """)
}

/// Each parameter's name is its own: listed once, no event's, not
/// `launches`, not a member the generated `TourParameters` declares.
enum ParameterNameTaken: RegistryRule {
    static let codes: [DiagnosticCode] = [.parameterNameTaken]

    /// Names the generated `TourParameters` and Swift keep for themselves.
    static let reserved: Set<String> = ["all", "self", "init", "deinit", "subscript"]

    static func check(_ checked: CheckedRegistry, _ context: inout ValidationContext) {
        let registry = checked.registry
        var first: [String: TargetRegistry.Parameter] = [:]
        let events = Dictionary(registry.events.map { ($0.name.value, $0.name.position) }) { earlier, _ in earlier }
        for parameter in registry.parameters {
            let name = parameter.name
            if let earlier = first[name.value] {
                context.report(
                    .parameterNameTaken, "parameter '\(name.value)' is already declared", file: registry.file, at: name.position,
                    notes: [SourceLocation(registry.file, earlier.name.position).firstDefinedNote("parameter '\(name.value)'")])
                continue
            }
            first[name.value] = parameter
            if let event = events[name.value] {
                context.report(
                    .parameterNameTaken, "parameter '\(name.value)' has the name of a registered event, which conditions read too",
                    file: registry.file, at: name.position,
                    notes: [SourceLocation(registry.file, event).firstDefinedNote("event '\(name.value)'")])
            } else if name.value == ConditionScope.launches {
                context.report(
                    .parameterNameTaken, "'launches' is the launch count conditions read; name the parameter otherwise",
                    file: registry.file, at: name.position)
            } else if reserved.contains(name.value) {
                context.report(
                    .parameterNameTaken, "'\(name.value)' is taken by the generated TourParameters or by Swift; name the parameter otherwise",
                    file: registry.file, at: name.position)
            }
        }
    }
}
