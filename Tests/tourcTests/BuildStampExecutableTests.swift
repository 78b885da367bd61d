import Foundation
import TestSupport
import Testing

/// A tourc rebuilt with a changed emitter must never trust a stamp another
/// build wrote, even with the same version number: the stamp names the
/// executable (path, size, modification time, inode).
@Suite("tourc executable: the build stamp and rebuilt binaries")
struct BuildStampExecutableTests {
    /// The sample tours in a folder of their own, aged an hour (the stamp
    /// ignores inputs changed in the seconds before it was written).
    private func samples() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in ["main.tour.yaml", "presets.tour.yaml", "effects.tour.yaml", "targets.yaml"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/Samples/Tours/" + name, toPath: folder.path + "/" + name)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder.path + "/" + name)
        }
        return folder
    }

    /// `binary`'s bytes with one of the generated header's words changed: a
    /// second build of tourc that generates different text, with the same
    /// size and the same version.
    private func rebuild(_ binary: String, at path: String) throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: binary))
        let old = Data("Do not edit".utf8)
        let new = Data("Do NOT edit".utf8)
        // Every copy: a sanitized build, for one, holds the text more than
        // once. Foundation's search, not a loop of slices here: the binary
        // is 100 MB under ThreadSanitizer, where a slice-by-slice scan in
        // this debug, instrumented test took over ten minutes.
        var copies = 0
        var from = bytes.startIndex
        while let found = bytes.range(of: old, in: from..<bytes.endIndex) {
            bytes.replaceSubrange(found, with: new)
            copies += 1
            from = found.upperBound
        }
        #expect(copies > 0, "the header text is in the binary")
        // As a linker does: a new file renamed over the old one.
        let fresh = path + ".new"
        try bytes.write(to: URL(fileURLWithPath: fresh))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fresh)
        #expect(rename(fresh, path) == 0)
    }

    @Test func aRebuiltTourcRegeneratesWhatTheOldOneWrote() throws {
        let original = try #require(TourcBinary.path)
        let folder = try samples()
        let binary = folder.path + "/bin/tourc"
        try FileManager.default.createDirectory(atPath: folder.path + "/bin", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: original, toPath: binary)
        let arguments = [
            "compile", "--reporter", "human", "--registry", "targets.yaml", "--swift-out", "Generated", "--overlay", "tutorialSpotlight", ".",
        ]

        let first = try runTourc(arguments, in: folder.path, binary: binary)
        #expect(first.status == 0, "\(first)")
        let again = try runTourc(arguments, in: folder.path, binary: binary)
        #expect(again.standardError.hasPrefix("compiled: up to date"), "the same build trusts its own stamp: \(again)")

        try rebuild(original, at: binary)
        let rebuilt = try runTourc(arguments, in: folder.path, binary: binary)
        #expect(rebuilt.status == 0, "\(rebuilt)")
        #expect(!rebuilt.standardError.contains("up to date"), "the rebuilt tourc trusted the old build's stamp: \(rebuilt)")
        let generated = try String(contentsOfFile: folder.path + "/Generated/main.tour.swift", encoding: .utf8)
        #expect(generated.contains("Do NOT edit: change the tour file instead."), "the outputs are the new build's")
        #expect(try runTourc(["--version"], binary: binary).standardOutput == runTourc(["--version"]).standardOutput)
    }
}
