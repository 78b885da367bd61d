import Foundation
import TestSupport
import Testing

/// `tourc compile --app-manifest-out`, then `--against` and `--feed-out`,
/// as an app's CI and the remote tours' CI run them.
@Suite struct RemoteFeedCommandTests {
    @Test func anAppsManifestChecksRemoteToursAtTheStepsLine() throws {
        let folder = try TemporaryFolder(files: [
            "App/Tours/main.tour.yaml": "tour: main\nsteps:\n  - {id: play, target: playButton, title: Play, text: Select play.}\n",
            "App/Tours/targets.yaml": "targets: [playButton, shareSheet]\n",
            "Remote/spring.tour.yaml": """
            tour: spring
            steps:
              - {id: share, target: shareSheet, title: Share, text: Share it.}
              - {id: lyrics, target: lyricsPanel, title: Lyrics, text: Read along.}
            """,
        ])
        let app = try runTourc(
            ["compile", "--no-config", "--swift-out", "App/Generated", "--app-manifest-out", "App/tour-manifest.json", "App/Tours"],
            in: folder.path)
        #expect(app.status == 0, "\(app)")

        let failing = try runTourc(
            ["compile", "--no-config", "--against", "App/tour-manifest.json", "--feed-out", "feed.json", "Remote"], in: folder.path)
        #expect(failing.status == 1, "\(failing)")
        #expect(
            failing.errorLines.first
                == "Remote/spring.tour.yaml:4:26: error: target 'lyricsPanel' is not registered in App/tour-manifest.json [TOUR304]")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/feed.json"))

        try folder.write("Remote/spring.tour.yaml", "tour: spring\nsteps:\n  - {id: share, target: shareSheet, title: Share, text: Share it.}\n")
        let passing = try runTourc(
            ["compile", "--no-config", "--against", "App/tour-manifest.json", "--feed-out", "feed.json", "--withdraw", "winter", "Remote"],
            in: folder.path)
        #expect(passing.status == 0, "\(passing)")
        #expect(passing.errorLines == ["wrote feed.json", "checked the tours against 1 app manifest: 0 errors, 0 warnings"])
        let feed = try String(contentsOfFile: folder.path + "/feed.json", encoding: .utf8)
        #expect(feed.hasPrefix("{\n  \"feedVersion\" : 1,\n  \"tours\" : [\n    {\n"))
        #expect(feed.contains("\"withdrawn\" : [\n    \"winter\"\n  ]\n}\n"))
    }

    @Test func aFeedNeedsAManifestToCheckAgainst() throws {
        let run = try runTourc(["compile", "--no-config", "--feed-out", "feed.json", "Samples/Tours"])
        #expect(run.status == 2)
        #expect(run.errorLines.first == "tourc: error: --feed-out and --withdraw need --against APP_MANIFEST")
    }

    @Test func aFeedPreviewNamesTheBuilds() throws {
        let folder = try TemporaryFolder(files: ["feed.json": #"{"feedVersion": 1, "tours": []}"#])
        let run = try runTourc(["preview", "feed.json"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errorLines.first == "tourc: error: a feed preview shows the feed for app builds: name each with --against APP_MANIFEST")
    }
}
