import TourBytes
import TourDiagnostics

/// The files tourc wrote into one output folder, each with a hash of the
/// bytes it wrote, kept in `.tourc-manifest` in that folder, and the project
/// that wrote them.
///
/// It is how tourc owns its outputs: a compile removes a file the manifest
/// lists when no tour produces it any more and its bytes are still the ones
/// tourc wrote, and nothing else. A file edited by hand, or never written by
/// tourc, stays where it is.
struct OutputManifest: Equatable {
    static let fileName = ".tourc-manifest"
    private static let header = "tourc-manifest 3"
    /// Manifests whose owner line holds absolute paths; still read.
    private static let absoluteOwnerHeader = "tourc-manifest 2"
    /// Manifests before the owner line; still read.
    private static let firstHeader = "tourc-manifest 1"

    /// File name (in the folder) -> hash of the bytes tourc wrote.
    var hashes: [String: UInt64]
    /// The project that wrote the folder (``ProjectOwner/text(from:)``, its
    /// paths relative to the folder); `nil` in a manifest from before owners
    /// were recorded.
    var owner: String?
    /// Whether `owner` holds absolute paths, as tourc-manifest 2 wrote them
    /// (``ProjectOwner/absoluteText``). A compile writes format 3.
    var ownerIsAbsolute = false

    init(hashes: [String: UInt64] = [:], owner: String? = nil) {
        self.hashes = hashes
        self.owner = owner
    }

    /// Whether `project`, compiling into `folder`, is the one that wrote this manifest.
    func isOwned(by project: ProjectOwner, in folder: String) -> Bool {
        guard let owner else { return true }
        return owner == (ownerIsAbsolute ? project.absoluteText : project.text(from: folder))
    }

    /// The manifest's text: a header, the owner, then `hash name` per file,
    /// sorted by name. Names and the owner are escaped (`\\`, `\n`, `\r`),
    /// so any file name, line breaks included, reads back as it was.
    var text: String {
        var text = Self.header + "\n" + "owner " + Self.escaped(owner ?? "") + "\n"
        for name in hashes.keys.sorted() {
            let hex = String(hashes[name]!, radix: 16)
            text += String(repeating: "0", count: 16 - hex.count) + hex + " " + Self.escaped(name) + "\n"
        }
        return text
    }

    /// Reads a manifest's text; `nil` when it is not one (then nothing in
    /// the folder is treated as tourc's, and the compile says so).
    init?(parsing text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.last == "" else { return nil }
        lines.removeLast()
        let header = lines.popFirst()
        switch header {
        case Substring(Self.header), Substring(Self.absoluteOwnerHeader):
            ownerIsAbsolute = header == Substring(Self.absoluteOwnerHeader)
            guard let ownerLine = lines.popFirst(), ownerLine.hasPrefix("owner "),
                let owner = Self.unescaped(ownerLine.dropFirst("owner ".count))
            else { return nil }
            self.owner = owner.isEmpty ? nil : owner
        case Substring(Self.firstHeader):
            owner = nil
        default:
            return nil
        }
        hashes = [:]
        for line in lines {
            let fields = line.split(separator: " ", maxSplits: 1)
            guard fields.count == 2, fields[0].utf8.count == 16, let hash = UInt64(fields[0], radix: 16),
                let name = Self.unescaped(fields[1])
            else { return nil }
            hashes[name] = hash
        }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// `nil` for an escape tourc does not write.
    private static func unescaped(_ text: Substring) -> String? {
        var result = ""
        var escaping = false
        for character in text.unicodeScalars {
            if escaping {
                switch character {
                case "\\": result += "\\"
                case "n": result += "\n"
                case "r": result += "\r"
                default: return nil
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(character)
            }
        }
        return escaping ? nil : result
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
