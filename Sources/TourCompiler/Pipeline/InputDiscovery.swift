import TourDiagnostics
import TourGeneration
import TourModel
import TourScanning
import TourSyntax
import TourValidation

/// Expands the paths a user names into the tour files to read and the
/// registry files found beside them.
struct InputDiscovery {
    /// Files with the wanted suffix (tour files unless told otherwise),
    /// sorted and without repeats, so output never depends on the order
    /// paths were given in.
    private(set) var tourFiles: [String] = []
    /// Files named `targets.yaml` met on the way, for finding the registry
    /// when none is named.
    private(set) var registryCandidates: [String] = []
    /// Paths that do not exist or could not be listed.
    private(set) var diagnostics: [Diagnostic] = []

    static let tourSuffix = ".tour.yaml"
    static let registryName = "targets.yaml"
    /// The suffix of the files folders are searched for.
    private let suffix: String

    /// Walks `paths`: a file is taken whatever its name; a folder is searched
    /// recursively for files ending in `suffix`; a path with `*`, `?` or `[`
    /// is a glob.
    init(paths: [String], suffix: String = InputDiscovery.tourSuffix) {
        self.suffix = suffix
        var visited = Set<String>()
        for path in paths.flatMap(Self.expandingGlob) {
            switch FileSystem.kind(of: path) {
            case .missing:
                diagnostics.append(
                    Diagnostic(
                        severity: .error, code: .inputNotFound, message: "no such file or folder: \(path)",
                        file: path, position: nil))
            case .file, .unreadable:
                // An unreadable file is still an input: reading it reports why.
                tourFiles.append(path)
                let sibling = Paths.join(Paths.parent(of: path), Self.registryName)
                if FileSystem.kind(of: sibling) == .file { registryCandidates.append(sibling) }
            case .directory:
                walk(path, visited: &visited)
            }
        }
        tourFiles = Self.uniqueSorted(tourFiles)
        registryCandidates = Self.uniqueSorted(registryCandidates)
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
            diagnostics.append(
                Diagnostic(
                    severity: .error, code: .unreadableFile, message: "cannot list folder: \(error.reason)",
                    file: directory, position: nil))
            return
        }
        for (name, kind) in entries {
            let path = Paths.join(directory, name)
            switch kind {
            case .directory: walk(path, visited: &visited)
            case .file where name.hasSuffix(suffix), .unreadable where name.hasSuffix(suffix):
                tourFiles.append(path)
            case .file where name == Self.registryName: registryCandidates.append(path)
            default: break
            }
        }
    }

    mutating func appendDiagnostics(_ more: [Diagnostic]) {
        diagnostics += more
    }

    /// The paths a glob matches, sorted; a path without glob characters, or
    /// a glob that matches nothing (reported as missing), is kept as it is.
    private static func expandingGlob(_ path: String) -> [String] {
        guard path.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" }) else { return [path] }
        let matches = Platform.paths(matching: path)
        return matches.isEmpty ? [path] : matches
    }
}
