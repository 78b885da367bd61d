import Foundation
import TestSupport
import Testing

@testable import TourCompiler

/// What a watch treats as a change to compile: what the compile reads, and
/// nothing it writes.
@Suite struct WatchScopeTests {
    let scope = WatchScope(
        folders: ["/app/Tours", "/app/Sources"], files: ["/app/tourc.yaml", "/elsewhere/targets.yaml"],
        outputs: ["/app/Sources/Generated", "/app/page.html"])

    @Test(arguments: [
        "/app/Tours/main.tour.yaml", "/app/Tours/deep/er/help.tour.yaml", "/app/Tours/targets.yaml", "/app/Sources/App/View.swift",
        "/app/tourc.yaml", "/elsewhere/targets.yaml",
    ])
    func whatTheCompileReadsIsAChange(path: String) {
        #expect(scope.isRelevant(FileChange(path: path, isDirectory: false)))
    }

    @Test(arguments: [
        // What tourc writes, its temporaries, editors' swap files, other files.
        "/app/Sources/Generated/main.tour.swift", "/app/page.html", "/app/Tours/.main.tour.yaml.tourc-12-0-x.tmp",
        "/app/Tours/.main.tour.yaml.swp", "/app/Tours/notes.md", "/app/Tours/main.tour.yaml~", "/app/README.md",
        "/elsewhere/other.yaml", "/app/Toursmore/x.tour.yaml",
    ])
    func whatItWritesAndWhatItDoesNotReadIsNot(path: String) {
        #expect(!scope.isRelevant(FileChange(path: path, isDirectory: false)))
    }

    @Test func aFolderUnderAWatchedOneMayHoldTours() {
        #expect(scope.isRelevant(FileChange(path: "/app/Tours/Onboarding", isDirectory: true)))
        #expect(!scope.isRelevant(FileChange(path: "/app/Sources/Generated/Sub", isDirectory: true)))
    }

    @Test func aFileOutsideTheFoldersIsWatchedThroughItsOwn() {
        #expect(scope.watchedFolders == ["/app", "/app/Sources", "/app/Tours", "/elsewhere"])
    }

    /// The scope's paths are made absolute as output ownership makes them.
    @Test func pathsAreAbsoluteWithTheirLinksResolved() throws {
        let folder = try TemporaryFolder()
        try folder.write("Real/main.tour.yaml", "tour: main\n")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Link", withDestinationPath: folder.path + "/Real")
        let real = try #require(Platform.realPath(folder.path))
        #expect(ProjectOwner.absolute(folder.path + "/Link/main.tour.yaml") == real + "/Real/main.tour.yaml")
        #expect(ProjectOwner.absolute(folder.path + "/Link/new.tour.yaml") == real + "/Real/new.tour.yaml")
    }
}
