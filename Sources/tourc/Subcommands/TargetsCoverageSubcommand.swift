import TourCompiler
import TourGeneration

/// `tourc targets coverage`: every target with its tag sites and steps.
enum TargetsCoverageSubcommand: Subcommand {
    static let format = OptionSpec(name: "--format", value: .choice("FORMAT", formats), help: "\(formats.spelled) (default: table).")
    private static let formats = Choices("format", words: ["table", "json"])

    static let spec = CommandSpec(
        name: "targets coverage",
        summary: "Show every target with the places that tag it and the steps that use it.",
        positionalUsage: "[PATH...]",
        positionalCount: 0...Int.max,
        options: [SharedOptions.config, SharedOptions.noConfig, SharedOptions.registry, SharedOptions.scan, format],
        discussion: "The tours and the Swift sources come from tourc.yaml (targets.scan) unless given.")

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let resolved = SettingsResolver.resolve(commandLine.inputSettings(parsed))
        let reporter = commandLine.defaultReporter
        guard let request = resolved.request else {
            return commandLine.reportConfigurationProblems(resolved, with: reporter)
        }
        guard request.validation.scan != nil else {
            return commandLine.usageError(
                UsageError(message: "nothing to cover: set targets.scan in tourc.yaml or pass --scan PATH"), usage: spec.usage)
        }
        let outcome = Pipeline.validate(request.validation, keepingTours: false)
        let rows = outcome.coverageRows
        commandLine.console.standardOutput(
            parsed.value(format) == "json"
                ? TagReports.coverageJSON(rows) : TagReports.coverageTable(rows, unresolved: outcome.unresolvedTags))
        return commandLine.report(outcome.diagnostics, with: reporter, sources: outcome.sources, strict: false)
    }
}
