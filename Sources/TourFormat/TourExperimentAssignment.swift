/// Which variant of a tour's experiment an install sees: the same answer
/// on every device, in every process and in a server's or a warehouse's
/// query, because it is computed from the experiment's id and the install
/// id alone.
///
/// The bucket is `fmix64(fnv1a64(utf8(experiment + "\u{1F}" + install))) % 10000`
/// (FNV-1a 64, then MurmurHash3's 64-bit finalizer to spread FNV's low
/// bits), and variants take consecutive ranges of `weight × 100` buckets
/// in the order the tour file writes them. Never Swift's `Hasher`: it is
/// seeded per process. docs/analytics.md has the algorithm and test vectors.
public enum TourExperimentAssignment {
    /// How many buckets installs fall into: a weight of 1 (per cent) is 100.
    public static let bucketCount = 10_000

    /// The bucket of `install` in `experiment`, from 0 to 9999.
    public static func bucket(experiment: String, install: String) -> Int {
        var hash = fnv1aOffsetBasis
        hash = fnv1a64(experiment.utf8, from: hash)
        hash = fnv1a64(CollectionOfOne(0x1F), from: hash)
        hash = fnv1a64(install.utf8, from: hash)
        return Int(fmix64(hash) % UInt64(bucketCount))
    }

    /// The variant `bucket` falls in, for `variants` (names and whole
    /// weights in per cent, in the file's order, adding up to 100); `nil`
    /// when the weights leave the bucket out (they add up to less).
    public static func variant(forBucket bucket: Int, of variants: [(name: String, weight: Int)]) -> String? {
        var end = 0
        for variant in variants {
            end += variant.weight * 100
            if bucket < end { return variant.name }
        }
        return nil
    }

    /// The variant `install` sees in `experiment`.
    public static func variant(experiment: String, install: String, of variants: [(name: String, weight: Int)]) -> String? {
        variant(forBucket: bucket(experiment: experiment, install: install), of: variants)
    }

    static let fnv1aOffsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let fnv1aPrime: UInt64 = 0x0000_0100_0000_01b3

    /// FNV-1a 64 of `bytes`, continuing from `hash` (the offset basis to start).
    static func fnv1a64<Bytes: Sequence<UInt8>>(_ bytes: Bytes, from hash: UInt64 = fnv1aOffsetBasis) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= fnv1aPrime
        }
        return hash
    }

    /// MurmurHash3's 64-bit finalizer.
    static func fmix64(_ value: UInt64) -> UInt64 {
        var h = value
        h ^= h >> 33
        h &*= 0xff51_afd7_ed55_8ccd
        h ^= h >> 33
        h &*= 0xc4ce_b9fe_1a85_ec53
        h ^= h >> 33
        return h
    }
}
