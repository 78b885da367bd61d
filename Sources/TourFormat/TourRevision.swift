/// A tour's revision: a stable hash of what its steps say and do, so an app
/// can tell that a tour changed since a user finished it. tourc writes it
/// into generated enums and JSON bundles. TourKit hashes with it too, but
/// only for a bundle that carries no revision (one written before
/// revisions): that bundle does not say its source language, which
/// tourc's fields include, so TourKit hashes the fields the bundle has, in
/// its own order (`TourBundle.sessionRevision`). Its value is stable from
/// run to run, which is all a session compares, but is not tourc's.
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
    /// The adder takes `String`, not any `StringProtocol`: called from
    /// another module, a generic adder is not specialized, and walking the
    /// UTF-8 through protocol witnesses costs a third of a whole compile.
    package struct Hasher: Sendable {
        /// FNV-1a's 64-bit offset basis.
        private var hash: UInt64 = 0xCBF2_9CE4_8422_2325

        /// Starts an empty hash.
        package init() {}

        /// Adds `field` and its separator.
        package mutating func add(_ field: String) {
            // Read from the UTF-8 buffer: the compiler hashes every text of
            // every tour, and walking `field.utf8` as a collection costs
            // about 3 % of a compile more.
            field.withUTF8Buffer { bytes in
                for byte in bytes { mix(byte) }
            }
            mix(0x1F)
        }

        /// FNV-1a's step, with its 64-bit prime.
        private mutating func mix(_ byte: UInt8) {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }

        /// The revision: 16 lowercase hex digits.
        package var value: String {
            let hex = String(hash, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }
    }
}
