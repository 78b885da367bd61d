import Foundation
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

