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
