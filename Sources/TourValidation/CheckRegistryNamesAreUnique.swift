import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// The registry lists a name twice.
    public static let duplicateTarget = DiagnosticCode(
        "TOUR305",
        summary: "The registry lists a target twice.",
        explanation: """
            Every name in `targets.yaml` must be listed once, so that its \
            description and the places that use it are unambiguous. Remove \
            the later entry.
            """)
}

/// A target registry with its own rule run (each name listed once) and its
/// names gathered for lookups. The pipeline makes it while the tour files
/// are read, on their cores, so the serial cross-tour stage only looks up.
public struct CheckedRegistry: Sendable {
    /// The registry as decoded.
    public let registry: TargetRegistry
    /// Every registered name.
    let names: Set<String>
    /// What the registry's own rule found (TOUR305).
    let diagnostics: [Diagnostic]

    /// Checks `registry`.
    public init(_ registry: TargetRegistry) {
        var context = ValidationContext()
        names = context.checkRegistryNamesAreUnique(registry)
        diagnostics = context.diagnostics
        self.registry = registry
    }
}

extension ValidationContext {
    /// Reports every name listed a second time; returns the names.
    mutating func checkRegistryNamesAreUnique(_ registry: TargetRegistry) -> Set<String> {
        var names = Set<String>()
        names.reserveCapacity(registry.targets.count)
        for target in registry.targets where !names.insert(target.name.value).inserted {
            // Rare: only now find where the name was first listed.
            let earlier = registry.targets.first { $0.name.value == target.name.value }!
            report(
                .error, .duplicateTarget, "target '\(target.name.value)' is already registered",
                file: registry.file, at: target.name.position,
                notes: [SourceLocation(registry.file, earlier.name.position).firstDefinedNote("target '\(target.name.value)'")])
        }
        return names
    }
}
