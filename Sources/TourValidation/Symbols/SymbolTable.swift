import TourModel

/// The SF Symbol names tourc knows, the release each first shipped in, and
/// renames: the facts `{symbol:NAME}` and `icon:` are checked against.
/// The data is generated (`SymbolTable+Data.swift`, by
/// Integration/generate-symbol-table.py) as three text blocks, parsed once
/// on first use: one string literal compiles in no time, where 6,500
/// dictionary entries would be a long type-check.
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
    /// Each name and the index of its release in ``releases``.
    private let names: [String: Int]
    /// Old names and the names that replaced them.
    private let renames: [String: String]

    /// The table, parsed on first use.
    public static let shared = SymbolTable(years: yearData, names: nameData, renames: renameData)

    /// The newest release the table covers, for messages and `tourc --version`:
    /// "SF Symbols 5.2 (2023.2)".
    public static var release: String { coveredRelease }

    init(years: String, names: String, renames: String) {
        var releases: [Release] = []
        var index: [String: Int] = [:]
        for line in years.split(separator: "\n") {
            let fields = line.split(separator: " ").map(String.init)
            var versions: [ApplePlatform: OSVersion] = [:]
            for (platform, text) in zip(ApplePlatform.allCases, fields.dropFirst()) { versions[platform] = OSVersion(text) }
            index[fields[0]] = releases.count
            releases.append(Release(year: fields[0], versions: versions))
        }
        var known: [String: Int] = [:]
        known.reserveCapacity(7_000)
        for line in names.split(separator: "\n") {
            guard let space = line.firstIndex(of: " "), let release = index[String(line[line.index(after: space)...])] else { continue }
            known[String(line[..<space])] = release
        }
        var renamed: [String: String] = [:]
        for line in renames.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            renamed[String(line[..<space])] = String(line[line.index(after: space)...])
        }
        self.releases = releases
        self.names = known
        self.renames = renamed
    }

    /// The number of names.
    public var count: Int { names.count }

    /// Whether the table has `name`.
    public func contains(_ name: String) -> Bool { names[name] != nil }

    /// The release `name` first shipped in; `nil` for a name the table lacks.
    public func release(of name: String) -> Release? { names[name].map { releases[$0] } }

    /// The name that replaced `name`, when it was renamed.
    public func currentName(of name: String) -> String? { renames[name] }

    /// Every name, for suggestions.
    public var allNames: Dictionary<String, Int>.Keys { names.keys }
}
