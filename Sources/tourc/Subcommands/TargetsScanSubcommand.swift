import TourCompiler
import TourGeneration

/// `tourc targets scan`: lists the tag sites in Swift files.
enum TargetsScanSubcommand: Subcommand {
    static let format = OptionSpec(
        name: "--format", value: .choice("FORMAT", formats), help: "\(formats.spelled) (default: json; yaml is a targets.yaml).")
    private static let formats = Choices("format", words: ["json", "yaml"])

    static let spec = CommandSpec(
        name: "targets scan",
        summary: "List the tag sites in Swift files: .helpInfoViewTag, .tutorialSpotlightSource, .beaconTarget.",
        positionalUsage: "PATH...",
        positionalCount: 1...Int.max,
        options: [format],
        discussion: "PATH is a .swift file or a folder searched recursively for them.")

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let result = TagScan.scan(parsed.positionals)
        let reporter = commandLine.defaultReporter
        if !result.diagnostics.isEmpty {
            return commandLine.report(result.diagnostics, with: reporter, sources: [:], strict: false)
        }
        let yaml = parsed.value(format) == "yaml"
        commandLine.console.standardOutput(yaml ? TagReports.registry(result.sites) : TagReports.json(result.sites))
        return commandLine.report(result.warnings, with: reporter, sources: [:], strict: false)
    }
}
