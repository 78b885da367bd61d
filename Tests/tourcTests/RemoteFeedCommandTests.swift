import Foundation
import TestSupport
import Testing

/// `tourc compile --app-manifest-out`, then `--against` and `--feed-out`,
/// as an app's CI and the remote tours' CI run them.
@Suite struct RemoteFeedCommandTests {
    @Test func anAppsManifestChecksRemoteToursAtTheStepsLine() throws {
        let folder = try TemporaryFolder(files: [
            "App/Tours/main.tour.yaml": "tour: main\nsteps:\n  - {id: play, target: playButton, title: Play, text: Tap play.}\n",
            "App/Tours/targets.yaml": "targets: [playButton, shareSheet]\n",
            "Remote/spring.tour.yaml": """
            tour: spring
            steps:
              - {id: share, target: shareSheet, title: Share, text: Share it.}
              - {id: lyrics, target: lyricsPanel, title: Lyrics, text: Read along.}
            """,
        ])
        let keygen = try runTourc(["feed", "keygen", "ci.key"], in: folder.path)
        #expect(keygen.status == 0, "\(keygen)")
        let publicKey = try String(contentsOfFile: folder.path + "/ci.key.pub", encoding: .utf8).split(separator: "\n").last.map(String.init) ?? ""
        #expect(keygen.standardOutput.contains("    publicKeys: [\(publicKey)]\n"))
        try folder.write(
            "App/tourc.yaml",
            "inputs: [Tours]\ntargets: Tours/targets.yaml\noutput: {swift: Generated, appManifest: tour-manifest.json}\nremote: {publicKeys: [\(publicKey)], linkDomains: [example.com]}\n"
        )
        let app = try runTourc(["compile", "--config", "App/tourc.yaml"], in: folder.path)
        #expect(app.status == 0, "\(app)")

        let failing = try runTourc(
            ["compile", "--no-config", "--against", "App/tour-manifest.json", "--feed-out", "feed.json", "--sign-key", "ci.key", "Remote"],
            in: folder.path)
        #expect(failing.status == 1, "\(failing)")
        #expect(
            failing.errorLines.first
                == "Remote/spring.tour.yaml:4:26: error: target 'lyricsPanel' is not registered in App/tour-manifest.json [TOUR304]")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/feed.json"))

        try folder.write("Remote/spring.tour.yaml", "tour: spring\nsteps:\n  - {id: share, target: shareSheet, title: Share, text: Share it.}\n")
        let passing = try runTourc(
            [
                "compile", "--no-config", "--against", "App/tour-manifest.json", "--feed-out", "feed.json", "--sign-key", "ci.key",
                "--feed-expires", "2w", "--withdraw", "winter", "Remote",
            ],
            in: folder.path)
        #expect(passing.status == 0, "\(passing)")
        let words = keygen.standardOutput.split(separator: " ")
        let keyID = try #require(words.firstIndex(of: "id").map { words[$0 + 1] })
        #expect(passing.errorLines.first?.hasPrefix("wrote feed.json (sequence 1, expires ") == true, "\(passing)")
        #expect(passing.errorLines.first?.hasSuffix(", signed with key \(keyID.dropLast()))") == true, "\(passing)")
        #expect(passing.errorLines.last == "checked the tours against 1 app manifest: 0 errors, 0 warnings")
        let feed = try String(contentsOfFile: folder.path + "/feed.json", encoding: .utf8)
        #expect(feed.hasPrefix("{\n  \"feedVersion\" : 2,\n  \"keyID\" : \""))
        let verified = try runTourc(["feed", "verify", "--public-key", "ci.key.pub", "feed.json"], in: folder.path)
        #expect(verified.status == 0, "\(verified)")
        #expect(verified.standardOutput.hasPrefix("feed.json: signed with key \(keyID.dropLast()), sequence 1, expires "))
        let again = try runTourc(
            [
                "compile", "--no-config", "--against", "App/tour-manifest.json", "--feed-out", "feed.json", "--sign-key", "ci.key", "--quiet",
                "Remote",
            ], in: folder.path)
        #expect(again.errorLines.first?.hasPrefix("wrote feed.json (sequence 2, ") == true, "\(again)")
    }

    @Test func aFeedIsWrittenOnlySignedAndALyingLinkIsAnErrorAtItsColumn() throws {
        let folder = try TemporaryFolder(files: [
            "App/tour-manifest.json":
                #"{"bundleFormatVersions": [1], "events": [], "manifestVersion": 1, "platforms": {}, "targets": ["playButton"], "tourcVersion": "t", "tours": []}"#,
            "App/targets.yaml": "targets: [playButton]\n",
            "Remote/spring.tour.yaml":
                "tour: spring\nsteps:\n  - {id: play, target: playButton, title: Play, text: \"Log in again at [apple.com](https://evil.example/phish) now.\"}\n",
        ])
        let unsigned = try runTourc(
            ["compile", "--no-config", "--against", "App/tour-manifest.json", "--feed-out", "feed.json", "Remote"], in: folder.path)
        #expect(unsigned.status == 2)
        #expect(
            unsigned.errorLines.first
                == "tourc: error: --feed-out needs --sign-key KEY: apps take only signed feeds (tourc feed keygen KEY makes a key)")
        let lying = try runTourc(["validate", "--no-config", "--reporter", "xcode", "--registry", "App/targets.yaml", "Remote"], in: folder.path)
        #expect(
            lying.errorLines.contains(
                "Remote/spring.tour.yaml:3:72: error: the text of step 'play' has a link whose words name apple.com but which goes to evil.example [TOUR346]"
            ),
            "\(lying)")
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/feed.json"))
    }

    @Test func keygenRefusesToReplaceAKeyAndVerifyRefusesAnotherKey() throws {
        let folder = try TemporaryFolder()
        #expect(try runTourc(["feed", "keygen", "a.key"], in: folder.path).status == 0)
        let again = try runTourc(["feed", "keygen", "a.key"], in: folder.path)
        #expect(again.status == 1)
        #expect(again.errorLines.first?.hasSuffix("a.key exists; tourc feed keygen never replaces a key [TOUR513]") == true, "\(again)")
        let noKey = try runTourc(["feed", "verify", "feed.json"], in: folder.path)
        #expect(noKey.status == 2)
    }

    @Test func aFeedNeedsAManifestToCheckAgainst() throws {
        let run = try runTourc(["compile", "--no-config", "--feed-out", "feed.json", "Samples/Tours"])
        #expect(run.status == 2)
        #expect(run.errorLines.first == "tourc: error: --feed-out, --sign-key and --withdraw need --against APP_MANIFEST")
    }

    @Test func aFeedPreviewNamesTheBuilds() throws {
        let folder = try TemporaryFolder(files: ["feed.json": #"{"feedVersion": 1, "tours": []}"#])
        let run = try runTourc(["preview", "feed.json"], in: folder.path)
        #expect(run.status == 2)
        #expect(run.errorLines.first == "tourc: error: a feed preview shows the feed for app builds: name each with --against APP_MANIFEST")
    }
}
