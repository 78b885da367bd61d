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

// Running a fixture: the stage its `# run:` directive names, and its
// findings as the expectations name them.
extension DiagnosticFixture {
    /// Runs the stage the fixture asks for and returns what it reports.
    public func run() -> [Diagnostic] {
        var options = ValidationOptions(locales: locales, maxStepsPerTour: maxStepsPerTour)
        options.overlays = overlays
        options.lints.disabled = disabledLints
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
        case .report(let events):
            return ReportCommand.run(ReportRequest(files: events)).diagnostics
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
