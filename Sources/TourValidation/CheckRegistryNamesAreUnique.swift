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

extension ValidationContext {
    mutating func checkRegistryNamesAreUnique(_ registry: TargetRegistry) {
        var first: [String: SourceLocation] = [:]
        for target in registry.targets {
            let location = SourceLocation(registry.file, target.name.position)
            guard let earlier = first.earlier(target.name.value, location) else { continue }
            report(
                .error, .duplicateTarget, "target '\(target.name.value)' is already registered",
                file: registry.file, at: target.name.position,
                notes: [earlier.firstDefinedNote("target '\(target.name.value)'")])
        }
    }
}
