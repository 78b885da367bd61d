import TourModel
import TourSymbolData

/// The SF Symbol names tourc knows, the release each first shipped in, and
/// renames: the facts `{symbol:NAME}` and `icon:` are checked against.
///
/// The data is generated (TourSymbolData's `SymbolData`, by
/// Integration/generate-symbol-table.py) as text blocks of sorted
/// `name value` lines, and looked up in place by binary search over the
/// lines: one string literal compiles in no time, where 9,000 dictionary
/// entries would be a long type-check, and building a dictionary of them
/// at startup would cost about a twelfth of a compile, for the few names a
/// tour uses.
public struct SymbolTable: Sendable {
    /// An SF Symbols release and the OS versions that first ship its symbols.
    public struct Release: Sendable {
        /// The release's version, as Apple numbers them: `6.1`.
        public let version: String
        /// The first version of each platform with the release's symbols.
        public let versions: [ApplePlatform: OSVersion]

        /// "SF Symbols 6.1".
        public var name: String { "SF Symbols \(version)" }
    }

    /// The newest SF Symbols release the table covers ("SF Symbols 7.0"),
    /// for messages and `tourc --version`, known without reading the table.
    public static let release = SymbolData.release
    /// How many names the table holds, known without reading it.
    public static let nameCount = SymbolData.nameCount

    /// Releases, oldest first.
    public let releases: [Release]
    /// `name version` lines, sorted by name.
    private let names: SortedLines
    /// `old new` lines, sorted by the old name.
    private let renames: SortedLines

    /// The table, read on first use.
    public static let shared = SymbolTable(releases: SymbolData.releases, names: SymbolData.names, renames: SymbolData.renames)

    init(releases: [SymbolData.Release], names: String, renames: String) {
        func os(_ version: SymbolData.Version) -> OSVersion { OSVersion(version.major, version.minor) }
        self.releases = releases.map { release in
            Release(
                version: release.version,
                versions: [
                    .iOS: os(release.iOS), .macOS: os(release.macOS), .tvOS: os(release.tvOS), .watchOS: os(release.watchOS),
                    .visionOS: os(release.visionOS),
                ])
        }
        self.names = SortedLines(names)
        self.renames = SortedLines(renames)
    }

    /// The number of names.
    public var count: Int { names.count }

    /// Whether the table has `name`.
    public func contains(_ name: String) -> Bool { names.value(of: name) != nil }

    /// The release `name` first shipped in; `nil` for a name the table lacks.
    public func release(of name: String) -> Release? {
        guard let version = names.value(of: name) else { return nil }
        return releases.first { $0.version == version }
    }

    /// The name that replaced `name`, when it was renamed.
    public func currentName(of name: String) -> String? { renames.value(of: name) }

    /// Every name, in order, for suggestions.
    public var allNames: [String] { names.keys }
}

/// Sorted `key value` lines, searched in place.
private struct SortedLines: Sendable {
    private let bytes: [UInt8]
    /// Where each line starts, and where its space is.
    private let lines: [(start: Int32, space: Int32, end: Int32)]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var lines: [(start: Int32, space: Int32, end: Int32)] = []
        lines.reserveCapacity(bytes.count / 16)
        var start = 0
        var space = -1
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: " ") where space < 0: space = index
            case UInt8(ascii: "\n"):
                if space > start { lines.append((Int32(start), Int32(space), Int32(index))) }
                start = index + 1
                space = -1
            default: break
            }
        }
        if space > start { lines.append((Int32(start), Int32(space), Int32(bytes.count))) }
        self.lines = lines
    }

    var count: Int { lines.count }

    /// The value on `key`'s line; `nil` when no line has the key.
    func value(of key: String) -> String? {
        var key = key
        return key.withUTF8 { wanted -> String? in
            var low = 0
            var high = lines.count
            while low < high {
                let middle = (low + high) / 2
                let line = lines[middle]
                let order = compare(Int(line.start)..<Int(line.space), wanted)
                if order == 0 { return String(decoding: bytes[Int(line.space) + 1..<Int(line.end)], as: UTF8.self) }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }

    /// Every key, in order.
    var keys: [String] { lines.map { String(decoding: bytes[Int($0.start)..<Int($0.space)], as: UTF8.self) } }

    /// Byte order of the key at `range` against `wanted`: negative, 0 or positive.
    private func compare(_ range: Range<Int>, _ wanted: UnsafeBufferPointer<UInt8>) -> Int {
        let length = min(range.count, wanted.count)
        for offset in 0..<length {
            let a = bytes[range.lowerBound + offset]
            let b = wanted[offset]
            if a != b { return Int(a) - Int(b) }
        }
        return range.count - wanted.count
    }
}
