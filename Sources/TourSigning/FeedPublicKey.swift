#if canImport(CryptoKit)
    import CryptoKit
#elseif canImport(CSodium)
    import CSodium
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An Ed25519 public key that feeds are checked with: 32 bytes, written as
/// base64 (44 characters) in `KEY.pub`, under `remote.publicKeys:` in
/// tourc.yaml and in the app manifest, as Sparkle writes its EdDSA keys.
public struct FeedPublicKey: Sendable, Hashable {
    /// The key's 32 bytes.
    public let bytes: [UInt8]

    /// The key of `bytes`, or `nil` when they are not 32.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 32 else { return nil }
        self.bytes = bytes
    }

    /// The key `text` spells in base64, or `nil` when it spells none.
    public init?(base64 text: String) {
        guard let data = Data(base64Encoded: text) else { return nil }
        self.init(bytes: Array(data))
    }

    /// The key in base64, as files and manifests write it.
    public var base64: String { Data(bytes).base64EncodedString() }

    /// The key's id, which a signed feed names so the app knows which of
    /// the keys it accepts to check it with (keys rotate): the key's first
    /// 8 bytes in hex. An id only picks a key; the signature is checked
    /// with the whole key.
    public var id: String { Self.hex(bytes.prefix(8)) }

    /// Whether `signature` is this key's Ed25519 signature of `message`.
    public func isValidSignature(_ signature: [UInt8], for message: [UInt8]) -> Bool {
        guard signature.count == 64 else { return false }
        #if canImport(CryptoKit)
            guard let key = try? Curve25519.Signing.PublicKey(rawRepresentation: bytes) else { return false }
            return key.isValidSignature(signature, for: message)
        #else
            guard Sodium.isReady else { return false }
            return crypto_sign_verify_detached(signature, message, UInt64(message.count), bytes) == 0
        #endif
    }

    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".unicodeScalars)
        var text = String.UnicodeScalarView()
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(text)
    }
}

#if !canImport(CryptoKit)
    /// libsodium, initialized once before its first use (sodium_init may be
    /// called from any thread, and again; a global's initializer runs once).
    enum Sodium {
        static let isReady: Bool = sodium_init() >= 0
    }
#endif
