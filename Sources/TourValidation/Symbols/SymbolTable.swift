import TourModel

/// The SF Symbol names tourc knows, the release each first shipped in, and
/// renames: the facts `{symbol:NAME}` and `icon:` are checked against.
///
/// The data is generated (`SymbolTable+Data.swift`, by
/// Integration/generate-symbol-table.py) as text blocks of sorted
/// `name value` lines, and looked up in place by binary search over the
/// lines: one string literal compiles in no time, where 6,500 dictionary
/// entries would be a long type-check, and building a dictionary of them
/// cost 152 M instructions, a twelfth of a compile of the 200 x 50
/// benchmark corpus, for the few names a tour uses.
public struct SymbolTable: Sendable {
    /// A year of SF Symbols releases and the OS versions that first ship it.
    public struct Release: Sendable {
        /// The release, as SF Symbols' data names it: `2022`, `2022.1`.
        public let year: String
        /// The first version of each platform with the release's symbols.
        public let versions: [ApplePlatform: OSVersion]

        /// "SF Symbols 4, 2022": Apple numbers the releases from 1 in 2019.
        public var name: String {
            let major = Int(year.prefix(4)).map { $0 - 2018 } ?? 0
            return "SF Symbols \(major), \(year)"
        }
    }

    /// Releases, oldest first.
    public let releases: [Release]
    /// `name year` lines, sorted by name.
    private let names: SortedLines
    /// `old new` lines, sorted by the old name.
    private let renames: SortedLines

    /// The table, read on first use.
    public static let shared = SymbolTable(years: yearData, names: nameData, renames: renameData)

    init(years: String, names: String, renames: String) {
        var releases: [Release] = []
        for line in years.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            var versions: [ApplePlatform: OSVersion] = [:]
            for (platform, text) in zip(ApplePlatform.allCases, fields.dropFirst()) { versions[platform] = OSVersion(text) }
            releases.append(Release(year: fields[0], versions: versions))
        }
        self.releases = releases
        self.names = SortedLines(names)
        self.renames = SortedLines(renames)
    }

    /// The number of names.
    public var count: Int { names.count }

    /// Whether the table has `name`.
    public func contains(_ name: String) -> Bool { names.value(of: name) != nil }

    /// The release `name` first shipped in; `nil` for a name the table lacks.
    public func release(of name: String) -> Release? {
        guard let year = names.value(of: name) else { return nil }
        return releases.first { $0.year == year }
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
