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
