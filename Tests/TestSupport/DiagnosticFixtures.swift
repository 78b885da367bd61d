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
//   # lint: CODE=on|off ...
//       lint: in tourc.yaml, lints turned on or off. TOUR353 (a note on "tap"
//       and "swipe") is off unless a fixture turns it on: most fixtures are
//       written as iOS tours are, "Tap the star", and are about another code.
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
//       report     ReportCommand (`tourc report`) with events=FILE[,FILE...],
//                  events files (JSON lines, which hold no comment: their
//                  findings are expected from another file, by @TEXT).
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
    "TourLayoutTests", "TourCompilerTests", "TourSimulationTests", "TourReportTests",
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
