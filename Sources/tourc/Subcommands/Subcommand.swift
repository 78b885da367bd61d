/// One of tourc's subcommands: its entry in the command table and what it
/// runs. Each lives in its own file, and ``Commands/subcommands`` lists
/// them, so dispatch is a lookup in that list and nothing else.
protocol Subcommand: SendableMetatype {
    /// The name, options, positional arguments and help.
    static var spec: CommandSpec { get }
    /// Runs the command on a parsed command line and returns the exit status.
    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus
}
