import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// An SF Symbol name that is not in tourc's table.
    public static let unknownSymbol = DiagnosticCode(
        "TOUR340", name: "unknownSymbol", severity: .error,
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
        "TOUR341", name: "renamedSymbol", severity: .warning,
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
        "TOUR342", name: "symbolNewerThanPlatforms", severity: .warning,
        summary: "An SF Symbol first shipped after the app's lowest OS versions.",
        explanation: """
            A symbol shows only on the OS versions that ship it: \
            `dial.medium` needs iOS 16, so on iOS 15 the text loses its \
            image. The app's versions are `platforms:` in tourc.yaml, as in \
            Package.swift (`{iOS: "15.0", macOS: "12.0"}`; without it, the \
            lowest TourKit supports: iOS 15, macOS 12, tvOS 15, watchOS 8, \
            visionOS 1). Only the platforms listed are checked. Use an \
            older symbol, or raise the versions. A warning, except for a \
            remote tour checked `--against` an app's manifest: a tour \
            delivered to a build that cannot show its symbol has no \
            release to fix it in, so there it is an error.
            """)
}

/// Every SF Symbol a tour names exists, under its current name, on
/// the OS versions the app supports.
enum SymbolNames: TourRule {
    static let codes: [DiagnosticCode] = [.unknownSymbol, .renamedSymbol, .symbolNewerThanPlatforms]

    static func check(_ subject: TourUnderCheck, _ context: inout ValidationContext) {
        let tour = subject.tour
        let platforms = subject.options.platforms
        let extra = subject.options.extraSymbols
        let newerIsError = subject.options.newerSymbolsAreErrors
        var verdicts: [String: SymbolVerdict] = [:]
        // A text names one symbol again and again: the last verdict is
        // compared before the table is hashed into.
        var last: (name: String, verdict: SymbolVerdict)?
        func check(_ name: String, at place: @autoclosure () -> SourcePosition) {
            let verdict: SymbolVerdict
            if let last, last.name == name {
                verdict = last.verdict
            } else if let known = verdicts[name] {
                verdict = known
            } else {
                verdict = ValidationContext.verdict(on: name, platforms: platforms, extra: extra)
                verdicts[name] = verdict
            }
            last = (name, verdict)
            context.report(verdict, on: name, file: tour.file, at: place(), platforms: platforms, newerIsError: newerIsError)
        }
        if let icon = tour.icon { check(icon.value, at: icon.position) }
        func checkMarkers(in text: LocalizedText) {
            text.forEachEntry { entry in
                // A position inside a text costs a walk of the text: only for a finding.
                TourText.forEachSymbol(in: entry.text) { name, utf8Offset in
                    check(name, at: entry.position(ofScalarOffset: TourText.scalarOffset(ofUTF8Offset: utf8Offset, in: entry.text)))
                }
            }
        }
        for step in tour.steps {
            checkMarkers(in: step.title)
            checkMarkers(in: step.text)
        }
    }
}

/// What the table says of one name, worked out once per tour: a tour
/// names the same few symbols again and again.
private enum SymbolVerdict {
    case fine
    /// `replaceable` when the app's platforms have the new name.
    case renamed(current: String, notes: [String], replaceable: Bool)
    /// `likely`: the one name a typo most likely meant, for a fix.
    case unknown(hint: String, likely: String?)
    case newer(needs: String, release: String)
}

extension ValidationContext {

    fileprivate static func verdict(on name: String, platforms: PlatformSettings, extra: Set<String>) -> SymbolVerdict {
        guard !extra.contains(name) else { return .fine }
        let table = SymbolTable.shared
        if let current = table.currentName(of: name) {
            guard let needs = unmet(table.release(of: current), platforms: platforms) else {
                return .renamed(current: current, notes: ["write {symbol:\(current)}"], replaceable: true)
            }
            let notes = ["'\(current)' needs \(needs), so keep '\(name)' while the app supports older versions"]
            return .renamed(current: current, notes: notes, replaceable: false)
        }
        guard let release = table.release(of: name) else {
            let closest = Suggestions.plausible(for: name, among: table.allNames, limit: 3)
            let hint = closest.isEmpty ? "" : "; closest: " + closest.map { "'\($0)'" }.joined(separator: ", ")
            // The nearest plausible name is the nearest of all.
            return .unknown(hint: hint, likely: Suggestions.likelyMeant(name, among: closest))
        }
        guard let needs = unmet(release, platforms: platforms) else { return .fine }
        return .newer(needs: needs, release: release.name)
    }

    fileprivate mutating func report(
        _ verdict: SymbolVerdict, on name: String, file: String, at place: @autoclosure () -> SourcePosition, platforms: PlatformSettings,
        newerIsError: Bool
    ) {
        switch verdict {
        case .fine:
            return
        case .renamed(let current, let notes, let replaceable):
            report(
                .renamedSymbol, "SF Symbol '\(name)' was renamed '\(current)'", file: file, at: place(), notes: notes,
                suggestion: replaceable ? current : nil)
        case .unknown(let hint, let likely):
            report(
                .unknownSymbol, "'\(name)' is not an SF Symbol in tourc's table (\(SymbolTable.release))\(hint)", file: file,
                at: place(), notes: ["a symbol newer than the table goes in symbols.extra in tourc.yaml"], suggestion: likely)
        case .newer(let needs, let release):
            report(
                .symbolNewerThanPlatforms,
                "SF Symbol '\(name)' needs \(needs) (\(release)); the app supports \(platforms.description)", file: file,
                at: place(), notes: ["on older versions the image is missing: use an older symbol, or raise platforms in tourc.yaml"],
                severity: newerIsError ? .error : nil)
        }
    }

    fileprivate static func unmet(_ release: SymbolTable.Release?, platforms: PlatformSettings) -> String? {
        guard let release else { return nil }
        // Nearly every symbol is met: asked first, without sorting or text.
        guard platforms.minimums.contains(where: { platform, minimum in release.versions[platform].map { minimum < $0 } ?? false }) else {
            return nil
        }
        let unmet = platforms.minimums.sorted { $0.key < $1.key }.compactMap { platform, minimum -> String? in
            guard let needed = release.versions[platform], minimum < needed else { return nil }
            return "\(platform.rawValue) \(needed)"
        }
        return unmet.isEmpty ? nil : unmet.joined(separator: ", ")
    }
}
