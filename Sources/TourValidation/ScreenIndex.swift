import TourModel
import TourScanning

/// Where each target lives: the view types (screens) the app's tags are
/// written in, and the screens the registry declares (`screen:` on a
/// target). Built once, before the tour files are checked, so each step's
/// screen is known while its file's outputs are generated.
public struct ScreenIndex: Sendable {
    /// The screens of the string tags of each target name.
    private var byTarget: [String: Set<String>] = [:]
    /// The screens of the typed tags `Type.case`, by type then case.
    private var byStep: [String: [String: Set<String>]] = [:]
    /// The screens of the `Type.*` tags of each type.
    private var byType: [String: Set<String>] = [:]
    /// The screens of the `.case` tags of each case name.
    private var byCase: [String: Set<String>] = [:]
    /// The screen the registry declares for each target that says.
    private var declared: [String: String] = [:]

    /// No screens: the app was not scanned and the registry declares none.
    public static let none = ScreenIndex()

    private init() {}

    /// The screens of `tags` (those written inside a view type; tags
    /// tourc cannot read name nothing) and those `registry` declares.
    public init(tags: [TagSite]?, registry: TargetRegistry?) {
        for target in registry?.targets ?? [] {
            if let screen = target.screen { declared[target.name.value] = declared[target.name.value] ?? screen.value }
        }
        for site in tags ?? [] {
            guard let screen = site.screen else { continue }
            switch site.kind {
            case .string: byTarget[site.name, default: []].insert(screen)
            case .qualifiedCase: byStep[site.type ?? "", default: [:]][site.name, default: []].insert(screen)
            case .allCases: byType[site.type ?? "", default: []].insert(screen)
            case .implicitCase: byCase[site.name, default: []].insert(screen)
            case .unresolved: break
            }
        }
    }

    /// Whether the index knows no screen at all.
    var isEmpty: Bool { byTarget.isEmpty && byStep.isEmpty && byType.isEmpty && byCase.isEmpty && declared.isEmpty }

    /// Where a step (case `caseName` of the tour typed `typeName`, lighting
    /// up `target`, with its own `screen:` when it says) lives: its own
    /// screen, else the registry's for its target, else the one view type
    /// its tags are in; and every view type its tags are in, sorted.
    func place(
        declared own: String?, target: String, typeName: String, caseName: String
    ) -> (screen: String?, tagged: [String]) {
        // Most compiles scan nothing and declare no screen: nothing to look up.
        guard !isEmpty else { return (own, []) }
        let tagged = taggedScreens(target: target, typeName: typeName, caseName: caseName)
        return (own ?? declared[target] ?? (tagged.count == 1 ? tagged[0] : nil), tagged)
    }

    /// The screens the tags of a step are written in, sorted.
    private func taggedScreens(target: String, typeName: String, caseName: String) -> [String] {
        var screens = byTarget[target] ?? []
        if let step = byStep[typeName]?[caseName] { screens.formUnion(step) }
        if let type = byType[typeName] { screens.formUnion(type) }
        if let implicit = byCase[caseName] { screens.formUnion(implicit) }
        return screens.sorted()
    }
}
