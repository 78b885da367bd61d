/// The folders a writing run creates for its outputs, so that a run which
/// then fails can remove them and leave the disk as it found it.
///
/// Outputs go to temporary files as each tour file passes its own rules,
/// before the rules across tours have run, so the folders must exist first.
struct NewFolders {
    /// The folders this run created, parents before children.
    private(set) var created: [String] = []

    /// Creates each folder and its missing parents; the folder that could
    /// not be created and why, for the first that fails.
    mutating func create(_ folders: [String]) -> (folder: String, error: FileError)? {
        for folder in folders where FileSystem.kind(of: folder) != .directory {
            var missing: [String] = []
            var current = folder
            while FileSystem.kind(of: current) == .missing {
                missing.append(current)
                let parent = Paths.parent(of: current)
                guard parent != current else { break }
                current = parent
            }
            // With nothing missing the path is a file (or unreadable), and
            // creating it fails with the reason to report.
            do throws(FileError) {
                try FileSystem.createDirectories(folder)
            } catch {
                return (folder, error)
            }
            created += missing.reversed()
        }
        return nil
    }

    /// Removes the folders this run created, children first, each only if
    /// it is empty.
    func removeEmpty() {
        for folder in created.reversed() { try? Platform.removeEmptyDirectory(folder) }
    }
}
