import TourCompiler
import TourDiagnostics
import TourModel
import TourScanning

/// One project as the compile reads and validates it, with the editor's
/// unsaved text in place of the disk's: the findings, and the names the
/// features complete, explain, find and rename.
///
/// It is made by the driver's own settings resolution and pipeline
/// (`SettingsResolver`, `Pipeline.validate`), so the editor shows exactly
/// what `tourc validate` reports, the checks across files included.
struct ProjectSnapshot: Sendable {
    /// Which project.
    let location: ProjectLocation
    /// Every finding: the configuration's, then the validator's.
    private(set) var diagnostics: [Diagnostic] = []
    /// Every tour read, in file order.
    private(set) var tours: [Tour] = []
    /// The registry, when one was read.
    private(set) var registry: TargetRegistry?
    /// Every target the app registers: the registry's and its tags'.
    private(set) var targets: [String] = []
    /// Where the app's Swift code tags each target; `nil` when the project
    /// does not scan it (`targets.scan`).
    private(set) var tagSites: [String: [TagSite]]?
    /// Every name written in the tour files and the registry.
    private(set) var nameUses: [NameUse] = []
    /// The places each name is written, in file order (``uses(of:)``).
    private(set) var usesBySymbol: [NameUse.Symbol: [NameUse]] = [:]
    /// What the registry says of each target, the first entry's for a repeated one.
    private var targetDescriptions: [String: String] = [:]
    /// The tour files the inputs hold.
    private var tourFiles: Set<String> = []

    /// Reads and validates the project at `location`, reading the files in
    /// `unsaved` from there.
    init(analyzing location: ProjectLocation, unsaved: UnsavedFiles) {
        self.location = location
        let resolved = SettingsResolver.resolve(location.settings, reading: unsaved)
        diagnostics = resolved.diagnostics
        guard let request = resolved.request else { return }
        let validation = request.compiledValidation
        let outcome = Pipeline.validate(validation, reading: unsaved)
        diagnostics += outcome.diagnostics
        tours = outcome.resolvedFiles.flatMap { $0.tours.map(\.tour) }
        registry = outcome.registry
        targets = outcome.registeredTargets
        if validation.scan != nil {
            tagSites = Dictionary(outcome.coverageRows.map { ($0.target, $0.tagSites) }) { first, _ in first }
        }
        nameUses = NameUse.all(in: tours, registry: registry)
        usesBySymbol = Dictionary(grouping: nameUses, by: \.symbol)
        for target in registry?.targets ?? [] where targetDescriptions[target.name.value] == nil {
            if let description = target.description { targetDescriptions[target.name.value] = description }
        }
        tourFiles = Set(outcome.foundInputs?.tourFiles ?? tours.map(\.file))
    }

    /// What a step's `screen:` may name, sorted: the view types the app's
    /// tags of the tours' targets are written in, and the registry's screens.
    var screens: [String] {
        var names = Set((tagSites ?? [:]).values.joined().compactMap(\.screen))
        for target in registry?.targets ?? [] { if let screen = target.screen { names.insert(screen.value) } }
        return names.sorted()
    }

    /// Whether the file at `path` is a tour file: one of the inputs, or
    /// named as discovery finds them (a file being written may not be
    /// saved yet).
    func isTourFile(_ path: String) -> Bool {
        tourFiles.contains(path) || path.hasSuffix(InputDiscovery.tourSuffix)
    }

    /// Whether `name` is already taken where renaming `symbol` would put
    /// it: another target, tour or event of that name, or another step of
    /// the same tour. Renaming onto it would make two of one name.
    func isTaken(_ name: String, renaming symbol: NameUse.Symbol) -> Bool {
        switch symbol {
        case .target: usesBySymbol[.target(name)] != nil || targets.contains(name)
        case .tour: usesBySymbol[.tour(name)] != nil || tours.contains { $0.id.value == name }
        case .event: usesBySymbol[.event(name)] != nil
        case .step(let file, let position):
            tours.first { $0.file == file && $0.steps.contains { $0.id.position == position } }?.steps.contains { $0.id.value == name } ?? false
        }
    }

    /// The findings about `file`.
    func diagnostics(about file: String) -> [Diagnostic] {
        diagnostics.filter { $0.file == file }
    }

    /// What the registry says a target is, when it says.
    func description(ofTarget name: String) -> String? {
        targetDescriptions[name]
    }
}
