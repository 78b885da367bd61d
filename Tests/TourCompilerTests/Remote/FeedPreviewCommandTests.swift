import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics

/// `tourc preview FEED.json --against ...`: each tour, build by build, with
/// the reasons TourKit would give on the device, and the feed's text escaped.
@Suite struct FeedPreviewCommandTests {
    static func manifest(targets: [String]) -> String {
        let list = targets.map { "\"\($0)\"" }.joined(separator: ", ")
        return
            #"{"bundleFormatVersions": [1], "events": [], "manifestVersion": 1, "platforms": {}, "targets": [\#(list)], "tourcVersion": "0.1.0", "tours": [{"id": "welcome", "revision": "0123456789abcdef"}]}"#
    }

    static func bundle(_ id: String, target: String, extra: String = "") -> String {
        #"{"schemaVersion": 1, "id": "\#(id)", "swiftName": "T", "title": "<b>\#(id)</b>", "steps": [{"id": "s", "target": "\#(target)", "title": "Tap & see", "text": "x", "padding": 8, "cornerRadius": 8}]\#(extra)}"#
    }

    private func folder() throws -> TemporaryFolder {
        let feed =
            #"{"feedVersion": 1, "tours": ["#
            + [
                Self.bundle("spring", target: "shareSheet"), Self.bundle("later", target: "playButton", extra: #", "minAppVersion": "2.4""#),
                Self.bundle("welcome", target: "playButton"), Self.bundle("gone", target: "playButton"), "7",
            ].joined(separator: ", ") + #"], "withdrawn": ["gone"]}"#
        return try TemporaryFolder(files: [
            "feed.json": feed,
            "Manifests/2.3.json": Self.manifest(targets: ["playButton"]),
            "Manifests/2.4.json": Self.manifest(targets: ["playButton", "shareSheet"]),
        ])
    }

    private func rows(_ page: String) -> [String] {
        page.split(separator: "\n").filter { $0.hasPrefix("<tr><td>") }.map(String.init)
    }

    @Test func eachTourIsShownBuildByBuildWithWhy() throws {
        let folder = try folder()
        let outcome = FeedPreviewCommand.write(
            feed: folder.path + "/feed.json", manifests: [folder.path + "/Manifests/2.3.json", folder.path + "/Manifests/2.4.json"],
            to: folder.path + "/page.html")
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.tourCount == 5)
        let page = try String(contentsOfFile: folder.path + "/page.html", encoding: .utf8)
        #expect(page.contains("<th>app 2.3</th><th>app 2.4</th>"))
        let rows = rows(page)
        #expect(rows.count == 5)
        #expect(
            rows[0].contains(
                "not shown: step &#39;s&#39; targets &#39;shareSheet&#39;, which this app version does not register</td><td class=\"accepted\">shown")
        )
        #expect(rows[1].contains("not shown: it needs app version 2.4 or later; this is 2.3</td><td class=\"accepted\">shown"))
        #expect(rows[2].contains("its id is a tour the app ships (&#39;welcome&#39;)"))
        #expect(rows[3].contains("<td class=\"rejected\">not shown: withdrawn</td><td class=\"rejected\">not shown: withdrawn</td>"))
        #expect(rows[4].contains("<code>tours[4]</code>"))
        #expect(page.contains("&lt;b&gt;spring&lt;/b&gt;"))
        #expect(!page.contains("<b>spring</b>"))
        #expect(page.contains("Tap &amp; see"))
    }

    @Test func aFeedThatIsNotJSONIsAnErrorAtItsPlace() throws {
        let folder = try TemporaryFolder(files: ["feed.json": "{\"feedVersion\": 1,\n  \"tours\": [oops]}", "2.4.json": Self.manifest(targets: [])])
        let outcome = FeedPreviewCommand.write(feed: folder.path + "/feed.json", manifests: [folder.path + "/2.4.json"], to: folder.path + "/p.html")
        #expect(outcome.diagnostics.map(\.code) == [.unreadableFile])
        #expect(outcome.diagnostics.first?.position == SourcePosition(line: 2, column: 13))
        #expect(!outcome.written)
    }

    @Test func aPageTourcDidNotWriteIsNotReplaced() throws {
        let folder = try folder()
        try folder.write("page.html", "<p>mine</p>\n")
        let outcome = FeedPreviewCommand.write(
            feed: folder.path + "/feed.json", manifests: [folder.path + "/Manifests/2.4.json"], to: folder.path + "/page.html")
        #expect(outcome.diagnostics.map(\.code) == [.foreignFileWouldBeReplaced])
    }
}
