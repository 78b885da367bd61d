import TourDiagnostics

/// The tour files the named paths hold, and the registries beside them.
package struct InputDiscovery {
    /// The `*.tour.yaml` files (and any file named outright), sorted.
    let tourFiles: [String]
    /// Files named `targets.yaml` met on the way, for finding the registry
    /// when none is named.
    let registryCandidates: [String]
    /// Paths that do not exist or could not be listed.
    let diagnostics: [Diagnostic]

    /// How a tour file's name ends.
    package static let tourSuffix = ".tour.yaml"
    static let registryName = "targets.yaml"

    /// Walks `paths` for tour files (see ``PathWalker``), and adds the
    /// tour files `unsaved` holds under them that are not on the disk yet.
    init(paths: [String], unsaved: UnsavedFiles = UnsavedFiles()) {
        let walker = PathWalker(paths: paths, suffix: Self.tourSuffix, companionName: Self.registryName)
        tourFiles = PathWalker.uniqueSorted(walker.files + unsaved.tourFiles(under: paths))
        registryCandidates = walker.companions
        diagnostics = walker.diagnostics
    }
}

/// The app's Swift files under the paths `targets.scan` (or `--scan`) names,
/// and the limit they are read under.
struct SwiftSourceDiscovery {
    /// The `*.swift` files (and any file named outright), sorted.
    let swiftFiles: [String]
    /// Paths that do not exist or could not be listed.
    let diagnostics: [Diagnostic]

    /// The largest Swift file read: tag sites are in views, and a source
    /// file larger than this is generated, not written.
    static let maxFileSize = 16 << 20

    /// Walks `paths` for Swift files (see ``PathWalker``).
    init(paths: [String]) {
        let walker = PathWalker(paths: paths, suffix: ".swift")
        swiftFiles = walker.files
        diagnostics = walker.diagnostics
    }
}
