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
    mutating func checkTargetsAreUsed(_ registry: TargetRegistry, by tours: [TourOutline]) {
        var used = Set<String>(minimumCapacity: tours.reduce(0) { $0 + $1.steps.count })
        for tour in tours {
            for step in tour.steps { used.insert(step.target.value) }
        }
        for target in registry.targets where !used.contains(target.name.value) {
            report(
                .warning, .unusedTarget, "target '\(target.name.value)' is registered but no tour uses it",
                file: registry.file, at: target.name.position)
        }
    }
}
