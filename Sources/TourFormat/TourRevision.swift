/// A tour's revision: a stable hash of what its steps say and do, so an app
/// can tell that a tour changed since a user finished it. tourc writes it
/// into generated enums and JSON bundles; TourKit computes the same way for
/// tours it only has at run time.
///
/// `package`: apps read revisions (`TourSteps.revision`, a bundle's
/// `revision`, a session's) but never compute one, so the hash is shared
/// by the compiler and TourKit only.
package enum TourRevision {
    /// The revision of `fields`, in order: 16 lowercase hex digits of a
    /// 64-bit FNV-1a hash over the fields' UTF-8, each ended by a unit
    /// separator (U+001F), so `["ab", "c"]` and `["a", "bc"]` differ. The
    /// same on every platform and every run.
    package static func hash(_ fields: [String]) -> String {
        var hasher = Hasher()
        for field in fields { hasher.add(field) }
        return hasher.value
    }

    /// The same hash, fed one field at a time, so a caller need not build
    /// the array of fields.
    ///
    /// The adders are inlinable and take `String` and `Substring` rather than
    /// any `StringProtocol`: called from another module, a generic adder is
    /// not specialized, and walking the UTF-8 through protocol witnesses
    /// cost a third of a whole compile's instructions.
    package struct Hasher: Sendable {
        @usableFromInline var hash: UInt64 = 0xCBF2_9CE4_8422_2325

        /// Starts an empty hash.
        package init() {}

        /// Adds `field` and its separator.
        @inlinable package mutating func add(_ field: String) {
            // Read in place: `withUTF8` mutates, and a copy to call it on
            // cost a retain and a release per field.
            if field.utf8.withContiguousStorageIfAvailable({ mix($0) }) == nil {
                var field = field
                field.withUTF8 { mix($0) }
            }
            mix(0x1F)
        }

        /// Adds `field` and its separator.
        @inlinable package mutating func add(_ field: Substring) {
            if field.utf8.withContiguousStorageIfAvailable({ mix($0) }) == nil {
                var field = field
                field.withUTF8 { mix($0) }
            }
            mix(0x1F)
        }

        @inlinable mutating func mix(_ bytes: UnsafeBufferPointer<UInt8>) {
            var hash = self.hash
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            self.hash = hash
        }

        @inlinable mutating func mix(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }

        /// The hash itself, for a caller that compares rather than writes it.
        package var bits: UInt64 { hash }

        /// The revision: 16 lowercase hex digits.
        package var value: String {
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }
}
