import TourBytes
import TourDiagnostics

/// What an output folder holds besides this run's outputs: files an earlier
/// compile wrote for tours that no longer exist (orphans, which tourc
/// removes), and files that look like outputs but are not tourc's to remove.
struct OrphanedOutputs {
    /// One output folder's manifest before and after this run.
    struct Folder {
        var path: String
        /// The manifest as the last compile left it; empty when there is none.
        var previous: OutputManifest
        /// The manifest this run leaves: its outputs and their hashes.
        var current: OutputManifest
    }

    /// Files to remove: listed in a manifest, produced by no current tour,
    /// and still holding the bytes tourc wrote.
    private(set) var removals: [String] = []
    /// Notes about files left in place, and warnings about manifests that
    /// cannot be read or belong to another project.
    private(set) var notes: [Diagnostic] = []
    private(set) var folders: [Folder] = []

    /// Whether the run read only some of the project's tours: then nothing
    /// is an orphan, and each manifest keeps what it lists.
    private let narrowed: Bool

    /// Finds the orphans in `folders` given the outputs (path and hash) this
    /// run produces for the project `owner`. A run that
    /// `narrowed` the inputs finds none.
    init(folders paths: [String], outputs: [(path: String, hash: UInt64)], owner: ProjectOwner, narrowed: Bool = false) {
        self.narrowed = narrowed
        // Each output's folder, found once rather than once per folder.
        var byFolder: [String: [String: UInt64]] = [:]
        for output in outputs {
            byFolder[Paths.parent(of: output.path), default: [:]][Paths.lastComponent(of: output.path)] = output.hash
        }
        for folder in paths {
            let current = OutputManifest(hashes: byFolder[folder] ?? [:], owner: owner.text(from: folder))
            var previous = readManifest(in: folder)
            if let other = previous.owner, !previous.isOwned(by: owner, in: folder), !previous.hashes.isEmpty {
                // Another project's files: never this compile's to remove.
                notes.append(
                    Diagnostic(
                        .sharedOutputFolder,
                        "\(folder) also holds the outputs of another project (\(other)); neither removes the other's files, but each compile takes the folder's manifest over: give each project an output folder of its own",
                        file: Paths.join(folder, OutputManifest.fileName)))
                previous = OutputManifest()
            }
            folders.append(Folder(path: folder, previous: previous, current: current))
            if !narrowed { inspect(folder, previous: previous, current: current) }
        }
    }

    /// The folder's manifest; an empty one when there is none, or (with a
    /// warning) when it cannot be read.
    private mutating func readManifest(in folder: String) -> OutputManifest {
        let path = Paths.join(folder, OutputManifest.fileName)
        let reason: String
        do throws(FileError) {
            let bytes = try FileSystem.readFile(path, limit: 1 << 24)
            if firstInvalidUTF8(in: bytes) == nil, let manifest = OutputManifest(parsing: String(decoding: bytes, as: UTF8.self)) {
                return manifest
            }
            reason = "it is not a manifest tourc wrote"
        } catch {
            if Platform.isMissing(error) { return OutputManifest() }
            reason = error.reason
        }
        notes.append(
            Diagnostic(
                .unreadableManifest,
                "cannot read \(path): \(reason); no file in \(folder) is removed as an orphan, and this compile writes a new manifest", file: path))
        return OutputManifest()
    }

    private mutating func inspect(_ folder: String, previous: OutputManifest, current: OutputManifest) {
        guard let entries = try? FileSystem.visibleEntries(of: folder) else { return }
        for (name, kind) in entries where kind == .file && current.hashes[name] == nil {
            let path = Paths.join(folder, name)
            // Only a name tourc could have given an output is ever removed,
            // whatever a manifest (edited, or another tool's) lists.
            if let written = previous.hashes[name], OutputNaming.couldBeOutput(name) {
                let bytes = (try? FileSystem.readFile(path, limit: 1 << 28)) ?? []
                if OutputManifest.hash(bytes) == written && Self.carriesGeneratedHeader(name: name, bytes) {
                    removals.append(path)
                } else {
                    notes.append(
                        note(
                            path,
                            "was written by tourc for a tour that no longer exists, but it has been edited since, so it was left in place; delete it if nothing uses it"
                        ))
                }
            } else if Self.looksLikeOutput(name) {
                notes.append(note(path, "is not an output of this compile and was not written by tourc, so it was left in place"))
            }
        }
    }

    /// Swift outputs start with tourc's header; JSON bundles cannot hold a
    /// comment, so for them the manifest's hash is the proof.
    private static func carriesGeneratedHeader(name: String, _ bytes: [UInt8]) -> Bool {
        guard name.hasSuffix(".swift") else { return true }
        return bytes.starts(with: Array(generatedHeaderPrefix.utf8))
    }

    /// How every generated Swift file starts (see `SwiftEmitter`).
    static let generatedHeaderPrefix = "// Generated by tourc from "

    /// The kinds of file tourc writes into output folders: others (images,
    /// a README) are none of its business and get no note.
    private static func looksLikeOutput(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".json")
    }

    private func note(_ path: String, _ text: String) -> Diagnostic {
        Diagnostic(.unownedOutput, "\(path) \(text)", file: path)
    }

    /// The manifests after a commit that stopped part-way: what the last
    /// compile owned, plus the outputs this one did replace, so that every
    /// file tourc wrote stays tourc's to update or remove.
    func manifests(afterReplacing replaced: Set<String>) -> [(path: String, manifest: OutputManifest, changed: Bool)] {
        manifests(starting: \.previous, adding: replaced, from: \.current)
    }

    /// The manifests to write: each folder's current outputs, plus the
    /// orphans that could not be removed (so a later run tries again).
    func manifests(keeping failedRemovals: Set<String>) -> [(path: String, manifest: OutputManifest, changed: Bool)] {
        guard !narrowed else {
            let written = folders.flatMap { folder in folder.current.hashes.keys.map { Paths.join(folder.path, $0) } }
            return manifests(afterReplacing: Set(written))
        }
        return manifests(starting: \.current, adding: failedRemovals, from: \.previous)
    }

    /// Each folder's `base` manifest, with the entries of `other` whose
    /// paths are in `paths`; `changed` against what the folder held.
    private func manifests(
        starting base: KeyPath<Folder, OutputManifest>, adding paths: Set<String>, from other: KeyPath<Folder, OutputManifest>
    ) -> [(path: String, manifest: OutputManifest, changed: Bool)] {
        folders.map { folder in
            var manifest = folder[keyPath: base]
            for (name, hash) in folder[keyPath: other].hashes where paths.contains(Paths.join(folder.path, name)) {
                manifest.hashes[name] = hash
            }
            return (Paths.join(folder.path, OutputManifest.fileName), manifest, manifest != folder.previous)
        }
    }
}
