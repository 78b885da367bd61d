// libFuzzer target: arbitrary bytes as the body a feed's server sends, to
// TourKit's RemoteTourSource (decode, signature check, manifest fit,
// cache write). The first byte picks how the rest arrives: as the served
// body itself (an envelope to open), or as the signed part of a feed
// that the fuzzer signs with the key the manifest accepts, so the
// decoding and checks behind the signature are reached too. Every input
// must
// - end without a crash and within the run's time and memory limits;
// - leave nothing outside the cache folder, and in it at most the cache
//   file (no temporary left behind).
import Foundation
import TourFormat
import TourSigning

@testable import TourKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The fuzzer's key, which the manifest lists.
private let key = FeedSigningKey(seed: Array(repeating: 3, count: 32))!
private let manifest = TourAppManifest(
    targets: ["playButton", "shareSheet"], events: ["songPlayed"], platforms: ["iOS": "17.0"],
    tours: [TourAppManifest.LocalTour(id: "welcome", revision: "0123456789abcdef")], tourcVersion: "fuzz",
    publicKeys: [key.publicKey.base64], linkDomains: ["example.com"])
private let root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-feed-fuzz-\(getpid())")
private let feedURL = URL(string: "https://tours.example.com/feed.json")!

/// The envelope of `signed`, signed with the fuzzer's key.
private func envelope(_ signed: Data) -> Data {
    let signature = Data(key.signature(for: Array(signed))!).base64EncodedString()
    return Data(
        #"{"feedVersion": 2, "keyID": "\#(key.publicKey.id)", "signature": "\#(signature)", "signed": "\#(signed.base64EncodedString())"}"#.utf8)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRemoteFeed(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let body = data[0] & 1 == 0 ? bytes : envelope(bytes)
    let cache = root.appendingPathComponent("cache")
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
    let source = RemoteTourSource(
        feedURL: feedURL, cacheDirectory: cache, manifest: manifest, appVersion: "2.4.0", maximumFeedSize: 1 << 16,
        fetch: { request in (body, HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: nil)!) },
        now: { Date(timeIntervalSince1970: 1_893_456_000) })
    let done = DispatchSemaphore(value: 0)
    Task {
        let refresh = await source.refresh()
        precondition(refresh.origin == .network || refresh.failure != nil, "a feed not used must say why")
        // Reading the cache back gives the same tours.
        if refresh.origin == .network {
            let relaunched = RemoteTourSource(
                feedURL: feedURL, cacheDirectory: cache, manifest: manifest, appVersion: "2.4.0", now: { Date(timeIntervalSince1970: 1_893_456_000) })
            let again = await relaunched.tours.map(\.id)
            precondition(again == refresh.accepted.map(\.id), "the cache reads back other tours: \(again) vs \(refresh.accepted.map(\.id))")
        }
        done.signal()
    }
    done.wait()
    let outside = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    precondition(outside == ["cache"], "written outside the cache folder: \(outside)")
    let inside = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
    precondition(inside.allSatisfy { $0 == "remote-tours.cache.json" }, "left in the cache folder: \(inside)")
    return 0
}
