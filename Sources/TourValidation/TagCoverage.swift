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
