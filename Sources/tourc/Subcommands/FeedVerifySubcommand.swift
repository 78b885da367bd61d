import TourCompiler

/// `tourc feed verify --public-key PUB FEED`: a feed checked as an app would.
enum FeedVerifySubcommand: Subcommand {
    static let publicKey = OptionSpec(
        name: "--public-key", value: .text("PUB"), help: "The public key to check with (a KEY.pub that tourc feed keygen wrote).")

    static let spec = CommandSpec(
        name: "feed verify",
        summary: "Check a feed's signature, sequence and expiry as an app that accepts PUB would.",
        positionalUsage: "FEED",
        positionalCount: 1...1,
        options: [publicKey, SharedOptions.reporter],
        discussion: "Exits 1, saying why, when the feed is unsigned, signed with another key, changed since it was signed, or expired.")

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        guard let key = parsed.value(publicKey) else {
            return commandLine.usageError(UsageError(message: "tourc feed verify needs --public-key PUB"), usage: spec.usage)
        }
        let feed = parsed.positionals[0]
        let outcome = FeedVerification.verify(feed: feed, publicKey: key)
        guard outcome.diagnostics.isEmpty, let sequence = outcome.sequence, let expires = outcome.expires, let id = outcome.keyID else {
            return commandLine.report(outcome.diagnostics, with: commandLine.reporter(parsed), sources: [:], strict: false)
        }
        commandLine.console.standardOutput("\(feed): signed with key \(id), sequence \(sequence), expires \(expires): verified\n")
        return .success
    }
}
