import TourCompiler
import TourDiagnostics

/// `tourc explain CODE`: prints a diagnostic code's explanation.
enum ExplainSubcommand: Subcommand {
    static let spec = CommandSpec(
        name: "explain",
        summary: "Explain a diagnostic code, such as TOUR203, a step's key, such as waitFor, or a topic: launch-arguments.",
        positionalUsage: "CODE|TOPIC",
        positionalCount: 1...1,
        options: [],
        discussion:
            "Every code is also listed in docs/diagnostics.md. Topics: launch-arguments (TourKit's testing switches), and each key of a step (screen, waitFor, ifMissing, ...)."
    )

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let name = parsed.positionals[0]
        if let topic = ExplainTopics.named(name) {
            commandLine.console.standardOutput(topic)
            return .success
        }
        guard let code = DiagnosticCode.named(name) else {
            let hint =
                Suggestions.likelyMeant(name.uppercased(), among: DiagnosticCode.all.map(\.rawValue)).map { "; did you mean '\($0)'?" }
                ?? "; codes look like TOUR203 (or just 203)"
            return commandLine.usageError(UsageError(message: "unknown diagnostic code '\(name)'" + hint), usage: spec.usage)
        }
        commandLine.console.standardOutput("\(code.rawValue) (\(code.severity.rawValue)): \(code.summary)\n\n\(code.explanation)\n")
        return .success
    }
}
