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

    /// A 64-bit hash of `bytes`, eight bytes a step: enough to tell whether
    /// a file still holds what tourc wrote, at the speed of reading it.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* 0x0000_0100_0000_01B3
                hash ^= hash >> 29
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* 0x0000_0100_0000_01B3
                offset += 1
            }
        }
        return hash ^ (hash >> 32)
    }
}
