import TourCompiler
import TourDiagnostics
import TourSimulation

/// `tourc simulate TIMELINE.yaml`: runs a scripted history through the
/// display rules, as TourKit's coordinator would, and checks its `expect`s.
enum SimulateSubcommand: Subcommand {
    static let frequency = OptionSpec(
        name: "--frequency", value: .text("FREQUENCY"),
        help: "The coordinator's frequency: hourly, daily, weekly, monthly or a number of seconds (default: none).")
    static let format = OptionSpec(
        name: "--format", value: .choice("FORMAT", formats), help: "\(formats.spelled) (default: text; json prints the trace).")
    private static let formats = Choices("format", words: ["text", "json"])

    static let spec = CommandSpec(
        name: "simulate",
        summary: "Run a timeline of launches, donations, parameters and displays through the display rules; check its expects.",
        positionalUsage: "TIMELINE.yaml [PATH...]",
        positionalCount: 1...Int.max,
        options: [
            SharedOptions.config, SharedOptions.noConfig, SharedOptions.registry, frequency, format, SharedOptions.reporter,
            SharedOptions.quiet,
        ] + SharedOptions.limitOptions,
        discussion: """
            TIMELINE.yaml is a list of commands: launch, donate: EVENT (or {event: EVENT,
            times: N}), set: {PARAMETER: VALUE}, wait: DURATION (90s, 3h, 2d), show: TOUR,
            hide: TOUR, complete: TOUR, skip: TOUR and expect: {eligible: [TOUR, ...]}.
            Time starts at 2026-01-01 00:00 UTC and moves only with wait. The tours are
            tourc.yaml's inputs (or --config's), or the PATHs given.
            Exit status: 0 when every expect holds; 1 at the first that does not (with
            the wanted and the actual lists and the reasons), or for an error in the
            tours or the timeline; 2 for a usage or configuration error.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let reporter = commandLine.reporter(parsed)
        var frequencySeconds = 0.0
        if let text = parsed.value(frequency) {
            guard let seconds = SimulateCommand.frequency(text) else {
                return commandLine.usageError(
                    UsageError(message: "unknown frequency '\(text)'; use hourly, daily, weekly, monthly or a number of seconds"),
                    usage: spec.usage)
            }
            frequencySeconds = seconds
        }
        var settings = commandLine.inputSettings(parsed)
        let timeline = settings.inputs.removeFirst()
        let resolved = SettingsResolver.resolve(settings)
        guard let request = resolved.request else {
            return commandLine.reportConfigurationProblems(resolved, with: reporter)
        }
        let outcome = SimulateCommand.run(SimulateRequest(validation: request.validation, timeline: timeline, frequency: frequencySeconds))
        if let trace = outcome.trace {
            if parsed.value(format) == "json" {
                commandLine.console.standardOutput(SimulationReport.json(trace).text)
            } else {
                commandLine.console.standardOutput(SimulationReport.text(trace, fileName: timeline))
            }
        }
        let findings = (resolved.diagnostics + outcome.diagnostics).sortedForReporting()
        let status = commandLine.report(findings, with: reporter, sources: outcome.sources, strict: false)
        if !parsed.flag(SharedOptions.quiet), let trace = outcome.trace, status == .success {
            let expects = trace.lines.count { $0.command.hasPrefix("expect:") }
            commandLine.console.standardError("simulated \(trace.lines.count) lines: \(expects) expect\(expects == 1 ? "" : "s") held\n")
        }
        return status
    }
}
