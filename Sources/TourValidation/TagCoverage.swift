import TourDiagnostics
import TourModel
import TourScanning

/// How the tags in the app's code meet the tours' steps.
///
/// A string tag names a target. A typed tag names a step: `SomeType.someCase`
/// the step `someCase` of the tour whose generated type is `SomeType`;
/// `.someCase` the step with that case name when exactly one tour has it. A
/// step is covered when it is tagged itself or its target is.
public struct TagCoverage: Sendable {
    /// Identifies a step across tours.
    struct StepKey: Hashable, Sendable {
        /// The generated type.
        var typeName: String
        /// The case name.
        var caseName: String
    }

    /// The typed tags of each step.
    private(set) var stepTags: [StepKey: [TagSite]] = [:]
    /// The string tags of each target name.
    private(set) var targetTags: [String: [TagSite]] = [:]
    /// Tags that name no step or target of any tour.
    private(set) var unusedTags: [TagSite] = []
    /// `.someCase` tags that several tours have a step for, with those tours' types.
    private(set) var ambiguousTags: [(site: TagSite, types: [String])] = []
    /// Tags whose argument tourc cannot read and no annotation declares:
    /// where coverage is blind.
    public private(set) var unresolvedTags: [TagSite] = []

    /// Resolves `tags` against `tours`.
    init(tags: [TagSite], tours: [TourOutline]) {
        var stepsByCase: [String: [StepKey]] = [:]
        var stepsByType: [String: [StepKey]] = [:]
        var targetsUsed = Set<String>()
        for tour in tours {
            for step in tour.steps {
                let key = StepKey(typeName: tour.typeName, caseName: step.caseName)
                stepsByCase[step.caseName, default: []].append(key)
                stepsByType[tour.typeName, default: []].append(key)
                targetsUsed.insert(step.target.value)
            }
        }
        for site in tags {
            switch site.kind {
            case .string:
                if targetsUsed.contains(site.name) {
                    targetTags[site.name, default: []].append(site)
                } else {
                    unusedTags.append(site)
                }
            case .qualifiedCase:
                let key = StepKey(typeName: site.type ?? "", caseName: site.name)
                if stepsByCase[site.name]?.contains(key) == true {
                    stepTags[key, default: []].append(site)
                } else {
                    unusedTags.append(site)
                }
            case .implicitCase:
                let candidates = stepsByCase[site.name] ?? []
                switch candidates.count {
                case 0: unusedTags.append(site)
                case 1: stepTags[candidates[0], default: []].append(site)
                default: ambiguousTags.append((site, candidates.map(\.typeName).sorted()))
                }
            case .allCases:
                let steps = stepsByType[site.type ?? ""] ?? []
                if steps.isEmpty { unusedTags.append(site) }
                for key in steps { stepTags[key, default: []].append(site) }
            case .unresolved:
                unresolvedTags.append(site)
            }
        }
    }

    /// Said of a step found untagged: tags tourc cannot read may tag it
    /// after all. Empty when there are none.
    var blindNote: [String] {
        let blind = unresolvedTags.count
        guard blind > 0 else { return [] }
        let they = blind == 1 ? "it tags" : "they tag"
        return ["\(blind) tag\(blind == 1 ? "" : "s") tourc cannot read (TOUR320) may tag it; declare what \(they) with // tourc:tags"]
    }

    /// Whether `step` of `tour` is tagged itself or through its target.
    func isCovered(_ step: StepOutline, of tour: TourOutline) -> Bool {
        stepTags[StepKey(typeName: tour.typeName, caseName: step.caseName)] != nil || targetTags[step.target.value] != nil
    }

    /// The target names the tags register: every string tag's name and the
    /// target of every step a typed tag names.
    func registeredTargets(in tours: [TourOutline]) -> Set<String> {
        var names = Set(targetTags.keys)
        names.formUnion(unusedTags.filter { $0.kind == .string }.map(\.name))
        for tour in tours {
            for step in tour.steps where stepTags[StepKey(typeName: tour.typeName, caseName: step.caseName)] != nil {
                names.insert(step.target.value)
            }
        }
        return names
    }
}

extension DiagnosticCode {
    /// A step is tagged nowhere in the app's code.
    public static let uncoveredStep = DiagnosticCode(
        "TOUR312",
        summary: "A step is not tagged anywhere in the app's code.",
        explanation: """
            With `targets.scan` configured, tourc reads the app's Swift sources \
            for tag sites (`.helpInfoViewTag(...)`, `.tutorialSpotlightSource(id: ...)`, \
            `.beaconTarget("...")` and the typed helpers tourc generates). A step \
            whose own case is tagged nowhere, and whose target no string tag \
            names, would be skipped or point at nothing when the tour runs. Tag \
            the view (`.helpInfoViewTag(MyTour.step)`), or fix the step's target.
            """)

    /// A tag in the app's code names nothing any tour uses.
    public static let unusedTag = DiagnosticCode(
        "TOUR313",
        summary: "A tag in the app's code names no step or target of any tour (warning).",
        explanation: """
            A tag site names a target no step uses, a step that does not exist, \
            or a type that is not a generated tour. Either a tour lost its step, \
            or the tag was misspelt or left behind. The position is the tag's \
            argument in the Swift file. `--strict` makes it an error.
            """)

    /// An implicit `.someCase` tag fits steps of several tours.
    public static let ambiguousTag = DiagnosticCode(
        "TOUR314",
        summary: "A `.someCase` tag fits steps of several tours (warning).",
        explanation: """
            A tag written `.someCase` names the step with that case name, but \
            several tours have one, so the scanner cannot tell which one the \
            code tags (the compiler can, from the type the modifier expects). \
            Write the type out (`MainScreenHelp.someCase`) so coverage is exact.
            """)
}

extension ValidationContext {
    mutating func checkStepsAreCovered(_ tours: [TourOutline], by coverage: TagCoverage, registry: TargetRegistry?, registered: RegisteredTargets) {
        let registryPositions = Dictionary(
            registry?.targets.map { ($0.name.value, $0.name.position) } ?? [], uniquingKeysWith: { first, _ in first })
        let blindNote = coverage.blindNote
        for tour in tours {
            for step in tour.steps where !coverage.isCovered(step, of: tour) {
                // An unregistered target is already an error of its own.
                let target = step.target.value
                guard registered.contains(target) else { continue }
                let whereRegistered =
                    registryPositions[target].map {
                        "target '\(target)' is registered at \(SourceLocation(registry!.file, $0)), but no view is tagged with it"
                    } ?? "target '\(target)' is tagged nowhere"
                report(
                    .error, .uncoveredStep,
                    "step '\(step.id.value)' of tour '\(tour.id.value)' is not tagged in the app's code, so it would be skipped",
                    file: tour.file, at: step.id.position,
                    notes: [whereRegistered, "tag the view with .helpInfoViewTag(\(tour.typeName).\(SwiftNaming.escapedIdentifier(step.caseName)))"]
                        + blindNote)
            }
        }
    }

    mutating func checkTagsAreUsed(_ coverage: TagCoverage) {
        for site in coverage.unusedTags {
            let what = site.kind == .string ? "no step's target" : site.kind == .allCases ? "no tour's type" : "no step of any tour"
            let tag = site.modifier == TagSite.annotation ? "// \(site.modifier) \(site.written)" : "\(site.modifier)(\(site.written))"
            report(.warning, .unusedTag, "\(tag) names \(what)", file: site.file, at: site.position)
        }
        for (site, types) in coverage.ambiguousTags {
            report(
                .warning, .ambiguousTag,
                "\(site.modifier == TagSite.annotation ? "// \(site.modifier) " : site.modifier)(.\(site.name)) fits steps of several tours: \(types.joined(separator: ", "))",
                file: site.file, at: site.position, notes: ["write the type, such as \(types[0]).\(site.name)"])
        }
    }
}
