import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A registered target is not used by any tour.
    public static let unusedTarget = DiagnosticCode(
        "TOUR306",
        summary: "A registered target is not used by any tour (warning).",
        explanation: """
            The registry lists a target that no step lights up. Either a tour \
            lost a step, or the registry kept a name the app no longer tags. \
            This is a warning; `--strict` makes it an error.
            """)
}

extension ValidationContext {
    /// Reports every registry entry whose name no step uses; `used` is what
    /// ``checkTargetsAreRegistered(_:in:registryFile:extraNotes:)`` returned.
    mutating func checkTargetsAreUsed(_ checked: CheckedRegistry, used: [Bool]) {
        let registry = checked.registry
        for (index, target) in registry.targets.enumerated() where !used[checked.firstEntryOfEach[index]] {
            report(
                .warning, .unusedTarget, "target '\(target.name.value)' is registered but no tour uses it",
                file: registry.file, at: target.name.position)
        }
    }
}
