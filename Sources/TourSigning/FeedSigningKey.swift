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

/// An Ed25519 private key that signs feeds (`tourc feed keygen` makes one,
/// `tourc compile --sign-key` uses it): its 32-byte seed, from which the
/// public key follows.
public struct FeedSigningKey: Sendable {
    /// The seed (RFC 8032's private key).
    let seed: [UInt8]

    /// The key of a 32-byte seed, or `nil` for another length.
    public init?(seed: [UInt8]) {
        guard seed.count == 32 else { return nil }
        self.seed = seed
    }

    /// A new key from the system's random source; `nil` only when the
    /// crypto library cannot start.
    public static func generate() -> FeedSigningKey? {
        #if canImport(CryptoKit)
            return FeedSigningKey(seed: Array(Curve25519.Signing.PrivateKey().rawRepresentation))
        #else
            guard Sodium.isReady else { return nil }
            var seed = [UInt8](repeating: 0, count: 32)
            randombytes_buf(&seed, 32)
            return FeedSigningKey(seed: seed)
        #endif
    }

    /// The public key that checks this key's signatures.
    public var publicKey: FeedPublicKey {
        #if canImport(CryptoKit)
            let key = try! Curve25519.Signing.PrivateKey(rawRepresentation: seed)  // 32 bytes, checked in init
            return FeedPublicKey(bytes: Array(key.publicKey.rawRepresentation))!
        #else
            let (publicKey, _) = expanded()
            return FeedPublicKey(bytes: publicKey)!
        #endif
    }

    /// The Ed25519 signature (64 bytes) of `message`; `nil` only when the
    /// crypto library cannot start.
    public func signature(for message: [UInt8]) -> [UInt8]? {
        #if canImport(CryptoKit)
            guard let key = try? Curve25519.Signing.PrivateKey(rawRepresentation: seed),
                let signature = try? key.signature(for: message)
            else { return nil }
            return Array(signature)
        #else
            guard Sodium.isReady else { return nil }
            let (_, secretKey) = expanded()
            var signature = [UInt8](repeating: 0, count: 64)
            guard crypto_sign_detached(&signature, nil, message, UInt64(message.count), secretKey) == 0 else { return nil }
            return signature
        #endif
    }

    /// The seed in base64, as the key file holds it.
    public var base64: String { Data(seed).base64EncodedString() }

    #if !canImport(CryptoKit)
        /// libsodium's key pair: the public key and its 64-byte secret key (seed and public key).
        private func expanded() -> (publicKey: [UInt8], secretKey: [UInt8]) {
            var publicKey = [UInt8](repeating: 0, count: 32)
            var secretKey = [UInt8](repeating: 0, count: 64)
            _ = Sodium.isReady
            crypto_sign_seed_keypair(&publicKey, &secretKey, seed)
            return (publicKey, secretKey)
        }
    #endif
}
