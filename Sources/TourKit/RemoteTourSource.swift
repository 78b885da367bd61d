import Foundation
import TourSigning

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Tours delivered without an app release: fetches a feed that `tourc
/// compile --against ... --feed-out` wrote, keeps the tours this app build
/// can show (checked against its ``TourAppManifest`` and version), and
/// caches the last good feed, so the tours are there offline and after a
/// relaunch. docs/remote.md has the flow.
///
/// A feed is used only when it is signed with a key the manifest lists
/// (`remote.publicKeys:`), checked before anything in it is decoded, is no
/// older than the cached one (its sequence) and has not expired. A feed
/// that cannot be used (an HTTP error, a body over the size limit or cut
/// short, unsigned, wrongly signed, signed with an unknown key, replayed,
/// expired, JSON that does not decode) changes nothing: the last good tours
/// stay, and ``RemoteTourRefresh/failure`` says why.
public actor RemoteTourSource {
    /// The largest feed used by default: 2 MiB.
    public static let defaultMaximumFeedSize = 2 * 1024 * 1024

    private let feedURL: URL
    private let check: RemoteTourCheck
    private let cache: RemoteTourCache
    private let maximumFeedSize: Int
    private let timeout: TimeInterval
    private let fetch: @Sendable (URLRequest) async throws -> (Data, URLResponse)
    /// The keys a feed's signature is checked with.
    private let keys: [FeedPublicKey]
    private let now: @Sendable () -> Date
    /// The last good feed: from the network, else from the cache.
    private var current: RemoteTourCache.Contents?
    /// Its sequence: a feed with a lower one is an older feed served again.
    private var currentSequence: Int?
    private var accepted: [TourBundle] = []
    private var rejected: [RemoteTourRejection] = []
    /// Why the cache read at launch was discarded, for the first refresh to report.
    private var cacheProblem: String?

    /// Creates a source and reads its cache, so ``tours`` holds the cached
    /// tours before the first refresh.
    ///
    /// - Parameters:
    ///   - feedURL: Where the feed is.
    ///   - cacheDirectory: A folder of the app's own (its Caches folder) for the last good feed.
    ///   - manifest: What this app build accepts; ship the manifest tourc wrote as a resource.
    ///   - appVersion: This build's version, checked against each tour's `minAppVersion` and `maxAppVersion`.
    ///   - maximumFeedSize: The largest feed used, in bytes.
    ///   - timeout: How long a request may take, in seconds.
    ///   - fetch: Sends a request; `URLSession.shared` by default.
    ///   - now: The time a feed's expiry is compared with; the clock by default.
    public init(
        feedURL: URL,
        cacheDirectory: URL,
        manifest: TourAppManifest,
        appVersion: String,
        maximumFeedSize: Int = RemoteTourSource.defaultMaximumFeedSize,
        timeout: TimeInterval = 30,
        fetch: @escaping @Sendable (URLRequest) async throws -> (Data, URLResponse) = RemoteTourSource.urlSessionFetch,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.feedURL = feedURL
        self.check = RemoteTourCheck(manifest: manifest, appVersion: appVersion)
        // A cache holds a feed and its ETag, base64: a third larger.
        self.cache = RemoteTourCache(directory: cacheDirectory, maximumSize: maximumFeedSize * 2)
        self.maximumFeedSize = maximumFeedSize
        self.timeout = timeout
        self.fetch = fetch
        self.keys = manifest.acceptedKeys
        self.now = now
        switch cache.read(for: feedURL) {
        case .success(let contents?):
            // Checked again: an app release may have dropped the key that
            // signed it (a key that leaked).
            do {
                let feed = try RemoteTourFeed(served: contents.feed, keys: keys)
                current = contents
                currentSequence = feed.freshness.sequence
                (accepted, rejected) = check.sort(feed)
            } catch {
                cache.discard()
                cacheProblem = "the cached feed was discarded: \(error.text)"
            }
        case .success(nil): break
        case .failure(let reason): cacheProblem = reason.text
        }
    }

    /// Sends `request` with `URLSession.shared`.
    public static let urlSessionFetch: @Sendable (URLRequest) async throws -> (Data, URLResponse) = { request in
        try await URLSession.shared.data(for: request)
    }

    /// The accepted tours: from the last good feed, else the cache, else none.
    public var tours: [TourBundle] { accepted }

    /// Fetches the feed, with If-None-Match when a cached copy has an ETag.
    public func refresh() async -> RemoteTourRefresh {
        var request = URLRequest(url: feedURL, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        if let etag = current?.etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let data: Data
        let response: URLResponse
        do {
            let fetch = self.fetch
            (data, response) = try await Deadline.run(seconds: timeout) { [request] in try await fetch(request) }
        } catch {
            return fallBack("the feed could not be fetched: \(error.localizedDescription)")
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 200
        if status == 304 {
            guard current != nil else { return fallBack("the server answered 304 Not Modified, but there is no cached feed") }
            return finish(.notModified, failure: nil)
        }
        guard (200..<300).contains(status) else { return fallBack("the server answered HTTP \(status)") }
        guard data.count <= maximumFeedSize else {
            return fallBack("the feed is \(data.count) bytes, more than the limit of \(maximumFeedSize)")
        }
        if response.expectedContentLength > 0, Int64(data.count) < response.expectedContentLength {
            return fallBack("the feed was cut short: \(data.count) of \(response.expectedContentLength) bytes")
        }
        let feed: RemoteTourFeed
        do {
            feed = try RemoteTourFeed(served: data, keys: keys)
        } catch {
            return fallBack(error.text)
        }
        if feed.freshness.expires < Int64(now().timeIntervalSince1970.rounded(.down)) {
            return fallBack(SignedFeed.Problem(expiredAt: feed.freshness.expiresText).reason)
        }
        if let cached = currentSequence, feed.freshness.sequence < cached {
            return fallBack(
                "the feed's sequence \(feed.freshness.sequence) is older than the cached feed's \(cached); an older feed served again is not used")
        }
        let etag = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag")
        let contents = RemoteTourCache.Contents(feedURL: feedURL.absoluteString, etag: etag, feed: data)
        current = contents
        currentSequence = feed.freshness.sequence
        (accepted, rejected) = check.sort(feed)
        cacheProblem = nil
        // A cache that cannot be written costs only the next launch its
        // tours offline; the feed itself was used.
        try? cache.write(contents)
        return finish(.network, failure: nil)
    }

    /// The answer could not be used: the last good feed stays.
    private func fallBack(_ reason: String) -> RemoteTourRefresh {
        let why = [reason, cacheProblem].compactMap { $0 }.joined(separator: "; ")
        cacheProblem = nil
        return finish(current == nil ? .none : .cache, failure: why)
    }

    private func finish(_ origin: RemoteTourRefresh.Origin, failure: String?) -> RemoteTourRefresh {
        RemoteTourRefresh(origin: origin, accepted: accepted, rejected: rejected, failure: failure)
    }
}
