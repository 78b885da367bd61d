import Foundation
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourImport
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

/// What a fixture folder asks for: the request's settings and the findings.
public struct DiagnosticFixture {
    public var name: String
    var folder: String
    var inputs: [String]
    var registry: String?
    var scan: [String]?
    var limits: YAMLLimits
    var maxStepsPerTour = ValidationOptions.defaultMaxStepsPerTour
    var stage: Stage
    /// `# locales:`, the languages the app ships.
    var locales: [String]?
    /// `# overlays:`, the spotlight packages integrated.
    var overlays: [SpotlightOverlay] = []
    /// `# lint:`, the lints turned off.
    var disabledLints: Set<DiagnosticCode> = [.pointingWords]
    public var expected: [FixtureFinding]

    /// What the fixture runs; see the `# run:` directive.
    enum Stage {
        case validate
        case compile(swift: String?, json: String?, flavor: JSONFlavor, catalog: String?, mode: CompileRequest.Mode)
        case resolve(configuration: String?, skipCatalog: Bool)
        case importSwift(enumName: String?, symbols: String?)
        case importCatalog(catalog: String)
        case against(manifests: [String], sign: String?, feed: String?, sequence: Int?)
        case keygen(key: String)
        case verify(feed: String, key: String)
        case initialize
        case format
        case tourKitVersion(file: String)
        case simulate(timeline: String, frequency: Double)
        case report(events: [String])
    }

    enum ParseError: Error, CustomStringConvertible {
        case malformed(file: String, line: Int, String)

        var description: String {
            switch self {
            case .malformed(let file, let line, let problem): return "\(file):\(line): \(problem)"
            }
        }
    }

    /// Reads the fixture folder `name` under `root`.
    public init(name: String, root: String) throws {
        let folder = root + "/" + name
        self.name = name
        self.folder = folder
        var expected: [FixtureFinding] = []
        var limits: (YAMLLimits, Int?)?
        var inputs: [String]?
        var registry: String?
        var scan: [String]?
        var locales: [String]?
        var overlays: [SpotlightOverlay]?
        var lintSwitches: [(DiagnosticCode, Bool)]?
        var stage: Stage?

        for file in Self.regularFiles(in: folder, relativeTo: "") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file) else { continue }
            // Lossy decoding: a fixture may hold invalid UTF-8 on purpose.
            let text = String(decoding: data, as: UTF8.self)
            let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            for (index, line) in lines.enumerated() {
                let lineNumber = index + 1
                func fail(_ problem: String) -> ParseError { .malformed(file: file, line: lineNumber, problem) }

                let markers = line.components(separatedBy: "# expect:")
                for marker in markers.dropFirst() {
                    var (finding, needle) = try Self.expectation(marker, file: file, line: lineNumber, fail: fail)
                    if let needle {
                        let target = FileManager.default.contents(atPath: folder + "/" + finding.file).map { [UInt8]($0) }
                        guard let target, let position = Self.position(of: needle, in: target) else {
                            throw fail("'@\(needle)' is not in \(finding.file)")
                        }
                        (finding.line, finding.column) = (position.line, position.column)
                    }
                    expected.append(finding)
                }
                if let value = Self.directive("limits", in: line) {
                    guard limits == nil else { throw fail("a second '# limits:' directive") }
                    limits = try Self.limits(value, fail: fail)
                }
                if let value = Self.directive("inputs", in: line) {
                    guard inputs == nil else { throw fail("a second '# inputs:' directive") }
                    let paths = value.split(separator: " ").map(String.init)
                    guard !paths.isEmpty else { throw fail("'# inputs:' names no path") }
                    inputs = paths
                }
                if let value = Self.directive("registry", in: line) {
                    guard registry == nil else { throw fail("a second '# registry:' directive") }
                    guard !value.isEmpty, !value.contains(" ") else { throw fail("'# registry:' takes one path") }
                    registry = value
                }
                if let value = Self.directive("scan", in: line) {
                    guard scan == nil else { throw fail("a second '# scan:' directive") }
                    let paths = value.split(separator: " ").map(String.init)
                    guard !paths.isEmpty else { throw fail("'# scan:' names no path") }
                    scan = paths
                }
                if let value = Self.directive("locales", in: line) {
                    guard locales == nil else { throw fail("a second '# locales:' directive") }
                    locales = value.split(separator: " ").map(String.init)
                }
                if let value = Self.directive("overlays", in: line) {
                    guard overlays == nil else { throw fail("a second '# overlays:' directive") }
                    overlays = try value.split(separator: " ").map {
                        guard let overlay = SpotlightOverlay(rawValue: String($0)) else { throw fail("unknown overlay '\($0)'") }
                        return overlay
                    }
                }
                if let value = Self.directive("lint", in: line) {
                    guard lintSwitches == nil else { throw fail("a second '# lint:' directive") }
                    lintSwitches = try value.split(separator: " ").map { item in
                        let parts = item.split(separator: "=")
                        guard parts.count == 2, let code = DiagnosticCode.named(String(parts[0])), ["on", "off"].contains(parts[1]) else {
                            throw fail("'# lint:' takes CODE=on or CODE=off, not '\(item)'")
                        }
                        return (code, parts[1] == "on")
                    }
                }
                if let value = Self.directive("run", in: line) {
                    guard stage == nil else { throw fail("a second '# run:' directive") }
                    stage = try Self.stage(value, folder: folder, fail: fail)
                }
            }
        }
        self.stage = stage ?? .validate
        self.expected = expected.sorted()
        self.limits = limits?.0 ?? .default
        self.maxStepsPerTour = limits?.1 ?? ValidationOptions.defaultMaxStepsPerTour
        self.inputs = inputs.map { $0.map { folder + "/" + $0 } } ?? [folder]
        self.registry = registry.map { folder + "/" + $0 }
        self.scan = scan.map { $0.map { folder + "/" + $0 } }
        self.locales = locales
        self.overlays = overlays ?? []
        for (code, isOn) in lintSwitches ?? [] {
            if isOn { disabledLints.remove(code) } else { disabledLints.insert(code) }
        }
    }

    /// Parses what follows `# expect:` on line `markerLine`: `CODE
    /// [:COLUMN | ±N:COLUMN]`, or `CODE [@TEXT] PATH`; with `@TEXT`, the
    /// text whose first place in PATH is the position.
    private static func expectation(
        _ marker: String, file: String, line markerLine: Int, fail: (String) -> ParseError
    ) throws -> (FixtureFinding, needle: String?) {
        let tokens = marker.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let code = tokens.first, code.hasPrefix("TOUR"), code.count == 7 else {
            throw fail("'# expect:' must be followed by a code such as TOUR201, found '\(marker)'")
        }
        var finding = FixtureFinding(file: file, code: code)
        var sawPath = false
        var needle: String?
        for token in tokens.dropFirst() {
            let parts = token.split(separator: ":", omittingEmptySubsequences: false)
            if token.hasPrefix("@") {
                guard needle == nil, finding.line == nil else { throw fail("more than one position in '# expect:\(marker)'") }
                needle = String(token.dropFirst())
            } else if parts.count == 2, let column = Int(parts[1]), parts[0].isEmpty || Int(parts[0]) != nil {
                let written = parts[0]
                guard written.isEmpty || written.first == "+" || written.first == "-" else {
                    let text = marker.trimmingCharacters(in: .whitespaces)
                    throw fail(
                        "'\(text)': count the line from the marker (':COLUMN' on this line, '+N:COLUMN' below, '-N:COLUMN' above), or place it by text with '@TEXT PATH'"
                    )
                }
                let line = markerLine + (Int(written) ?? 0)
                guard finding.line == nil, needle == nil, line >= 1, column >= 1 else { throw fail("bad position '\(token)'") }
                finding.line = line
                finding.column = column
            } else {
                guard !sawPath else { throw fail("more than one path in '# expect:\(marker)'") }
                sawPath = true
                finding.file = token
            }
        }
        if needle != nil, !sawPath { throw fail("'@TEXT' places a finding in another file: name it after the text") }
        return (finding, needle)
    }

    /// The line and column (in Unicode scalars, from 1) where `needle`'s
    /// UTF-8 first occurs in `bytes`; an empty needle is the file's start.
    private static func position(of needle: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        let wanted = Array(needle.utf8)
        guard let start = wanted.isEmpty ? 0 : (0...max(0, bytes.count - wanted.count)).first(where: { bytes[$0...].starts(with: wanted) })
        else { return nil }
        let before = bytes[..<start]
        let lineStart = (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 }) ?? 0
        let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
        let column = bytes[lineStart..<start].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }

    /// The rest of the line after `# NAME:`, trimmed, if the line holds it.
    private static func directive(_ name: String, in line: Substring) -> String? {
        guard let range = line.range(of: "# \(name):") else { return nil }
        return line[range.upperBound...].trimmingCharacters(in: .whitespaces)
    }

    /// The `# limits:` directive: YAML limits, and the step limit (a
    /// validation option) when given.
    private static func limits(_ value: String, fail: (String) -> ParseError) throws -> (YAMLLimits, Int?) {
        var limits = YAMLLimits.default
        var steps: Int?
        for setting in value.split(separator: " ") {
            let parts = setting.split(separator: "=")
            guard parts.count == 2, let number = Int(parts[1]), number >= 0 else {
                throw fail("bad limit '\(setting)', expected NAME=NUMBER")
            }
            switch parts[0] {
            case "maxFileSize": limits.maxFileSize = number
            case "maxDepth": limits.maxDepth = number
            case "maxAliasExpansion": limits.maxAliasExpansion = number
            case "maxScalarLength": limits.maxScalarLength = number
            case "maxStepsPerTour": steps = number
            default: throw fail("unknown limit '\(parts[0])'")
            }
        }
        return (limits, steps)
    }

    private static func stage(_ value: String, folder: String, fail: (String) -> ParseError) throws -> Stage {
        let words = value.split(separator: " ").map(String.init)
        var settings: [String: String] = [:]
        for word in words.dropFirst() {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, settings[parts[0]] == nil else { throw fail("bad '# run:' setting '\(word)'") }
            settings[parts[0]] = parts[1]
        }
        func take(_ key: String) -> String? { settings.removeValue(forKey: key) }
        let stage: Stage
        switch words.first {
        case "validate"?:
            stage = .validate
        case "compile"?:
            let swift = take("swift").map { folder + "/" + $0 }
            let json = take("json").map { folder + "/" + $0 }
            guard let flavor = JSONFlavor(rawValue: take("flavor") ?? "canonical") else { throw fail("bad flavor") }
            let mode: CompileRequest.Mode
            switch take("mode") ?? "dryRun" {
            case "dryRun": mode = .dryRun
            case "check": mode = .check
            case "write": mode = .write
            case let other: throw fail("bad mode '\(other)'")
            }
            stage = .compile(swift: swift, json: json, flavor: flavor, catalog: take("catalog").map { folder + "/" + $0 }, mode: mode)
        case "resolve"?:
            stage = .resolve(configuration: take("config").map { folder + "/" + $0 }, skipCatalog: take("skip") == "catalog")
        case "import"?:
            stage = .importSwift(enumName: take("enum"), symbols: take("symbols").map { folder + "/" + $0 })
        case "xcstrings"?:
            guard let catalog = take("catalog") else { throw fail("'# run: xcstrings' needs catalog=FILE") }
            stage = .importCatalog(catalog: folder + "/" + catalog)
        case "against"?:
            guard let manifests = take("manifests") else { throw fail("'# run: against' needs manifests=FILE[,FILE...]") }
            stage = .against(
                manifests: manifests.split(separator: ",").map { folder + "/" + $0 }, sign: take("sign").map { folder + "/" + $0 },
                feed: take("feed").map { folder + "/" + $0 }, sequence: take("sequence").flatMap { Int($0) })
        case "keygen"?:
            guard let key = take("key") else { throw fail("'# run: keygen' needs key=PATH") }
            stage = .keygen(key: folder + "/" + key)
        case "verify"?:
            guard let feed = take("feed"), let key = take("key") else { throw fail("'# run: verify' needs feed=FILE key=PUB") }
            stage = .verify(feed: folder + "/" + feed, key: folder + "/" + key)
        case "init"?:
            stage = .initialize
        case "format"?:
            stage = .format
        case "tourkit"?:
            guard let file = take("file") else { throw fail("'# run: tourkit' needs file=PATH") }
            stage = .tourKitVersion(file: folder + "/" + file)
        case "simulate"?:
            guard let timeline = take("timeline") else { throw fail("'# run: simulate' needs timeline=FILE") }
            stage = .simulate(timeline: folder + "/" + timeline, frequency: Double(take("frequency") ?? "0") ?? 0)
        case "report"?:
            guard let events = take("events") else { throw fail("'# run: report' needs events=FILE[,FILE...]") }
            stage = .report(events: events.split(separator: ",").map { folder + "/" + $0 })
        default:
            throw fail(
                "'# run:' takes validate, compile, resolve, import, xcstrings, against, keygen, verify, init, format, tourkit, simulate or report")
        }
        guard settings.isEmpty else { throw fail("unknown '# run:' settings \(settings.keys.sorted())") }
        return stage
    }

    /// Regular files under `folder`, as paths relative to the fixture,
    /// sorted; symbolic links are skipped (one may loop on purpose).
    static func regularFiles(in folder: String, relativeTo prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var files: [String] = []
        for name in names.sorted() {
            let path = folder + "/" + name
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
            switch type {
            case .typeRegular?: files.append(relative)
            case .typeDirectory?: files += regularFiles(in: path, relativeTo: relative)
            default: break
            }
        }
        return files
    }
}
