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
        var first: [String: SourcePosition] = [:]
        for target in registry.targets {
            if let earlier = first[target.name.value] {
                report(
                    .error, .duplicateTarget, "target '\(target.name.value)' is already registered",
                    file: registry.file, at: target.name.position,
                    notes: ["it was first registered at line \(earlier.line), column \(earlier.column)"])
            } else {
                first[target.name.value] = target.name.position
            }
        }
    }
}
