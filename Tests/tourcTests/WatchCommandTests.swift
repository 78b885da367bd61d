import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tourc watch` as a user runs it: the real binary in a project folder,
/// files edited beside it, Ctrl-C to stop.
@Suite("tourc watch", .serialized)
struct WatchCommandTests {
    /// A project of `tours` one-step tours under Tours/, compiled into out/.
    static func project(tours: Int = 2) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        var registry = "targets:\n"
        for index in 0..<tours {
            registry += "  - control\(index)\n"
            try folder.write("Tours/tour\(index).tour.yaml", tour(index, title: "First"))
        }
        try folder.write("Tours/targets.yaml", registry)
        return folder
    }

    static func tour(_ index: Int, title: String) -> String {
        "tour: tour\(index)\nsteps:\n  - id: control\(index)\n    title: \(title)\n    text: Tap it.\n"
    }

    static let arguments = [
        "watch", "--no-config", "--registry", "Tours/targets.yaml", "--swift-out", "out/Swift", "--json-out", "out/JSON", "Tours",
    ]

    @Test func anEditIsCompiledWithinOneSecond() throws {
        let folder = try Self.project()
        let watch = try RunningTourc(Self.arguments, in: folder.path)
        try watch.waitForStart()
        let edited = Date()
        try folder.write("Tours/tour0.tour.yaml", Self.tour(0, title: "Second"))
        #expect(watch.waitUntil(seconds: 5) { $0.cycles == 1 }, "\(watch.output)")
        let took = Date().timeIntervalSince(edited)
        #expect(took < 1, "the edit was compiled \(took) s after it was saved")
        let swift = try String(contentsOfFile: folder.path + "/out/Swift/tour0.tour.swift", encoding: .utf8)
        #expect(swift.contains("Second"))
        #expect(try watch.interrupt() == 0)
    }

    @Test func aBurstOfFiftyEditsIsCompiledOnceOrTwice() throws {
        let folder = try Self.project()
        let watch = try RunningTourc(Self.arguments, in: folder.path)
        try watch.waitForStart()
        for edit in 1...50 { try folder.write("Tours/tour\(edit % 2).tour.yaml", Self.tour(edit % 2, title: "Edit \(edit)")) }
        #expect(watch.waitUntil(seconds: 5) { $0.cycles >= 1 }, "\(watch.output)")
        // Time for a third compile to show, if the burst made one.
        Thread.sleep(forTimeInterval: 1.5)
        #expect((1...2).contains(watch.cycles), "\(watch.output)")
        let swift = try String(contentsOfFile: folder.path + "/out/Swift/tour0.tour.swift", encoding: .utf8)
        #expect(swift.contains("Edit 50"))
        #expect(try watch.interrupt() == 0)
    }

    @Test func aDeletedToursOutputsGo() throws {
        let folder = try Self.project()
        let watch = try RunningTourc(Self.arguments, in: folder.path)
        try watch.waitForStart()
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/Swift/tour1.tour.swift"))
        try FileManager.default.removeItem(atPath: folder.path + "/Tours/tour1.tour.yaml")
        #expect(watch.waitUntil(seconds: 5) { $0.cycles == 1 }, "\(watch.output)")
        #expect(watch.output.contains("removed out/Swift/tour1.tour.swift"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/Swift/tour1.tour.swift"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out/JSON/tour1.json"))
        #expect(FileManager.default.fileExists(atPath: folder.path + "/out/Swift/tour0.tour.swift"))
        #expect(try watch.interrupt() == 0)
    }

    /// Ctrl-C while a compile writes: the watch ends with status 0 and no
    /// temporary file is left, in the outputs or anywhere in the project.
    /// The outputs are compiled beforehand, so the watch's first compile
    /// writes nothing and the edit's compile is the one that stalls at its
    /// first rename (the debug build's fault injection), with its
    /// temporaries on disk: the signal lands in the middle of it, however
    /// slow the machine.
    @Test func sigintExitsZeroAndLeavesNothingBehind() throws {
        let folder = try Self.project(tours: 200)
        // Written long ago, as far as the build stamp can tell, so that the
        // watch's first compile trusts it and writes nothing, not even the stamp.
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path + "/Tours") {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: folder.path + "/Tours/" + name)
        }
        let compile = try runTourc(["compile"] + Self.arguments.dropFirst(), in: folder.path)
        #expect(compile.status == 0, "\(compile)")
        let watch = try RunningTourc(Self.arguments, in: folder.path, environment: ["TOURC_INJECT_FAULT": "rename:1:stall"])
        try watch.waitForStart(seconds: 60)
        func temporaries() -> [String] {
            (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".tmp") }
        }
        for index in 0..<200 { try folder.write("Tours/tour\(index).tour.yaml", Self.tour(index, title: "Again")) }
        #expect(watch.waitForStall(), "the edit's compile did not stall: \(watch.output)")
        #expect(!temporaries().isEmpty, "the edit's compile wrote no temporaries: \(watch.output)")
        #expect(try watch.interrupt() == 0)
        #expect(temporaries().isEmpty, "\(temporaries())")
    }

    @Test func anErrorIsReportedAndTheWatchGoesOn() throws {
        let folder = try Self.project()
        let watch = try RunningTourc(Self.arguments, in: folder.path)
        try watch.waitForStart()
        try folder.write("Tours/tour0.tour.yaml", Self.tour(0, title: "Broken") + "    padding: \"8\"\n")
        #expect(watch.waitUntil(seconds: 5) { $0.output.contains("compile failed") }, "\(watch.output)")
        #expect(watch.output.contains("tour0.tour.yaml:6:14: error:"))
        try folder.write("Tours/tour0.tour.yaml", Self.tour(0, title: "Mended"))
        #expect(watch.waitUntil(seconds: 5) { $0.cycles == 2 }, "\(watch.output)")
        let swift = try String(contentsOfFile: folder.path + "/out/Swift/tour0.tour.swift", encoding: .utf8)
        #expect(swift.contains("Mended"))
        #expect(try watch.interrupt() == 0)
    }

    /// Without inotify or FSEvents the watch polls, and says so.
    @Test func aPollingWatchSaysSoAndCompilesEdits() throws {
        let folder = try Self.project()
        let watch = try RunningTourc(Self.arguments, in: folder.path, environment: ["TOURC_WATCH_POLL": "1"])
        try watch.waitForStart()
        #expect(watch.output.contains("watching for changes (polling every 0.5 s (asked for with TOURC_WATCH_POLL))"))
        try folder.write("Tours/tour0.tour.yaml", Self.tour(0, title: "Polled"))
        #expect(watch.waitUntil(seconds: 5) { $0.cycles == 1 }, "\(watch.output)")
        #expect(try String(contentsOfFile: folder.path + "/out/Swift/tour0.tour.swift", encoding: .utf8).contains("Polled"))
        #expect(try watch.interrupt() == 0)
    }

    /// With only a preview page, the tours are checked and the page kept:
    /// rewritten on an edit, with its version script after it.
    @Test func aPreviewPageIsRewrittenWithItsVersion() throws {
        let folder = try Self.project()
        let watch = try RunningTourc(
            ["watch", "--no-config", "--registry", "Tours/targets.yaml", "--preview", "preview.html", "Tours"], in: folder.path)
        try watch.waitForStart()
        func version() throws -> (page: String, script: String) {
            let page = try String(contentsOfFile: folder.path + "/preview.html", encoding: .utf8)
            let script = try String(contentsOfFile: folder.path + "/preview.html.version.js", encoding: .utf8)
            let pageVersion = try #require(page.firstMatch(of: /var version = "([0-9a-f]{16})"/)?.1)
            let scriptVersion = try #require(script.firstMatch(of: /tourcPreviewVersion\("([0-9a-f]{16})"\)/)?.1)
            return (String(pageVersion), String(scriptVersion))
        }
        let first = try version()
        #expect(first.page == first.script)
        try folder.write("Tours/tour0.tour.yaml", Self.tour(0, title: "Previewed"))
        #expect(watch.waitUntil(seconds: 5) { $0.cycles == 1 }, "\(watch.output)")
        let second = try version()
        #expect(second.page == second.script && second.page != first.page)
        #expect(try String(contentsOfFile: folder.path + "/preview.html", encoding: .utf8).contains("Previewed"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/out"))
        #expect(try watch.interrupt() == 0)
    }

    @Test func withNothingToWriteTheWatchDoesNotStart() throws {
        let folder = try Self.project()
        let run = try runTourc(["watch", "--no-config", "--registry", "Tours/targets.yaml", "Tours"], in: folder.path)
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.contains("TOUR"), "\(run)")
    }
}

/// The built tourc running `watch`.
extension RunningTourc {
    /// The compiles that changes started and that are done (the first,
    /// which every watch starts with, is not one of them).
    var cycles: Int { max(0, output.components(separatedBy: "watching for changes").count - 2) }

    /// Waits for the first compile and the watch to start.
    func waitForStart(seconds: Double = 30) throws {
        try #require(waitUntil(seconds: seconds) { $0.output.contains("watching for changes") }, "\(output)")
        // Past the cycle that reported it, whose outputs were its own.
        Thread.sleep(forTimeInterval: 0.2)
    }
}
