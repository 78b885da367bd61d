import TourCompiler

/// Which project a file belongs to, found as the compile finds it from
/// the file's folder: the nearest `tourc.yaml` there or above. A file with
/// none above it belongs to its folder, read as `tourc validate FOLDER`
/// reads one (its tours and the `targets.yaml` among them).
struct ProjectLocation: Hashable, Sendable {
    /// The configuration, absolute; `nil` for a folder without one.
    var configuration: String?
    /// The folder the project's paths are shown relative to: the
    /// configuration's, else the file's.
    var folder: String

    /// The project of the file at the absolute `path`.
    init(containing path: String) {
        let folder = Paths.parent(of: path)
        configuration = SettingsResolver.nearestConfiguration(from: folder)
        self.folder = configuration.map(Paths.parent(of:)) ?? folder
    }

    /// The command line that reads the project as `tourc validate` would.
    var settings: CommandSettings {
        var settings = CommandSettings()
        if let configuration {
            settings.configuration = configuration
        } else {
            settings.ignoresConfiguration = true
            settings.inputs = [folder]
        }
        return settings
    }

    /// `path` relative to the project's folder, when it is inside it, for
    /// what a person reads.
    func relative(_ path: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}
