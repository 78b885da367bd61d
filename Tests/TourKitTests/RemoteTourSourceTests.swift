import Foundation
import TestSupport
import Testing

@testable import TourKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `RemoteTourSource` with a scripted `fetch`: every rule of which feeds and
/// tours are used, and the cache across launches. The same source against a
/// real HTTP server is in RemoteTourSourceHTTPTests.
@Suite struct RemoteTourSourceTests {
    typealias Server = RemoteFeeds.ScriptedServer

    private func source(_ server: Server, cache: TemporaryFolder, appVersion: String = "2.4.0", limit: Int? = nil) -> RemoteTourSource {
        RemoteTourSource(
            feedURL: RemoteFeeds.feedURL, cacheDirectory: cache.url, manifest: RemoteFeeds.manifest, appVersion: appVersion,
            maximumFeedSize: limit ?? RemoteTourSource.defaultMaximumFeedSize, fetch: server.fetch)
    }

    @Test func aGoodTourIsAcceptedAndOneWithAnUnregisteredTargetIsRejectedWithIt() async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([RemoteFeeds.bundle("good"), RemoteFeeds.bundle("bad", targets: ["playButton", "lyricsPanel"])])
        let refresh = await source(Server([.body(feed, status: 200, etag: "\"v1\"")]), cache: cache).refresh()
        #expect(refresh.origin == .network)
        #expect(refresh.failure == nil)
        #expect(refresh.accepted.map(\.id) == ["good"])
        #expect(
            refresh.rejected == [
                RemoteTourRejection(tourID: "bad", reason: "step 'step1' targets 'lyricsPanel', which this app version does not register")
            ])
    }

    @Test func theSecondRefreshAsksWithTheETagAndIsNotModified() async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([RemoteFeeds.bundle("good")])
        let server = Server([.body(feed, status: 200, etag: "\"v1\""), .body(Data(), status: 304, etag: "\"v1\"")])
        let remote = source(server, cache: cache)
        _ = await remote.refresh()
        let second = await remote.refresh()
        #expect(second.origin == .notModified)
        #expect(second.accepted.map(\.id) == ["good"])
        #expect(server.requests.first?.value(forHTTPHeaderField: "If-None-Match") == nil)
        #expect(server.requests.last?.value(forHTTPHeaderField: "If-None-Match") == "\"v1\"")
    }

    @Test(arguments: [
        (Server.Answer.body(Data("server error".utf8), status: 500, etag: nil), "the server answered HTTP 500"),
        (Server.Answer.body(Data(#"{"feedVersion": 1, "tou"#.utf8), status: 200, etag: "\"v2\"", promisedLength: 4000), "the feed was cut short"),
        (Server.Answer.body(Data(#"{"feedVersion": 2, "tou"#.utf8), status: 200, etag: "\"v2\""), "the feed is not a signed feed"),
        (Server.Answer.failure(.timedOut), "the feed could not be fetched"),
    ])
    func aFeedThatCannotBeUsedKeepsTheCachedTours(answer: Server.Answer, failure: String) async throws {
        let cache = try TemporaryFolder()
        let good = RemoteFeeds.feed([RemoteFeeds.bundle("good")])
        let remote = source(Server([.body(good, status: 200, etag: "\"v1\""), answer]), cache: cache)
        _ = await remote.refresh()
        let refresh = await remote.refresh()
        #expect(refresh.origin == .cache)
        #expect(refresh.accepted.map(\.id) == ["good"])
        #expect(refresh.failure?.hasPrefix(failure) == true, "\(refresh.failure ?? "nil")")
        #expect(await remote.tours.map(\.id) == ["good"])
    }

    @Test func aFeedOverTheLimitIsNotUsed() async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([RemoteFeeds.bundle("good")])
        let refresh = await source(Server([.body(feed, status: 200, etag: nil)]), cache: cache, limit: 100).refresh()
        #expect(refresh.origin == .none)
        #expect(refresh.accepted.isEmpty)
        #expect(refresh.failure == "the feed is \(feed.count) bytes, more than the limit of 100")
    }

    @Test func aWithdrawnTourDisappearsFromTheToursAndTheCache() async throws {
        let cache = try TemporaryFolder()
        let first = RemoteFeeds.feed([RemoteFeeds.bundle("spring"), RemoteFeeds.bundle("summer")])
        let second = RemoteFeeds.feed([RemoteFeeds.bundle("summer")], withdrawn: ["spring"])
        let remote = source(Server([.body(first, status: 200, etag: "\"v1\""), .body(second, status: 200, etag: "\"v2\"")]), cache: cache)
        #expect(await remote.refresh().accepted.map(\.id) == ["spring", "summer"])
        #expect(await remote.refresh().accepted.map(\.id) == ["summer"])
        // The next launch, offline, starts from the cache without it.
        let relaunched = source(Server([]), cache: cache)
        #expect(await relaunched.tours.map(\.id) == ["summer"])
    }

    @Test func aWithdrawnIdWinsOverTheSameTourInTheFeed() async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([RemoteFeeds.bundle("spring")], withdrawn: ["spring"])
        #expect(await source(Server([.body(feed, status: 200, etag: nil)]), cache: cache).refresh().accepted.isEmpty)
    }

    @Test func anOfflineLaunchServesTheCache() async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([RemoteFeeds.bundle("good")])
        _ = await source(Server([.body(feed, status: 200, etag: "\"v1\"")]), cache: cache).refresh()
        let offline = source(Server([.failure(.notConnectedToInternet)]), cache: cache)
        #expect(await offline.tours.map(\.id) == ["good"])
        let refresh = await offline.refresh()
        #expect(refresh.origin == .cache)
        #expect(refresh.accepted.map(\.id) == ["good"])
    }

    @Test func aCorruptCacheIsDiscardedWithAReason() async throws {
        let cache = try TemporaryFolder()
        try cache.write("remote-tours.cache.json", #"{"cacheVersion": 1, "feedURL": "#)
        let remote = source(Server([.failure(.notConnectedToInternet)]), cache: cache)
        #expect(await remote.tours.isEmpty)
        let refresh = await remote.refresh()
        #expect(refresh.origin == .none)
        #expect(refresh.failure?.contains("the cached feed was discarded") == true, "\(refresh.failure ?? "nil")")
        #expect(!FileManager.default.fileExists(atPath: cache.url.appendingPathComponent("remote-tours.cache.json").path))
    }

    @Test func aWriteKilledHalfwayLeavesThePreviousCacheWhole() async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([RemoteFeeds.bundle("good")])
        _ = await source(Server([.body(feed, status: 200, etag: "\"v1\"")]), cache: cache).refresh()
        // What a kill during the next write leaves: the new bytes, cut
        // short, in a temporary file that never replaced the cache.
        let file = cache.url.appendingPathComponent("remote-tours.cache.json")
        let written = try Data(contentsOf: file)
        try written.prefix(written.count / 2).write(to: cache.url.appendingPathComponent(".remote-tours.cache.json.tmp"))
        let relaunched = source(Server([]), cache: cache)
        #expect(await relaunched.tours.map(\.id) == ["good"])
    }

    @Test func aCacheOfAnotherFeedIsNotUsed() async throws {
        let cache = try TemporaryFolder()
        _ = await source(Server([.body(RemoteFeeds.feed([RemoteFeeds.bundle("good")]), status: 200, etag: nil)]), cache: cache).refresh()
        let other = RemoteTourSource(
            feedURL: URL(string: "https://other.example.com/feed.json")!, cacheDirectory: cache.url, manifest: RemoteFeeds.manifest,
            appVersion: "2.4.0", fetch: Server([]).fetch)
        #expect(await other.tours.isEmpty)
    }

    @Test func aTourIsRejectedForEachThingThisBuildLacks() async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([
            RemoteFeeds.bundle("events", events: ["songShared"]),
            RemoteFeeds.bundle("welcome"),
            RemoteFeeds.bundle("newer", schemaVersion: 4),
            RemoteFeeds.bundle("later", extra: #", "minAppVersion": "2.10""#),
            RemoteFeeds.bundle("earlier", extra: #", "maxAppVersion": "2.3.9""#),
            RemoteFeeds.bundle("fits", extra: #", "minAppVersion": "2.4", "maxAppVersion": "2.4.0""#),
            RemoteFeeds.bundle("fits"),
            #"{"id": "broken", "schemaVersion": 1, "steps": 3}"#,
            #"[1, 2]"#,
            RemoteFeeds.bundle(
                "loud",
                extra: #", "show": {"when": {"expression": {"is": {"parameter": "isLoud"}}, "parameters": [{"name": "isLoud", "type": "bool"}]}}"#,
                schemaVersion: 2),
        ])
        let refresh = await source(Server([.body(feed, status: 200, etag: nil)]), cache: cache).refresh()
        #expect(refresh.accepted.map(\.id) == ["fits"])
        let reasons = Dictionary(refresh.rejected.map { ($0.tourID, $0.reason) }, uniquingKeysWith: { first, _ in first })
        #expect(reasons["events"] == "its display rule counts event 'songShared', which this app version does not register")
        #expect(reasons["welcome"] == "its id is a tour the app ships ('welcome'); a remote tour needs an id of its own")
        #expect(reasons["newer"] == "its bundle format version 4 is newer than this TourKit reads (1, 2, 3)")
        #expect(reasons["later"] == "it needs app version 2.10 or later; this is 2.4.0")
        #expect(reasons["earlier"] == "it is for app versions up to 2.3.9; this is 2.4.0")
        #expect(reasons["fits"] == "the feed holds tour 'fits' twice; only the first is used")
        #expect(reasons["broken"]?.hasPrefix("it is not a tour bundle:") == true)
        #expect(reasons["tours[8]"]?.hasPrefix("it is not a tour bundle:") == true)
        #expect(reasons["loud"] == "its condition reads parameter 'isLoud', which this app version does not declare")
    }

    @MainActor
    @Test func aRemoteToursNewRevisionRestartsItInASession() async throws {
        let cache = try TemporaryFolder()
        let first = RemoteFeeds.feed([RemoteFeeds.bundle("good", targets: ["playButton", "shareSheet"])])
        let changed = RemoteFeeds.feed([
            RemoteFeeds.bundle("good", targets: ["playButton", "shareSheet"]).replacingOccurrences(of: "\"r-good\"", with: "\"r-good-2\"")
        ])
        let remote = source(Server([.body(first, status: 200, etag: "\"v1\""), .body(changed, status: 200, etag: "\"v2\"")]), cache: cache)
        let store = InMemoryTourProgressStore()
        let bundle = try #require(await remote.refresh().accepted.first)
        let session = TourSession(bundle: bundle, store: store)
        #expect(session.start())
        session.next()
        session.next()
        #expect(store.record(forTour: "good")?.status == .completed)
        #expect(!TourSession(bundle: bundle, store: store).start(), "a finished tour stays finished at its revision")
        let revised = try #require(await remote.refresh().accepted.first)
        #expect(revised.revision == "r-good-2")
        #expect(TourSession(bundle: revised, store: store).start(), "a new revision shows it again, as a local tour's does")
    }

    @MainActor
    @Test func aRemoteTourWaitsForItsRuleInACoordinatorAsALocalOneDoes() async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([RemoteFeeds.bundle("good", events: ["songPlayed"])])
        let bundle = try #require(await source(Server([.body(feed, status: 200, etag: nil)]), cache: cache).refresh().accepted.first)
        let store = InMemoryTourProgressStore()
        let coordinator = TourCoordinator(tours: [], store: store)
        coordinator.add(bundle)
        #expect(coordinator.eligibleTours.isEmpty, "it waits for its event")
        coordinator.donate("songPlayed")
        #expect(coordinator.eligibleTours == ["good"])
        let session = TourSession(bundle: bundle, store: store)
        #expect(session.start())
        session.next()
        #expect(coordinator.eligibleTours.isEmpty, "finished")
    }

    @Test func aRemoteTourRunsInASessionAsALocalOneDoes() async throws {
        let cache = try TemporaryFolder()
        let feed = RemoteFeeds.feed([RemoteFeeds.bundle("good", targets: ["playButton", "shareSheet"])])
        let bundle = try #require(await source(Server([.body(feed, status: 200, etag: nil)]), cache: cache).refresh().accepted.first)
        #expect(bundle.revision == "r-good")
        #expect(bundle.steps.map(\.target) == ["playButton", "shareSheet"])
        #expect(try TourBundle(jsonData: bundle.canonicalJSON()) == bundle)
    }
}

@Suite struct TourAppManifestTests {
    @Test func itRoundTripsAndRefusesAnotherVersion() throws {
        let data = try JSONEncoder().encode(RemoteFeeds.manifest)
        #expect(try TourAppManifest(jsonData: data) == RemoteFeeds.manifest)
        let newer = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"manifestVersion\":1", with: "\"manifestVersion\":2").utf8)
        #expect(throws: DecodingError.self) { try TourAppManifest(jsonData: newer) }
    }
}
