import TourCompiler
import TourLanguageServer

/// `tourc lsp`: the language server, over standard input and output.
enum LSPSubcommand: Subcommand {
    static let spec = CommandSpec(
        name: "lsp",
        summary: "Run the language server for editors (LSP over standard input and output).",
        positionalUsage: "",
        positionalCount: 0...0,
        options: [stdio],
        discussion: """
            Editors start it and talk JSON-RPC to it: the findings of tourc validate as you
            type, completion, hover, go to definition, fixes and rename. Each file is read
            in its project: the nearest tourc.yaml above it, else its folder.
            docs/editors.md sets up VS Code, Neovim and others.
            """)

    /// What LSP clients pass to a server they talk to over pipes
    /// (vscode-languageclient does); the only way tourc talks.
    static let stdio = OptionSpec(name: "--stdio", value: .none, help: "Talk over standard input and output (the default, and the only way).")

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        // An editor that quits closes the pipe; the server ends on the end of its input.
        Platform.ignoreBrokenPipe()
        let server = LanguageServer(send: Platform.writeStandardOutput)
        let status = server.run { Platform.readStandardInput(limit: 1 << 16) }
        return status == 0 ? .success : .failure
    }
}
