/// Paths as the driver compares and groups them.
///
/// A user writes one folder many ways (`out`, `out/`, `./out`, `out/.`,
/// `gen/../out`, a link to it); tourc must see one folder, or it would keep
/// two manifests for it and remove one spelling's outputs as the other's
/// orphans.
package enum Paths {
    /// `path` with repeated and trailing separators, `.` components and
    /// `name/..` pairs taken out, as the shell's `cd` reads a path (without
    /// looking at the disk). An empty result is `.`; `/..` is `/`.
    package static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".":
                continue
            case "..":
                if let last = components.last, last != ".." {
                    components.removeLast()
                } else if !isAbsolute {
                    components.append(component)
                }
            default:
                components.append(component)
            }
        }
        let joined = components.joined(separator: "/")
        if isAbsolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    /// Whether `first` and `second` name one folder, once normalized or, for
    /// folders that exist, once every link is resolved.
    static func sameFolder(_ first: String, _ second: String) -> Bool {
        if normalized(first) == normalized(second) { return true }
        guard let real = Platform.realPath(first) else { return false }
        return real == Platform.realPath(second)
    }

    /// `name` in `directory`; `.` (or nothing) adds no prefix, so paths stay
    /// as the user wrote them in messages.
    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The folder that holds `path`: `.` for a bare name, `/` for a file at
    /// the root. By the last `/` byte, as the system splits paths.
    package static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last path component: `Tours/main.tour.yaml` is `main.tour.yaml`.
    static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }
}

extension ValidationRequest {
    /// The request with every path normalized (``Paths/normalized(_:)``).
    func normalizingPaths() -> ValidationRequest {
        var request = self
        request.inputs = inputs.map(Paths.normalized)
        request.registry = registry.map(Paths.normalized)
        request.scan = scan?.map(Paths.normalized)
        return request
    }
}

extension CompileRequest {
    /// The request with every path normalized, the JSON folder spelled as
    /// the Swift folder when the two are one folder, and a catalog that is
    /// a link replaced by the file it points at.
    func normalizingPaths() -> CompileRequest {
        var request = self
        request.validation = validation.normalizingPaths()
        request.swiftOutput = swiftOutput.map(Paths.normalized)
        request.jsonOutput = jsonOutput.map(Paths.normalized)
        request.appManifest = appManifest.map(Paths.normalized)
        // The app's catalog, when a link, is written through it: the rename
        // that replaces it must replace the file the link points at.
        request.catalog = catalog.map { Platform.isSymbolicLink($0) ? Platform.realPath($0) ?? $0 : Paths.normalized($0) }
        if let swift = request.swiftOutput, let json = request.jsonOutput, Paths.sameFolder(swift, json) {
            request.jsonOutput = swift
        }
        return request
    }
}
