import TourDiagnostics
import TourModel

/// A target registry with its own rule run (each name listed once) and its
/// names gathered for lookups. The pipeline makes it while the tour files
/// are read, on their cores, so the serial cross-tour stage only looks up.
public struct CheckedRegistry: Sendable {
    /// The registry as decoded.
    public let registry: TargetRegistry
    /// Each registered name and the index in `registry.targets` of its first
    /// entry: the rules across tours look each step's target up once, and
    /// mark that entry used (``RegistryUse``).
    let firstEntry: [String: Int]
    /// For each entry of `registry.targets`, the index of the first entry
    /// with its name (its own, unless the name is listed twice).
    let firstEntryOfEach: [Int]
    /// What the registry's own rule found (TOUR305).
    private(set) var diagnostics: [Diagnostic]

    /// Gathers `registry`'s names and runs the registry's rules on it.
    public init(_ registry: TargetRegistry) {
        var first: [String: Int] = [:]
        first.reserveCapacity(registry.targets.count)
        var firstOfEach: [Int] = []
        firstOfEach.reserveCapacity(registry.targets.count)
        for (index, target) in registry.targets.enumerated() {
            firstOfEach.append(first.earlier(target.name.value, index) ?? index)
        }
        self.registry = registry
        firstEntry = first
        firstEntryOfEach = firstOfEach
        diagnostics = []
        var context = ValidationContext()
        for rule in ValidationRules.registry { rule.check(self, &context) }
        diagnostics = context.diagnostics
    }

    /// Every registered name.
    var names: Set<String> { Set(firstEntry.keys) }
}
