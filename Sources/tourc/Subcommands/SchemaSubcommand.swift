import TourCompiler

/// `tourc schema`: writes the editor schemas.
enum SchemaSubcommand: Subcommand {
    static let output = OptionSpec(
        name: "-o", value: .text("DIR"),
        help: "Write tour.schema.json, targets.schema.json and config.schema.json here (default: where the project's $schema lines point).")

    static let spec = CommandSpec(
        name: "schema",
        summary: "Write the editor schemas; the tour schema lists the registry's targets for completion.",
        positionalUsage: "",
        positionalCount: 0...0,
        options: [
            SharedOptions.config,
            SharedOptions.registry.withHelp("List this registry's targets (default: the one tourc.yaml names, if any)."),
            output, SharedOptions.force,
        ],
        discussion: """
            Point a file at a schema with a first line such as
            # yaml-language-server: $schema=.schemas/tour.schema.json
            (the path is relative to the YAML file). Without -o the schemas go into every folder that
            the $schema lines of tourc.yaml, the registry and the tour files point at (the current
            folder when none does). Run it again when the registry changes; files that would not
            change are not touched. See docs/writing-tours.md.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let outcome = SchemaCommand.write(
            registry: parsed.value(SharedOptions.registry), configuration: parsed.value(SharedOptions.config),
            into: parsed.value(output), force: parsed.flag(SharedOptions.force))
        let status = commandLine.report(outcome.diagnostics, with: commandLine.defaultReporter, sources: outcome.sources, strict: false)
        for file in outcome.files {
            commandLine.console.standardError(file.written ? "wrote \(file.path)\n" : "\(file.path) is up to date\n")
        }
        return status
    }
}
