import TourCompiler

/// `tourc format`: lays out tour files in the canonical layout.
enum FormatSubcommand: Subcommand {
    static let check = OptionSpec(name: "--check", value: .none, help: "Write nothing; exit 1 listing every file that would change.")

    static let spec = CommandSpec(
        name: "format",
        summary: "Lay out tour files canonically: key order, indentation, text style; comments kept.",
        positionalUsage: "[PATH...]",
        positionalCount: 0...Int.max,
        options: [SharedOptions.config, SharedOptions.noConfig, check, SharedOptions.reporter, SharedOptions.quiet] + SharedOptions.limitOptions,
        discussion: """
            PATH is a *.tour.yaml file or a folder searched recursively for them. With no
            PATH, the inputs come from tourc.yaml (or --config). Each file is rewritten in
            place, atomically, keeping its permissions, its comments, anchors and line breaks;
            what it compiles to does not change. A file with YAML errors, or that is not a tour
            file, is reported and left as it is. See docs/format.md (Layout).
            Exit status: 0 when every file is formatted, 1 when one could not be (or, with
            --check, would change), 2 for a usage or configuration error.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let reporter = commandLine.reporter(parsed)
        let resolved = SettingsResolver.resolve(commandLine.inputSettings(parsed))
        guard let request = resolved.request else {
            return commandLine.reportConfigurationProblems(resolved, with: reporter)
        }
        let checks = parsed.flag(check)
        let outcome = FormatCommand.run(
            FormatRequest(inputs: request.validation.inputs, limits: request.validation.limits, check: checks))
        let findings = (resolved.diagnostics + outcome.diagnostics).sortedForReporting()
        let status = commandLine.report(findings, with: reporter, sources: outcome.sources, strict: false)
        let console = commandLine.console
        if !checks {
            for path in outcome.changed { console.standardError("formatted \(path)\n") }
        }
        if !parsed.flag(SharedOptions.quiet) {
            let failed = Set(findings.filter { $0.severity == .error }.compactMap(\.file)).subtracting(outcome.changed).count
            let unchanged = outcome.files.count - outcome.changed.count - failed
            let verb = checks ? "would be reformatted" : "reformatted"
            console.standardError(
                "\(checks ? "checked" : "formatted") \(Summary.counted(outcome.files.count, "tour file")): \(outcome.changed.count) \(verb), \(unchanged) already formatted, \(Summary.findings(findings))\n"
            )
        }
        return status
    }
}
