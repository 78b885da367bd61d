import Foundation
import TestSupport
import Testing
import TourSigning

@testable import TourKit

/// What a signed feed may hold, checked on the device: links only where
/// the app allows, names that are names, and a cache whose key the app
/// no longer accepts is discarded.
@Suite struct RemoteTourTrustTests {
    private typealias Server = RemoteFeeds.ScriptedServer

    private func source(_ server: Server, cache: TemporaryFolder, manifest: TourAppManifest = RemoteFeeds.manifest) -> RemoteTourSource {
        RemoteTourSource(feedURL: RemoteFeeds.feedURL, cacheDirectory: cache.url, manifest: manifest, appVersion: "2.4.0", fetch: server.fetch)
    }

    private func step(text: String) -> String {
        RemoteFeeds.bundle("linked").replacingOccurrences(of: #""text": "Tap it.""#, with: #""text": "\#(text)""#)
    }

    @Test(arguments: [
        ("Log in again at [apple.com](https://evil.example/phish) now.", "whose words name apple.com"),
        ("[Delete](myapp://account/delete?confirm=1)", "which is not https"),
        ("[Run](javascript&colon;alert(1))", "'javascript:alert(1)', which is not https"),
        ("[Help](https://help.evil.example/x)", "help.evil.example, which is not a domain the app allows"),
        ("[Help](https://example.com@evil.example/)", "whose domain cannot be read for certain"),
        ("[Help](https://example.com.evil.example/)", "example.com.evil.example, which is not a domain"),
        ("<http://example.com/x>", "which is not https"),
        ("[a]: https://evil.example/", "evil.example, which is not a domain"),
        ("[Help](<https://evil.example/a b>)", "evil.example, which is not a domain"),
        ("[x](&bogus;https://example.com)", "cannot be read for certain"),
    ])
    func aRemoteTourLinkingOutsideTheAllowedDomainsIsRejected(text: String, reason: String) async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([step(text: text), RemoteFeeds.bundle("plain")])
        let refresh = await source(Server([.body(feed, status: 200, etag: nil)]), cache: cache).refresh()
        #expect(refresh.accepted.map(\.id) == ["plain"], "\(refresh.failure ?? "")")
        #expect(refresh.rejected.map(\.tourID) == ["linked"])
        #expect(refresh.rejected.first?.reason.contains(reason) == true, "\(refresh.rejected.first?.reason ?? "none")")
    }

    @Test func linksToTheAllowedDomainsOverHTTPSAreShown() async throws {
        let cache = try TemporaryFolder()
        let text = "See [example.com](https://www.example.com/help) or [the guide](https://docs.example.com/a?b=1#c)."
        let feed = RemoteFeeds.feed([step(text: text)])
        let refresh = await source(Server([.body(feed, status: 200, etag: nil)]), cache: cache).refresh()
        #expect(refresh.accepted.map(\.id) == ["linked"], "\(refresh.rejected)")
    }

    @Test func namesThatAreNotNamesAreRejected() async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([
            RemoteFeeds.bundle("../../etc"), RemoteFeeds.bundle("quoted", targets: ["play\\\"Button"]),
            RemoteFeeds.bundle("nul", targets: ["play\\u0000"]), RemoteFeeds.bundle("good"),
        ])
        let refresh = await source(Server([.body(feed, status: 200, etag: nil)]), cache: cache).refresh()
        #expect(refresh.accepted.map(\.id) == ["good"])
        #expect(refresh.rejected.count == 3)
        #expect(refresh.rejected.allSatisfy { $0.reason.contains("is not a name") }, "\(refresh.rejected)")
        #expect(refresh.rejected.allSatisfy { !$0.tourID.contains("\u{0}") })
        let withdrawing = RemoteFeeds.feed([RemoteFeeds.bundle("good")], withdrawn: ["../x"], sequence: 2)
        let second = await source(Server([.body(withdrawing, status: 200, etag: nil)]), cache: cache).refresh()
        #expect(second.failure == "the feed withdraws '../x', which is not a tour id")
    }

    @Test func aManifestWithNamesThatAreNotNamesIsRefused() throws {
        func manifest(_ targets: String, keys: String = "[]", domains: String = "[]") -> Data {
            Data(
                #"{"bundleFormatVersions": [1], "events": [], "manifestVersion": 1, "platforms": {}, "targets": \#(targets), "tourcVersion": "t", "tours": [], "publicKeys": \#(keys), "linkDomains": \#(domains)}"#
                    .utf8)
        }
        #expect(throws: Never.self) { try TourAppManifest(jsonData: manifest(#"["playButton"]"#)) }
        for bad in [#"["../../etc"]"#, #"["a\"b"]"#, #"["a\u0000"]"#, #"[""]"#] {
            #expect(throws: DecodingError.self) { try TourAppManifest(jsonData: manifest(bad)) }
        }
        #expect(throws: DecodingError.self) { try TourAppManifest(jsonData: manifest("[]", keys: #"["AAAA"]"#)) }
        #expect(throws: DecodingError.self) { try TourAppManifest(jsonData: manifest("[]", domains: #"["https://example.com"]"#)) }
        // A manifest written before keys and domains decodes, accepting none.
        let old = Data(
            #"{"bundleFormatVersions": [1], "events": [], "manifestVersion": 1, "platforms": {}, "targets": [], "tourcVersion": "t", "tours": []}"#
                .utf8)
        #expect(try TourAppManifest(jsonData: old).publicKeys.isEmpty)
    }

    @Test func aCacheSignedWithAKeyTheAppNoLongerAcceptsIsDiscarded() async throws {
        let cache = try TemporaryFolder()
        _ = await source(Server([.body(RemoteFeeds.feed([RemoteFeeds.bundle("good")]), status: 200, etag: nil)]), cache: cache).refresh()
        // The next release drops the leaked key and accepts a new one.
        var rotated = RemoteFeeds.manifest
        rotated.publicKeys = [RemoteFeeds.strangerKey.publicKey.base64]
        let relaunched = source(Server([]), cache: cache, manifest: rotated)
        #expect(await relaunched.tours.isEmpty)
        let refresh = await relaunched.refresh()
        #expect(refresh.failure?.contains("the cached feed was discarded: the feed is signed with key") == true, "\(refresh.failure ?? "")")
        // And the feed signed with the new key is taken.
        let renewed = RemoteFeeds.feed([RemoteFeeds.bundle("good")], sequence: 2, key: RemoteFeeds.strangerKey)
        #expect(await source(Server([.body(renewed, status: 200, etag: nil)]), cache: cache, manifest: rotated).refresh().origin == .network)
    }
}
