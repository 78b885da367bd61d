import TourCompiler
import TourDiagnostics

/// Parses the command line, runs the command through the driver, prints
/// the report and returns the exit status. It holds no compiler logic.
struct TourcCommandLine {
    var console: Console

    func run(_ arguments: [String]) -> ExitStatus {
        guard let first = arguments.first else {
            console.standardError(Commands.overview)
            return .usage
        }
        var rest = Array(arguments.dropFirst())
        var name = first
        // `targets` and `import` group subcommands: `tourc targets scan`, `tourc import swift`.
        if let group = Commands.groupHelp(first) {
            guard let sub = rest.first, !sub.hasPrefix("-") else {
                // `tourc targets` and `tourc targets --help` list the subcommands.
                guard rest.isEmpty || rest == ["--help"] || rest == ["-h"] else {
                    return usageError(
                        UsageError(message: "'\(first)' needs a subcommand before its options"),
                        usage: "usage: tourc \(first) <subcommand> [OPTIONS] [ARGUMENTS]  (tourc help \(first) lists them)")
                }
                console.standardOutput(group)
                return .success
            }
            name = "\(first) \(sub)"
            rest.removeFirst()
        }
        switch name {
        case "-h", "--help":
            console.standardOutput(Commands.overview)
            return .success
        case "--version":
            console.standardOutput(TourcVersion.description)
            return .success
        case "help":
            return help(rest)
        default:
            guard let command = Commands.subcommands.first(where: { $0.spec.name == name }) else {
                // `name` is `group sub` when `first` is a group; else `first` alone.
                let words = name.split(separator: " ").map(String.init)
                let suggestion = Commands.likelyMeant(words[0], then: words.count > 1 ? words[1] : rest.first)
                return usageError(
                    UsageError(message: "unknown command '\(name)'" + Self.didYouMean(suggestion, typed: name)),
                    usage: "usage: tourc <command> [OPTIONS] [ARGUMENTS]  (tourc --help lists the commands)")
            }
            let parsed: ParsedArguments
            do {
                parsed = try ArgumentParser.parse(rest, for: command.spec)
            } catch {
                return usageError(error, usage: command.spec.usage)
            }
            if parsed.wantsHelp {
                console.standardOutput(command.spec.help)
                return .success
            }
            return command.run(parsed, on: self)
        }
    }

    private func help(_ arguments: [String]) -> ExitStatus {
        guard !arguments.isEmpty else {
            console.standardOutput(Commands.overview)
            return .success
        }
        let name = arguments.joined(separator: " ")
        if let group = Commands.groupHelp(name) {
            console.standardOutput(group)
            return .success
        }
        // `tourc help help`, `tourc help --help`: the help command's own help.
        if name == Commands.help.name || arguments == ["--help"] || arguments == ["-h"] {
            console.standardOutput(Commands.help.help)
            return .success
        }
        guard let command = Commands.all.first(where: { $0.name == name }) else {
            let suggestion = Commands.likelyMeant(arguments[0], then: arguments.dropFirst().first)
            return usageError(
                UsageError(message: "no help for unknown command '\(name)'" + Self.didYouMean(suggestion, typed: name)),
                usage: Commands.help.usage)
        }
        console.standardOutput(command.help)
        return .success
    }

    /// `; did you mean 'SUGGESTION'?`, or nothing when there is no
    /// suggestion or it is what was typed (a suggestion must change something).
    static func didYouMean(_ suggestion: String?, typed: String) -> String {
        guard let suggestion, suggestion != typed else { return "" }
        return "; did you mean '\(suggestion)'?"
    }

    func usageError(_ error: UsageError, usage: String) -> ExitStatus {
        console.standardError("tourc: error: \(error.message)\n\(usage)\n")
        return .usage
    }

    /// The reporter: the flag's, else ``defaultReporter``.
    func reporter(_ parsed: ParsedArguments) -> DiagnosticReporter {
        parsed.choice(SharedOptions.reporter, as: DiagnosticReporter.self) ?? defaultReporter
    }

    /// The reporter when none is asked for: human at a terminal, else xcode.
    var defaultReporter: DiagnosticReporter { console.errorIsTerminal ? .human : .xcode }

    /// The settings that the commands reading tours share: `--config`,
    /// `--no-config`, the paths, `--registry`, `--scan` and the limit flags.
    func inputSettings(_ parsed: ParsedArguments) -> CommandSettings {
        var settings = CommandSettings()
        settings.configuration = parsed.value(SharedOptions.config)
        settings.ignoresConfiguration = parsed.flag(SharedOptions.noConfig)
        settings.inputs = parsed.positionals
        settings.registry = parsed.value(SharedOptions.registry)
        settings.scan = scanPaths(parsed)
        for (option, setting) in SharedOptions.limits {
            if let number = parsed.number(option) { settings.limits[keyPath: setting] = number }
        }
        return settings
    }

    /// The `--scan` paths, or `nil` to use the configuration's.
    func scanPaths(_ parsed: ParsedArguments) -> [String]? {
        let paths = parsed.all(SharedOptions.scan)
        return paths.isEmpty ? nil : paths
    }

    /// How many findings a report whose findings stand alone renders and
    /// prints at a time.
    static let findingsPerPiece = 1000

    /// Prints `diagnostics` with `reporter` and returns the exit status.
    func report(
        _ diagnostics: [Diagnostic], with reporter: DiagnosticReporter, sources: [String: [UInt8]], strict: Bool
    ) -> ExitStatus {
        let final = strict ? diagnostics.promotingWarningsToErrors() : diagnostics
        // Only a SARIF log names the current folder: no other report asks the system for it.
        let sarif =
            reporter == .sarif
            ? SARIFContext(toolVersion: TourcVersion.current, sourceRoot: Platform.currentDirectory)
            : SARIFContext(toolVersion: TourcVersion.current, sourceRoot: "/")
        let color = reporter == .human && console.errorIsTerminal && !console.noColor
        let write = reporter.writesToStandardOutput ? console.standardOutput : console.standardError
        // A compile of a thousand tours may report tens of thousands of
        // findings: rendered whole, the report and its copy for printing
        // were a third of the compile's peak memory (issue 47). A report
        // whose findings stand alone is printed a thousand at a time.
        let pieceSize = reporter.rendersFindingsAlone ? Self.findingsPerPiece : max(final.count, 1)
        for start in stride(from: 0, to: max(final.count, 1), by: pieceSize) {
            let piece = Array(final[start..<min(start + pieceSize, final.count)])
            let text = reporter.render(piece, source: { sources[$0] }, color: color, sarif: sarif)
            if !text.isEmpty || reporter.isDocument { write(text) }
        }
        return final.containsErrors ? .failure : .success
    }

    /// Reports why the settings could not be resolved (no tourc.yaml, a
    /// mistake in it): a configuration error, exit status 2, as a usage
    /// error is, rather than 1, which is for findings in the tours.
    func reportConfigurationProblems(
        _ resolved: (request: CompileRequest?, diagnostics: [Diagnostic], sources: [String: [UInt8]]), with reporter: DiagnosticReporter
    ) -> ExitStatus {
        let status = report(resolved.diagnostics, with: reporter, sources: resolved.sources, strict: false)
        return status == .failure ? .usage : status
    }
}
