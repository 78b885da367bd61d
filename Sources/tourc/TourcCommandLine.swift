import TourCompiler
import TourDiagnostics
import TourFormat
import TourGeneration
import TourModel

/// Parses the command line, runs the command through the driver, prints
/// the report and returns the exit status. It holds no compiler logic.
struct TourcCommandLine {
    var console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        guard let first = arguments.first else {
            console.standardError(Commands.overview)
            return .usage
        }
        var rest = Array(arguments.dropFirst())
        var name = first
        // `targets` and `import` group subcommands: `tourc targets scan`, `tourc import swift`.
        if let group = Commands.groupHelp(first) {
            guard let sub = rest.first, !sub.hasPrefix("-") else {
                // `tourc targets` and `tourc targets --help` list the subcommands.
                guard rest.isEmpty || rest == ["--help"] || rest == ["-h"] else {
                    return usageError(
                        UsageError(message: "'\(first)' needs a subcommand before its options"),
                        usage: "usage: tourc \(first) <subcommand> [OPTIONS] [ARGUMENTS]  (tourc help \(first) lists them)")
                }
                console.standardOutput(group)
                return .success
            }
            name = "\(first) \(sub)"
            rest.removeFirst()
        }
        switch name {
        case "-h", "--help":
            console.standardOutput(Commands.overview)
            return .success
        case "--version":
            console.standardOutput(TourcVersion.description)
            return .success
        case "help":
            return help(rest)
        default:
            guard let command = Commands.all.first(where: { $0.name == name }) else {
                // `name` is `group sub` when `first` is a group; else `first` alone.
                let words = name.split(separator: " ").map(String.init)
                let suggestion = Commands.likelyMeant(words[0], then: words.count > 1 ? words[1] : rest.first)
                return usageError(
                    UsageError(message: "unknown command '\(name)'" + Self.didYouMean(suggestion, typed: name)),
                    usage: "usage: tourc <command> [OPTIONS] [ARGUMENTS]  (tourc --help lists the commands)")
            }
            let parsed: ParsedArguments
            do {
                parsed = try ArgumentParser.parse(rest, for: command)
            } catch {
                return usageError(error, usage: command.usage)
            }
            if parsed.wantsHelp {
                console.standardOutput(command.help)
                return .success
            }
            switch command.name {
            case Commands.validate.name: return validate(parsed)
            case Commands.compile.name: return compile(parsed)
            case Commands.initialize.name: return initialize(parsed)
            case Commands.explain.name: return explain(parsed)
            case Commands.targetsScan.name: return targetsScan(parsed)
            case Commands.targetsCoverage.name: return targetsCoverage(parsed)
            case Commands.importSwift.name: return importSwift(parsed)
            case Commands.importXcstrings.name: return importXcstrings(parsed)
            case Commands.schema.name: return schema(parsed)
            case Commands.preview.name: return preview(parsed)
            case Commands.completion.name: return completion(parsed)
            default: fatalError("command '\(command.name)' is in the table but has no handler")
            }
        }
    }

    private func help(_ arguments: [String]) -> ExitStatus {
        guard !arguments.isEmpty else {
            console.standardOutput(Commands.overview)
            return .success
        }
        let name = arguments.joined(separator: " ")
        if let group = Commands.groupHelp(name) {
            console.standardOutput(group)
            return .success
        }
        // `tourc help help`, `tourc help --help`: the help command's own help.
        if name == Commands.help.name || arguments == ["--help"] || arguments == ["-h"] {
            console.standardOutput(Commands.help.help)
            return .success
        }
        guard let command = Commands.all.first(where: { $0.name == name }) else {
            let suggestion = Commands.likelyMeant(arguments[0], then: arguments.dropFirst().first)
            return usageError(
                UsageError(message: "no help for unknown command '\(name)'" + Self.didYouMean(suggestion, typed: name)),
                usage: Commands.help.usage)
        }
        console.standardOutput(command.help)
        return .success
    }

    /// `; did you mean 'SUGGESTION'?`, or nothing when there is no
    /// suggestion or it is what was typed (a suggestion must change something).
    static func didYouMean(_ suggestion: String?, typed: String) -> String {
        guard let suggestion, suggestion != typed else { return "" }
        return "; did you mean '\(suggestion)'?"
    }

    func usageError(_ error: UsageError, usage: String) -> ExitStatus {
        console.standardError("tourc: error: \(error.message)\n\(usage)\n")
        return .usage
    }

    /// Chooses the reporter: the flag's, else human at a terminal, else xcode.
    func reporter(_ parsed: ParsedArguments) -> Result<DiagnosticReporter, UsageError> {
        guard let name = parsed.value(SharedOptions.reporter.name) else {
            return .success(console.errorIsTerminal ? .human : .xcode)
        }
        guard let reporter = DiagnosticReporter(rawValue: name) else {
            let names = DiagnosticReporter.allCases.map(\.rawValue).joined(separator: ", ")
            return .failure(UsageError(message: "unknown reporter '\(name)'; use one of \(names)"))
        }
        return .success(reporter)
    }

    /// Prints `diagnostics` with `reporter` and returns the exit status.
    func report(
        _ diagnostics: [Diagnostic], with reporter: DiagnosticReporter, sources: [String: [UInt8]], strict: Bool
    ) -> ExitStatus {
        let final = strict ? diagnostics.promotingWarningsToErrors() : diagnostics
        let text = reporter.render(
            final, source: { sources[$0] }, color: reporter == .human && console.errorIsTerminal && !console.noColor)
        if !text.isEmpty || reporter == .json {
            (reporter.writesToStandardOutput ? console.standardOutput : console.standardError)(text)
        }
        return final.containsErrors ? .failure : .success
    }

    /// Reports why the settings could not be resolved (no tourc.yaml, a
    /// mistake in it): a configuration error, exit status 2, as a usage
    /// error is, rather than 1, which is for findings in the tours.
    func reportConfigurationProblems(
        _ resolved: (request: CompileRequest?, diagnostics: [Diagnostic], sources: [String: [UInt8]]), with reporter: DiagnosticReporter
    ) -> ExitStatus {
        let status = report(resolved.diagnostics, with: reporter, sources: resolved.sources, strict: false)
        return status == .failure ? .usage : status
    }

    /// The reporter and the settings that `validate` and `compile` share:
    /// `--reporter`, `--config`, the paths, `--registry`, `--scan` and the
    /// limit flags.
    private func inputSettings(_ parsed: ParsedArguments) -> Result<(DiagnosticReporter, CommandSettings), UsageError> {
        let chosen: DiagnosticReporter
        switch reporter(parsed) {
        case .success(let reporter): chosen = reporter
        case .failure(let error): return .failure(error)
        }
        var settings = CommandSettings()
        settings.configuration = parsed.value(Commands.config.name)
        settings.ignoresConfiguration = parsed.flag(Commands.noConfig.name)
        settings.inputs = parsed.positionals
        settings.registry = parsed.value(SharedOptions.registry.name)
        settings.scan = scanPaths(parsed)
        switch limits(parsed) {
        case .success(let limits): settings.limits = limits
        case .failure(let error): return .failure(error)
        }
        return .success((chosen, settings))
    }

    private func validate(_ parsed: ParsedArguments) -> ExitStatus {
        let reporter: DiagnosticReporter
        let settings: CommandSettings
        switch inputSettings(parsed) {
        case .success(let shared): (reporter, settings) = shared
        case .failure(let error): return usageError(error, usage: Commands.validate.usage)
        }
        let resolved = SettingsResolver.resolve(settings)
        let strict = parsed.flag(SharedOptions.strict.name)
        guard let request = resolved.request else {
            return reportConfigurationProblems(resolved, with: reporter)
        }
        let outcome = Pipeline.validate(request.validation, keepingTours: false)
        let findings = (resolved.diagnostics + outcome.diagnostics).sortedForReporting()
        let status = report(findings, with: reporter, sources: outcome.sources, strict: strict)
        if !parsed.flag(SharedOptions.quiet.name) {
            let shown = strict ? findings.promotingWarningsToErrors() : findings
            console.standardError(
                "validated \(Summary.tours(outcome.tourCount, steps: outcome.stepCount)): \(Summary.findings(shown))\n")
        }
        return status
    }

    private func compile(_ parsed: ParsedArguments) -> ExitStatus {
        let usage = Commands.compile.usage
        let reporter: DiagnosticReporter
        var settings: CommandSettings
        switch inputSettings(parsed) {
        case .success(let shared): (reporter, settings) = shared
        case .failure(let error): return usageError(error, usage: usage)
        }
        settings.swiftOutput = parsed.value("--swift-out")
        settings.jsonOutput = parsed.value("--json-out")
        settings.imports = parsed.all("--import")
        for name in parsed.all("--overlay") {
            guard let overlay = SpotlightOverlay(rawValue: name) else {
                let choices = SpotlightOverlay.allCases.map(\.rawValue)
                let hint = Suggestions.likelyMeant(name, among: choices).map { "; did you mean '\($0)'?" } ?? ""
                return usageError(
                    UsageError(message: "unknown overlay '\(name)'\(hint) (use \(choices.joined(separator: " or ")))"), usage: usage)
            }
            if !settings.overlays.contains(overlay) { settings.overlays.append(overlay) }
        }
        settings.skipJSON = parsed.flag("--skip-json")
        settings.skipCatalog = parsed.flag("--skip-catalog")
        settings.force = parsed.flag(SharedOptions.force.name)
        settings.catalog = parsed.value("--catalog")
        if let flavor = parsed.value("--json-flavor") {
            guard let value = JSONFlavor(rawValue: flavor) else {
                return usageError(UsageError(message: "unknown JSON flavor '\(flavor)'; use canonical or quickwin"), usage: usage)
            }
            settings.jsonFlavor = value
        }
        if let level = parsed.value("--access-level") {
            guard let value = AccessLevel(rawValue: level) else {
                return usageError(UsageError(message: "unknown access level '\(level)'; use internal, public or package"), usage: usage)
            }
            settings.accessLevel = value
        }
        switch (parsed.flag("--check"), parsed.flag("--dry-run")) {
        case (true, true): return usageError(UsageError(message: "--check and --dry-run cannot be combined"), usage: usage)
        case (true, false): settings.mode = .check
        case (false, true): settings.mode = .dryRun
        case (false, false): settings.mode = .write
        }
        let strict = parsed.flag(SharedOptions.strict.name)
        let resolved = SettingsResolver.resolve(settings)
        guard let request = resolved.request else {
            return reportConfigurationProblems(resolved, with: reporter)
        }
        let outcome = Compiler.compile(request)
        let findings = (resolved.diagnostics + outcome.diagnostics).sortedForReporting()
        var status = report(findings, with: reporter, sources: outcome.sources, strict: strict)
        // Nowhere to write is a configuration error, not a finding.
        if outcome.diagnostics.contains(where: { $0.code == .noOutputs }) { status = .usage }
        // The list goes to stderr, so stdout stays clean for --reporter
        // json; in one write, not one per line.
        var list = ""
        if status == .success, request.mode != .check {
            let verb = request.mode == .dryRun ? "would write" : "wrote"
            for output in outcome.outputs where output.status != .unchanged { list += "\(verb) \(output.path)\n" }
            let removed = request.mode == .dryRun ? "would remove" : "removed"
            for path in outcome.removals { list += "\(removed) \(path)\n" }
        }
        if status != .usage, !parsed.flag(SharedOptions.quiet.name) {
            let shown = strict ? findings.promotingWarningsToErrors() : findings
            list += Summary.compile(outcome, mode: request.mode, diagnostics: shown) + "\n"
        }
        if !list.isEmpty { console.standardError(list) }
        return status
    }

    /// The `--max-...` flags; each takes a whole number of at least 1.
    private func limits(_ parsed: ParsedArguments) -> Result<LimitSettings, UsageError> {
        var limits = LimitSettings()
        let fields: [(String, WritableKeyPath<LimitSettings, Int?>)] = [
            ("--max-file-size", \.fileSize), ("--max-depth", \.depth), ("--max-alias-expansion", \.aliasExpansion),
            ("--max-scalar-length", \.scalarLength), ("--max-steps", \.stepsPerTour),
        ]
        for (flag, field) in fields {
            guard let text = parsed.value(flag) else { continue }
            guard let value = Int(text), value >= 1 else {
                return .failure(UsageError(message: "\(flag) takes a whole number of at least 1, not '\(text)'"))
            }
            if flag == "--max-depth", value > LimitSettings.maxDepthCeiling {
                return .failure(
                    UsageError(
                        message: "--max-depth is at most \(LimitSettings.maxDepthCeiling) (the deepest nesting tourc can read safely), not '\(text)'")
                )
            }
            limits[keyPath: field] = value
        }
        return .success(limits)
    }

    private func scanPaths(_ parsed: ParsedArguments) -> [String]? {
        let paths = parsed.all(Commands.scanOption.name)
        return paths.isEmpty ? nil : paths
    }

    private func targetsScan(_ parsed: ParsedArguments) -> ExitStatus {
        let format = parsed.value("--format") ?? "json"
        guard format == "json" || format == "yaml" else {
            return usageError(UsageError(message: "unknown format '\(format)'; use json or yaml"), usage: Commands.targetsScan.usage)
        }
        let result = TagScan.scan(parsed.positionals)
        if !result.diagnostics.isEmpty {
            return report(result.diagnostics, with: console.errorIsTerminal ? .human : .xcode, sources: [:], strict: false)
        }
        console.standardOutput(format == "json" ? TagReports.json(result.sites) : TagReports.registry(result.sites))
        return report(result.warnings, with: console.errorIsTerminal ? .human : .xcode, sources: [:], strict: false)
    }

    private func targetsCoverage(_ parsed: ParsedArguments) -> ExitStatus {
        let format = parsed.value("--format") ?? "table"
        guard format == "table" || format == "json" else {
            return usageError(UsageError(message: "unknown format '\(format)'; use table or json"), usage: Commands.targetsCoverage.usage)
        }
        var settings = CommandSettings()
        settings.configuration = parsed.value(Commands.config.name)
        settings.ignoresConfiguration = parsed.flag(Commands.noConfig.name)
        settings.inputs = parsed.positionals
        settings.registry = parsed.value(SharedOptions.registry.name)
        settings.scan = scanPaths(parsed)
        let resolved = SettingsResolver.resolve(settings)
        let reporter: DiagnosticReporter = console.errorIsTerminal ? .human : .xcode
        guard let request = resolved.request else {
            return reportConfigurationProblems(resolved, with: reporter)
        }
        guard request.validation.scan != nil else {
            return usageError(
                UsageError(message: "nothing to cover: set targets.scan in tourc.yaml or pass --scan PATH"),
                usage: Commands.targetsCoverage.usage)
        }
        let outcome = Pipeline.validate(request.validation, keepingTours: false)
        let rows = outcome.coverageRows
        console.standardOutput(
            format == "json" ? TagReports.coverageJSON(rows) : TagReports.coverageTable(rows, unresolved: outcome.unresolvedTags))
        return report(outcome.diagnostics, with: reporter, sources: outcome.sources, strict: false)
    }

    private func initialize(_ parsed: ParsedArguments) -> ExitStatus {
        let setup = ProjectTemplate.setup(checkedIn: parsed.flag("--checked-in"))
        let diagnostics = ProjectTemplate.write(generation: setup.generation)
        guard diagnostics.isEmpty else {
            return report(diagnostics, with: console.errorIsTerminal ? .human : .xcode, sources: [:], strict: false)
        }
        for file in ProjectTemplate.files(for: setup.generation) { console.standardOutput("created \(file.path)\n") }
        console.standardOutput("created \(ProjectTemplate.schemaFolder)/ (editor schemas; tourc schema refreshes them)\n")
        let target = setup.target.map { "target '\($0)'" } ?? "the target"
        switch setup.generation {
        case .buildPlugin:
            console.standardOutput(
                "set up for the build plugin: Package.swift applies TourcPlugin, which generates the Swift at every build; "
                    + "nothing generated is kept in the sources (tourc init --checked-in sets up committed output instead)\n")
            console.standardOutput("next: swift build\n")
        case .checkedIn:
            let why =
                setup.appliesPlugin
                ? "--checked-in" : setup.manifest == nil ? "no Package.swift here or above" : "Package.swift does not apply TourcPlugin"
            console.standardOutput(
                "set up for checked-in output (\(why)): tourc compile writes the Swift into \(ProjectTemplate.checkedInSwiftFolder), to commit\n")
            if setup.manifest != nil {
                console.standardOutput(
                    "add to \(target) in Package.swift, after its dependencies: and path:, so SwiftPM builds no tour file: "
                        + ProjectTemplate.excludeLine + "\n")
            }
            console.standardOutput("next: tourc compile\n")
        }
        return .success
    }

    private func explain(_ parsed: ParsedArguments) -> ExitStatus {
        let name = parsed.positionals[0]
        guard let code = DiagnosticCode.named(name) else {
            return usageError(
                UsageError(
                    message: "unknown diagnostic code '\(name)'"
                        + (Suggestions.likelyMeant(name.uppercased(), among: DiagnosticCode.all.map(\.rawValue)).map { "; did you mean '\($0)'?" }
                            ?? "; codes look like TOUR203 (or just 203)")),
                usage: Commands.explain.usage)
        }
        console.standardOutput("\(code.rawValue): \(code.summary)\n\n\(code.explanation)\n")
        return .success
    }

    private func completion(_ parsed: ParsedArguments) -> ExitStatus {
        let shell = parsed.positionals[0]
        guard let script = Completion.script(for: shell) else {
            let hint = Suggestions.likelyMeant(shell, among: Completion.shells).map { "; did you mean '\($0)'?" } ?? ""
            return usageError(
                UsageError(message: "no completion for shell '\(shell)'\(hint) (bash, zsh or fish)"), usage: Commands.completion.usage)
        }
        console.standardOutput(script)
        return .success
    }

    private func preview(_ parsed: ParsedArguments) -> ExitStatus {
        let reporter: DiagnosticReporter
        let settings: CommandSettings
        switch inputSettings(parsed) {
        case .success(let shared): (reporter, settings) = shared
        case .failure(let error): return usageError(error, usage: Commands.preview.usage)
        }
        let resolved = SettingsResolver.resolve(settings)
        guard let request = resolved.request else {
            return reportConfigurationProblems(resolved, with: reporter)
        }
        let path = parsed.value("-o") ?? "tour-preview.html"
        let outcome = PreviewCommand.write(
            request.validation, locale: parsed.value("--locale"), to: path, force: parsed.flag(SharedOptions.force.name))
        let status = report(
            (resolved.diagnostics + outcome.diagnostics).sortedForReporting(), with: reporter, sources: outcome.sources, strict: false)
        if outcome.written { console.standardError("wrote \(path)\n") }
        if !parsed.flag(SharedOptions.quiet.name), !outcome.diagnostics.contains(where: { $0.code == .foreignFileWouldBeReplaced }) {
            let state = outcome.written ? "written" : "unchanged"
            console.standardError(
                "previewed \(Summary.tours(outcome.tourCount, steps: outcome.stepCount)) in \(path) (\(state)): \(Summary.findings(outcome.diagnostics))\n"
            )
        }
        return status
    }

    private func schema(_ parsed: ParsedArguments) -> ExitStatus {
        let reporter: DiagnosticReporter = console.errorIsTerminal ? .human : .xcode
        let outcome = SchemaCommand.write(
            registry: parsed.value(SharedOptions.registry.name), configuration: parsed.value(Commands.config.name),
            into: parsed.value("-o"), force: parsed.flag(SharedOptions.force.name))
        let status = report(outcome.diagnostics, with: reporter, sources: outcome.sources, strict: false)
        for file in outcome.files { console.standardError(file.written ? "wrote \(file.path)\n" : "\(file.path) is up to date\n") }
        return status
    }

    private func importSwift(_ parsed: ParsedArguments) -> ExitStatus {
        let reporter: DiagnosticReporter
        switch self.reporter(parsed) {
        case .success(let chosen): reporter = chosen
        case .failure(let error): return usageError(error, usage: Commands.importSwift.usage)
        }
        var request = ImportRequest(files: parsed.positionals)
        request.symbolFiles = parsed.all("--symbols")
        request.enumName = parsed.value("--enum")
        request.tourID = parsed.value("--tour-id")
        request.force = parsed.flag(SharedOptions.force.name)
        if let folder = parsed.value("-o") {
            request.outputFolder = folder
        } else if let first = parsed.positionals.first {
            // Tours/ beside the enum, with tourc.yaml beside it, as init lays a project out.
            let enumFolder = first.contains("/") ? String(first[..<first.lastIndex(of: "/")!]) : "."
            request.settingsFolder = enumFolder
            request.outputFolder = enumFolder == "." ? "Tours" : enumFolder + "/Tours"
        }
        request.registry = parsed.value(SharedOptions.registry.name)
        request.scan = scanPaths(parsed)
        request.verify = parsed.flag("--verify")
        let outcome = ImportCommand.run(request)
        let status = report(outcome.diagnostics, with: reporter, sources: outcome.sources, strict: false)
        for path in outcome.written { console.standardError("wrote \(path)\n") }
        if !outcome.tagReport.isEmpty { console.standardOutput(outcome.tagReport) }
        if status == .success, request.verify {
            console.standardError("verified: every title, text and key matches the Swift it came from\n")
        }
        return status
    }

    private func importXcstrings(_ parsed: ParsedArguments) -> ExitStatus {
        let reporter: DiagnosticReporter
        var settings: CommandSettings
        switch inputSettings(parsed) {
        case .success(let shared): (reporter, settings) = shared
        case .failure(let error): return usageError(error, usage: Commands.importXcstrings.usage)
        }
        let catalog = settings.inputs.removeFirst()
        guard catalog.hasSuffix(".xcstrings") else {
            return usageError(
                UsageError(message: "'\(catalog)' is not a String Catalog; the first argument is the .xcstrings file to import from"),
                usage: Commands.importXcstrings.usage)
        }
        // The catalog is read, never written by a compile, here.
        settings.skipCatalog = true
        let resolved = SettingsResolver.resolve(settings)
        guard let compile = resolved.request else { return reportConfigurationProblems(resolved, with: reporter) }
        var request = CatalogImportRequest(catalog: catalog, validation: compile.validation)
        request.verify = parsed.flag("--verify")
        request.dryRun = parsed.flag("--dry-run")
        let outcome = CatalogImportCommand.run(request)
        let findings = (resolved.diagnostics.filter { $0.code != .catalogNotWritten } + outcome.diagnostics).sortedForReporting()
        let status = report(findings, with: reporter, sources: outcome.sources, strict: false)
        for path in outcome.written { console.standardError((request.dryRun ? "would write " : "wrote ") + path + "\n") }
        if status == .success, request.verify {
            console.standardError("verified: each imported translation shows the catalog's text through SwiftUI's lookup\n")
        }
        if !parsed.flag(SharedOptions.quiet.name) {
            console.standardError(Summary.catalogImport(outcome, dryRun: request.dryRun, findings: findings) + "\n")
        }
        return status
    }
}
