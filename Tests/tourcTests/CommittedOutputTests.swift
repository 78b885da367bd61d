import Foundation
import TestSupport
import Testing

/// A project whose generated files and manifests are committed, as CI and
/// every teammate see it: a clone at another path is the same project.
@Suite("committed outputs, in another clone")
struct CommittedOutputTests {
    static let configuration = """
        inputs: [Tours]
        targets: Tours/targets.yaml
        output:
          swift: Generated/Tours
          json: Resources/Tours
        swift:
          overlays: [helpInfoSpotlightOverlay, tutorialSpotlight]
        platforms: {iOS: "18.0"}

        """

    /// A project with the samples' tours, compiled once in its own folder.
    static func compiledProject() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Tours", withIntermediateDirectories: true)
        for name in ["main.tour.yaml", "presets.tour.yaml", "effects.tour.yaml", "targets.yaml"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/Samples/Tours/" + name, toPath: folder.path + "/Tours/" + name)
        }
        try configuration.write(toFile: folder.path + "/tourc.yaml", atomically: true, encoding: .utf8)
        let run = try runTourc(["compile", "--skip-catalog"], in: folder.path)
        #expect(run.status == 0, "\(run)")
        return folder
    }

    /// What a clone holds: the committed files (no build stamp, which names
    /// this machine's files and is not committed).
    static func clone(_ project: TemporaryFolder) throws -> TemporaryFolder {
        let clone = try TemporaryFolder()
        let root = clone.path + "/elsewhere/checkout"
        try FileManager.default.createDirectory(atPath: clone.path + "/elsewhere", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: project.path, toPath: root)
        for stamp in ["Generated/Tours/.tourc-stamp", "Resources/Tours/.tourc-stamp"] {
            try? FileManager.default.removeItem(atPath: root + "/" + stamp)
        }
        return clone
    }

    static func manifest(_ root: String, _ folder: String) throws -> String {
        try String(contentsOfFile: root + "/" + folder + "/.tourc-manifest", encoding: .utf8)
    }

    @Test func aCloneAtAnotherPathPassesTheCheckStrictlyAndItsManifestsAreTheSameBytes() throws {
        let project = try Self.compiledProject()
        let clone = try Self.clone(project)
        let root = clone.path + "/elsewhere/checkout"
        let check = try runTourc(["compile", "--check", "--strict", "--skip-catalog"], in: root)
        #expect(check.status == 0, "\(check)")
        #expect(!check.standardError.contains("TOUR409"), "\(check)")
        for folder in ["Generated/Tours", "Resources/Tours"] {
            let text = try Self.manifest(project.path, folder)
            #expect(text.hasPrefix("tourc-manifest 3\nowner tourc.yaml ../../tourc.yaml\n"), "\(text)")
            #expect(!text.contains(project.path), "a manifest names no absolute path: \(text)")
        }
        // A compile in the clone rewrites nothing: the manifests are the committed bytes.
        let compile = try runTourc(["compile", "--skip-catalog"], in: root)
        #expect(compile.status == 0, "\(compile)")
        for folder in ["Generated/Tours", "Resources/Tours"] {
            #expect(try Self.manifest(root, folder) == (try Self.manifest(project.path, folder)))
        }
    }

    @Test func aTourDeletedInACloneFailsTheCheckNamingItsOrphans() throws {
        let project = try Self.compiledProject()
        let clone = try Self.clone(project)
        let root = clone.path + "/elsewhere/checkout"
        try FileManager.default.removeItem(atPath: root + "/Tours/effects.tour.yaml")
        let check = try runTourc(["compile", "--check", "--reporter", "xcode", "--skip-catalog"], in: root)
        #expect(check.status == 1, "\(check)")
        let orphans = check.errorLines.filter { $0.contains("TOUR403") && $0.contains("no longer exists") }
        #expect(orphans.count == 2, "the Swift file and the bundle: \(check)")
        #expect(check.standardError.contains("Generated/Tours/effects.tour.swift"), "\(check)")
        #expect(!check.standardError.contains("TOUR405") && !check.standardError.contains("TOUR409"), "\(check)")
        let compile = try runTourc(["compile", "--skip-catalog"], in: root)
        #expect(compile.status == 0, "\(compile)")
        #expect(!FileManager.default.fileExists(atPath: root + "/Generated/Tours/effects.tour.swift"))
    }

    @Test func aManifestWithAbsolutePathsFromAnOlderTourcStillReads() throws {
        let project = try Self.compiledProject()
        let real = URL(fileURLWithPath: project.path).resolvingSymlinksInPath().path
        for folder in ["Generated/Tours", "Resources/Tours"] {
            let path = project.path + "/" + folder + "/.tourc-manifest"
            let text = try String(contentsOfFile: path, encoding: .utf8)
                .replacingOccurrences(
                    of: "tourc-manifest 3\nowner tourc.yaml ../../tourc.yaml\n", with: "tourc-manifest 2\nowner tourc.yaml \(real)/tourc.yaml\n")
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        try FileManager.default.removeItem(atPath: project.path + "/Tours/effects.tour.yaml")
        let compile = try runTourc(["compile", "--reporter", "xcode", "--skip-catalog"], in: project.path)
        #expect(compile.status == 0, "\(compile)")
        #expect(!compile.standardError.contains("TOUR409"), "\(compile)")
        #expect(!FileManager.default.fileExists(atPath: project.path + "/Generated/Tours/effects.tour.swift"), "the old manifest's orphan is removed")
        #expect(try Self.manifest(project.path, "Generated/Tours").hasPrefix("tourc-manifest 3\nowner tourc.yaml ../../tourc.yaml\n"))
    }
}
