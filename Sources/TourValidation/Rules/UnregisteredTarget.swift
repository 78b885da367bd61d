import TourDiagnostics
import TourModel

extension DiagnosticCode {
    /// A step points at a target the registry does not hold.
    public static let unregisteredTarget = DiagnosticCode(
        "TOUR304", name: "unregisteredTarget", severity: .error,
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

/// The targets a step may light up: the registry's names, and those the
/// app's tags register when its code is scanned.
struct RegisteredTargets {
    let registry: CheckedRegistry?
    let tagged: Set<String>

    /// Whether `name` is registered.
    func contains(_ name: String) -> Bool {
        registry?.firstEntry[name] != nil || isTagged(name)
    }

    /// Whether the app's tags register `name` (the registry aside).
    func isTagged(_ name: String) -> Bool {
        tagged.contains(name)
    }

    /// Every registered name (for suggestions, made only when one is needed).
    var all: Set<String> { (registry?.names ?? []).union(tagged) }
}

extension Validator {
    /// Every target the app registers, as the rules see them: the
    /// registry's names and those the app's tags register, sorted.
    public static func registeredTargetNames(registry: CheckedRegistry?, coverage: TagCoverage?, outlines: [TourOutline]) -> [String] {
        RegisteredTargets(registry: registry, tagged: coverage?.registeredTargets(in: outlines) ?? []).all.sorted()
    }
}

/// Every step's target is registered: in the registry, or by the app's
/// tags when its code is scanned. Without either, the rule does not run.
enum UnregisteredTarget: CorpusRule {
    static let codes: [DiagnosticCode] = [.unregisteredTarget]

    static func check(_ corpus: inout ToursUnderCheck, _ context: inout ValidationContext) {
        let registered = corpus.registered
        guard registered.registry != nil || corpus.coverage != nil else { return }
        let registry = registered.registry?.registry.file ?? "the registry or the app's tags"
        // Without a registry, the tags are the registry: a step the
        // unreadable tags may tag looks unregistered.
        let extraNotes = registered.registry == nil ? corpus.coverage?.blindNote ?? [] : []
        var used = [Bool](repeating: false, count: registered.registry?.registry.targets.count ?? 0)
        var names: Set<String>?
        let firstEntry = registered.registry?.firstEntry ?? [:]
        for tour in corpus.outlines {
            for step in tour.steps {
                if let entry = firstEntry[step.target.value] {
                    used[entry] = true
                    continue
                }
                // The registry does not list it: only the tags may.
                let target = step.target
                guard !registered.isTagged(target.value) else { continue }
                if names == nil { names = registered.all }
                let closest = Suggestions.plausible(for: target.value, among: names!, limit: 3)
                let hint = closest.isEmpty ? "" : "; closest registered: " + closest.map { "'\($0)'" }.joined(separator: ", ")
                let what = !step.hasOwnTarget ? "step '\(step.id.value)' has no target, so its id" : "target"
                // A misspelt `target:` has an obvious fix; an id standing in
                // for its target does not (renaming a step changes its case).
                let fix = step.hasOwnTarget ? Suggestions.likelyMeant(target.value, among: names!) : nil
                context.report(
                    .unregisteredTarget,
                    "\(what) '\(target.value)' is not registered in \(registry)\(hint)",
                    file: tour.file, at: target.position,
                    notes: ["register it under 'targets:' in \(registry), or point the step at a registered target"] + extraNotes,
                    suggestion: fix)
            }
        }
        // One lookup a step serves both this rule and UnusedTarget.
        corpus.usedTargets = used
    }
}
