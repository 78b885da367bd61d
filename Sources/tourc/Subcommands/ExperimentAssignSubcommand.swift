import TourCompiler

/// `tourc experiment assign TOUR INSTALL_ID...`: the variant each install sees.
enum ExperimentAssignSubcommand: Subcommand {
    static let spec = CommandSpec(
        name: "experiment assign",
        summary: "Print the variant of TOUR's experiment each install sees, one 'ID VARIANT' line each.",
        positionalUsage: "TOUR INSTALL_ID...",
        positionalCount: 2...Int.max,
        options: [SharedOptions.config, SharedOptions.noConfig, SharedOptions.registry, SharedOptions.reporter] + SharedOptions.limitOptions,
        discussion: """
            TOUR is a tour id among tourc.yaml's inputs (or --config's), a tour file (a
            path ending in .yaml: its tour with an experiment), or a JSON bundle tourc
            wrote (a path ending in .json). INSTALL_ID is the id TourKit keeps in the
            progress store (TourInstall), which analytics events carry as "install". The
            variant is computed as the app computes it, from the experiment's id and the
            install id alone (docs/analytics.md, Assignment).
            Exit status: 0 with a line per id; 1 when the tours have errors; 2 when TOUR is
            not a tour, or has no experiment.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let reporter = commandLine.reporter(parsed)
        let tour = ExperimentAssignCommand.TourReference(parsed.positionals[0])
        let installs = Array(parsed.positionals.dropFirst())
        let outcome: ExperimentAssignOutcome
        if case .bundle = tour {
            // A bundle is read alone: no project, no configuration.
            outcome = ExperimentAssignCommand.run(tour: tour, installs: installs, validation: ValidationRequest(inputs: []))
        } else {
            var settings = commandLine.inputSettings(parsed)
            if case .file(let path) = tour { settings.inputs = [path] } else { settings.inputs = [] }
            let resolved = SettingsResolver.resolve(settings)
            guard let request = resolved.request else {
                return commandLine.reportConfigurationProblems(resolved, with: reporter)
            }
            outcome = ExperimentAssignCommand.run(tour: tour, installs: installs, validation: request.validation)
        }
        if let problem = outcome.problem {
            return commandLine.usageError(UsageError(message: problem), usage: spec.usage)
        }
        guard outcome.diagnostics.isEmpty else {
            return commandLine.report(outcome.diagnostics, with: reporter, sources: outcome.sources, strict: false)
        }
        commandLine.console.standardOutput(outcome.lines.map { $0 + "\n" }.joined())
        return .success
    }
}
