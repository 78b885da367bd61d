import Foundation
import TestSupport
import Testing

@testable import TourCompiler

/// Listing a folder: kinds come from the listing where it says, and from
/// `stat`, following links, where it does not.
@Suite struct FileSystemTests {
    @Test func entriesHaveTheKindsStatWouldGive() throws {
        let folder = try TemporaryFolder()
        let manager = FileManager.default
        try Data("a".utf8).write(to: URL(fileURLWithPath: folder.path + "/b.tour.yaml"))
        try manager.createDirectory(atPath: folder.path + "/a", withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: folder.path + "/c-folder-link", withDestinationPath: "a")
        try manager.createSymbolicLink(atPath: folder.path + "/d-file-link", withDestinationPath: "b.tour.yaml")
        try manager.createSymbolicLink(atPath: folder.path + "/e-dangling", withDestinationPath: "nowhere")
        try Data().write(to: URL(fileURLWithPath: folder.path + "/.hidden"))

        let entries = try FileSystem.visibleEntries(of: folder.path)
        #expect(entries.map(\.name) == ["a", "b.tour.yaml", "c-folder-link", "d-file-link", "e-dangling"])
        #expect(entries.map(\.name) == (try manager.contentsOfDirectory(atPath: folder.path)).filter { !$0.hasPrefix(".") }.sorted())
        for entry in entries {
            #expect(entry.kind == FileSystem.kind(of: folder.path + "/" + entry.name), "\(entry.name)")
        }
        #expect(entries.map(\.kind) == [.directory, .file, .directory, .file, .missing])
    }

    @Test func listingAMissingFolderFailsWithTheReason() {
        #expect(throws: FileError.self) { try FileSystem.visibleEntries(of: "/nonexistent-tourc-folder") }
    }
}

@Suite struct PathNormalizationTests {
    @Test(arguments: [
        ("out", "out"), ("out/", "out"), ("./out", "out"), ("out/.", "out"), ("out//json///", "out/json"),
        ("gen/../out", "out"), ("../out", "../out"), ("../../a/./b/..", "../../a"), ("a/..", "."), ("", "."), (".", "."),
        ("/", "/"), ("/..", "/"), ("/tmp//x/./y/../z/", "/tmp/x/z"), ("a/b/../../..", ".."),
    ])
    func normalizesAsTheShellReadsAPath(path: String, expected: String) {
        #expect(Paths.normalized(path) == expected)
    }

    @Test func aLinkToAFolderIsTheSameFolder() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-paths-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/out", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: "out")
        #expect(Paths.sameFolder(root + "/out", root + "/link"))
        #expect(Paths.sameFolder(root + "/out/", root + "/./out"))
        #expect(!Paths.sameFolder(root + "/out", root))
        #expect(!Paths.sameFolder(root + "/missing", root + "/other"))
    }
}

/// tourc's temporaries are recognised by name, and a run removes only the
/// leftovers of runs that are over.
@Suite struct TemporaryFilesTests {
    @Test func tourcsTemporariesAreRecognisedByName() {
        let name = TemporaryFiles.name(for: "main-screen.tour.swift", process: 4242, index: 7, nonce: "k3x9")
        #expect(name == ".main-screen.tour.swift.tourc-4242-7-k3x9.tmp")
        #expect(TemporaryFiles.writer(of: name) == 4242)
        for other in [
            "notes.tmp", ".notes.tmp", ".a.json.tourc-12-3-.tmp", ".a.json.tourc-x-3-ab.tmp", "a.json.tourc-12-3-ab.tmp",
            ".a.json.tourc-12-3-ab.tmp.bak", ".a.json.mine-12-3-ab.tmp",
        ] {
            #expect(TemporaryFiles.writer(of: other) == nil, "\(other)")
        }
    }

    /// An output name as long as the file system allows still gets a
    /// temporary beside it (they once capped output names near 229 bytes),
    /// and the write goes through it.
    @Test func anOutputNameOfTheLongestLengthGetsATemporary() throws {
        let longest = String(repeating: "é", count: 120) + ".tour.swift"  // 251 bytes
        let name = TemporaryFiles.name(for: longest, process: 2_147_483_000, index: 12_345, nonce: "zzzzzz")
        #expect(name.utf8.count <= TemporaryFiles.maximumNameLength)
        #expect(name.hasPrefix(".éé") && name.hasSuffix(".tourc-2147483000-12345-zzzzzz.tmp"))
        #expect(TemporaryFiles.writer(of: name) == 2_147_483_000)
        let folder = try TemporaryFolder()
        let path = folder.path + "/" + String(repeating: "a", count: TemporaryFiles.maximumNameLength - 5) + ".json"
        #expect(OutputWriter.write([OutputFile(path: path, contents: "{}\n", source: "t.tour.yaml")]).isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{}\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [Paths.lastComponent(of: path)])
    }

    @Test func leftoversOfRunsThatAreOverAreRemovedAndNothingElse() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-temporaries-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // No process has this id (above any pid_max), so its run is over.
        let gone = TemporaryFiles.name(for: "a.json", process: 2_147_483_000, index: 0, nonce: "z1")
        // Process 1 always runs: its temporary stays while young...
        let running = TemporaryFiles.name(for: "b.json", process: 1, index: 0, nonce: "z2")
        // ...and goes once older than any run takes.
        let old = TemporaryFiles.name(for: "c.json", process: 1, index: 1, nonce: "z3")
        let own = TemporaryFiles.name(for: "d.json", process: Platform.processIdentifier, index: 0, nonce: "z4")
        let others = ["notes.tmp", ".hidden", "e.json"]
        for name in [gone, running, old, own] + others { try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name)) }
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -2 * Double(TemporaryFiles.maximumAge))], ofItemAtPath: folder + "/" + old)
        TemporaryFiles.removeLeftovers(in: folder)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(left == ([running, own] + others).sorted())
    }
}
