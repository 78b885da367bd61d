import TourFormat
import XCTest

@testable import TourSigning

/// Ed25519 as RFC 8032 defines it (its test vectors, so the libsodium of a
/// Linux build and CryptoKit on Apple platforms sign and check alike), and
/// the signed feed's envelope.
final class FeedSignatureTests: XCTestCase {
    private func bytes(_ hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return result
    }

    /// RFC 8032, section 7.1, tests 1 and 2.
    func testRFC8032VectorsSignAndVerify() throws {
        let vectors = [
            (
                "9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60",
                "d75a980182b10ab7d54bfed3c964073a0ee172f3daa62325af021a68f707511a", "",
                "e5564300c360ac729086e2cc806e828a84877f1eb8e5d974d873e065224901555fb8821590a33bacc61e39701cf9b46bd25bf5f0595bbe24655141438e7a100b"
            ),
            (
                "4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb",
                "3d4017c3e843895a92b70aa74d1b7ebc9c982ccf2ec4968cc0cd55f12af4660c", "72",
                "92a009a9f0d4cab8720e820b5f642540a2b27b5416503f8fb3762223ebdb69da085ac1e43e15996e458f3613d0f11d8c387b2eaeb4302aeeb00d291612bb0c00"
            ),
        ]
        for (seed, publicKey, message, signature) in vectors {
            let key = try XCTUnwrap(FeedSigningKey(seed: bytes(seed)))
            XCTAssertEqual(key.publicKey.bytes, bytes(publicKey))
            XCTAssertEqual(key.signature(for: bytes(message)), bytes(signature))
            XCTAssertTrue(key.publicKey.isValidSignature(bytes(signature), for: bytes(message)))
        }
    }

    func testASignatureFailsWithAnotherKeyAndWithAnyChangedByte() throws {
        let key = try XCTUnwrap(FeedSigningKey.generate())
        let other = try XCTUnwrap(FeedSigningKey.generate())
        XCTAssertNotEqual(key.publicKey, other.publicKey)
        let message = Array("{\"sequence\": 1, \"tours\": []}".utf8)
        let signature = try XCTUnwrap(key.signature(for: message))
        XCTAssertTrue(key.publicKey.isValidSignature(signature, for: message))
        XCTAssertFalse(other.publicKey.isValidSignature(signature, for: message))
        for index in message.indices {
            var changed = message
            changed[index] ^= 0x01
            XCTAssertFalse(key.publicKey.isValidSignature(signature, for: changed), "byte \(index) changed")
        }
        for index in signature.indices {
            var changed = signature
            changed[index] ^= 0x80
            XCTAssertFalse(key.publicKey.isValidSignature(changed, for: message), "signature byte \(index) changed")
        }
        XCTAssertFalse(key.publicKey.isValidSignature(Array(signature.dropLast()), for: message))
    }

    func testKeysReadFromBase64AndNameTheirID() throws {
        let key = try XCTUnwrap(FeedSigningKey(seed: bytes("9d61b19deffd5a60ba844af492ec2cc44449c5697b326919703bac031cae7f60")))
        XCTAssertEqual(key.publicKey.id, "d75a980182b10ab7")
        XCTAssertEqual(FeedPublicKey(base64: key.publicKey.base64), key.publicKey)
        XCTAssertEqual(key.publicKey.base64.count, 44)
        XCTAssertNil(FeedPublicKey(base64: "AAAA"))
        XCTAssertNil(FeedPublicKey(base64: "not base64 at all"))
    }

    private func envelope(_ fields: String) -> [UInt8] { Array("{\(fields)}".utf8) }

    func testTheEnvelopeIsVerifiedWithTheKeyOfItsID() throws {
        let key = try XCTUnwrap(FeedSigningKey.generate())
        let other = try XCTUnwrap(FeedSigningKey.generate())
        let signed = Array(#"{"expires": "2030-01-01T00:00:00Z", "sequence": 3, "tours": [], "withdrawn": []}"#.utf8)
        let signature = try XCTUnwrap(key.signature(for: signed))
        func served(keyID: String, signed: [UInt8]) -> [UInt8] {
            let signatureText = Data(signature).base64EncodedString()
            let signedText = Data(signed).base64EncodedString()
            return envelope(#""feedVersion": 2, "keyID": "\#(keyID)", "signature": "\#(signatureText)", "signed": "\#(signedText)""#)
        }
        let feed = try SignedFeed(parsing: served(keyID: key.publicKey.id, signed: signed))
        XCTAssertEqual(try feed.verified(with: [other.publicKey, key.publicKey]), signed)
        XCTAssertThrowsError(try feed.verified(with: [other.publicKey])) { error in
            XCTAssertTrue((error as! SignedFeed.Problem).reason.contains("which this app does not accept (it accepts \(other.publicKey.id))"))
        }
        var tampered = signed
        tampered[tampered.count / 2] ^= 0x20
        XCTAssertThrowsError(try SignedFeed(parsing: served(keyID: key.publicKey.id, signed: tampered)).verified(with: [key.publicKey])) {
            XCTAssertTrue(($0 as! SignedFeed.Problem).reason.contains("does not verify"))
        }
        XCTAssertEqual(
            try SignedFeed.freshness(of: signed),
            SignedFeed.Freshness(sequence: 3, expires: 1_893_456_000, expiresText: "2030-01-01T00:00:00Z"))
    }

    func testAnUnsignedOrMalformedEnvelopeSaysWhy() {
        func reason(_ bytes: [UInt8]) -> String {
            do {
                _ = try SignedFeed(parsing: bytes)
                return "parsed"
            } catch { return error.reason }
        }
        XCTAssertTrue(reason(envelope(#""feedVersion": 1, "tours": []"#)).contains("not signed (feedVersion 1)"))
        XCTAssertTrue(reason(envelope(#""feedVersion": 3"#)).contains("feedVersion is 3"))
        XCTAssertTrue(reason(envelope(#""feedVersion": 2, "keyID": "a""#)).contains("lacks keyID, signature or signed"))
        XCTAssertTrue(reason(envelope(#""feedVersion": 2, "keyID": "a", "signature": "AAAA", "signed": """#)).contains("64 bytes"))
        XCTAssertTrue(reason(Array("[1, 2".utf8)).contains("not JSON"))
    }

    func testFreshnessNeedsASequenceAndAnExactTime() {
        func reason(_ text: String) -> String {
            do {
                _ = try SignedFeed.freshness(of: Array(text.utf8))
                return "fresh"
            } catch { return error.reason }
        }
        XCTAssertTrue(reason(#"{"sequence": 0, "expires": "2030-01-01T00:00:00Z"}"#).contains("starts at 1"))
        XCTAssertTrue(reason(#"{"sequence": 1, "expires": "2030-02-30T00:00:00Z"}"#).contains("is not a time"))
        XCTAssertTrue(reason(#"{"sequence": 1, "expires": "2030-01-01 00:00:00"}"#).contains("is not a time"))
        XCTAssertTrue(reason(#"{"sequence": 1, "expires": "2030-01-01T00:00:00Z\u0000"}"#).contains("\\u{0}"))
        XCTAssertTrue(reason(#"{"expires": "2030-01-01T00:00:00Z"}"#).contains("no whole-number sequence"))
    }

    func testTimestampsRoundTripAndRefuseWhatIsNoTime() {
        for seconds: Int64 in [0, 1, 86_399, 86_400, 951_782_400, 1_893_456_000, 4_102_444_799, -1] {
            let text = FeedTimestamp.text(ofSeconds: seconds)
            XCTAssertEqual(FeedTimestamp.seconds(of: text), seconds, text)
        }
        XCTAssertEqual(FeedTimestamp.text(ofSeconds: 951_782_400), "2000-02-29T00:00:00Z")
        XCTAssertEqual(FeedTimestamp.text(ofSeconds: -1), "1969-12-31T23:59:59Z")
        for text in ["2001-02-29T00:00:00Z", "2030-13-01T00:00:00Z", "2030-01-01T24:00:00Z", "2030-01-00T00:00:00Z", "+030-01-01T00:00:00Z", ""] {
            XCTAssertNil(FeedTimestamp.seconds(of: text), text)
        }
    }
}
