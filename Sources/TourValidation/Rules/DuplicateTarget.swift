import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// The registry lists a name twice.
    public static let duplicateTarget = DiagnosticCode(
        "TOUR305", name: "duplicateTarget", severity: .error,
        summary: "The registry lists a target twice.",
        explanation: """
            Every name in `targets.yaml` must be listed once, so that its \
            description and the places that use it are unambiguous. Remove \
            the later entry.
            """)
}

/// Each name is listed in the registry once.
enum DuplicateTarget: RegistryRule {
    static let codes: [DiagnosticCode] = [.duplicateTarget]

    static func check(_ checked: CheckedRegistry, _ context: inout ValidationContext) {
        let registry = checked.registry
        for (index, target) in registry.targets.enumerated() where checked.firstEntryOfEach[index] != index {
            let earlier = checked.firstEntryOfEach[index]
            context.report(
                .duplicateTarget, "target '\(target.name.value)' is already registered",
                file: registry.file, at: target.name.position,
                notes: [
                    SourceLocation(registry.file, registry.targets[earlier].name.position)
                        .firstDefinedNote("target '\(target.name.value)'")
                ])
        }
    }
}
