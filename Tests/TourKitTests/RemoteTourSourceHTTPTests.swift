import Foundation
import TestSupport
import Testing

@testable import TourKit

/// `RemoteTourSource` with its default `fetch` (URLSession, FoundationNetworking
/// on Linux) against a real HTTP server that sends ETags
/// (Integration/feed-server.py): what an app sees from a CDN.
@Suite(.serialized) struct RemoteTourSourceHTTPTests {
    private func source(_ url: URL, cache: TemporaryFolder, timeout: TimeInterval = 10, limit: Int? = nil) -> RemoteTourSource {
        RemoteTourSource(
            feedURL: url, cacheDirectory: cache.url, manifest: RemoteFeeds.manifest, appVersion: "2.4.0",
            maximumFeedSize: limit ?? RemoteTourSource.defaultMaximumFeedSize, timeout: timeout)
    }

    /// The issue's program: one accepted and one rejected tour, then 304,
    /// then a 500 and a truncated body that leave the cached tours, then a
    /// withdrawal.
    @Test func aFeedThroughItsLife() async throws {
        let server = try FeedServer()
        let cache = try TemporaryFolder()
        try server.publish(
            RemoteFeeds.feed([RemoteFeeds.bundle("good"), RemoteFeeds.bundle("bad", targets: ["lyricsPanel"])]), as: "feed.json")
        let remote = source(server.url("feed.json"), cache: cache)

        let first = await remote.refresh()
        #expect(first.origin == .network, "\(first.failure ?? "")")
        #expect(first.accepted.map(\.id) == ["good"])
        #expect(first.rejected.map(\.tourID) == ["bad"])
        #expect(first.rejected.first?.reason.contains("'lyricsPanel'") == true)

        let second = await remote.refresh()
        #expect(second.origin == .notModified)
        #expect(second.accepted.map(\.id) == ["good"])

        try server.publish(RemoteFeeds.feed([RemoteFeeds.bundle("changed")]), as: "feed.json")
        for mode in ["status=500", "truncate=20"] {
            try server.misbehave("feed.json", mode)
            let failed = await remote.refresh()
            #expect(failed.origin == .cache, "\(mode)")
            #expect(failed.failure != nil, "\(mode)")
            #expect(failed.accepted.map(\.id) == ["good"], "\(mode)")
            #expect(await remote.tours.map(\.id) == ["good"], "\(mode)")
        }
        try server.misbehave("feed.json", nil)

        try server.publish(RemoteFeeds.feed([RemoteFeeds.bundle("summer")], withdrawn: ["good"]), as: "feed.json")
        let third = await remote.refresh()
        #expect(third.origin == .network)
        #expect(third.accepted.map(\.id) == ["summer"])
        #expect(await remote.tours.map(\.id) == ["summer"])
    }

    @Test func aSlowServerTimesOutAndTheCacheStays() async throws {
        let server = try FeedServer()
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([RemoteFeeds.bundle("good")])
        try server.publish(feed, as: "feed.json")
        let url = server.url("feed.json", query: "delay=5")
        try RemoteTourCache(directory: cache.url, maximumSize: 1 << 20).write(
            RemoteTourCache.Contents(feedURL: url.absoluteString, etag: nil, feed: feed))
        let started = Date()
        let refresh = await source(url, cache: cache, timeout: 1).refresh()
        #expect(Date().timeIntervalSince(started) < 4.5)
        #expect(refresh.origin == .cache)
        #expect(refresh.failure?.hasPrefix("the feed could not be fetched") == true, "\(refresh.failure ?? "nil")")
    }

    @Test func aBodyOverTheLimitIsNotUsed() async throws {
        let server = try FeedServer()
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed((0..<40).map { RemoteFeeds.bundle("tour\($0)") })
        try server.publish(feed, as: "feed.json")
        let refresh = await source(server.url("feed.json"), cache: cache, limit: 1000).refresh()
        #expect(refresh.origin == .none)
        #expect(refresh.failure == "the feed is \(feed.count) bytes, more than the limit of 1000")
    }

    @Test func anOfflineStartServesTheCache() async throws {
        let cache = try TemporaryFolder()
        let url: URL
        do {
            let server = try FeedServer()
            try server.publish(RemoteFeeds.feed([RemoteFeeds.bundle("good")]), as: "feed.json")
            url = server.url("feed.json")
            #expect(await source(url, cache: cache).refresh().origin == .network)
        }
        // The server is gone: nothing listens on its port.
        let offline = source(url, cache: cache, timeout: 2)
        #expect(await offline.tours.map(\.id) == ["good"])
        let refresh = await offline.refresh()
        #expect(refresh.origin == .cache)
        #expect(refresh.accepted.map(\.id) == ["good"])
    }
}

/// docs/remote.md's "Trust", against the same real HTTP server: a feed is
/// used only when it is signed with a key the manifest lists, unchanged
/// since, no older than the cached one and not expired; every other one
/// is refused with its reason, and the cached tours stay.
@Suite(.serialized) struct RemoteTourTrustHTTPTests {
    @Test func tamperedUnsignedUnknownKeyReplayedAndExpiredFeedsAreRefusedAndTheCacheStays() async throws {
        let server = try FeedServer()
        let cache = try TemporaryFolder()
        // The device's clock: 2030-01-01.
        let now = Date(timeIntervalSince1970: 1_893_456_000)
        let remote = RemoteTourSource(
            feedURL: server.url("feed.json"), cacheDirectory: cache.url, manifest: RemoteFeeds.manifest, appVersion: "2.4.0",
            timeout: 10, now: { now })
        try server.publish(RemoteFeeds.feed([RemoteFeeds.bundle("good")], sequence: 5), as: "feed.json")
        let first = await remote.refresh()
        #expect(first.origin == .network, "\(first.failure ?? "")")
        #expect(first.accepted.map(\.id) == ["good"])

        let signed = RemoteFeeds.signedPart([RemoteFeeds.bundle("evil")], sequence: 6)
        var tampered = RemoteFeeds.envelope(signed, key: RemoteFeeds.key)
        // The signed part, base64-decoded, changed by one byte, encoded again.
        let envelope = try JSONSerialization.jsonObject(with: tampered) as! [String: Any]
        var bytes = Data(base64Encoded: envelope["signed"] as! String)!
        bytes[bytes.count / 2] ^= 0x01
        tampered = Data(
            String(decoding: tampered, as: UTF8.self).replacingOccurrences(
                of: envelope["signed"] as! String, with: bytes.base64EncodedString()
            ).utf8)
        let cases: [(String, Data, String)] = [
            ("tampered", tampered, "the feed's signature does not verify with key \(RemoteFeeds.key.publicKey.id)"),
            (
                "unsigned", Data(#"{"feedVersion": 1, "tours": [\#(RemoteFeeds.bundle("evil"))], "withdrawn": []}"#.utf8),
                "the feed is not signed (feedVersion 1)"
            ),
            (
                "unknown key", RemoteFeeds.feed([RemoteFeeds.bundle("evil")], sequence: 6, key: RemoteFeeds.strangerKey),
                "the feed is signed with key \(RemoteFeeds.strangerKey.publicKey.id), which this app does not accept (it accepts \(RemoteFeeds.key.publicKey.id))"
            ),
            (
                "replayed older", RemoteFeeds.feed([RemoteFeeds.bundle("old")], sequence: 4),
                "the feed's sequence 4 is older than the cached feed's 5"
            ),
            (
                "expired", RemoteFeeds.feed([RemoteFeeds.bundle("stale")], sequence: 6, expires: "2029-12-31T23:59:59Z"),
                "the feed expired at 2029-12-31T23:59:59Z"
            ),
        ]
        for (name, feed, reason) in cases {
            try server.publish(feed, as: "feed.json")
            let refused = await remote.refresh()
            #expect(refused.origin == .cache, "\(name)")
            #expect(refused.failure?.hasPrefix(reason) == true, "\(name): \(refused.failure ?? "nil")")
            #expect(refused.accepted.map(\.id) == ["good"], "\(name)")
            #expect(await remote.tours.map(\.id) == ["good"], "\(name)")
        }
        // The cache on disk is still the good feed: a relaunch shows its tours.
        let relaunched = RemoteTourSource(
            feedURL: server.url("feed.json"), cacheDirectory: cache.url, manifest: RemoteFeeds.manifest, appVersion: "2.4.0",
            now: { now })
        #expect(await relaunched.tours.map(\.id) == ["good"])
        // The same feed again, and a newer one, are taken.
        try server.publish(RemoteFeeds.feed([RemoteFeeds.bundle("summer")], sequence: 6), as: "feed.json")
        let newer = await remote.refresh()
        #expect(newer.origin == .network, "\(newer.failure ?? "")")
        #expect(newer.accepted.map(\.id) == ["summer"])
    }
}
