import TourDiagnostics
import TourGeneration
import TourReport

/// Which existing files a command may replace: only those tourc wrote.
///
/// Every command that writes a named file (`preview -o`, `schema -o`,
/// `init`'s schemas, `import swift`'s tour files) asks first. A file tourc
/// did not write (a tour file, tourc.yaml, a hand-written schema, notes) is
/// refused with TOUR410 and left untouched; the command's `--force`, where
/// it has one, replaces it anyway.
enum FileOwnership {
    /// How a command recognises a file it wrote, from its first bytes.
    struct Recognizer: Sendable {
        /// What the command writes, for the message ("a preview page").
        var kind: String
        /// Whether these first bytes are such a file's.
        var matches: @Sendable (ArraySlice<UInt8>) -> Bool
        /// How many first bytes `matches` needs.
        var prefixLength = 1024

        /// Files whose first `prefixLength` bytes contain `marker`.
        static func containing(_ marker: String, kind: String) -> Recognizer {
            let needle = Array(marker.utf8)
            return Recognizer(kind: kind) { bytes in
                guard needle.count <= bytes.count else { return false }
                return (bytes.startIndex...(bytes.endIndex - needle.count)).contains {
                    bytes[$0..<($0 + needle.count)].elementsEqual(needle)
                }
            }
        }
    }

    /// The refusal to replace `path`, or `nil` when the command may write
    /// it: nothing is there, or tourc wrote what is. `force` names the flag
    /// that replaces it anyway, when the command has one.
    static func refusal(toReplace path: String, expecting recognizer: Recognizer, force: String?) -> Diagnostic? {
        let reason: String
        switch FileSystem.kind(of: path) {
        case .missing:
            return nil
        case .directory:
            reason = "it is a folder"
        case .file, .unreadable:
            guard let bytes = try? FileSystem.readFile(path, limit: 1 << 28) else {
                reason = "it cannot be read to tell whether tourc wrote it"
                break
            }
            if recognizer.matches(bytes.prefix(recognizer.prefixLength)) { return nil }
            reason = "it is not \(recognizer.kind) tourc wrote"
        }
        let hint = force.map { "; move it, choose another path, or pass \($0) to replace it" } ?? "; move it or choose another path"
        return Diagnostic(.foreignFileWouldBeReplaced, "refusing to replace \(path): \(reason)\(hint); nothing was written", file: path)
    }

    /// The preview page (`<meta name="generator" content="tourc preview">`).
    static let previewPage = Recognizer.containing("<meta name=\"generator\" content=\"tourc preview\">", kind: "a preview page")

    /// A report page (`tourc report --html`).
    static let reportPage = Recognizer.containing(FunnelReport.pageMarker, kind: "a report page")

    /// An app manifest (the only file tourc writes with this key).
    static let appManifest = Recognizer.containing("\"bundleFormatVersions\"", kind: "an app manifest")

    /// The version script beside a page `tourc watch --preview` keeps.
    static let previewVersionScript = Recognizer.containing(PreviewLiveReload.scriptMarker, kind: "a preview version script")

    /// An editor schema (each one's title starts with "tourc ").
    static let schema = Recognizer.containing("\"title\": \"tourc ", kind: "an editor schema")
}
