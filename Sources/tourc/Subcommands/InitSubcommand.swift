import TourCompiler

/// `tourc init`: lays out a starter project.
enum InitSubcommand: Subcommand {
    static let checkedIn = OptionSpec(
        name: "--checked-in", value: .none,
        help: "Set up for generated Swift that is committed (tourc compile), even when the package applies TourcPlugin.")

    static let spec = CommandSpec(
        name: "init",
        summary: "Write a starter tourc.yaml, Tours/targets.yaml, Tours/welcome.tour.yaml and editor schemas.",
        positionalUsage: "",
        positionalCount: 0...0,
        options: [checkedIn],
        discussion: """
            Run it in the target's folder. When the nearest Package.swift applies TourcPlugin, the project is set up for \
            the plugin, which generates the Swift at every build; otherwise (or with --checked-in) tourc compile writes \
            it into Generated/Tours, to commit. Refuses to run, writing nothing, when any of the three files exists.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let console = commandLine.console
        let setup = ProjectTemplate.setup(checkedIn: parsed.flag(checkedIn))
        let diagnostics = ProjectTemplate.write(generation: setup.generation)
        guard diagnostics.isEmpty else {
            return commandLine.report(diagnostics, with: commandLine.defaultReporter, sources: [:], strict: false)
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
}
