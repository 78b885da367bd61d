import TourCompiler

/// `tourc feed keygen KEY`: a new Ed25519 key pair for signing feeds.
enum FeedKeygenSubcommand: Subcommand {
    static let spec = CommandSpec(
        name: "feed keygen",
        summary: "Make a key pair for signing remote feeds: the private key in KEY (mode 0600), the public one in KEY.pub.",
        positionalUsage: "KEY",
        positionalCount: 1...1,
        options: [],
        discussion: """
            Keep KEY secret (a CI secret, not the repository): it signs feeds that apps trust. List the line of KEY.pub \
            under remote.publicKeys in the app's tourc.yaml, and sign with tourc compile --feed-out FEED --sign-key KEY. \
            Refuses to replace an existing KEY or KEY.pub.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let path = parsed.positionals[0]
        let generated = FeedKeys.generate(at: path)
        guard generated.diagnostics.isEmpty, let id = generated.keyID, let publicKey = generated.publicKey else {
            return commandLine.report(generated.diagnostics, with: commandLine.defaultReporter, sources: [:], strict: false)
        }
        commandLine.console.standardOutput(
            """
            created \(path) (the private key, key id \(id): keep it secret)
            created \(path).pub (the public key)
            next: add it to the app's tourc.yaml, then sign with tourc compile --feed-out FEED --sign-key \(path)
              remote:
                publicKeys: [\(publicKey)]

            """)
        return .success
    }
}
