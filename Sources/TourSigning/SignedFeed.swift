import TourFormat

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A signed feed as it is served (docs/remote.md, "Trust"):
///
/// ```json
/// {
///   "feedVersion" : 2,
///   "keyID" : "4f1c2a9be07d3e58",
///   "signature" : "BASE64: the Ed25519 signature of the signed bytes",
///   "signed" : "BASE64: the feed's bytes"
/// }
/// ```
///
/// The signature covers the exact bytes of `signed`, so nothing needs a
/// canonical form: the bytes are checked before any of them is decoded.
/// They are the feed itself, `{"expires": ..., "sequence": N, "tours":
/// [...], "withdrawn": [...]}`. An app that still reads feed version 1
/// says the feed's version is one it does not read.
public struct SignedFeed: Sendable {
    /// The `feedVersion` of a signed feed.
    public static let feedVersion = 2

    /// The id of the key that signed it (``FeedPublicKey/id``).
    public var keyID: String
    /// The Ed25519 signature of ``signed``.
    public var signature: [UInt8]
    /// The feed's bytes, as they were signed.
    public var signed: [UInt8]

    /// Why a served feed is not used, in words for a log.
    public struct Problem: Error, Sendable, Equatable {
        /// The reason.
        public var reason: String
        init(_ reason: String) { self.reason = reason }

        /// The feed expired at `time`: an app does not use it.
        public init(expiredAt time: String) {
            self.init("the feed expired at \(time); an expired feed is not used")
        }
    }

    /// Creates a signed feed from its parts.
    public init(keyID: String, signature: [UInt8], signed: [UInt8]) {
        self.keyID = keyID
        self.signature = signature
        self.signed = signed
    }

    /// Reads the envelope of `data`; nothing of the feed inside is decoded.
    public init(parsing data: [UInt8]) throws(Problem) {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: Data(data))
        } catch {
            throw Problem("the feed is not a signed feed: it is not JSON with a feedVersion")
        }
        guard envelope.feedVersion == Self.feedVersion else {
            if envelope.feedVersion == 1 {
                throw Problem("the feed is not signed (feedVersion 1); this app takes only feeds signed with a key it accepts")
            }
            throw Problem("the feed's feedVersion is \(envelope.feedVersion); this app reads \(Self.feedVersion)")
        }
        guard let keyID = envelope.keyID, let signature = envelope.signature, let signed = envelope.signed else {
            throw Problem("the feed is not signed: it lacks keyID, signature or signed")
        }
        guard let signatureBytes = Data(base64Encoded: signature), signatureBytes.count == 64 else {
            throw Problem("the feed's signature is not 64 bytes in base64")
        }
        guard let signedBytes = Data(base64Encoded: signed) else { throw Problem("the feed's signed part is not base64") }
        self.init(keyID: keyID, signature: Array(signatureBytes), signed: Array(signedBytes))
    }

    /// The signed bytes, once the signature checks with the key of its id
    /// among `keys`; throws why not.
    public func verified(with keys: [FeedPublicKey]) throws(Problem) -> [UInt8] {
        let candidates = keys.filter { $0.id == keyID }
        guard !candidates.isEmpty else {
            let accepted = keys.isEmpty ? "none" : keys.map(\.id).joined(separator: ", ")
            throw Problem("the feed is signed with key \(Self.printable(keyID)), which this app does not accept (it accepts \(accepted))")
        }
        guard candidates.contains(where: { $0.isValidSignature(signature, for: signed) }) else {
            throw Problem("the feed's signature does not verify with key \(keyID): the feed was changed after it was signed")
        }
        return signed
    }

    /// What the app checks of a verified feed before it uses it.
    public struct Freshness: Sendable, Equatable {
        /// Its place in the publisher's order: each feed's is higher than the last's.
        public var sequence: Int
        /// When it stops being accepted, in seconds since 1970.
        public var expires: Int64
        /// `expires` as the feed writes it.
        public var expiresText: String
    }

    /// The sequence and expiry of the verified bytes `signed`.
    public static func freshness(of signed: [UInt8]) throws(Problem) -> Freshness {
        let facts: Facts
        do {
            facts = try JSONDecoder().decode(Facts.self, from: Data(signed))
        } catch {
            throw Problem("the signed feed has no whole-number sequence and expires time")
        }
        guard facts.sequence >= 1 else { throw Problem("the signed feed's sequence is \(facts.sequence); it starts at 1") }
        guard let seconds = FeedTimestamp.seconds(of: facts.expires) else {
            throw Problem("the signed feed's expires '\(printable(facts.expires))' is not a time such as 2026-07-01T12:00:00Z")
        }
        return Freshness(sequence: facts.sequence, expires: seconds, expiresText: facts.expires)
    }

    /// `text` cut to 64 characters, its controls escaped: a key id or date
    /// from an unchecked feed, safe to put in a log line.
    static func printable(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(64) {
            shown += scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }
        return text.unicodeScalars.count > 64 ? shown + "..." : shown
    }

    private struct Envelope: Decodable {
        var feedVersion: Int
        var keyID: String?
        var signature: String?
        var signed: String?
    }

    private struct Facts: Decodable {
        var sequence: Int
        var expires: String
    }
}
