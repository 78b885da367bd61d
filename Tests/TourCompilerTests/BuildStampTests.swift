import Foundation
import TestSupport
import Testing
import TourFormat

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax
@testable import TourValidation

@Suite struct BuildStampTests {
    @Test func aSecondCompileWithNothingChangedReadsNoTour() throws {
        let scratch = try Scratch()
        try scratch.ageInputs()
        let first = Compiler.compile(scratch.request())
        #expect(first.diagnostics.isEmpty && !first.upToDateByStamp)
        let second = Compiler.compile(scratch.request())
        #expect(second.upToDateByStamp, "nothing changed, so the stamp vouches for the outputs")
        #expect(second.diagnostics.isEmpty)
    }

    @Test func theStampRecordsEachOutputAsTheDiskHoldsIt() throws {
        let scratch = try Scratch()
        try scratch.ageInputs()
        let stampPath = try #require(BuildStamp.path(for: scratch.request()))
        func expectRecordedAsOnDisk(_ context: String) throws {
            let stamp = try #require(BuildStamp(parsing: try FileSystem.readFile(stampPath, limit: 1 << 20)))
            #expect(stamp.outputs.count == 7, "\(context)")
            for recorded in stamp.outputs {
                #expect(BuildStamp.entry(for: recorded.path)?.withoutChangeTime == recorded, "\(context): \(recorded.path)")
            }
        }
        // Written into new folders: each recorded from its temporary file.
        let first = Compiler.compile(scratch.request())
        #expect(first.outputs.allSatisfy { $0.status == .missing })
        try expectRecordedAsOnDisk("written")
        // Unchanged: each recorded from the comparison with the disk.
        try FileManager.default.removeItem(atPath: stampPath)
        let second = Compiler.compile(scratch.request())
        #expect(second.outputs.allSatisfy { $0.status == .unchanged })
        try expectRecordedAsOnDisk("unchanged")
    }

    @Test func anEditedTourIsCompiledAgain() throws {
        let scratch = try Scratch()
        try scratch.ageInputs()
        _ = Compiler.compile(scratch.request())
        try scratch.edit("presets.tour.yaml", replacing: "Search by name", with: "Search presets")
        try scratch.ageInputs()
        let again = Compiler.compile(scratch.request())
        #expect(!again.upToDateByStamp)
        #expect(again.outputs.filter { $0.status == .stale }.map { Paths.lastComponent(of: $0.path) } == ["presets.tour.swift", "presets.json"])
    }

    @Test func aHandEditedOutputIsRewritten() throws {
        let scratch = try Scratch()
        try scratch.ageInputs()
        _ = Compiler.compile(scratch.request())
        let path = scratch.root + "/Generated/main.tour.swift"
        let original = try String(contentsOfFile: path, encoding: .utf8)
        try "// edited\n".write(toFile: path, atomically: false, encoding: .utf8)
        let again = Compiler.compile(scratch.request())
        #expect(!again.upToDateByStamp)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == original)
    }

    @Test func checkAndDryRunNeverTrustTheStamp() throws {
        let scratch = try Scratch()
        try scratch.ageInputs()
        _ = Compiler.compile(scratch.request())
        #expect(!Compiler.compile(scratch.request(.check)).upToDateByStamp)
        #expect(!Compiler.compile(scratch.request(.dryRun)).upToDateByStamp)
    }

    /// Some editors and `touch -r` restore the modification time; the same
    /// size and time then still differ in the status change time, as git's
    /// index notices.
    @Test func anEditThatKeepsSizeAndModificationTimeIsNotTrusted() throws {
        let scratch = try Scratch()
        try scratch.ageInputs()
        _ = Compiler.compile(scratch.request())
        #expect(Compiler.compile(scratch.request()).upToDateByStamp)
        let path = scratch.root + "/Tours/effects.tour.yaml"
        let time = try scratch.modificationTime(path)
        try scratch.edit("effects.tour.yaml", replacing: "Shaping the sound", with: "Shaping the sonic")
        try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: path)
        let again = Compiler.compile(scratch.request())
        #expect(!again.upToDateByStamp)
        #expect(
            again.outputs.filter { $0.status != .unchanged }.map { Paths.lastComponent(of: $0.path) }.sorted() == [
                "effects.json", "effects.tour.swift",
            ])
    }

    /// A tour file dated a year ahead (`touch -d`, or unpacked from a
    /// machine whose clock was fast) once kept every later compile from
    /// trusting the stamp, until that date. The stamp is made to look five
    /// seconds old here, as if the next compile came a little later.
    @Test func aModificationTimeInTheFutureDoesNotDisableTheStamp() throws {
        let scratch = try Scratch()
        try scratch.ageInputs()
        let path = scratch.root + "/Tours/effects.tour.yaml"
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 365 * 86_400)], ofItemAtPath: path)
        #expect(Compiler.compile(scratch.request()).diagnostics.isEmpty)
        #expect(!Compiler.compile(scratch.request()).upToDateByStamp, "its status changed a moment ago: not settled yet")
        let stampPath = try #require(BuildStamp.path(for: scratch.request()))
        var stamp = try #require(BuildStamp(parsing: try FileSystem.readFile(stampPath, limit: 1 << 20)))
        stamp.written += 5
        try stamp.text.write(toFile: stampPath, atomically: true, encoding: .utf8)
        #expect(Compiler.compile(scratch.request()).upToDateByStamp)
        // An edit still shows, though its time is now earlier than the one recorded.
        try scratch.edit("effects.tour.yaml", replacing: "Shaping the sound", with: "Shaping the sonic")
        #expect(!Compiler.compile(scratch.request()).upToDateByStamp)
    }

    @Test func inputsChangedJustNowAreNotTrusted() throws {
        let scratch = try Scratch()
        _ = Compiler.compile(scratch.request())
        // The tours were copied a moment ago: a second edit in the same clock tick would look the same.
        #expect(!Compiler.compile(scratch.request()).upToDateByStamp)
    }

    /// One setting that changes an output byte (or what is accepted).
    enum SettingChange: String, CaseIterable, Sendable {
        case accessLevel, imports, overlays, jsonFlavor, sourceLanguage, limit, stepLimit

        func apply(to request: inout CompileRequest) {
            switch self {
            case .accessLevel: request.swift.accessLevel = .public
            case .imports: request.swift.imports = ["Charts"]
            case .overlays: request.swift.overlays = [.tutorialSpotlight]
            case .jsonFlavor: request.jsonFlavor = .quickwin
            case .sourceLanguage: request.validation.options.sourceLanguage = "de"
            case .limit: request.validation.limits.maxDepth = 63
            case .stepLimit: request.validation.options.maxStepsPerTour = 4_999
            }
        }
    }

    /// Each setting changed on its own after a clean compile: the stamp
    /// must not vouch for the old outputs.
    @Test(arguments: SettingChange.allCases)
    func everySettingThatChangesAnOutputInvalidatesTheStamp(change: SettingChange) throws {
        let scratch = try Scratch()
        try scratch.ageInputs()
        _ = Compiler.compile(scratch.request())
        #expect(Compiler.compile(scratch.request()).upToDateByStamp, "the unchanged request is up to date")
        var request = scratch.request()
        change.apply(to: &request)
        #expect(!Compiler.compile(request).upToDateByStamp, "\(change) changed, but the stamp vouched for the old outputs")
    }

    /// The settings text is written out type by type; the reflective walk
    /// of the request's type is the reference it must equal, with every
    /// setting at its default, changed one by one, and all set at once.
    @Test func theSettingsTextIsTheReflectedOne() throws {
        let scratch = try Scratch()
        var requests = [scratch.request(), scratch.request(.check), scratch.request(.dryRun)]
        for change in SettingChange.allCases {
            var request = scratch.request()
            change.apply(to: &request)
            requests.append(request)
        }
        var everything = scratch.request()
        for change in SettingChange.allCases { change.apply(to: &everything) }
        everything.validation.scan = ["App", "Shared\\Code"]
        everything.validation.registry = "targets.yaml"
        everything.validation.options.locales = ["en", "de"]
        everything.validation.options.allInputsDecoded = false
        everything.validation.options.lints = LintOptions(
            disabled: [.unregisteredTarget, .unusedTarget], maxTitleLength: 10, maxTextLength: 20)
        everything.validation.limits = YAMLLimits(maxDepth: 9, maxAliasExpansion: 8, maxFileSize: 7, maxScalarLength: 6)
        everything.swift.accessLevel = .package
        everything.catalog = "Localizable.xcstrings"
        everything.configuration = "tour\nc.yaml"
        requests.append(everything)
        for request in requests {
            #expect(SettingsText.lines(describing: request) == ReflectedSettingsText.lines(describing: request))
        }
    }

    /// The settings text is derived from the request's type: every stored
    /// property, found here by a walk of its own, appears in it, so a
    /// setting added later cannot be missed by a hand-written list.
    @Test func theSettingsNameEveryStoredPropertyOfTheRequest() throws {
        let scratch = try Scratch()
        var request = scratch.request()
        request.validation.scan = ["App"]
        request.validation.registry = "targets.yaml"
        request.configuration = "tourc.yaml"
        let settings = try #require(BuildStamp.settings(of: request))
        var paths: [String] = []
        func walk(_ value: Any, _ path: String) {
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .struct, !mirror.children.isEmpty else { return paths.append(path) }
            for child in mirror.children { walk(child.value, path + "." + child.label!) }
        }
        walk(request, "request")
        #expect(paths.count >= 15, "\(paths)")
        for path in paths where !ReflectedSettingsText.notStamped.contains(path) {
            #expect(settings.contains("\n\(path)=") || settings.contains("\n\(path)."), "\(path) is missing from the stamp's settings")
        }
    }

    /// What only the report reads is not stamped: a compile for Xcode's
    /// report after one in a terminal is still a no-op.
    @Test func whetherTheReportQuotesSourcesLeavesTheStampAlone() throws {
        let scratch = try Scratch()
        var quoting = scratch.request()
        quoting.validation.quotesSources = true
        var plain = quoting
        plain.validation.quotesSources = false
        #expect(BuildStamp.settings(of: quoting) == BuildStamp.settings(of: plain))
        #expect(
            ReflectedSettingsText.notStamped.allSatisfy { path in
                !SettingsText.lines(describing: quoting).contains { $0.hasPrefix(path + "=") }
            })
    }

    @Test func theSettingsNameTheRunningExecutable() throws {
        let scratch = try Scratch()
        let settings = try #require(BuildStamp.settings(of: scratch.request()))
        let executable = try #require(ExecutableIdentity.current)
        #expect(settings.contains("\nexecutable \(executable)\n"))
        let path = try #require(Platform.realPath(ProcessInfo.processInfo.arguments[0]))
        #expect(executable.hasSuffix(" " + path))
    }

    @Test func theStampReadsBackWhatItWrote() throws {
        let stamp = BuildStamp(
            settings: "tourc 1\ninputs a b",
            inputs: [.init(path: "a b/c.tour.yaml", size: 3, seconds: 4, nanoseconds: 5, changeSeconds: 12, changeNanoseconds: 13, inode: 6)],
            outputs: [.init(path: "out/c.tour.swift", size: 7, seconds: 8, nanoseconds: 9, changeSeconds: 14, changeNanoseconds: 15, inode: 10)],
            written: 11)
        #expect(BuildStamp(parsing: stamp.text) == stamp)
        #expect(BuildStamp(parsing: "garbage") == nil)
        // Anything malformed is not a stamp, so nothing is trusted.
        let text = stamp.text
        for broken in [
            text.replacingOccurrences(of: "settings 2", with: "settings 99"),
            text.replacingOccurrences(of: "settings 2", with: "settings 999999999999999999999"),
            text.replacingOccurrences(of: "settings 2", with: "settings -1"),
            text.replacingOccurrences(of: "written 11", with: "written eleven"),
            text.replacingOccurrences(of: "in 3 4 5 12 13 6", with: "in 3 4 5 12 13"),
            text.replacingOccurrences(of: "in 3 4 5 12 13 6", with: "in 3 4 5 6"),
            text.replacingOccurrences(of: "in 3 4 5 12 13 6", with: "into 3 4 5 12 13 6"),
            text.replacingOccurrences(of: "out 7 8 9 14 15 10", with: "out 7 8 x 14 15 10"),
            text.replacingOccurrences(of: "tourc-stamp 2", with: "tourc-stamp 1"),
            String(text.dropLast(text.count - 20)),
        ] {
            #expect(BuildStamp(parsing: broken) == nil, "\(broken)")
        }
        // A path may hold spaces, and blank lines between entries are skipped.
        let spaced = text.replacingOccurrences(of: "out 7", with: "\nout 7")
        #expect(BuildStamp(parsing: spaced) == stamp)
        #expect(BuildStamp(parsing: "") == nil)
    }

    @Test func theStampReadsBackEveryInodeAndTimeStatCanGive() throws {
        // 64-bit inode numbers (NFS, FUSE, overlayfs) and times before 1970.
        let stamp = BuildStamp(
            settings: "tourc 1",
            inputs: [
                .init(
                    path: "a.tour.yaml", size: 0, seconds: -86_400, nanoseconds: 999_999_999, changeSeconds: -1, changeNanoseconds: 999_999_999,
                    inode: .max),
                .init(
                    path: "b.tour.yaml", size: Int.max, seconds: Int.min, nanoseconds: 0, changeSeconds: Int.min, changeNanoseconds: 0, inode: 1 << 63
                ),
            ],
            outputs: [
                .init(
                    path: "a.tour.swift", size: 1, seconds: Int.max, nanoseconds: 1, changeSeconds: Int.max, changeNanoseconds: 1,
                    inode: 10_000_000_000_000_000_000)
            ],
            written: 11)
        #expect(BuildStamp(parsing: stamp.text) == stamp)
        // One past either end is not a stamp.
        for broken in [
            stamp.text.replacingOccurrences(of: "\(UInt64.max)", with: "18446744073709551616"),
            stamp.text.replacingOccurrences(of: "\(Int.max)", with: "9223372036854775808"),
            stamp.text.replacingOccurrences(of: "\(Int.min)", with: "-9223372036854775809"),
            stamp.text.replacingOccurrences(of: "-86400", with: "--86400"),
            stamp.text.replacingOccurrences(of: "-86400", with: "-"),
        ] {
            #expect(BuildStamp(parsing: broken) == nil, "\(broken)")
        }
    }
}
