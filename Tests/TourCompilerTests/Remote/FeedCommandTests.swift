import Foundation
import TestSupport
import Testing

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourKit
@testable import TourValidation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `tourc compile --against ... --feed-out`: remote tours are checked
/// against every app build's manifest, and the feed it writes is one that
/// TourKit's RemoteTourSource accepts, valid against tour-feed.schema.json.
@Suite struct FeedCommandTests {
    static let manifest = """
        {"bundleFormatVersions": [1], "events": ["songPlayed"], "manifestVersion": 1, "platforms": {"iOS": "17.0"},
         "targets": ["playButton", "shareSheet"], "tourcVersion": "0.1.0", "tours": [{"id": "welcome", "revision": "0123456789abcdef"}]}
        """

    private func project(_ tour: String, manifests: [String] = [FeedCommandTests.manifest]) throws -> TemporaryFolder {
        var files = ["Remote/spring.tour.yaml": tour]
        for (index, manifest) in manifests.enumerated() { files["Apps/\(index).json"] = manifest }
        return try TemporaryFolder(files: files)
    }

    private func request(_ folder: TemporaryFolder, manifests: Int = 1, feed: String? = "feed.json") -> FeedRequest {
        FeedRequest(
            validation: ValidationRequest(inputs: [folder.path + "/Remote"]),
            manifests: (0..<manifests).map { folder.path + "/Apps/\($0).json" }, feedOutput: feed.map { folder.path + "/" + $0 })
    }

    static let spring = """
        tour: spring
        show: {events: {songPlayed: 1}}
        steps:
          - {id: play, target: playButton, title: Play, text: "Select {symbol:play.fill}."}
          - {id: share, target: shareSheet, title: Share, text: Share it.}
        """

    @Test func theFeedIsOneTourKitAccepts() async throws {
        let folder = try project(Self.spring)
        var request = request(folder)
        request.withdrawn = ["winter", "autumn"]
        let outcome = FeedCommand.run(request)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.written)
        let feed = try Data(contentsOf: folder.url.appendingPathComponent("feed.json"))

        let script = packageRoot + "/Tests/TourGenerationTests/validate_json_schema.py"
        let result = try runProcess(
            "/usr/bin/env", ["python3", script, packageRoot + "/Schemas/tour-feed.schema.json", folder.path + "/feed.json"], in: packageRoot)
        #expect(result.status == 0, "\(result.output)\(result.error)")

        let manifest = try TourAppManifest(jsonData: Data(Self.manifest.utf8))
        let source = RemoteTourSource(
            feedURL: URL(string: "https://tours.example.com/feed.json")!, cacheDirectory: folder.url.appendingPathComponent("Cache"),
            manifest: manifest, appVersion: "1.0"
        ) { request in
            (feed, HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
        }
        let refresh = await source.refresh()
        #expect(refresh.failure == nil)
        #expect(refresh.rejected.isEmpty)
        #expect(refresh.accepted.map(\.id) == ["spring"])
        #expect(refresh.accepted.first?.steps.map(\.target) == ["playButton", "shareSheet"])
        #expect(String(decoding: feed, as: UTF8.self).contains("\"withdrawn\" : [\n    \"autumn\",\n    \"winter\"\n  ]"))
    }

    @Test func aTargetOneBuildLacksFailsAtTheStepNamingThatBuild() throws {
        let older = Self.manifest.replacingOccurrences(of: #", "shareSheet""#, with: "")
        let folder = try project(Self.spring, manifests: [Self.manifest, older])
        let outcome = FeedCommand.run(request(folder, manifests: 2))
        #expect(outcome.diagnostics.map(\.code) == [.unregisteredTarget])
        #expect(outcome.diagnostics.first?.position == SourcePosition(line: 5, column: 25))
        #expect(outcome.diagnostics.first?.message.contains("Apps/1.json") == true)
        #expect(!outcome.written)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/feed.json"))
    }

    @Test func aFileThatIsNoFeedIsNotReplaced() throws {
        let folder = try project(Self.spring)
        try folder.write("feed.json", "{\"mine\": true}\n")
        let outcome = FeedCommand.run(request(folder))
        #expect(outcome.diagnostics.map(\.code) == [.foreignFileWouldBeReplaced])
        var forced = request(folder)
        forced.force = true
        #expect(FeedCommand.run(forced).written)
    }

    @Test func aToursAppVersionRangeReachesTheFeedAndTheDevice() async throws {
        let tour = Self.spring.replacingOccurrences(of: "tour: spring\n", with: "tour: spring\nminAppVersion: \"2.5\"\n")
        let folder = try project(tour)
        #expect(FeedCommand.run(request(folder)).written)
        let feed = try Data(contentsOf: folder.url.appendingPathComponent("feed.json"))
        #expect(String(decoding: feed, as: UTF8.self).contains("\"minAppVersion\" : \"2.5\""))
        for (version, accepted) in [("2.4.9", false), ("2.5", true)] {
            let source = RemoteTourSource(
                feedURL: URL(string: "https://tours.example.com/feed.json")!,
                cacheDirectory: folder.url.appendingPathComponent("Cache-\(version)"),
                manifest: try TourAppManifest(jsonData: Data(Self.manifest.utf8)), appVersion: version
            ) { request in
                (feed, HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
            }
            let refresh = await source.refresh()
            #expect(refresh.accepted.isEmpty != accepted, "\(version)")
            if !accepted { #expect(refresh.rejected.first?.reason == "it needs app version 2.5 or later; this is 2.4.9") }
        }
    }
}
