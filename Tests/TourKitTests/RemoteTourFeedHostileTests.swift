import Foundation
import TestSupport
import Testing

@testable import TourKit

/// A feed comes from a server the app does not control: whatever its bytes,
/// decoding and checking it never crashes, and deep nesting is refused
/// before any recursive decoder sees it.
@Suite struct RemoteTourFeedHostileTests {
    private let check = RemoteTourCheck(manifest: RemoteFeeds.manifest, appVersion: "2.4.0")

    /// Decodes and checks `data`; only a crash or a hang can fail this.
    private func survive(_ data: Data) {
        guard let feed = try? RemoteTourFeed(signed: data) else { return }
        let sorted = check.sort(feed)
        #expect(sorted.accepted.count + sorted.rejected.count <= feed.entries.count)
    }

    @Test func nestingPastTheLimitIsRefusedBeforeDecoding() {
        for depth in [33, 1_000, 200_000] {
            let data = Data(String(repeating: "[", count: depth).utf8)
            #expect(throws: RemoteTourRejectionReason.self) { try RemoteTourFeed(signed: data) }
            let objects = Data((#"{"sequence": 1, "tours": ["# + String(repeating: #"{"a":"#, count: depth)).utf8)
            #expect(throws: RemoteTourRejectionReason.self) { try RemoteTourFeed(signed: objects) }
            // The served envelope is bounded before its signature is read.
            #expect(throws: RemoteTourRejectionReason.self) { try RemoteTourFeed(served: objects, keys: [RemoteFeeds.key.publicKey]) }
        }
        // Brackets inside strings, escaped quotes included, do not count.
        let quoted = Data(
            (#"{"expires": "2100-01-01T00:00:00Z", "sequence": 1, "tours": [], "withdrawn": ["a"# + String(repeating: #"[\"{"#, count: 100) + #""]}"#)
                .utf8)
        #expect(throws: RemoteTourRejectionReason.self) { try RemoteTourFeed(signed: quoted) }  // not a tour id
        let inText = Data(
            (#"{"expires": "2100-01-01T00:00:00Z", "sequence": 1, "tours": [], "withdrawn": [], "note": ""# + String(repeating: #"[\"{"#, count: 100)
                + #""}"#).utf8)
        #expect(throws: Never.self) { try RemoteTourFeed(signed: inText) }
    }

    @Test func hostileValuesAreRejectedOneTourAtATime() throws {
        let feed = Data(
            """
            {"expires": "2100-01-01T00:00:00Z", "sequence": 1, "tours": [
              {"schemaVersion": 1e400, "id": "huge"},
              {"schemaVersion": 1, "id": "\\ud800", "swiftName": "X", "steps": []},
              {"schemaVersion": 1, "id": "negative", "swiftName": "X", "steps": [{"id": "a", "target": "playButton", "title": "t", "text": "t", "padding": -1e308, "cornerRadius": 1}]},
              null, 7, "text", [],
              \(RemoteFeeds.bundle("good"))
            ], "withdrawn": [1, 2]}
            """.utf8)
        // A withdrawn list of numbers is no feed at all.
        #expect(throws: RemoteTourRejectionReason.self) { try RemoteTourFeed(signed: feed) }
        let fixed = try RemoteTourFeed(signed: Data(String(decoding: feed, as: UTF8.self).replacingOccurrences(of: "[1, 2]", with: "[]").utf8))
        let sorted = check.sort(fixed)
        #expect(sorted.accepted.map(\.id).contains("good"))
        #expect(sorted.rejected.contains { $0.tourID == "huge" })
    }

    @Test(arguments: TestSeed.seeds([0xFEED]))
    func mutatedFeedsNeverCrash(seed: UInt64) {
        var random = SeededGenerator(state: seed)
        let original = Array(RemoteFeeds.signedPart([RemoteFeeds.bundle("good"), RemoteFeeds.bundle("bad", targets: ["x"])], withdrawn: ["old"]))
        let alphabet = Array(#"{}[]",:\ 0123456789.eE+-truefalsnul"#.utf8) + [0x00, 0xFF, 0xC3, 0x80]
        for _ in 0..<5_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: bytes[index] = alphabet.randomElement(using: &random)!
                case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: index)
                case 2 where bytes.count > 1: bytes.remove(at: index)
                default: bytes = Array(bytes[..<index])
                }
                if bytes.isEmpty { bytes = [0x7B] }
            }
            survive(Data(bytes))
        }
    }
}
