import TourCompiler
import TourDiagnostics
import TourFormat
import TourModel

/// `tourc compile`: validates tours and writes their Swift, bundles and
/// catalog entries, or, with `--check` and `--dry-run`, says what it would.
enum CompileSubcommand: Subcommand {
    static let swiftOut = OptionSpec(name: "--swift-out", value: .text("DIR"), help: "Write one .swift file per tour file here.")
    static let jsonOut = OptionSpec(name: "--json-out", value: .text("DIR"), help: "Write one .json bundle per tour here.")
    static let jsonFlavor = OptionSpec(
        name: "--json-flavor", value: .choice("NAME", flavors), help: "\(flavors.spelled) (default: canonical).")
    private static let flavors = Choices("JSON flavor", of: JSONFlavor.self)
    static let catalog = OptionSpec(
        name: "--catalog", value: .text("FILE"), help: "Write the tours' String Catalog entries into FILE (.xcstrings), keeping all others.")
    static let appManifestOut = OptionSpec(
        name: "--app-manifest-out", value: .text("FILE"),
        help: "Write what this app build accepts from remote tours into FILE (replaces output.appManifest; docs/remote.md).")
    static let against = OptionSpec(
        name: "--against", value: .text("APP_MANIFEST"),
        help: "Check remote tours against an app build's manifest instead of a registry (repeatable: every version in use).",
        repeatable: true)
    static let feedOut = OptionSpec(
        name: "--feed-out", value: .text("FILE"), help: "With --against, write the tours as one remote feed into FILE.")
    static let signKey = OptionSpec(
        name: "--sign-key", value: .text("KEY"), help: "With --feed-out, sign the feed with KEY (tourc feed keygen); apps take only signed feeds.")
    static let feedSequence = OptionSpec(
        name: "--feed-sequence", value: .wholeNumber("N", ceiling: nil),
        help: "With --feed-out, the feed's sequence (default: the feed in FILE's plus one, else 1).")
    static let feedExpires = OptionSpec(
        name: "--feed-expires", value: .text("DURATION"), help: "With --feed-out, how long apps accept the feed: 30d (default), 12h, 2w.")
    static let withdraw = OptionSpec(
        name: "--withdraw", value: .text("ID"), help: "With --feed-out, list tour ID as withdrawn (repeatable).", repeatable: true)
    static let skipJSON = OptionSpec(
        name: "--skip-json", value: .none, help: "Write no JSON, even if tourc.yaml sets output.json (the build plugin uses it).")
    static let skipCatalog = OptionSpec(
        name: "--skip-catalog", value: .none,
        help: "Write no String Catalog, even if tourc.yaml sets one (the build plugin uses it; TOUR509).")
    static let accessLevel = OptionSpec(
        name: "--access-level", value: .choice("LEVEL", levels), help: "\(levels.spelled) (default: internal).")
    private static let levels = Choices("access level", of: AccessLevel.self)
    static let imports = OptionSpec(
        name: "--import", value: .text("MODULE"), help: "Import MODULE in generated Swift (repeatable).", repeatable: true)
    static let overlay = OptionSpec(
        name: "--overlay", value: .choice("NAME", overlays),
        help: "Integrate \(overlays.spelled) (repeatable; replaces swift.overlays).", repeatable: true)
    private static let overlays = Choices("overlay", of: SpotlightOverlay.self)
    static let alwaysWriteParameters = OptionSpec(
        name: "--always-write-parameters", value: .none,
        help: "Write tourc-parameters.swift even when the registry declares no parameters (the build plugin uses it).")
    static let check = OptionSpec(name: "--check", value: .none, help: "Write nothing; exit 1 listing every missing or stale output.")
    static let tourKitVersionFile = OptionSpec(
        name: "--tourkit-version-file", value: .text("FILE"),
        help: "Stop (TOUR520) unless FILE, the TourcRelease.swift of the TourKit the app links, is this tourc's release (the plugins pass it).")

    static let spec = CommandSpec(
        name: "compile",
        summary: "Validate tours and write Swift enums and JSON bundles (only files whose bytes change).",
        positionalUsage: "[PATH...]",
        positionalCount: 0...Int.max,
        options: [
            SharedOptions.config, SharedOptions.noConfig, SharedOptions.registry, SharedOptions.scan, swiftOut, jsonOut, jsonFlavor,
            catalog, appManifestOut, against, feedOut, signKey, feedSequence, feedExpires, withdraw, skipJSON, skipCatalog, accessLevel, imports,
            overlay, check, SharedOptions.dryRun, tourKitVersionFile, alwaysWriteParameters,
            SharedOptions.force.withHelp("Replace existing files in the output folders that tourc did not write (TOUR410)."),
            SharedOptions.reporter, SharedOptions.strict, SharedOptions.quiet,
        ] + SharedOptions.limitOptions,
        discussion: """
            tourc reads --config, else the nearest tourc.yaml here or above (--no-config:
            none); its paths are relative to it, and flags override it. A PATH narrows the
            inputs and keeps the other settings. If any input has an error, nothing is
            written and the exit status is 1.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let reporter = commandLine.reporter(parsed)
        var settings = outputSettings(parsed, on: commandLine)
        switch (parsed.flag(check), parsed.flag(SharedOptions.dryRun)) {
        case (true, true): return commandLine.usageError(UsageError(message: "--check and --dry-run cannot be combined"), usage: spec.usage)
        case (true, false): settings.mode = .check
        case (false, true): settings.mode = .dryRun
        case (false, false): settings.mode = .write
        }
        let strict = parsed.flag(SharedOptions.strict)
        // Before anything is read: code generated for another TourKit
        // would fail the app's build with errors far from the cause.
        if let versionFile = parsed.value(tourKitVersionFile) {
            let check = TourKitVersionCheck.check(versionFile: versionFile)
            guard check.diagnostics.isEmpty else {
                _ = commandLine.report(check.diagnostics, with: reporter, sources: check.sources, strict: strict)
                return .usage
            }
        }
        let resolved = SettingsResolver.resolve(settings)
        guard var request = resolved.request else {
            return commandLine.reportConfigurationProblems(resolved, with: reporter)
        }
        request.validation.quotesSources = reporter.quotesSources
        if !parsed.all(against).isEmpty {
            return feed(request, parsed, resolved.diagnostics, reporter: reporter, strict: strict, on: commandLine)
        }
        guard parsed.value(feedOut) == nil, parsed.all(withdraw).isEmpty, parsed.value(signKey) == nil else {
            return commandLine.usageError(
                UsageError(message: "--feed-out, --sign-key and --withdraw need --against APP_MANIFEST"), usage: spec.usage)
        }
        let outcome = Compiler.compile(request)
        return report(
            outcome, mode: request.mode, settingsWarnings: resolved.diagnostics, reporter: reporter, strict: strict,
            quiet: parsed.flag(SharedOptions.quiet), on: commandLine)
    }

    /// The settings the options that say what to write give, over the
    /// ones every command that reads tours shares: `tourc watch` takes them too.
    static func outputSettings(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> CommandSettings {
        var settings = commandLine.inputSettings(parsed)
        settings.swiftOutput = parsed.value(swiftOut)
        settings.jsonOutput = parsed.value(jsonOut)
        settings.imports = parsed.all(imports)
        for name in parsed.all(overlay) {
            if let chosen = SpotlightOverlay(rawValue: name), !settings.overlays.contains(chosen) { settings.overlays.append(chosen) }
        }
        settings.skipJSON = parsed.flag(skipJSON)
        settings.skipCatalog = parsed.flag(skipCatalog)
        settings.force = parsed.flag(SharedOptions.force)
        settings.writesParametersAlways = parsed.flag(alwaysWriteParameters)
        settings.catalog = parsed.value(catalog)
        settings.appManifest = parsed.value(appManifestOut)
        if let flavor = parsed.choice(jsonFlavor, as: JSONFlavor.self) { settings.jsonFlavor = flavor }
        if let level = parsed.choice(accessLevel, as: AccessLevel.self) { settings.accessLevel = level }
        return settings
    }

    /// Prints a compile's findings, what it wrote and removed, and its
    /// summary, and returns the exit status they make.
    static func report(
        _ outcome: CompileOutcome, mode: CompileRequest.Mode, settingsWarnings: [Diagnostic], reporter: DiagnosticReporter,
        strict: Bool, quiet: Bool, on commandLine: TourcCommandLine
    ) -> ExitStatus {
        let findings = (settingsWarnings + outcome.diagnostics).sortedForReporting()
        var status = commandLine.report(findings, with: reporter, sources: outcome.sources, strict: strict)
        // Nowhere to write is a configuration error, not a finding.
        if outcome.diagnostics.contains(where: { $0.code == .noOutputs }) { status = .usage }
        // The list goes to stderr, so stdout stays clean for --reporter
        // json; in one write, not one per line.
        var list = ""
        if status == .success, mode != .check {
            let verb = mode == .dryRun ? "would write" : "wrote"
            for output in outcome.outputs where output.status != .unchanged { list += "\(verb) \(output.path)\n" }
            let removed = mode == .dryRun ? "would remove" : "removed"
            for path in outcome.removals { list += "\(removed) \(path)\n" }
        }
        if status != .usage, !quiet {
            let shown = strict ? findings.promotingWarningsToErrors() : findings
            list += Summary.compile(outcome, mode: mode, diagnostics: shown) + "\n"
        }
        if !list.isEmpty { commandLine.console.standardError(list) }
        return status
    }

    /// `--against`: the tours checked against app manifests, and the feed written.
    private static func feed(
        _ compile: CompileRequest, _ parsed: ParsedArguments, _ settingsFindings: [Diagnostic], reporter: DiagnosticReporter,
        strict: Bool, on commandLine: TourcCommandLine
    ) -> ExitStatus {
        var request = FeedRequest(validation: compile.validation, manifests: parsed.all(against), feedOutput: parsed.value(feedOut))
        request.withdrawn = parsed.all(withdraw)
        request.force = compile.force
        request.signingKey = parsed.value(signKey)
        if request.feedOutput != nil, request.signingKey == nil {
            return commandLine.usageError(
                UsageError(message: "--feed-out needs --sign-key KEY: apps take only signed feeds (tourc feed keygen KEY makes a key)"),
                usage: spec.usage)
        }
        request.sequence = parsed.value(feedSequence).flatMap { Int($0) }
        if let text = parsed.value(feedExpires) {
            guard let seconds = FeedRequest.lifetime(text) else {
                return commandLine.usageError(
                    UsageError(message: "--feed-expires '\(text)' is not a duration: a whole number and s, m, h, d or w (30d)"),
                    usage: spec.usage)
            }
            request.expiresAfter = seconds
        }
        let outcome = FeedCommand.run(request)
        let findings = (settingsFindings + outcome.diagnostics).sortedForReporting()
        let status = commandLine.report(findings, with: reporter, sources: outcome.sources, strict: strict)
        var lines = ""
        if outcome.written, let path = request.feedOutput, let sequence = outcome.sequence, let expires = outcome.expires,
            let key = outcome.keyID
        {
            lines += "wrote \(path) (sequence \(sequence), expires \(expires), signed with key \(key))\n"
        }
        if !parsed.flag(SharedOptions.quiet) {
            let shown = strict ? findings.promotingWarningsToErrors() : findings
            let builds = request.manifests.count == 1 ? "1 app manifest" : "\(request.manifests.count) app manifests"
            lines += "checked the tours against \(builds): \(Summary.findings(shown))\n"
        }
        commandLine.console.standardError(lines)
        return status
    }
}
