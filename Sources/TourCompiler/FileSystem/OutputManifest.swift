/// The files tourc wrote into one output folder, each with a hash of the
/// bytes it wrote, kept in `.tourc-manifest` in that folder.
///
/// It is how tourc owns its outputs: a compile removes a file the manifest
/// lists when no tour produces it any more and its bytes are still the ones
/// tourc wrote, and nothing else. A file edited by hand, or never written by
/// tourc, stays where it is.
struct OutputManifest: Equatable {
    static let fileName = ".tourc-manifest"
    private static let header = "tourc-manifest 1"

    /// File name (in the folder) -> hash of the bytes tourc wrote.
    var hashes: [String: UInt64]

    init(hashes: [String: UInt64] = [:]) {
        self.hashes = hashes
    }

    /// The manifest's text: a header, then `hash name` per file, sorted by name.
    var text: String {
        var text = Self.header + "\n"
        for name in hashes.keys.sorted() {
            let hex = String(hashes[name]!, radix: 16)
            text += String(repeating: "0", count: 16 - hex.count) + hex + " " + name + "\n"
        }
        return text
    }

    /// Reads a manifest's text; `nil` when it is not one (then nothing in
    /// the folder is treated as tourc's).
    init?(parsing text: String) {
        var lines = text.split(separator: "\n")[...]
        guard lines.popFirst() == Substring(Self.header) else { return nil }
        hashes = [:]
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 1)
            guard fields.count == 2, fields[0].utf8.count == 16, let hash = UInt64(fields[0], radix: 16) else { return nil }
            hashes[String(fields[1])] = hash
        }
    }

    /// A 64-bit hash of `bytes`, enough to tell whether a file still holds
    /// what tourc wrote. Every output of a clean compile is hashed, so it
    /// reads 32 bytes a step in four independent lanes, at close to the
    /// speed of reading the bytes.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer(hash)
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let prime: UInt64 = 0x9E37_79B9_7F4A_7C15
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (
            0xCBF2_9CE4_8422_2325, 0x8422_2325_CBF2_9CE4, 0x1000_0000_01B3_0100, UInt64(bytes.count)
        )
        func mix(_ lane: inout UInt64, _ word: UInt64) {
            lane = (lane ^ word) &* prime
            lane ^= lane >> 31
        }
        var tail: UInt64 = 0
        do {
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            func word(_ at: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) }
            while offset + 32 <= raw.count {
                mix(&lanes.0, word(offset))
                mix(&lanes.1, word(offset + 8))
                mix(&lanes.2, word(offset + 16))
                mix(&lanes.3, word(offset + 24))
                offset += 32
            }
            while offset + 8 <= raw.count {
                mix(&lanes.0, word(offset))
                offset += 8
            }
            while offset < raw.count {
                tail = tail << 8 | UInt64(raw[offset])
                offset += 1
            }
        }
        mix(&lanes.1, tail)
        var hash = lanes.0
        mix(&hash, lanes.1)
        mix(&hash, lanes.2)
        mix(&hash, lanes.3)
        return hash
    }
}
