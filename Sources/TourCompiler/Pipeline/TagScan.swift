import TourDiagnostics
import TourGeneration
import TourModel
import TourScanning
import TourSyntax
import TourValidation

/// Finds the tag sites in the Swift files under some paths. Files are read
/// and scanned on every core; the result is sorted, so it does not depend
/// on scheduling.
public enum TagScan {
    /// What a scan found.
    public struct Result: Sendable {
        /// Every tag site, sorted by file, line and column.
        public var sites: [TagSite]
        /// Every place that donates an event to a coordinator, sorted.
        public var donations: [TagSite] = []
        /// Paths that do not exist or could not be read.
        public var diagnostics: [Diagnostic]
        /// What the scanner found in files it read: tags it cannot read,
        /// annotations it cannot read (warnings, which leave every input read).
        public var warnings: [Diagnostic]
        /// The Swift files read, sorted.
        var files: [String]
        /// Each file read, with its identity when it was opened; `nil` for one
        /// that changed while it was read (for the build stamp).
        var identities: [String: Platform.FileStatus?]
    }

    /// Scans `paths`: a `.swift` file, or a folder searched recursively.
    /// A file in `unsaved` is read from there.
    public static func scan(_ paths: [String], reading unsaved: UnsavedFiles = UnsavedFiles()) -> Result {
        let discovery = SwiftSourceDiscovery(paths: paths)
        let files = discovery.swiftFiles
        let results: [FileScan] = ConcurrentMap.map(files) { file in
            do throws(FileError) {
                let (bytes, identity) = try unsaved.readInput(file, limit: SwiftSourceDiscovery.maxFileSize)
                let findings = bytes.withUnsafeBufferPointer { SwiftTagScanner.scan($0, file: file) }
                return FileScan(sites: findings.sites, warnings: findings.diagnostics, identity: identity)
            } catch {
                return FileScan(
                    problem: Diagnostic(.unreadableFile, "cannot read file: \(error.reason)", file: file))
            }
        }
        let found = results.flatMap { $0.sites }
        return Result(
            sites: found.filter { !$0.isDonation }, donations: found.filter(\.isDonation),
            diagnostics: discovery.diagnostics + results.compactMap(\.problem),
            warnings: results.flatMap { $0.warnings }, files: files,
            identities: Dictionary(uniqueKeysWithValues: zip(files, results.map(\.identity))))
    }

    /// One file's outcome.
    private struct FileScan: Sendable {
        var sites: [TagSite] = []
        var warnings: [Diagnostic] = []
        var problem: Diagnostic?
        var identity: Platform.FileStatus?
    }
}
