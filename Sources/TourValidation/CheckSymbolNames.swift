import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// An SF Symbol name that is not in tourc's table.
    public static let unknownSymbol = DiagnosticCode(
        "TOUR340",
        summary: "An SF Symbol name in `{symbol:NAME}` or `icon:` is not a known symbol.",
        explanation: """
            Every `{symbol:NAME}` (in every language) and every `icon:` must \
            name a real SF Symbol: an unknown name renders as nothing on the \
            device, silently. tourc checks names against a table of every SF \
            Symbol and the release it first shipped in (SF Symbols 1.0 to \
            the newest release the table covers, which `tourc --version` \
            names; taken from the sf-symbols-typescript package's data), \
            and names the closest known symbols. For a symbol \
            newer than the table, add its name to `symbols.extra` in \
            tourc.yaml.
            """)

    /// An SF Symbol name Apple has renamed.
    public static let renamedSymbol = DiagnosticCode(
        "TOUR341",
        summary: "An SF Symbol name is an old name of a renamed symbol.",
        explanation: """
            Apple renames SF Symbols now and then (`dial.min` became \
            `dial.low` in SF Symbols 4); the old name keeps working as an \
            alias for a while, and the message gives the current one. When \
            the current name is newer than the app's `platforms:`, the old \
            name is the one that shows everywhere, and the message says so: \
            keep it until the app drops those versions.
            """)

    /// An SF Symbol newer than the app's lowest OS versions.
    public static let symbolNewerThanPlatforms = DiagnosticCode(
        "TOUR342",
        summary: "An SF Symbol first shipped after the app's lowest OS versions.",
        explanation: """
            A symbol shows only on the OS versions that ship it: \
            `dial.medium` needs iOS 16, so on iOS 15 the text loses its \
            image. The app's versions are `platforms:` in tourc.yaml, as in \
            Package.swift (`{iOS: "15.0", macOS: "12.0"}`; without it, the \
            lowest TourKit supports: iOS 15, macOS 12, tvOS 15, watchOS 8, \
            visionOS 1). Only the platforms listed are checked. Use an \
            older symbol, or raise the versions.
            """)
}

extension ValidationContext {
    /// TOUR340, TOUR341 and TOUR342 for every `{symbol:NAME}` and `icon:`.
    mutating func checkSymbolNames(_ tour: Tour, platforms: PlatformSettings, extra: Set<String>) {
        if let icon = tour.icon {
            checkSymbol(icon.value, file: tour.file, at: icon.position, platforms: platforms, extra: extra)
        }
        for step in tour.steps {
            checkSymbolNames(in: step.title, file: tour.file, platforms: platforms, extra: extra)
            checkSymbolNames(in: step.text, file: tour.file, platforms: platforms, extra: extra)
        }
    }

    private mutating func checkSymbolNames(in text: LocalizedText, file: String, platforms: PlatformSettings, extra: Set<String>) {
        text.forEachEntry { entry in
            for symbol in TourText.symbolPlaces(in: entry.text) {
                checkSymbol(
                    symbol.name, file: file, at: entry.position(ofScalarOffset: symbol.scalarOffset), platforms: platforms, extra: extra)
            }
        }
    }

    private mutating func checkSymbol(
        _ name: String, file: String, at place: @autoclosure () -> SourcePosition, platforms: PlatformSettings, extra: Set<String>
    ) {
        // A position inside a text costs a walk of the text: only for a finding.
        guard !extra.contains(name) else { return }
        let table = SymbolTable.shared
        if let current = table.currentName(of: name) {
            var notes = ["write {symbol:\(current)}"]
            if let needs = Self.unmet(table.release(of: current), platforms: platforms) {
                notes = ["'\(current)' needs \(needs), so keep '\(name)' while the app supports older versions"]
            }
            report(.warning, .renamedSymbol, "SF Symbol '\(name)' was renamed '\(current)'", file: file, at: place(), notes: notes)
            return
        }
        guard let release = table.release(of: name) else {
            let closest = Suggestions.plausible(for: name, among: table.allNames, limit: 3)
            let hint = closest.isEmpty ? "" : "; closest: " + closest.map { "'\($0)'" }.joined(separator: ", ")
            report(
                .error, .unknownSymbol, "'\(name)' is not an SF Symbol in tourc's table (\(SymbolTable.release))\(hint)", file: file,
                at: place(), notes: ["a symbol newer than the table goes in symbols.extra in tourc.yaml"])
            return
        }
        if let needs = Self.unmet(release, platforms: platforms) {
            report(
                .warning, .symbolNewerThanPlatforms,
                "SF Symbol '\(name)' needs \(needs) (\(release.name)); the app supports \(platforms.description)", file: file,
                at: place(), notes: ["on older versions the image is missing: use an older symbol, or raise platforms in tourc.yaml"])
        }
    }

    /// "iOS 16.0, macOS 13.0": the platforms the app lists whose lowest
    /// version predates `release`; `nil` when every one has it.
    private static func unmet(_ release: SymbolTable.Release?, platforms: PlatformSettings) -> String? {
        guard let release else { return nil }
        let unmet = platforms.minimums.sorted { $0.key < $1.key }.compactMap { platform, minimum -> String? in
            guard let needed = release.versions[platform], minimum < needed else { return nil }
            return "\(platform.rawValue) \(needed)"
        }
        return unmet.isEmpty ? nil : unmet.joined(separator: ", ")
    }
}
