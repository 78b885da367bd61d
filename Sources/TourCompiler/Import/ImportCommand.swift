import TourBytes
import TourDiagnostics
import TourFormat
import TourGeneration
import TourImport
import TourModel
import TourScanning
import TourSyntax
import TourValidation

/// What `tourc import swift` is asked to do.
public struct ImportRequest: Sendable {
    /// The Swift files holding the enums (and perhaps their constants).
    public var files: [String]
    /// More Swift files, read only for symbol-name constants.
    public var symbolFiles: [String] = []
    /// The enum to import; every `HelpInfoProvider` enum when `nil`.
    public var enumName: String?
    /// The tour id; derived from the enum's name when `nil`.
    public var tourID: String?
    /// The folder the tour files go into.
    public var outputFolder: String = "."
    /// The folder the import's `tourc.yaml` goes into when there is none;
    /// the output folder when `nil`. `tourc import swift` without `-o`
    /// writes the tours into `Tours/` beside the enum and the settings
    /// beside `Tours/`, as `tourc init` lays a project out.
    public var settingsFolder: String?
    /// A registry to add every step's target to, created if needed.
    public var registry: String?
    /// Swift files and folders to list each case's tag sites from.
    public var scan: [String]?
    /// Whether to prove the written tours reproduce the enums.
    public var verify = false
    /// Whether to replace tour files edited since they were imported.
    public var force = false

    /// Creates a request.
    public init(files: [String]) {
        self.files = files
    }
}

/// What `tourc import swift` found and did.
public struct ImportOutcome: Sendable {
    /// Every finding, in reporting order.
    public var diagnostics: [Diagnostic]
    /// The files written.
    public var written: [String] = []
    /// Where each case is tagged, when `scan` was given: one line per case.
    public var tagReport: String = ""
    /// The bytes of files findings quote.
    public var sources: [String: [UInt8]] = [:]
}

/// `tourc import swift`: reads hand-written help enums, writes the tours
/// they say (and the registry entries and settings they need), and with
/// `verify` compiles the tours again and compares every text and key with
/// the literal it came from. Nothing is written when anything is an error.
public enum ImportCommand {
    public static func run(_ request: ImportRequest) -> ImportOutcome {
        var diagnostics: [Diagnostic] = []
        let files = readSwift(request.files, into: &diagnostics)
        let symbolFiles = readSwift(symbolFilePaths(request), into: &diagnostics)
        guard !diagnostics.containsErrors else { return outcome(diagnostics, request) }
        let enums = importEnums(from: files, symbolFiles: symbolFiles, request, into: &diagnostics)
        guard !diagnostics.containsErrors else { return outcome(diagnostics, request) }
        let tours = tourFiles(enums, request, into: &diagnostics)
        guard !diagnostics.containsErrors else { return outcome(diagnostics, request) }
        let project = projectFiles(for: enums, request, into: &diagnostics)
        // A tour file a writer edited since it was imported is theirs now:
        // merging their YAML with a fresh import has no common base to merge
        // from, so the import refuses rather than guess.
        if !request.force {
            let unedited = FileOwnership.Recognizer(kind: "an unedited imported tour file", matches: TourYAMLWriter.isUnedited, prefixLength: Int.max)
            diagnostics += tours.compactMap { FileOwnership.refusal(toReplace: $0.file.path, expecting: unedited, force: "--force") }
        }
        guard !diagnostics.containsErrors else { return outcome(diagnostics, request) }
        // Verified before anything is written, so a failed proof leaves nothing behind.
        if request.verify {
            for tour in tours { diagnostics += verify(tour.file.path, contents: tour.file.contents, reproduces: tour.enumeration) }
            guard !diagnostics.containsErrors else { return outcome(diagnostics, request) }
        }
        let outputs = tours.map(\.file) + project
        let failures = OutputWriter.write(outputs)
        diagnostics += failures
        var result = outcome(diagnostics, request)
        guard failures.isEmpty else { return result }
        result.written = outputs.map(\.path)
        if let scan = request.scan { result.tagReport = tagReport(enums, scan: scan, diagnostics: &result.diagnostics) }
        result.diagnostics = result.diagnostics.sortedForReporting()
        return result
    }

    /// Reads Swift files; one that cannot be read or is not UTF-8 is an error.
    private static func readSwift(_ paths: [String], into diagnostics: inout [Diagnostic]) -> [HelpEnumImporter.SourceFile] {
        paths.compactMap { path in
            do throws(FileError) {
                let bytes = try FileSystem.readFile(path, limit: SwiftSourceDiscovery.maxFileSize)
                // Swift source is UTF-8; a text read through U+FFFD would
                // verify against itself and pass.
                if let offset = firstInvalidUTF8(in: bytes) {
                    let position = bytes.withUnsafeBufferPointer { TextPositions.position(ofByteOffset: offset, in: $0) }
                    diagnostics.append(
                        Diagnostic(
                            .unreadableSwift,
                            "the file is not valid UTF-8 here (byte 0x\(String(bytes[offset], radix: 16, uppercase: true))); Swift source must be UTF-8",
                            file: path, at: position))
                    return nil
                }
                return HelpEnumImporter.SourceFile(path: path, bytes: bytes)
            } catch {
                diagnostics.append(
                    Diagnostic(.unreadableFile, "cannot read file: \(error.reason)", file: path))
                return nil
            }
        }
    }

    /// The files read for symbol-name constants: `--symbols`, and the Swift
    /// files beside the enums' (their folders and below), so constants
    /// are found before `--symbols` is needed.
    private static func symbolFilePaths(_ request: ImportRequest) -> [String] {
        let given = Set((request.files + request.symbolFiles).map(Paths.normalized))
        let beside = SwiftSourceDiscovery(paths: Array(Set(request.files.map { Paths.parent(of: $0) })))
            .swiftFiles.filter { !given.contains(Paths.normalized($0)) }
        return request.symbolFiles + beside
    }

    /// The help enums in the files, and the request's one tour id checked against how many there are.
    private static func importEnums(
        from files: [HelpEnumImporter.SourceFile], symbolFiles: [HelpEnumImporter.SourceFile], _ request: ImportRequest,
        into diagnostics: inout [Diagnostic]
    ) -> [ImportedEnum] {
        let imported = HelpEnumImporter.importEnums(from: files, symbolFiles: symbolFiles, enumName: request.enumName)
        diagnostics += imported.diagnostics
        if request.tourID != nil, imported.enums.count > 1 {
            diagnostics.append(
                Diagnostic(
                    .noHelpEnum, "--tour-id names one tour, but \(imported.enums.count) enums were found; pick one with --enum",
                    file: request.files.first))
        }
        return imported.enums
    }

    /// One tour file per enum, named by its tour id.
    private static func tourFiles(
        _ enums: [ImportedEnum], _ request: ImportRequest, into diagnostics: inout [Diagnostic]
    ) -> [(file: OutputFile, enumeration: ImportedEnum)] {
        enums.compactMap { enumeration in
            let id = request.tourID ?? TourYAMLWriter.tourID(forEnum: enumeration.name)
            // The id names the file: one that is not an id (`../escape`)
            // could put it outside the output folder.
            guard NameRule.tourID.matches(id) else {
                diagnostics.append(
                    Diagnostic(
                        .invalidName,
                        "'\(id)' is not a tour id (\(request.tourID == nil ? "from the enum's name" : "--tour-id")): tour ids match \(NameRule.tourID.pattern); pass another --tour-id; nothing was written",
                        file: enumeration.file))
                return nil
            }
            let path = Paths.join(request.outputFolder, id + InputDiscovery.tourSuffix)
            let yaml = TourYAMLWriter.tourFile(
                enumeration, tourID: id, sourceName: Paths.lastComponent(of: enumeration.file),
                schema: ProjectLayout.schemaFolder + "/tour.schema.json")
            return (OutputFile(path: path, contents: yaml, source: enumeration.file), enumeration)
        }
    }

    /// What makes the output folder a project that works on its own: a
    /// registry (the given one, else targets.yaml beside the tours), a
    /// complete tourc.yaml, and editor schemas that know the targets.
    private static func projectFiles(
        for enums: [ImportedEnum], _ request: ImportRequest, into diagnostics: inout [Diagnostic]
    ) -> [OutputFile] {
        var outputs: [OutputFile] = []
        let registry = request.registry ?? Paths.join(request.outputFolder, InputDiscovery.registryName)
        let update = registryUpdate(registry, adding: enums.flatMap { $0.cases.map(\.name) }, schemaFolder: request.outputFolder)
        if let file = update.file { outputs.append(file) }
        if let problem = update.problem { diagnostics.append(problem) }
        let level = enums.first { $0.accessLevel != "internal" }?.accessLevel ?? "internal"
        if let settings = settingsFile(request, registry: registry, accessLevel: level, diagnostics: &diagnostics) {
            outputs.append(settings)
        }
        let schemas = ProjectLayout.schemas(
            into: request.outputFolder,
            registryText: update.file?.contents
                ?? (try? FileSystem.readFile(registry, limit: YAMLLimits.default.maxFileSize)).map { String(decoding: $0, as: UTF8.self) })
        diagnostics += schemas.compactMap { FileOwnership.refusal(toReplace: $0.path, expecting: FileOwnership.schema, force: nil) }
        return outputs + schemas
    }

    private static func outcome(_ diagnostics: [Diagnostic], _ request: ImportRequest) -> ImportOutcome {
        var sources: [String: [UInt8]] = [:]
        for file in Set(diagnostics.filter { $0.position != nil }.compactMap(\.file)) {
            sources[file] = try? FileSystem.readFile(file, limit: YAMLLimits.default.maxFileSize)
        }
        return ImportOutcome(diagnostics: diagnostics.sortedForReporting(), sources: sources)
    }

    /// The import's tourc.yaml, when there is none: everything `compile`,
    /// `validate`, `preview` and `schema` need to work in the folder with no
    /// arguments. An existing one is left alone; a note says so only when
    /// its access level is not the enum's.
    private static func settingsFile(
        _ request: ImportRequest, registry: String, accessLevel level: String, diagnostics: inout [Diagnostic]
    ) -> OutputFile? {
        let settingsFolder = request.settingsFolder ?? request.outputFolder
        let path = Paths.join(settingsFolder, CommandSettings.defaultConfiguration)
        guard FileSystem.kind(of: path) == .missing else {
            let loaded = Pipeline.load(path, limits: .default)
            let configured = loaded.documents.map { ConfigurationDecoder.decode($0, file: path).configuration.accessLevel }
            if let configured, (configured ?? .internal).rawValue != level {
                diagnostics.append(
                    Diagnostic(
                        severity: .note, code: .memberNotImported,
                        message: "the enum is \(level); set 'swift: {accessLevel: \(level)}' in \(path), which already exists",
                        file: path, position: nil))
            }
            return nil
        }
        // Every path as seen from the settings' folder, as tourc.yaml's are read.
        func relative(_ target: String) -> String {
            ProjectOwner.relative(ProjectOwner.absolute(target), from: ProjectOwner.absolute(settingsFolder))
        }
        let tours = relative(request.outputFolder)
        // As init decides: a target the build plugin generates for keeps no
        // generated Swift among its sources (SwiftPM would build it twice).
        let output =
            ProjectTemplate.setup(for: settingsFolder).generation == .buildPlugin
            ? "# The build plugin (TourcPlugin) generates the Swift at every build."
            : "output:\n  swift: \(tours == "." ? "Generated" : "Generated/Tours")"
        let text = """
            # yaml-language-server: $schema=\(Paths.join(tours, ProjectLayout.schemaFolder))/config.schema.json
            # tourc's settings for the imported tours; paths are relative to this file.
            # tourc compile, validate, preview and schema read it from this folder.
            inputs: [\(tours)]
            targets: \(relative(registry))
            \(output)
            swift:
              accessLevel: \(level)
              overlays: [\(SpotlightOverlay.helpInfoSpotlightOverlay.rawValue)]

            """
        return OutputFile(path: path, contents: text, source: request.files[0])
    }

    /// The registry with the names it lacks added, or `nil` when it has them all.
    private static func registryUpdate(
        _ path: String, adding names: [String], schemaFolder: String
    ) -> (file: OutputFile?, problem: Diagnostic?) {
        var existing: String?
        var present = Set<String>()
        if FileSystem.kind(of: path) != .missing {
            let loaded = Pipeline.load(path, limits: .default)
            guard let documents = loaded.documents, loaded.complete, !loaded.diagnostics.containsErrors else {
                return (nil, loaded.diagnostics.first { $0.severity == .error })
            }
            let decoded = RegistryDecoder.decode(documents, file: path)
            present = Set(decoded.registry.targets.map(\.name.value))
            existing = (try? FileSystem.readFile(path, limit: YAMLLimits.default.maxFileSize)).map { String(decoding: $0, as: UTF8.self) }
        }
        var seen = present
        let missing = names.filter { seen.insert($0).inserted }
        guard !missing.isEmpty else { return (nil, nil) }
        let schema =
            Paths.normalized(Paths.parent(of: path)) == Paths.normalized(schemaFolder)
            ? ProjectLayout.schemaFolder + "/targets.schema.json" : nil
        let text = TourYAMLWriter.registry(adding: missing, to: existing, schema: schema)
        // Appending works for a registry whose `targets:` list ends the file;
        // anything else is left for a person.
        var collector = DiagnosticCollector(file: path)
        let parsed = YAMLParser().parse(Array(text.utf8), diagnostics: &collector)
        let decoded = RegistryDecoder.decode(parsed.documents, file: path)
        guard !collector.hasErrors, !decoded.diagnostics.containsErrors,
            Set(decoded.registry.targets.map(\.name.value)).isSuperset(of: names)
        else {
            return (
                nil,
                Diagnostic(
                    .writeFailed, "cannot add targets to \(path) without rewriting it; add them by hand: \(missing.joined(separator: ", "))",
                    file: path)
            )
        }
        return (OutputFile(path: path, contents: text, source: path), nil)
    }

    /// Compiles the tour about to be written to `path` and compares every
    /// step with the literal it came from: its text with symbols, and the
    /// key and formatting SwiftUI gives the literal.
    static func verify(_ path: String, contents: String, reproduces enumeration: ImportedEnum) -> [Diagnostic] {
        func mismatch(_ message: String, at position: SourcePosition?) -> Diagnostic {
            Diagnostic(.importMismatch, message, file: enumeration.file, at: position)
        }
        var collector = DiagnosticCollector(file: path)
        let parsed = YAMLParser(limits: .default).parse(Array(contents.utf8), diagnostics: &collector)
        let decoded = TourDecoder.decode(parsed.documents, file: path)
        let validation = Validator.validate(decoded.tours, registry: nil, options: ValidationOptions())
        let problems = collector.diagnostics + decoded.diagnostics + validation.diagnostics
        guard !problems.containsErrors, let tour = validation.validatedFiles?.first?.tours.first else {
            return [
                mismatch(
                    "the written tour \(path) does not compile: \(problems.first { $0.severity == .error }?.message ?? "no tour")",
                    at: enumeration.position)
            ]
        }
        // The generated enum must come out of it, too.
        _ = SwiftEmitter().renderBytes([tour], sourceName: Paths.lastComponent(of: path))
        var diagnostics: [Diagnostic] = []
        guard tour.typeName == enumeration.name, tour.steps.map(\.step.id.value) == enumeration.cases.map(\.name) else {
            return [mismatch("the written tour's type or cases differ from enum \(enumeration.name)", at: enumeration.position)]
        }
        for (step, original) in zip(tour.steps, enumeration.cases) {
            for (field, written, literal) in [
                ("title", step.title, original.title), ("text", step.text, original.text),
            ] {
                if written != literal.markup {
                    diagnostics.append(
                        mismatch("the \(field) of case '\(original.name)' reads back as '\(written)', not '\(literal.markup)'", at: literal.position))
                    continue
                }
                let key = TourText.localizationKey(of: written)
                if key.key != literal.literalKey.key || key.isFormatted != literal.literalKey.isFormatted {
                    diagnostics.append(
                        mismatch(
                            "the \(field) of case '\(original.name)' is looked up as '\(key.key)' (formatted: \(key.isFormatted)), the literal as '\(literal.literalKey.key)' (formatted: \(literal.literalKey.isFormatted))",
                            at: literal.position))
                }
            }
        }
        return diagnostics
    }

    /// One line per case: where the app tags it.
    private static func tagReport(_ enums: [ImportedEnum], scan: [String], diagnostics: inout [Diagnostic]) -> String {
        let scanned = TagScan.scan(scan)
        diagnostics += scanned.diagnostics + scanned.warnings
        var report = ""
        for enumeration in enums {
            for step in enumeration.cases {
                let sites = scanned.sites.filter { site in
                    switch site.kind {
                    case .implicitCase: site.name == step.name
                    case .qualifiedCase: site.name == step.name && site.type == enumeration.name
                    case .allCases: site.type == enumeration.name
                    case .string, .unresolved: false
                    }
                }
                let places = sites.map { SourceLocation($0.file, $0.position).description }
                report += "\(enumeration.name).\(step.name): " + (places.isEmpty ? "tagged nowhere" : places.joined(separator: ", ")) + "\n"
            }
        }
        return report
    }
}
