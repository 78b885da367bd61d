/// The project that owns an output folder, as its manifest records it: the
/// configuration file a compile read, or the inputs of a compile without one.
///
/// A manifest names the project by paths relative to the manifest's own
/// folder, so a committed manifest says the same in every clone and for
/// every teammate, wherever the project sits on their disk.
struct ProjectOwner: Equatable {
    /// `tourc.yaml` or `inputs`: what `paths` are.
    var kind: String
    /// Each path, absolute, with every link resolved where it exists.
    var paths: [String]

    /// The project that `configuration`, or else `inputs`, names.
    init(configuration: String?, inputs: [String]) {
        if let configuration {
            kind = "tourc.yaml"
            paths = [Self.absolute(configuration)]
        } else {
            kind = "inputs"
            paths = inputs.map(Self.absolute)
        }
    }

    /// The owner line's text for a manifest in `folder`: `tourc.yaml ../tourc.yaml`.
    func text(from folder: String) -> String {
        let base = Self.absolute(folder)
        return kind + " " + paths.map { Self.relative($0, from: base) }.joined(separator: ", ")
    }

    /// The text manifests before format 3 recorded: the absolute paths.
    var absoluteText: String { kind + " " + paths.joined(separator: ", ") }

    /// `path` made absolute against the current folder, with its links
    /// resolved as far as it exists (an output folder a compile is about
    /// to create does not yet).
    static func absolute(_ path: String) -> String {
        var existing = Paths.normalized(path.hasPrefix("/") ? path : (Platform.realPath(".") ?? ".") + "/" + path)
        var missing: [String] = []
        while Platform.realPath(existing) == nil, existing != "/" {
            missing.insert(Paths.lastComponent(of: existing), at: 0)
            existing = Paths.parent(of: existing)
        }
        var result = Platform.realPath(existing) ?? existing
        for name in missing { result = result == "/" ? "/" + name : result + "/" + name }
        return result
    }

    /// Absolute paths for many files in a few folders (a compile's outputs
    /// and tour files): each folder is resolved once, and a file's own
    /// name only when the file is a link, which ``absolute(_:)`` follows.
    /// Resolving every path alone was 2 % of a compile of 1000 tours.
    struct Resolver {
        private var folders: [String: String] = [:]

        /// ``absolute(_:)`` of `path`.
        mutating func absolute(_ path: String) -> String {
            let name = Paths.lastComponent(of: path)
            guard !name.isEmpty, name != ".", name != ".." else { return ProjectOwner.absolute(path) }
            let parent = Paths.parent(of: path)
            let folder: String
            if let known = folders[parent] {
                folder = known
            } else {
                folder = ProjectOwner.absolute(parent)
                folders[parent] = folder
            }
            let candidate = folder == "/" ? "/" + name : folder + "/" + name
            return Platform.isSymbolicLink(candidate) ? ProjectOwner.absolute(candidate) : candidate
        }
    }

    /// `path` as seen from the folder `base`; both absolute and normalized.
    static func relative(_ path: String, from base: String) -> String {
        let target = path.split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < target.count, common < from.count, target[common] == from[common] { common += 1 }
        let up = Array(repeating: "..", count: from.count - common)
        let components = up + target[common...].map(String.init)
        return components.isEmpty ? "." : components.joined(separator: "/")
    }
}
