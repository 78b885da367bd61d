import TourCompiler
import TourDiagnostics
import TourModel

/// The exit statuses tourc uses.
enum ExitStatus: Int32 {
    /// No errors (warnings allowed, unless `--strict`).
    case success = 0
    /// The input has errors.
    case failure = 1
    /// The command line or the configuration is wrong: an unknown flag, no
    /// tourc.yaml, a mistake in it, nowhere to write.
    case usage = 2
}

/// Options several commands share.
enum SharedOptions {
    static let reporter = OptionSpec(
        name: "--reporter", value: .choice("NAME", reporters),
        help: "\(reporters.spelled) (default: human on a terminal, else xcode).")
    private static let reporters = Choices("reporter", of: DiagnosticReporter.self)
    static let strict = OptionSpec(name: "--strict", value: .none, help: "Treat warnings as errors.")
    static let registry = OptionSpec(
        name: "--registry", value: .text("FILE"), help: "The target registry (default: the targets.yaml among the inputs).")
    static let quiet = OptionSpec(name: "--quiet", value: .none, help: "Print no summary line at the end (findings still are).")
    static let force = OptionSpec(
        name: "--force", value: .none, help: "Replace a file at the output path that tourc did not write (TOUR410).")
    static let config = OptionSpec(
        name: "--config", value: .text("FILE"), help: "The configuration (default: the nearest tourc.yaml, here or above).")
    static let noConfig = OptionSpec(name: "--no-config", value: .none, help: "Read no tourc.yaml, not even the nearest.")
    static let scan = OptionSpec(
        name: "--scan", value: .text("PATH"),
        help: "Scan Swift files under PATH for tag sites (repeatable; replaces targets.scan).", repeatable: true)
    static let dryRun = OptionSpec(name: "--dry-run", value: .none, help: "Write nothing; list what would be written.")
    static let verify = OptionSpec(
        name: "--verify", value: .none, help: "Compile the written tours and compare every text and key with the Swift.")

    /// The limit flags, shared by the commands that read tours, each with
    /// the setting it fills.
    static let limits: [(option: OptionSpec, setting: WritableKeyPath<LimitSettings, Int?> & Sendable)] = [
        (
            OptionSpec(name: "--max-file-size", value: .wholeNumber("BYTES", ceiling: nil), help: "Largest tour file read (default 16 MiB)."),
            \.fileSize
        ),
        (
            OptionSpec(
                name: "--max-depth",
                value: .wholeNumber(
                    "N", ceiling: Ceiling(value: LimitSettings.maxDepthCeiling, reason: "the deepest nesting tourc can read safely")),
                help: "Deepest nesting of lists and mappings (default 64)."), \.depth
        ),
        (
            OptionSpec(
                name: "--max-alias-expansion", value: .wholeNumber("N", ceiling: nil),
                help: "Most nodes aliases may add per document (default 100000)."),
            \.aliasExpansion
        ),
        (OptionSpec(name: "--max-scalar-length", value: .wholeNumber("BYTES", ceiling: nil), help: "Longest text (default 1 MiB)."), \.scalarLength),
        (OptionSpec(name: "--max-steps", value: .wholeNumber("N", ceiling: nil), help: "Most steps in one tour (default 5000)."), \.stepsPerTour),
    ]
    static var limitOptions: [OptionSpec] { limits.map(\.option) }
}

/// The command table: every subcommand tourc has.
enum Commands {
    /// The subcommands, in the order the overview lists them.
    static let subcommands: [any Subcommand.Type] = [
        ValidateSubcommand.self, CompileSubcommand.self, WatchSubcommand.self, FormatSubcommand.self, PreviewSubcommand.self,
        InitSubcommand.self, TargetsScanSubcommand.self, TargetsCoverageSubcommand.self, ImportSwiftSubcommand.self,
        ImportXcstringsSubcommand.self, FeedKeygenSubcommand.self, FeedVerifySubcommand.self, SchemaSubcommand.self,
        SimulateSubcommand.self, ReportSubcommand.self, ExperimentAssignSubcommand.self, LSPSubcommand.self, ExplainSubcommand.self,
        CompletionSubcommand.self,
    ]

    /// Every subcommand's table entry.
    static let all = subcommands.map { $0.spec }

    /// `tourc help [COMMAND]`. Not in ``all``: it parses no options, and
    /// the overview and completion list it after the others.
    static let help = CommandSpec(
        name: "help",
        summary: "Show help for a command: tourc help validate.",
        positionalUsage: "[COMMAND]",
        positionalCount: 0...2,
        options: [],
        discussion: """
            COMMAND is a command (validate), a group (import) or a group's subcommand
            (import swift); without one, the commands are listed. tourc COMMAND --help
            prints the same.
            """)

    /// The command groups, with what their subcommands are about.
    static let groups: [(name: String, summary: String)] = [
        ("targets", "Read the app's Swift code for the views it tags, and check the tours against them."),
        ("import", "Turn hand-written Swift and an app's String Catalog into tour files."),
        ("feed", "Sign remote feeds: make a key pair, and check a feed as an app would."),
        ("experiment", "Answer questions about a tour's A/B test: which variant an install sees."),
    ]

    /// The command a misspelt `first` word (and the `second`, for a group
    /// such as `import swift`) most likely meant: `imprt swift` is
    /// `import swift`, `compil` is `compile`.
    static func likelyMeant(_ first: String, then second: String?) -> String? {
        let words = all.map { String($0.name.split(separator: " ")[0]) } + ["help"]
        guard let word = words.contains(first) ? first : Suggestions.likelyMeant(first, among: Set(words).sorted()) else {
            return nil
        }
        guard groups.contains(where: { $0.name == word }) else { return word }
        let members = all.filter { $0.name.hasPrefix(word + " ") }.map { String($0.name.dropFirst(word.count + 1)) }
        guard let second, !second.hasPrefix("-") else { return word }
        return (members.contains(second) ? second : Suggestions.likelyMeant(second, among: members)).map { word + " " + $0 } ?? word
    }

    /// A group's help, as swift-argument-parser prints it for a command
    /// group: its subcommands, one line each; `nil` for a name that is no group.
    static func groupHelp(_ group: String) -> String? {
        guard let summary = groups.first(where: { $0.name == group })?.summary else { return nil }
        let members = all.filter { $0.name.hasPrefix(group + " ") }
        let names = members.map { String($0.name.dropFirst(group.count + 1)) }
        let width = names.map(\.count).max() ?? 0
        var text = "\(summary)\n\nusage: tourc \(group) <subcommand> [OPTIONS] [ARGUMENTS]\n\nsubcommands:\n"
        for (name, command) in zip(names, members) {
            text += "  \(name)\(String(repeating: " ", count: width - name.count))  \(command.summary)\n"
        }
        text += "\nSee 'tourc help \(group) <subcommand>' for a subcommand's options.\n"
        return text
    }

    static let overview: String = {
        var text = """
            tourc \(TourcVersion.current): compiles YAML spotlight tours into Swift and JSON.

            usage: tourc <command> [OPTIONS] [ARGUMENTS]

            commands:

            """
        let width = (all + [help]).map(\.name.count).max() ?? 0
        for command in all + [help] {
            text += "  \(command.name)\(String(repeating: " ", count: width - command.name.count))  \(command.summary)\n"
        }
        text += "\noptions:\n  -h, --help   Show this help.\n  --version    Print the version.\n"
        return text
    }()
}
