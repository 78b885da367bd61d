/// What `tourc watch` looks at, from a resolved request: the folders whose
/// changes may change a compile (the tour inputs and the scanned Swift
/// sources), the single files it reads (the registry, `tourc.yaml`, a tour
/// or Swift file named on its own), and what it writes, whose changes are
/// its own and start nothing.
///
/// Every path is absolute with its links resolved (``ProjectOwner/absolute(_:)``,
/// as output ownership reads them), as FSEvents reports changes, so a
/// change and the scope compare as text.
struct WatchScope: Sendable, Equatable {
    /// Folders watched with everything under them.
    var folders: [String]
    /// Files watched on their own, through their folders.
    var files: [String]
    /// Files and folders tourc writes.
    var outputs: [String]

    /// The scope of `request`, and of the preview page at `preview`.
    init(_ request: CompileRequest, preview: String?) {
        var folders: [String] = []
        var files: [String] = []
        let read = request.validation.inputs + (request.validation.scan ?? [])
        for path in read {
            let absolute = ProjectOwner.absolute(path)
            if FileSystem.kind(of: absolute) == .directory { folders.append(absolute) } else { files.append(absolute) }
        }
        files += [request.validation.registry, request.configuration].compactMap { $0 }.map(ProjectOwner.absolute)
        var outputs = [request.swiftOutput, request.jsonOutput, request.catalog, request.appManifest].compactMap { $0 }
        if let preview {
            outputs += [preview, PreviewCommand.versionScript(forPage: preview)]
        }
        self.init(folders: folders, files: files, outputs: outputs.map(ProjectOwner.absolute))
    }

    init(folders: [String], files: [String], outputs: [String]) {
        self.folders = PathWalker.uniqueSorted(folders)
        self.files = PathWalker.uniqueSorted(files)
        self.outputs = PathWalker.uniqueSorted(outputs)
    }

    /// The folders a watcher watches: `folders`, and the folder of each
    /// file outside them.
    var watchedFolders: [String] {
        let outside = files.filter { file in !folders.contains { Self.path(file, isWithin: $0) } }
        return PathWalker.uniqueSorted(folders + outside.map(Paths.parent))
    }

    /// Whether `change` may change what a compile reads: a file named on
    /// its own, or under a watched folder a tour file, a registry, a Swift
    /// file or a folder (which may hold them), not hidden (a temporary, an
    /// editor's swap file) and not written by tourc.
    func isRelevant(_ change: FileChange) -> Bool {
        let path = change.path
        if outputs.contains(where: { Self.path(path, isWithin: $0) }) { return false }
        if files.contains(path) { return true }
        guard folders.contains(where: { Self.path(path, isWithin: $0) }) else { return false }
        let name = Paths.lastComponent(of: path)
        if name.hasPrefix(".") { return false }
        if change.isDirectory { return true }
        return name.hasSuffix(InputDiscovery.tourSuffix) || name.hasSuffix(".swift") || name == InputDiscovery.registryName
    }

    /// Whether `path` is `folder` or below it.
    private static func path(_ path: String, isWithin folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
