import TourDiagnostics

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
    /// what tourc wrote (``ByteHash``, whose values the manifests keep).
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBufferPointer { ByteHash.hash($0) }
    }

    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        ByteHash.hash(bytes)
    }
}
