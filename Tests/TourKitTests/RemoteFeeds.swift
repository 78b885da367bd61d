import Foundation
import TourSigning

@testable import TourKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Feeds, bundles and manifests for the remote-tour tests, written as JSON
/// by hand so the tests read what a server would send.
enum RemoteFeeds {
    /// A bundle of one tour whose steps target `targets`, in tourc's format.
    static func bundle(
        _ id: String, targets: [String] = ["playButton"], events: [String] = [], extra: String = "", schemaVersion: Int = 1
    ) -> String {
        let steps = targets.enumerated().map { index, target in
            #"{"id": "step\#(index)", "target": "\#(target)", "title": "Step \#(index)", "text": "Tap it.", "padding": 8, "cornerRadius": 12}"#
        }
        let show = events.isEmpty ? "" : #", "show": {"events": {\#(events.map { "\"\($0)\": 1" }.joined(separator: ", "))}}"#
        return
            #"{"schemaVersion": \#(schemaVersion), "id": "\#(id)", "revision": "r-\#(id)", "swiftName": "Remote", "steps": [\#(steps.joined(separator: ", "))]\#(show)\#(extra)}"#
    }

    /// The key the tests' publisher signs with, which ``manifest`` accepts.
    static let key = FeedSigningKey(seed: Array(repeating: 7, count: 32))!
    /// A key the manifest does not list.
    static let strangerKey = FeedSigningKey(seed: Array(repeating: 9, count: 32))!

    /// The signed part of a feed of `tours` (bundle JSON) and `withdrawn` ids.
    static func signedPart(
        _ tours: [String], withdrawn: [String] = [], sequence: Int = 1, expires: String = "2100-01-01T00:00:00Z"
    ) -> Data {
        let withdrawnList = withdrawn.map { "\"\($0)\"" }.joined(separator: ", ")
        return Data(
            #"{"expires": "\#(expires)", "sequence": \#(sequence), "tours": [\#(tours.joined(separator: ", "))], "withdrawn": [\#(withdrawnList)]}"#
                .utf8)
    }

    /// A feed of `tours` and `withdrawn` ids as a server sends it, signed with `key`.
    static func feed(
        _ tours: [String], withdrawn: [String] = [], sequence: Int = 1, expires: String = "2100-01-01T00:00:00Z",
        key: FeedSigningKey = RemoteFeeds.key
    ) -> Data {
        envelope(signedPart(tours, withdrawn: withdrawn, sequence: sequence, expires: expires), key: key)
    }

    /// `signed` in the signed feed's envelope, with `key`'s signature.
    static func envelope(_ signed: Data, key: FeedSigningKey) -> Data {
        let signature = Data(key.signature(for: Array(signed))!).base64EncodedString()
        return Data(
            #"{"feedVersion": 2, "keyID": "\#(key.publicKey.id)", "signature": "\#(signature)", "signed": "\#(signed.base64EncodedString())"}"#
                .utf8)
    }

    /// An app build that registers `playButton` and `shareSheet`, the event
    /// `songPlayed`, ships the tour `welcome`, accepts feeds signed with
    /// ``key`` and links to example.com.
    static let manifest = TourAppManifest(
        targets: ["playButton", "shareSheet"], events: ["songPlayed"], platforms: ["iOS": "17.0"],
        tours: [TourAppManifest.LocalTour(id: "welcome", revision: "0123456789abcdef")], tourcVersion: "test",
        publicKeys: [key.publicKey.base64], linkDomains: ["example.com"])

    static let feedURL = URL(string: "https://tours.example.com/feed.json")!

    /// A fetch that answers every request with the next of `answers` and
    /// records the requests.
    final class ScriptedServer: @unchecked Sendable {
        enum Answer {
            case body(Data, status: Int, etag: String?, promisedLength: Int? = nil)
            case failure(URLError.Code)
        }

        private let lock = NSLock()
        private var answers: [Answer]
        private(set) var requests: [URLRequest] = []

        init(_ answers: [Answer]) { self.answers = answers }

        var fetch: @Sendable (URLRequest) async throws -> (Data, URLResponse) {
            { request in try self.answer(request) }
        }

        private func answer(_ request: URLRequest) throws -> (Data, URLResponse) {
            lock.lock()
            defer { lock.unlock() }
            requests.append(request)
            guard !answers.isEmpty else { throw URLError(.notConnectedToInternet) }
            switch answers.removeFirst() {
            case .failure(let code):
                throw URLError(code)
            case .body(let data, let status, let etag, let promised):
                var headers = ["Content-Length": String(promised ?? data.count)]
                if let etag { headers["ETag"] = etag }
                let response = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
                return (data, response)
            }
        }
    }
}
