import TourDiagnostics
import TourModel
import TourValidation

/// The registry, read and checked before the tour files: the app manifest
/// a remote compile stands it in with, or the registry file. Its
/// parameters and events are the names conditions read (``scope``), so
/// each tour file's conditions are checked and lowered while the file is
/// in memory, on its core.
struct RegistryStage {
    /// The registry with its own rules run, when one was read.
    let checked: CheckedRegistry?
    /// What reading it found.
    let diagnostics: [Diagnostic]
    /// The file as it was read, for the build stamp.
    let identity: Platform.FileStatus?
    /// The names conditions may read; `nil` when a registry was named but
    /// could not be read, so conditions are not checked against a guess.
    let scope: ConditionScope?

    init(request: ValidationRequest, path: String?, unsaved: UnsavedFiles) {
        if let registry = request.appRegistry {
            checked = CheckedRegistry(registry)
            diagnostics = []
            identity = nil
            scope = ConditionScope(registry: registry)
        } else if let path {
            let loaded = Pipeline.loadRegistry(path, limits: request.limits, unsaved: unsaved)
            checked = loaded.registry.map(CheckedRegistry.init)
            diagnostics = loaded.diagnostics
            identity = loaded.identity
            scope = loaded.registry.map { ConditionScope(registry: $0) }
        } else {
            checked = nil
            diagnostics = []
            identity = nil
            scope = ConditionScope(registry: nil)
        }
    }
}
