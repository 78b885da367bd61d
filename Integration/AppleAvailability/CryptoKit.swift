// A stand-in for Apple's CryptoKit, for Integration/check-apple-availability.sh:
// the part TourSigning uses (Ed25519 as Curve25519.Signing), with the
// availability Apple's documentation gives
// (developer.apple.com/documentation/cryptokit/curve25519/signing):
// iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0. Bodies are placeholders:
// the file is only type-checked against, never run.

import Foundation

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum Curve25519 {
    public enum Signing {
        public struct PublicKey: Sendable {
            public init<D: ContiguousBytes>(rawRepresentation data: D) throws { fatalError() }
            public var rawRepresentation: Data { Data() }
            public func isValidSignature<S: DataProtocol, D: DataProtocol>(_ signature: S, for data: D) -> Bool { false }
        }

        public struct PrivateKey: Sendable {
            public init() {}
            public init<D: ContiguousBytes>(rawRepresentation data: D) throws { fatalError() }
            public var rawRepresentation: Data { Data() }
            public var publicKey: PublicKey { fatalError() }
            public func signature<D: DataProtocol>(for data: D) throws -> Data { Data() }
        }
    }
}
