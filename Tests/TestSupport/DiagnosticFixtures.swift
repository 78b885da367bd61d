// Fixture-driven diagnostics tests.
//
// Each folder under a test target's `DiagnosticFixtures/` is one test
// case, in the target of the stage whose code it is named after (the
// rules' in TourValidationTests): the pipeline validates the
// folder (or the `# inputs:` it names), and the diagnostics it reports must
// match, as a multiset of (file, code, line, column), the expectations that
// the fixture's own files carry as YAML comments. Nothing more, nothing less:
// a fixture with no expectations must produce no diagnostic at all, warnings
// included.
//
// Expectations, anywhere on a line (usually a trailing comment on the
// offending line, or a comment line just above it):
//
//   # expect: CODE                      a diagnostic with no position, about this file
//   # expect: CODE :COLUMN              a diagnostic on this line, at COLUMN
//   # expect: CODE +N:COLUMN            N lines below this one (-N: above)
//   # expect: CODE PATH                 about PATH instead, with no position
//   # expect: CODE @TEXT PATH           about PATH, where TEXT first occurs in it
//                                       (`@` alone: the start of the file)
//
// Lines are counted from the marker, so a fixture's lines can be added or
// moved without renumbering; a finding in a file that cannot hold a comment
// (a String Catalog's JSON, an empty file) is placed by text the line holds,
// never by a line number. COLUMN is 1-based and counts Unicode scalars. PATH is relative to
// the fixture folder, and `.` is the fixture folder itself (the file of
// diagnostics about the inputs as a whole, such as TOUR502). A line may
// hold several `# expect:` markers.
//
// Directives, each at most once per fixture, in any of its files:
//
//   # limits: maxFileSize=200 maxDepth=4 maxAliasExpansion=50 maxScalarLength=30 maxStepsPerTour=2
//       YAMLLimits for the run; keys not named keep their default.
//   # inputs: PATH PATH ...
//       the inputs, relative to the fixture (default: the fixture folder).
//   # registry: PATH
//       the registry, relative to the fixture (default: none, so the pipeline
//       looks for a `targets.yaml` among the inputs).
//   # locales: LANG LANG ...
//       localization.locales: the languages the app ships (default: none).
//   # overlays: OVERLAY OVERLAY ...
//       swift.overlays: the spotlight packages integrated (default: none).
//   # scan: PATH PATH ...
//       Swift files or folders scanned for tag sites (targets.scan), relative
//       to the fixture; in Swift files write the markers as `// # expect: ...`.
//   # run: STAGE [KEY=VALUE ...]
//       what to run (default: validate):
//       validate   Pipeline.validate on the inputs (codes 1xx, 2xx, 3xx, 501-504).
//       compile    Compiler.compile on the same request, with the keys
//                  swift=DIR json=DIR (relative to the fixture),
//                  flavor=canonical|quickwin, catalog=FILE (a String
//                  Catalog to merge into), mode=dryRun|check|write
//                  (default dryRun). `write` may only point at an output that
//                  cannot be created (a path through a regular file), and
//                  the test refuses to run it otherwise: the fixtures folder
//                  is in the repository.
//       resolve    SettingsResolver.resolve with config=PATH (relative to the
//                  fixture) and the `# inputs:`, if any, and skip=catalog for
//                  --skip-catalog; reports only what resolving finds (TOUR505,
//                  TOUR508, TOUR509, mistakes in tourc.yaml).
//       import     HelpEnumImporter on the fixture's `.swift` files (and
//                  `.swift.txt`: Swift that does not parse, which `swift
//                  format` would stop at), with the keys enum=NAME and
//                  symbols=FILE (read for constants only).
//       xcstrings  CatalogImportCommand (`tourc import xcstrings`) with
//                  catalog=FILE, relative to the fixture, as a dry run with
//                  --verify; the catalog holds no comments, so its
//                  expectations go in another file, with a PATH.
//       against    FeedCommand (`tourc compile --against`) with
//                  manifests=FILE[,FILE...], app manifests relative to the
//                  fixture, checking only (no feed is written); a manifest
//                  holds no comments, so its expectations go in another file.
//                  sign=KEY signs with that key file; feed=FILE with
//                  sequence=N names a feed already there, which the run
//                  must refuse to replace (the test fails if it changes).
//       keygen     FeedKeys.generate (`tourc feed keygen`) with key=PATH,
//                  which must exist, so nothing is written.
//       verify     FeedVerification (`tourc feed verify`) with feed=FILE
//                  and key=PUB, on 2030-01-01.
//       init       ProjectTemplate.write into the fixture folder, which must
//                  already hold every starter file, so nothing is written.
//       format     FormatCommand (`tourc format --check`) on the inputs:
//                  nothing is written.
//       tourkit    TourKitVersionCheck (`tourc compile --tourkit-version-file`)
//                  with file=PATH, a TourKit's TourcRelease.swift.
//       simulate   SimulateCommand (`tourc simulate`) with timeline=FILE,
//                  relative to the fixture, and frequency=SECONDS.
//
// Every regular file of the fixture is scanned, recursively (symbolic links
// are not followed), whatever its name: the pipeline only reads
// `*.tour.yaml` and `targets.yaml`, so a file such as `expectations.txt` can
// hold expectations (with an explicit PATH) about files that cannot hold a
// comment: an empty file, invalid bytes, a symbolic link loop.
//
// The pipeline is given absolute paths under the fixture folder; diagnostic
// files are compared relative to it.
//
// A code that only the `tourc` executable emits cannot be reached from this
// target; such codes are listed, with the reason, in
// `codesOutsideTourCompiler` below, and the coverage test exempts exactly them.

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

/// The test targets that hold fixtures, each in its `DiagnosticFixtures/`:
/// the target of the stage that declares the code a fixture is named after.
public let diagnosticFixtureTargets = [
    "TourSyntaxTests", "TourModelTests", "TourScanningTests", "TourValidationTests", "TourGenerationTests", "TourImportTests",
    "TourLayoutTests", "TourCompilerTests", "TourSimulationTests",
]

/// The folder of `target`'s fixtures.
public func diagnosticFixturesRoot(of target: String) -> String {
    packageRoot + "/Tests/\(target)/DiagnosticFixtures"
}

/// The fixture folder names under `root`, sorted; read when tests are discovered.
public func diagnosticFixtureNames(in root: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { name in
        var isDirectory: ObjCBool = false
        return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }.sorted()
}

/// Codes in `DiagnosticCode.all` that TourCompiler never emits itself, so no
/// fixture can expect them here; each with where it is emitted.
public let codesOutsideTourCompiler: [String: String] = [
    "TOUR611": "only a bug in tourc makes `import --verify` find a difference; ImportCommandTests tampers with a written tour to trigger it",
    "TOUR616":
        "only a bug in tourc makes `import xcstrings --verify` find a difference; CatalogImportCommandTests tampers with an entry to trigger it",
    "TOUR703": "only a bug in tourc format makes its guard refuse a file; LayoutCheckTests tampers with a laid-out file to trigger it",
]

/// One diagnostic, reduced to what fixtures compare.
public struct FixtureFinding: Hashable, Comparable, CustomStringConvertible {
    /// The file relative to the fixture folder; `.` for the folder itself.
    public var file: String
    /// The code's raw value, `TOUR201`.
    public var code: String
    public var line: Int?
    public var column: Int?

    public static func < (lhs: FixtureFinding, rhs: FixtureFinding) -> Bool {
        (lhs.file, lhs.line ?? 0, lhs.column ?? 0, lhs.code) < (rhs.file, rhs.line ?? 0, rhs.column ?? 0, rhs.code)
    }

    public var description: String {
        let position = line.map { "\($0):\(column ?? 0)" } ?? "(no position)"
        return "\(code) \(file) \(position)"
    }
}

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
        default:
            throw fail("'# run:' takes validate, compile, resolve, import, xcstrings, against, keygen, verify, init, format, tourkit or simulate")
        }
        guard settings.isEmpty else { throw fail("unknown '# run:' settings \(settings.keys.sorted())") }
        return stage
    }

    /// Regular files under `folder`, as paths relative to the fixture,
    /// sorted; symbolic links are skipped (one may loop on purpose).
    private static func regularFiles(in folder: String, relativeTo prefix: String) -> [String] {
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

    /// Runs the stage the fixture asks for and returns what it reports.
    public func run() -> [Diagnostic] {
        var options = ValidationOptions(locales: locales, maxStepsPerTour: maxStepsPerTour)
        options.overlays = overlays
        let validation = ValidationRequest(inputs: inputs, registry: registry, scan: scan, limits: limits, options: options)
        switch stage {
        case .validate:
            return Pipeline.validate(validation).diagnostics
        case .compile(let swift, let json, let flavor, let catalog, let mode):
            // Writing is only allowed where it must fail: the fixtures are in the repository.
            if case .write = mode {
                let writable = [swift, json].compactMap { $0 }.filter { !Self.goesThroughAFile($0) }
                guard writable.isEmpty else {
                    Issue.record("fixture \(name): 'mode=write' could write into \(writable.joined(separator: ", "))")
                    return []
                }
            }
            let request = CompileRequest(
                validation: validation, swiftOutput: swift, jsonOutput: json, jsonFlavor: flavor, catalog: catalog, mode: mode)
            return Compiler.compile(request).diagnostics
        case .resolve(let configuration, let skipCatalog):
            var settings = CommandSettings()
            settings.configuration = configuration
            settings.skipCatalog = skipCatalog
            settings.inputs = inputs == [folder] ? [] : inputs
            return SettingsResolver.resolve(settings).diagnostics.sortedForReporting()
        case .importSwift(let enumName, let symbols):
            // Swift that does not parse is kept as NAME.swift.txt: `swift
            // format`, which cannot read it, passes over it.
            let swiftFiles = Self.regularFiles(in: folder, relativeTo: "").filter { $0.hasSuffix(".swift") || $0.hasSuffix(".swift.txt") }
                .map { folder + "/" + $0 }
            func source(_ path: String) -> HelpEnumImporter.SourceFile {
                HelpEnumImporter.SourceFile(path: path, bytes: Array(FileManager.default.contents(atPath: path) ?? Data()))
            }
            return HelpEnumImporter.importEnums(
                from: swiftFiles.filter { $0 != symbols }.map(source), symbolFiles: symbols.map { [source($0)] } ?? [],
                enumName: enumName
            ).diagnostics.sortedForReporting()
        case .importCatalog(let catalog):
            // A dry run: the fixtures are in the repository.
            var request = CatalogImportRequest(catalog: catalog, validation: validation)
            request.dryRun = true
            request.verify = true
            return CatalogImportCommand.run(request).diagnostics
        case .against(let manifests, let sign, let feed, let sequence):
            var request = FeedRequest(validation: validation, manifests: manifests, feedOutput: feed)
            (request.signingKey, request.sequence) = (sign, sequence)
            // The fixtures are in the repository: a feed named must be refused, not replaced.
            let before = feed.flatMap { FileManager.default.contents(atPath: $0) }
            let diagnostics = FeedCommand.run(request).diagnostics
            if let feed, let before, FileManager.default.contents(atPath: feed) != before {
                try? before.write(to: URL(fileURLWithPath: feed))
                Issue.record("fixture \(name): the run replaced \(feed); it must refuse to")
            }
            return diagnostics
        case .keygen(let key):
            guard FileManager.default.fileExists(atPath: key) else {
                Issue.record("fixture \(name): '# run: keygen' needs key=PATH to exist, so that nothing is written")
                return []
            }
            return FeedKeys.generate(at: key).diagnostics
        case .verify(let feed, let key):
            return FeedVerification.verify(feed: feed, publicKey: key, now: 1_893_456_000).diagnostics
        case .initialize:
            // Refuse to run unless the template would refuse to write.
            let missing = ProjectTemplate.files(for: .checkedIn).map(\.path).filter {
                !FileManager.default.fileExists(atPath: folder + "/" + $0)
            }
            guard missing.isEmpty else {
                Issue.record(
                    """
                    fixture \(name): '# run: init' needs every starter file in the fixture, so that nothing \
                    is written; missing: \(missing.joined(separator: ", "))
                    """)
                return []
            }
            return ProjectTemplate.write(into: folder, generation: .checkedIn)
        case .format:
            // Checking only: the fixtures are in the repository.
            return FormatCommand.run(FormatRequest(inputs: inputs, limits: limits, check: true)).diagnostics
        case .tourKitVersion(let file):
            return TourKitVersionCheck.check(versionFile: file, expected: "0.1.0").diagnostics
        case .simulate(let timeline, let frequency):
            return SimulateCommand.run(SimulateRequest(validation: validation, timeline: timeline, frequency: frequency)).diagnostics
        }
    }

    /// Whether some folder on the way to `path` is a regular file, so that
    /// nothing can be created at `path`.
    private static func goesThroughAFile(_ path: String) -> Bool {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: prefix, isDirectory: &isDirectory), !isDirectory.boolValue {
                return true
            }
        }
        return false
    }

    /// `file` relative to the fixture folder.
    func relative(_ file: String?) -> String {
        guard let file else { return "(no file)" }
        if file == folder { return "." }
        if file.hasPrefix(folder + "/") { return String(file.dropFirst(folder.count + 1)) }
        return file
    }

    public func finding(_ diagnostic: Diagnostic) -> FixtureFinding {
        FixtureFinding(
            file: relative(diagnostic.file), code: diagnostic.code.rawValue,
            line: diagnostic.position?.line, column: diagnostic.position?.column)
    }
}

/// The elements of `lhs` not matched one for one by elements of `rhs`.
public func multisetDifference(_ lhs: [FixtureFinding], _ rhs: [FixtureFinding]) -> [FixtureFinding] {
    var remaining: [FixtureFinding: Int] = [:]
    for item in rhs { remaining[item, default: 0] += 1 }
    var result: [FixtureFinding] = []
    for item in lhs {
        if let count = remaining[item], count > 0 {
            remaining[item] = count - 1
        } else {
            result.append(item)
        }
    }
    return result
}

/// Runs the fixture `name` under `root` and records an issue unless it
/// reports exactly the findings its comments expect.
public func checkDiagnosticFixture(_ name: String, in root: String) throws {
    let fixture = try DiagnosticFixture(name: name, root: root)
    let diagnostics = fixture.run()
    let actual = diagnostics.map(fixture.finding).sorted()
    let missing = multisetDifference(fixture.expected, actual)
    let unexpected = multisetDifference(actual, fixture.expected)
    guard !missing.isEmpty || !unexpected.isEmpty else { return }

    func list(_ findings: [FixtureFinding]) -> String {
        findings.isEmpty ? "  (none)" : findings.map { "  \($0)" }.joined(separator: "\n")
    }
    let reported =
        diagnostics.isEmpty
        ? "  (none)"
        : diagnostics.map { diagnostic in
            "  \(fixture.finding(diagnostic)) \(diagnostic.severity.rawValue): \(diagnostic.message)"
        }.joined(separator: "\n")
    Issue.record(
        """
        fixture \(name) does not report what it expects
        missing (expected, not reported):
        \(list(missing))
        unexpected (reported, not expected):
        \(list(unexpected))
        expected:
        \(list(fixture.expected))
        reported:
        \(reported)
        """)
}
