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
    /// The manifest of a build that accepts the public key `KEY` (replaced by each project's).
    static let manifest = """
        {"bundleFormatVersions": [1], "events": ["songPlayed"], "linkDomains": ["example.com"], "manifestVersion": 1,
         "platforms": {"iOS": "17.0"}, "publicKeys": ["KEY"], "targets": ["playButton", "shareSheet"], "tourcVersion": "0.1.0",
         "tours": [{"id": "welcome", "revision": "0123456789abcdef"}]}
        """

    /// A project with the remote tour, the manifests and a signing key
    /// (`signing.key`) that the manifests accept.
    private func project(_ tour: String, manifests: [String] = [FeedCommandTests.manifest]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder(files: ["Remote/spring.tour.yaml": tour])
        let key = try #require(FeedKeys.generate(at: folder.path + "/signing.key").publicKey)
        for (index, manifest) in manifests.enumerated() {
            try folder.write("Apps/\(index).json", manifest.replacingOccurrences(of: "KEY", with: key))
        }
        return folder
    }

    private func request(_ folder: TemporaryFolder, manifests: Int = 1, feed: String? = "feed.json") -> FeedRequest {
        var request = FeedRequest(
            validation: ValidationRequest(inputs: [folder.path + "/Remote"]),
            manifests: (0..<manifests).map { folder.path + "/Apps/\($0).json" }, feedOutput: feed.map { folder.path + "/" + $0 })
        request.signingKey = folder.path + "/signing.key"
        return request
    }

    /// The decoded signed part of the feed at `path`.
    private func signedPart(_ path: String) throws -> String {
        let envelope = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let text = try #require(envelope?["signed"] as? String)
        let signed = try #require(Data(base64Encoded: text))
        return String(decoding: signed, as: UTF8.self)
    }

    static let spring = """
        tour: spring
        show: {events: {songPlayed: 1}}
        steps:
          - {id: play, target: playButton, title: Play, text: "Tap {symbol:play.fill}."}
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
        try folder.write("signed.json", try signedPart(folder.path + "/feed.json"))
        let inner = try runProcess(
            "/usr/bin/env", ["python3", script, packageRoot + "/Schemas/tour-feed.schema.json#/$defs/feed", folder.path + "/signed.json"],
            in: packageRoot)
        #expect(inner.status == 0, "\(inner.output)\(inner.error)")

        let manifest = try TourAppManifest(jsonData: Data(contentsOf: folder.url.appendingPathComponent("Apps/0.json")))
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
        #expect(try signedPart(folder.path + "/feed.json").contains("\"withdrawn\" : [\n    \"autumn\",\n    \"winter\"\n  ]"))
        #expect(outcome.sequence == 1)
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
        #expect(try signedPart(folder.path + "/feed.json").contains("\"minAppVersion\" : \"2.5\""))
        for (version, accepted) in [("2.4.9", false), ("2.5", true)] {
            let source = RemoteTourSource(
                feedURL: URL(string: "https://tours.example.com/feed.json")!,
                cacheDirectory: folder.url.appendingPathComponent("Cache-\(version)"),
                manifest: try TourAppManifest(jsonData: Data(contentsOf: folder.url.appendingPathComponent("Apps/0.json"))), appVersion: version
            ) { request in
                (feed, HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
            }
            let refresh = await source.refresh()
            #expect(refresh.accepted.isEmpty != accepted, "\(version)")
            if !accepted { #expect(refresh.rejected.first?.reason == "it needs app version 2.5 or later; this is 2.4.9") }
        }
    }

    @Test func eachFeedSignedGoesUpInSequenceAndVerifiesOnlyWithItsKey() throws {
        let folder = try project(Self.spring)
        var request = request(folder)
        request.now = 1_893_456_000
        request.expiresAfter = 7 * 86_400
        let first = FeedCommand.run(request)
        #expect(first.written, "\(first.diagnostics)")
        #expect(first.sequence == 1)
        #expect(first.expires == "2030-01-08T00:00:00Z")
        let second = FeedCommand.run(request)
        #expect(second.sequence == 2)
        #expect(try signedPart(folder.path + "/feed.json").contains("\"sequence\" : 2,"))
        let feed = folder.path + "/feed.json"
        let verified = FeedVerification.verify(feed: feed, publicKey: folder.path + "/signing.key.pub", now: 1_893_456_000)
        #expect(verified.diagnostics.isEmpty, "\(verified.diagnostics)")
        #expect(verified.sequence == 2)
        // Another key fails; so does the feed once expired, and one changed byte anywhere.
        _ = FeedKeys.generate(at: folder.path + "/other.key")
        #expect(FeedVerification.verify(feed: feed, publicKey: folder.path + "/other.key.pub").diagnostics.map(\.code) == [.feedDoesNotVerify])
        let expired = FeedVerification.verify(feed: feed, publicKey: folder.path + "/signing.key.pub", now: 1_893_456_000 + 8 * 86_400)
        #expect(expired.diagnostics.first?.message.hasPrefix("the feed expired at 2030-01-08T00:00:00Z") == true)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: feed))
        let envelope = try #require(try JSONSerialization.jsonObject(with: bytes) as? [String: Any])
        let signedText = try #require(envelope["signed"] as? String)
        let signed = try #require(Data(base64Encoded: signedText))
        for index in stride(from: 0, to: signed.count, by: max(1, signed.count / 40)) {
            var changed = signed
            changed[index] ^= 0x01
            let text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(
                of: envelope["signed"] as! String, with: changed.base64EncodedString())
            try folder.write("changed.json", text)
            let result = FeedVerification.verify(feed: folder.path + "/changed.json", publicKey: folder.path + "/signing.key.pub", now: 1_893_456_000)
            #expect(result.diagnostics.first?.message.contains("does not verify") == true, "byte \(index)")
        }
        // A sequence not above the feed's is refused, and the feed is left as it was.
        request.sequence = 2
        #expect(FeedCommand.run(request).diagnostics.map(\.code) == [.feedSequenceNotIncreasing])
        #expect(try Data(contentsOf: URL(fileURLWithPath: feed)) == bytes)
        request.sequence = 40
        #expect(FeedCommand.run(request).sequence == 40)
    }

    @Test func aKeyTheBuildDoesNotListAndALinkOutsideItsDomainsFailAgainst() throws {
        let tour = Self.spring.replacingOccurrences(of: "text: Share it.", with: "text: \"[Share](https://evil.example/x)\"")
        let folder = try project(tour)
        let linked = FeedCommand.run(request(folder))
        #expect(linked.diagnostics.map(\.code) == [.remoteLinkNotAllowed], "\(linked.diagnostics)")
        #expect(linked.diagnostics.first?.position == SourcePosition(line: 5, column: 58))
        let plain = try project(Self.spring)
        _ = FeedKeys.generate(at: plain.path + "/stranger.key")
        var request = request(plain)
        request.signingKey = plain.path + "/stranger.key"
        let outcome = FeedCommand.run(request)
        #expect(outcome.diagnostics.map(\.code) == [.signingKeyNotAccepted])
        #expect(!outcome.written)
    }

    @Test func keygenWritesAPrivateKeyOnlyItsOwnerReadsAndNeverReplacesOne() throws {
        let folder = try TemporaryFolder()
        let generated = FeedKeys.generate(at: folder.path + "/ci.key")
        #expect(generated.diagnostics.isEmpty)
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/ci.key")
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let before = try Data(contentsOf: folder.url.appendingPathComponent("ci.key"))
        #expect(FeedKeys.generate(at: folder.path + "/ci.key").diagnostics.map(\.code) == [.keyWouldOverwrite, .keyWouldOverwrite])
        #expect(try Data(contentsOf: folder.url.appendingPathComponent("ci.key")) == before)
        // A link to nothing is something there too.
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/dangling.key", withDestinationPath: folder.path + "/nowhere")
        #expect(FeedKeys.generate(at: folder.path + "/dangling.key").diagnostics.map(\.code) == [.keyWouldOverwrite])
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/nowhere"))
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/dangling.key.pub"))
    }

    @Test func aSignedFeedIsPreviewedForTheBuilds() throws {
        let folder = try project(Self.spring)
        #expect(FeedCommand.run(request(folder)).written)
        let preview = FeedPreviewCommand.write(
            feed: folder.path + "/feed.json", manifests: [folder.path + "/Apps/0.json"], to: folder.path + "/p.html")
        #expect(preview.diagnostics.isEmpty, "\(preview.diagnostics)")
        #expect(preview.tourCount == 1)
    }
}
