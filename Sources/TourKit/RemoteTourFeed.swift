import Foundation
import TourFormat
import TourSigning

/// A remote tour feed, the signed part of what the server sends
/// (`SignedFeed`): `{"expires": TIME, "sequence": N, "tours": [BUNDLE,
/// ...], "withdrawn": ["tourID", ...]}`, each bundle as tourc writes it,
/// perhaps with `minAppVersion` and `maxAppVersion`. Its signature is
/// checked before it is decoded; it is decoded defensively all the same:
/// its nesting is bounded before any decoder sees it, and a tour that does
/// not decode is rejected alone, with the reason, while the others are used.
struct RemoteTourFeed: Sendable {
    /// The deepest nesting a feed may have; a bundle needs six levels.
    static let maximumDepth = 32

    /// The tours, in feed order, each decoded or with why it was not.
    var entries: [Entry]
    /// The ids of tours taken back: not shown, whatever `tours` holds.
    var withdrawn: [String]

    /// One element of `tours`.
    struct Entry: Sendable {
        /// The tour's id, when the element has one.
        var id: String?
        /// The bundle, or why it could not be read.
        var bundle: Result<TourBundle, RemoteTourRejectionReason>
    }

    /// The feed's place in the publisher's order, and when it expires.
    var freshness: SignedFeed.Freshness

    /// Opens what the server sent: the signature checked with the key of
    /// its id among `keys` before anything of the feed is decoded, then
    /// the feed decoded. Throws the reason when the feed as a whole cannot
    /// be used.
    init(served data: Data, keys: [FeedPublicKey]) throws(RemoteTourRejectionReason) {
        if let depth = Self.depthExceeded(in: data) {
            throw RemoteTourRejectionReason("the feed nests deeper than \(Self.maximumDepth) levels (at byte \(depth))")
        }
        let signed: [UInt8]
        do throws(SignedFeed.Problem) {
            signed = try SignedFeed(parsing: Array(data)).verified(with: keys)
        } catch {
            throw RemoteTourRejectionReason(error.reason)
        }
        try self.init(signed: Data(signed))
    }

    /// Decodes the signed part of a feed, once its signature checked.
    init(signed data: Data) throws(RemoteTourRejectionReason) {
        if let depth = Self.depthExceeded(in: data) {
            throw RemoteTourRejectionReason("the signed feed nests deeper than \(Self.maximumDepth) levels (at byte \(depth))")
        }
        do throws(SignedFeed.Problem) {
            freshness = try SignedFeed.freshness(of: Array(data))
        } catch {
            throw RemoteTourRejectionReason(error.reason)
        }
        let top: Top
        do {
            top = try JSONDecoder().decode(Top.self, from: data)
        } catch {
            throw RemoteTourRejectionReason("the signed feed is not valid JSON of the feed format: \(Self.describe(error))")
        }
        if let id = top.withdrawn?.first(where: { !RemoteTourFit.isName($0) }) {
            throw RemoteTourRejectionReason("the feed withdraws '\(RemoteTourFit.shown(id))', which is not a tour id")
        }
        entries = top.tours.map(\.entry)
        withdrawn = top.withdrawn ?? []
    }

    /// The offset of the first bracket past ``maximumDepth``, or `nil`.
    /// Strings are skipped, with their escapes, so a bracket in a text
    /// does not count.
    static func depthExceeded(in data: Data) -> Int? {
        var depth = 0
        var inString = false
        var escaped = false
        for (offset, byte) in data.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumDepth { return offset }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return nil
    }

    /// A decoding error in one line: what was wrong, and where.
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return keys.isEmpty ? "" : " at \(keys.hasPrefix(".") ? String(keys.dropFirst()) : keys)"
        }
        switch error {
        case .keyNotFound(let key, let context): return "'\(key.stringValue)' is missing\(path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(context.debugDescription)\(path(context))"
        @unknown default: return "\(error)"
        }
    }

    private struct Top: Decodable {
        var tours: [Element]
        var withdrawn: [String]?
    }

    /// An element of `tours`, decoded without throwing: whatever is wrong
    /// with one tour rejects that tour only.
    private struct Element: Decodable {
        var entry: Entry

        private enum Keys: String, CodingKey { case id, schemaVersion }

        init(from decoder: any Decoder) {
            let container = try? decoder.container(keyedBy: Keys.self)
            let id = try? container?.decodeIfPresent(String.self, forKey: .id)
            let bundle: Result<TourBundle, RemoteTourRejectionReason>
            // A newer format is reported as one, not as whatever in it this
            // TourKit cannot decode.
            if let version = try? container?.decodeIfPresent(Int.self, forKey: .schemaVersion),
                !TourAppManifest.readableBundleFormatVersions.contains(version)
            {
                bundle = .failure(
                    RemoteTourRejectionReason(
                        "its bundle format version \(version) is newer than this TourKit reads (\(TourAppManifest.readableBundleFormatVersions.map(String.init).joined(separator: ", ")))"
                    ))
            } else {
                do {
                    bundle = .success(try TourBundle(from: decoder))
                } catch {
                    bundle = .failure(RemoteTourRejectionReason("it is not a tour bundle: \(RemoteTourFeed.describe(error))"))
                }
            }
            entry = Entry(id: id, bundle: bundle)
        }
    }
}

/// Why a feed or one of its tours is not used, in words for a log.
struct RemoteTourRejectionReason: Error, Sendable, Equatable {
    var text: String
    init(_ text: String) { self.text = text }
}
