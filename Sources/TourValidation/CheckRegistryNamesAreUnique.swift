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
    /// Each registered name and the index in `registry.targets` of its first
    /// entry: the rules across tours look each step's target up once, and
    /// mark that entry used (``RegistryUse``).
    let firstEntry: [String: Int]
    /// For each entry of `registry.targets`, the index of the first entry
    /// with its name (its own, unless the name is listed twice).
    let firstEntryOfEach: [Int]
    /// What the registry's own rule found (TOUR305).
    let diagnostics: [Diagnostic]

    /// Checks `registry`.
    public init(_ registry: TargetRegistry) {
        var context = ValidationContext()
        (firstEntry, firstEntryOfEach) = context.checkRegistryNamesAreUnique(registry)
        diagnostics = context.diagnostics
        self.registry = registry
    }

    /// Every registered name.
    var names: Set<String> { Set(firstEntry.keys) }
}

extension ValidationContext {
    /// Reports every name listed a second time; returns where each name is
    /// first listed, by name and by entry.
    mutating func checkRegistryNamesAreUnique(_ registry: TargetRegistry) -> ([String: Int], [Int]) {
        var first: [String: Int] = [:]
        first.reserveCapacity(registry.targets.count)
        var firstOfEach: [Int] = []
        firstOfEach.reserveCapacity(registry.targets.count)
        for (index, target) in registry.targets.enumerated() {
            guard let earlier = first.earlier(target.name.value, index) else {
                firstOfEach.append(index)
                continue
            }
            firstOfEach.append(earlier)
            report(
                .error, .duplicateTarget, "target '\(target.name.value)' is already registered",
                file: registry.file, at: target.name.position,
                notes: [
                    SourceLocation(registry.file, registry.targets[earlier].name.position)
                        .firstDefinedNote("target '\(target.name.value)'")
                ])
        }
        return (first, firstOfEach)
    }
}
