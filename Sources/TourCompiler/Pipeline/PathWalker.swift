import TourDiagnostics

/// Expands the paths a user names into the files under them: a file is
/// taken whatever its name, a folder is searched recursively for files
/// whose names end in a suffix, and a path with `*`, `?` or `[` is a glob.
/// ``InputDiscovery`` (tour files) and ``SwiftSourceDiscovery`` (the app's
/// code) each walk with one.
struct PathWalker {
    /// The files found, sorted and without repeats, so output never
    /// depends on the order paths were given in.
    private(set) var files: [String] = []
    /// Files named `companionName` met on the way: beside a named file, or
    /// anywhere in a searched folder.
    private(set) var companions: [String] = []
    /// Paths that do not exist or could not be listed.
    private(set) var diagnostics: [Diagnostic] = []

    private let suffix: String
    private let companionName: String?

    init(paths: [String], suffix: String, companionName: String? = nil) {
        self.suffix = suffix
        self.companionName = companionName
        var visited = Set<String>()
        for path in paths.flatMap(Self.expandingGlob) {
            switch FileSystem.kind(of: path) {
            case .missing:
                diagnostics.append(Diagnostic(.inputNotFound, "no such file or folder: \(path)", file: path))
            case .file, .unreadable:
                // An unreadable file is still an input: reading it reports why.
                files.append(path)
                if let companionName {
                    let sibling = Paths.join(Paths.parent(of: path), companionName)
                    if FileSystem.kind(of: sibling) == .file { companions.append(sibling) }
                }
            case .directory:
                walk(path, visited: &visited)
            }
        }
        files = Self.uniqueSorted(files)
        companions = Self.uniqueSorted(companions)
    }

    /// `paths` without repeats, sorted. Two paths are one only when their
    /// bytes are: Swift's `==` holds `café` spelled NFC and NFD equal, but
    /// they are two files on most file systems, and neither may be dropped
    /// (the outputs they would share are TOUR401). Equal strings sort by bytes.
    static func uniqueSorted(_ paths: [String]) -> [String] {
        var seen = Set<[UInt8]>()
        return paths.filter { seen.insert(Array($0.utf8)).inserted }
            .sorted { $0 != $1 ? $0 < $1 : $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private mutating func walk(_ directory: String, visited: inout Set<String>) {
        // A link back to an ancestor would otherwise be walked forever.
        guard let real = Platform.realPath(directory), visited.insert(real).inserted else { return }
        let entries: [(name: String, kind: FileSystem.Kind)]
        do {
            entries = try FileSystem.visibleEntries(of: directory)
        } catch {
            diagnostics.append(Diagnostic(.unreadableFile, "cannot list folder: \(error.reason)", file: directory))
            return
        }
        for (name, kind) in entries {
            let path = Paths.join(directory, name)
            switch kind {
            case .directory: walk(path, visited: &visited)
            case .file where name.hasSuffix(suffix), .unreadable where name.hasSuffix(suffix):
                files.append(path)
            case .file where name == companionName: companions.append(path)
            case .missing where name.hasSuffix(suffix):
                // Listed but not there: a symbolic link to nothing. Skipped,
                // its tours would be lost without a word, and the compile
                // would remove their outputs as orphans.
                diagnostics.append(
                    Diagnostic(
                        .unreadableFile, "\(path) is a symbolic link to a file that does not exist; fix or remove the link",
                        file: path))
            default: break
            }
        }
    }

    /// The paths a glob matches, sorted; a path without glob characters, or
    /// a glob that matches nothing (reported as missing), is kept as it is.
    private static func expandingGlob(_ path: String) -> [String] {
        guard path.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) else { return [path] }
        let matches = Platform.paths(matching: path)
        return matches.isEmpty ? [path] : matches
    }
}
