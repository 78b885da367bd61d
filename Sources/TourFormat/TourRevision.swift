/// A tour's revision: a stable hash of what its steps say and do, so an app
/// can tell that a tour changed since a user finished it. tourc writes it
/// into generated enums and JSON bundles; TourKit computes the same way for
/// tours it only has at run time.
public enum TourRevision {
    /// The revision of `fields`, in order: 16 lowercase hex digits of a
    /// 64-bit FNV-1a hash over the fields' UTF-8, each ended by a unit
    /// separator (U+001F), so `["ab", "c"]` and `["a", "bc"]` differ. The
    /// same on every platform and every run.
    public static func hash(_ fields: [String]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for field in fields {
            for byte in field.utf8 + [0x1F] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
