import TourFormat
import TourModel

/// The names a condition may read: the registry's parameters, with their
/// types, its events (their donation counts), and `launches`. Validation
/// reads the registry before the tour files (the pipeline), so each file's
/// conditions are checked and lowered while the file is in memory.
public struct ConditionScope: Sendable {
    /// The parameters by name (the first of each name).
    let parameters: [String: TargetRegistry.Parameter]
    /// The registered events.
    let events: Set<String>
    /// The registry's file, for messages; `nil` when there is no registry.
    let registryFile: String?

    /// The name of the launch count, which no parameter or event may take.
    static let launches = "launches"

    /// The scope of `registry`; with none, only `launches`.
    public init(registry: TargetRegistry?) {
        var parameters: [String: TargetRegistry.Parameter] = [:]
        for parameter in registry?.parameters ?? [] where parameters[parameter.name.value] == nil {
            parameters[parameter.name.value] = parameter
        }
        self.parameters = parameters
        events = Set(registry?.events.map(\.name.value) ?? [])
        registryFile = registry?.file
    }

    /// What a name in a condition reads.
    enum Name {
        case launches
        case parameter(TargetRegistry.Parameter)
        case event
    }

    /// What `name` reads, or `nil` when nothing has that name. A
    /// parameter wins over an event of its name (TOUR219 reports the pair).
    func lookUp(_ name: String) -> Name? {
        if name == Self.launches { return .launches }
        if let parameter = parameters[name] { return .parameter(parameter) }
        return events.contains(name) ? .event : nil
    }

    /// Every name a condition may use, sorted, for suggestions.
    var names: [String] {
        ([Self.launches] + parameters.keys + events).sorted()
    }
}
