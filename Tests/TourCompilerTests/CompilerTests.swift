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

/// A scratch copy of the samples in a temporary folder.
struct Scratch: ~Copyable {
    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Tours", withIntermediateDirectories: true)
        for name in ["main.tour.yaml", "presets.tour.yaml", "effects.tour.yaml", "targets.yaml"] {
            try FileManager.default.copyItem(atPath: packageRoot + "/Samples/Tours/" + name, toPath: root + "/Tours/" + name)
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// A compile of the copy, with the overlays Samples/tourc.yaml declares.
    func request(_ mode: CompileRequest.Mode = .write, flavor: JSONFlavor = .canonical) -> CompileRequest {
        var options = ValidationOptions()
        options.overlays = SpotlightOverlay.allCases
        return CompileRequest(
            validation: ValidationRequest(inputs: [root + "/Tours"], options: options), swiftOutput: root + "/Generated",
            jsonOutput: root + "/JSON", jsonFlavor: flavor, swift: SwiftOptions(overlays: SpotlightOverlay.allCases), mode: mode)
    }

    func modificationTime(_ path: String) throws -> Date {
        try #require(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
    }

    func edit(_ name: String, replacing old: String, with new: String) throws {
        let path = root + "/Tours/" + name
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Sets every tour file's modification time an hour back, as files that
    /// were not just edited (the build stamp ignores inputs changed in the
    /// last seconds).
    func ageInputs() throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: root + "/Tours") {
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: root + "/Tours/" + name)
        }
    }

    func files(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []).sorted()
    }
}

@Suite struct CompilerTests {
    @Test func writesEveryOutputThenNothingWhenNothingChanged() throws {
        let scratch = try Scratch()
        let first = Compiler.compile(scratch.request())
        #expect(first.diagnostics.isEmpty, "\(first.diagnostics)")
        #expect(first.outputs.map(\.status).allSatisfy { $0 == .missing })
        // What the run checked goes with the outcome, for a caller about to
        // exit to keep rather than free.
        #expect(first.validation?.outlines.map(\.id.value) == ["effects", "main", "presets"])
        #expect(first.validation?.registry?.targets.isEmpty == false)
        #expect(
            scratch.files(in: "Generated") == [
                ".tourc-manifest", ".tourc-stamp", "effects.tour.swift", "main.tour.swift", "presets.tour.swift",
            ])
        #expect(scratch.files(in: "JSON") == [".tourc-manifest", "effects.json", "main.json", "presets.json"])
        let swiftFile = scratch.root + "/Generated/main.tour.swift"
        let before = try scratch.modificationTime(swiftFile)
        Thread.sleep(forTimeInterval: 0.05)

        let second = Compiler.compile(scratch.request())
        #expect(second.diagnostics.isEmpty)
        #expect(second.outputs.map(\.status).allSatisfy { $0 == .unchanged })
        #expect(try scratch.modificationTime(swiftFile) == before, "an unchanged file must keep its modification time")
        #expect(!scratch.files(in: "Generated").contains { $0.hasSuffix(".tmp") }, "no temporary file is left behind")
    }

    @Test func checkPassesWhenCurrentAndFailsWhenATourChanged() throws {
        let scratch = try Scratch()
        _ = Compiler.compile(scratch.request())
        #expect(Compiler.compile(scratch.request(.check)).diagnostics.isEmpty)

        try scratch.edit("presets.tour.yaml", replacing: "Search by name", with: "Search presets by name")
        let before = try String(contentsOfFile: scratch.root + "/Generated/presets.tour.swift", encoding: .utf8)
        let check = Compiler.compile(scratch.request(.check))
        #expect(check.diagnostics.map(\.code) == [.staleOutput, .staleOutput])
        #expect(check.diagnostics.allSatisfy { $0.message.contains("presets") })
        let after = try String(contentsOfFile: scratch.root + "/Generated/presets.tour.swift", encoding: .utf8)
        #expect(before == after, "--check writes nothing")
    }

    @Test func checkReportsMissingOutputs() throws {
        let scratch = try Scratch()
        let check = Compiler.compile(scratch.request(.check))
        #expect(check.diagnostics.count == 6)
        #expect(check.diagnostics.allSatisfy { $0.code == .staleOutput && $0.message.contains("missing") })
        #expect(scratch.files(in: "Generated").isEmpty)
    }

    @Test func dryRunListsWithoutWriting() throws {
        let scratch = try Scratch()
        let outcome = Compiler.compile(scratch.request(.dryRun))
        #expect(outcome.outputs.count == 6)
        #expect(scratch.files(in: "Generated").isEmpty && scratch.files(in: "JSON").isEmpty)
    }

    @Test func anErrorInAnyInputWritesNothing() throws {
        let scratch = try Scratch()
        try scratch.edit("effects.tour.yaml", replacing: "title:", with: "titel:")
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.containsErrors)
        #expect(outcome.outputs.isEmpty)
        #expect(scratch.files(in: "Generated").isEmpty && scratch.files(in: "JSON").isEmpty)
    }

    @Test func aFailedWriteLeavesEveryOutputAsItWas() throws {
        let scratch = try Scratch()
        _ = Compiler.compile(scratch.request())
        let before = try String(contentsOfFile: scratch.root + "/Generated/main.tour.swift", encoding: .utf8)
        try scratch.edit("main.tour.yaml", replacing: "Play the keyboard", with: "Play the keys")
        // The JSON folder is now a file, so every JSON write fails.
        try FileManager.default.removeItem(atPath: scratch.root + "/JSON")
        try "not a folder".write(toFile: scratch.root + "/JSON", atomically: false, encoding: .utf8)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.map(\.code) == [.writeFailed])
        let after = try String(contentsOfFile: scratch.root + "/Generated/main.tour.swift", encoding: .utf8)
        #expect(before == after, "the Swift output must not be replaced when another write fails")
        #expect(!scratch.files(in: "Generated").contains { $0.hasSuffix(".tmp") })
    }

    @Test func quickWinNeedsEveryFieldAndAnActionOnEveryStep() throws {
        let scratch = try Scratch()
        try scratch.edit("effects.tour.yaml", replacing: "estimatedSeconds:", with: "# estimatedSeconds:")
        try scratch.edit("effects.tour.yaml", replacing: "  action: input\n", with: "")
        let outcome = Compiler.compile(scratch.request(flavor: .quickwin))
        let problems = outcome.diagnostics.filter { $0.code == .quickWinFieldMissing }
        #expect(problems.contains { $0.message.contains("'estimatedSeconds'") && $0.position == SourcePosition(line: 6, column: 1) })
        #expect(problems.contains { $0.message.contains("has no action") })
        #expect(scratch.files(in: "JSON").isEmpty)
    }

    @Test func twoTourFilesWithOneNameConflict() throws {
        let scratch = try Scratch()
        try FileManager.default.createDirectory(atPath: scratch.root + "/Tours/More", withIntermediateDirectories: true)
        let text = try String(contentsOfFile: scratch.root + "/Tours/effects.tour.yaml", encoding: .utf8)
        try text.replacingOccurrences(of: "tour: effects", with: "tour: effects2")
            .replacingOccurrences(of: "swiftName:", with: "# swiftName:")
            .write(toFile: scratch.root + "/Tours/More/effects.tour.yaml", atomically: true, encoding: .utf8)
        let outcome = Compiler.compile(scratch.request())
        #expect(outcome.diagnostics.contains { $0.code == .outputConflict && $0.message.contains("effects.tour.swift") })
        #expect(scratch.files(in: "Generated").isEmpty)
    }

    @Test func swiftFileNamesComeFromTheTourFileName() {
        #expect(OutputNaming.swiftFileName(forTourFile: "Tours/main.tour.yaml") == "main.tour.swift")
        #expect(OutputNaming.swiftFileName(forTourFile: "main.yaml") == "main.tour.swift")
        #expect(OutputNaming.swiftFileName(forTourFile: "a/b/Help Screen.tour.yml") == "Help Screen.tour.swift")
    }
}

@Suite struct SettingsResolverTests {
    @Test func configurationPathsAreRelativeToTheConfigurationFile() throws {
        var settings = CommandSettings()
        settings.configuration = packageRoot + "/Samples/tourc.yaml"
        let resolved = SettingsResolver.resolve(settings)
        let request = try #require(resolved.request)
        #expect(request.validation.inputs == [packageRoot + "/Samples/Tours"])
        #expect(request.validation.registry == packageRoot + "/Samples/Tours/targets.yaml")
        #expect(request.swiftOutput == packageRoot + "/Samples/.build/tourc-samples/Swift")
        #expect(request.swift.accessLevel == .internal)
    }

    @Test func flagsOverrideTheConfiguration() throws {
        var settings = CommandSettings()
        settings.configuration = packageRoot + "/Samples/tourc.yaml"
        settings.swiftOutput = "/tmp/elsewhere"
        settings.accessLevel = .public
        settings.imports = ["Analytics"]
        settings.inputs = ["Other"]
        let request = try #require(SettingsResolver.resolve(settings).request)
        #expect(request.swiftOutput == "/tmp/elsewhere")
        #expect(request.swift.accessLevel == .public)
        #expect(request.swift.imports == ["Analytics"])
        #expect(request.validation.inputs == ["Other"])
    }

    @Test func aMissingConfigurationIsAnError() {
        var settings = CommandSettings()
        settings.configuration = "/nonexistent/tourc.yaml"
        let resolved = SettingsResolver.resolve(settings)
        #expect(resolved.request == nil)
        #expect(resolved.diagnostics.map(\.code) == [.configurationNotFound])
    }

    @Test func configurationKeysAreCheckedWithPositions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "inputs: [Tours]\noutput:\n  swfit: Generated\nswift:\n  accessLevel: open\n"
            .write(toFile: folder + "/tourc.yaml", atomically: false, encoding: .utf8)
        var settings = CommandSettings()
        settings.configuration = folder + "/tourc.yaml"
        let resolved = SettingsResolver.resolve(settings)
        #expect(resolved.request == nil)
        let found = resolved.diagnostics.map { "\($0.code) \($0.position!)" }
        #expect(found.contains("TOUR201 3:3"), "\(found)")
        #expect(found.contains("TOUR205 5:16"), "\(found)")
        #expect(resolved.diagnostics.contains { $0.suggestion == "swift" })
    }
}

@Suite struct ProjectTemplateTests {
    static func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tourc-init-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: [ProjectTemplate.Generation.checkedIn, .buildPlugin])
    func initWritesAValidProjectAndRefusesToOverwrite(_ generation: ProjectTemplate.Generation) throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(ProjectTemplate.write(into: folder, generation: generation).isEmpty)
        var settings = CommandSettings()
        settings.configuration = folder + "/tourc.yaml"
        let request = try #require(SettingsResolver.resolve(settings).request)
        #expect(request.swiftOutput == (generation == .checkedIn ? folder + "/Generated/Tours" : nil))
        #expect(request.jsonOutput == nil, "no bundles in the target, where SwiftPM would warn about them")
        let validation = Pipeline.validate(request.validation)
        #expect(validation.diagnostics.isEmpty, "\(validation.diagnostics)")

        // Every `$schema` line points at a schema that was written beside it.
        for file in ProjectTemplate.files(for: generation) {
            let first = try #require(file.contents.split(separator: "\n").first)
            let prefix = "# yaml-language-server: $schema="
            #expect(first.hasPrefix(prefix), "\(file.path)")
            let directory = (folder + "/" + file.path as NSString).deletingLastPathComponent
            let schema = directory + "/" + first.dropFirst(prefix.count)
            #expect(FileManager.default.fileExists(atPath: schema), "\(file.path) points at \(schema)")
        }
        let tourSchema = try String(contentsOfFile: folder + "/Tours/.schemas/tour.schema.json", encoding: .utf8)
        #expect(tourSchema.contains("\"startButton\""), "the tour schema lists the starter registry's targets")

        try "# mine\n".write(toFile: folder + "/tourc.yaml", atomically: false, encoding: .utf8)
        let refused = ProjectTemplate.write(into: folder, generation: generation)
        #expect(refused.map(\.code) == [.initWouldOverwrite, .initWouldOverwrite, .initWouldOverwrite])
        #expect(try String(contentsOfFile: folder + "/tourc.yaml", encoding: .utf8) == "# mine\n")
    }

    @Test func theBuildPluginIsChosenWhenThePackageAppliesItUnlessCheckedInIsAsked() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let target = root + "/Sources/App/Screens"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let applying = """
            targets: [
                .executableTarget(
                    name: "App",
                    plugins: [
                        .plugin(name: "TourcPlugin", package: "tourc")
                    ])
            ]
            """
        try applying.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        let setup = ProjectTemplate.setup(for: target)
        #expect(setup.generation == .buildPlugin && setup.appliesPlugin && setup.target == "App")
        #expect(
            setup.manifest.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
                == URL(fileURLWithPath: root + "/Package.swift").resolvingSymlinksInPath().path)
        #expect(ProjectTemplate.setup(for: target, checkedIn: true).generation == .checkedIn)

        // tourc's own manifest declares the plugin without applying it.
        let declaring = #".plugin(name: "TourcPlugin", capability: .buildTool(), dependencies: ["tourc"])"#
        try declaring.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        #expect(ProjectTemplate.setup(for: target).generation == .checkedIn)
        try FileManager.default.removeItem(atPath: root + "/Package.swift")
        let none = ProjectTemplate.setup(for: target)
        #expect(none.generation == .checkedIn && none.manifest == nil && none.target == nil)
    }
}

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
            #expect(stamp.outputs.count == 6, "\(context)")
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
        for path in paths {
            #expect(settings.contains("\n\(path)=") || settings.contains("\n\(path)."), "\(path) is missing from the stamp's settings")
        }
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
