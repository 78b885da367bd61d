import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A step points at a target the registry does not hold.
    public static let unregisteredTarget = DiagnosticCode(
        "TOUR304",
        summary: "A step's target is not registered.",
        explanation: """
            Each step lights up one target: its `target:`, or its id when it \
            has none. The target must be in the registry (`targets.yaml`), \
            the list of UI elements the app tags. A step whose view was \
            renamed or removed would be skipped silently at run time; tourc \
            stops it at build time instead. The message names the closest \
            registered targets. Fix the step, or register the new name.
            """)
}

extension ValidationContext {
    /// `extraNotes` go with every finding (what coverage cannot see, when
    /// the tags register targets).
    mutating func checkTargetsAreRegistered(
        _ tours: [TourOutline], in names: Set<String>, registryFile: String?, extraNotes: [String] = []
    ) {
        let registry = registryFile ?? "the registry or the app's tags"
        for tour in tours {
            for step in tour.steps {
                let target = step.target
                guard !names.contains(target.value) else { continue }
                let closest = Suggestions.plausible(for: target.value, among: names, limit: 3)
                let hint = closest.isEmpty ? "" : "; closest registered: " + closest.map { "'\($0)'" }.joined(separator: ", ")
                let what = !step.hasOwnTarget ? "step '\(step.id.value)' has no target, so its id" : "target"
                report(
                    .error, .unregisteredTarget,
                    "\(what) '\(target.value)' is not registered in \(registry)\(hint)",
                    file: tour.file, at: target.position,
                    notes: ["register it under 'targets:' in \(registry), or point the step at a registered target"] + extraNotes)
            }
        }
    }
}
