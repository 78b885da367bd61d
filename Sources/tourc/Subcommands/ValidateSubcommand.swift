import TourCompiler

/// `tourc validate`: checks tours and writes nothing.
enum ValidateSubcommand: Subcommand {
    static let spec = CommandSpec(
        name: "validate",
        summary: "Check tour files against the format and the target registry; write nothing.",
        positionalUsage: "[PATH...]",
        positionalCount: 0...Int.max,
        options: [
            SharedOptions.config, SharedOptions.noConfig, SharedOptions.registry, SharedOptions.scan, SharedOptions.reporter,
            SharedOptions.strict, SharedOptions.quiet,
        ] + SharedOptions.limitOptions,
        discussion: """
            PATH is a *.tour.yaml file or a folder searched recursively for them. With no
            PATH, the inputs come from tourc.yaml (or --config).
            Exit status: 0 when there are no errors, 1 when the tours have some, 2 for a usage or configuration error.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let reporter = commandLine.reporter(parsed)
        let resolved = SettingsResolver.resolve(commandLine.inputSettings(parsed))
        let strict = parsed.flag(SharedOptions.strict)
        guard var request = resolved.request else {
            return commandLine.reportConfigurationProblems(resolved, with: reporter)
        }
        request.validation.quotesSources = reporter.quotesSources
        let outcome = Pipeline.validate(request.validation, keepingTours: false)
        let findings = (resolved.diagnostics + outcome.diagnostics).sortedForReporting()
        let status = commandLine.report(findings, with: reporter, sources: outcome.sources, strict: strict)
        if !parsed.flag(SharedOptions.quiet) {
            let shown = strict ? findings.promotingWarningsToErrors() : findings
            commandLine.console.standardError(
                "validated \(Summary.tours(outcome.tourCount, steps: outcome.stepCount)): \(Summary.findings(shown))\n")
        }
        return status
    }
}
