import TourDiagnostics

/// `tourc completion SHELL`: prints a completion script.
enum CompletionSubcommand: Subcommand {
    private static let shells = Choices("shell", words: Completion.shells)

    static let spec = CommandSpec(
        name: "completion",
        summary: "Print a completion script for \(shells.spelled).",
        positionalUsage: "SHELL",
        positionalCount: 1...1,
        options: [],
        discussion: """
            bash:  source <(tourc completion bash)
            zsh:   tourc completion zsh > "${fpath[1]}/_tourc"
            fish:  tourc completion fish > ~/.config/fish/completions/tourc.fish
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let shell = parsed.positionals[0]
        guard let script = Completion.script(for: shell) else {
            let hint = Suggestions.likelyMeant(shell, among: Completion.shells).map { "; did you mean '\($0)'?" } ?? ""
            return commandLine.usageError(
                UsageError(message: "no completion for shell '\(shell)'\(hint) (\(shells.spelled))"), usage: spec.usage)
        }
        commandLine.console.standardOutput(script)
        return .success
    }
}
