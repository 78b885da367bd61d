import TourCompiler
import TourDiagnostics

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
        name: "--reporter", valueName: "NAME",
        help: "human, xcode, github or json (default: human on a terminal, else xcode).")
    static let strict = OptionSpec(name: "--strict", valueName: nil, help: "Treat warnings as errors.")
    static let registry = OptionSpec(
        name: "--registry", valueName: "FILE", help: "The target registry (default: the targets.yaml among the inputs).")
    static let quiet = OptionSpec(name: "--quiet", valueName: nil, help: "Print no summary line at the end (findings still are).")
    static let force = OptionSpec(
        name: "--force", valueName: nil, help: "Replace a file at the output path that tourc did not write (TOUR410).")
}

/// The command table: every subcommand tourc has.
enum Commands {
    static let config = OptionSpec(
        name: "--config", valueName: "FILE", help: "The configuration (default: the nearest tourc.yaml, here or above).")
    static let noConfig = OptionSpec(name: "--no-config", valueName: nil, help: "Read no tourc.yaml, not even the nearest.")

    static let validate = CommandSpec(
        name: "validate",
        summary: "Check tour files against the format and the target registry; write nothing.",
        positionalUsage: "[PATH...]",
        positionalCount: 0...Int.max,
        options: [config, noConfig, SharedOptions.registry, scanOption, SharedOptions.reporter, SharedOptions.strict, SharedOptions.quiet]
            + limitOptions,
        discussion: """
            PATH is a *.tour.yaml file or a folder searched recursively for them. With no
            PATH, the inputs come from tourc.yaml (or --config).
            Exit status: 0 when there are no errors, 1 when the tours have some, 2 for a usage or configuration error.
            """)

    static let compile = CommandSpec(
        name: "compile",
        summary: "Validate tours and write Swift enums and JSON bundles (only files whose bytes change).",
        positionalUsage: "[PATH...]",
        positionalCount: 0...Int.max,
        options: [
            config, noConfig, SharedOptions.registry, scanOption,
            OptionSpec(name: "--swift-out", valueName: "DIR", help: "Write one .swift file per tour file here."),
            OptionSpec(name: "--json-out", valueName: "DIR", help: "Write one .json bundle per tour here."),
            OptionSpec(name: "--json-flavor", valueName: "NAME", help: "canonical (default) or quickwin."),
            OptionSpec(
                name: "--catalog", valueName: "FILE", help: "Write the tours' String Catalog entries into FILE (.xcstrings), keeping all others."),
            OptionSpec(name: "--skip-json", valueName: nil, help: "Write no JSON, even if tourc.yaml sets output.json (the build plugin uses it)."),
            OptionSpec(
                name: "--skip-catalog", valueName: nil,
                help: "Write no String Catalog, even if tourc.yaml sets one (the build plugin uses it; TOUR509)."),
            OptionSpec(name: "--access-level", valueName: "LEVEL", help: "internal (default), public or package."),
            OptionSpec(name: "--import", valueName: "MODULE", help: "Import MODULE in generated Swift (repeatable).", repeatable: true),
            OptionSpec(
                name: "--overlay", valueName: "NAME",
                help: "Integrate helpInfoSpotlightOverlay or tutorialSpotlight (repeatable; replaces swift.overlays).", repeatable: true),
            OptionSpec(name: "--check", valueName: nil, help: "Write nothing; exit 1 listing every missing or stale output."),
            OptionSpec(name: "--dry-run", valueName: nil, help: "Write nothing; list what would be written."),
            SharedOptions.force.withHelp("Replace existing files in the output folders that tourc did not write (TOUR410)."),
            SharedOptions.reporter, SharedOptions.strict, SharedOptions.quiet,
        ] + limitOptions,
        discussion: """
            tourc reads --config, else the nearest tourc.yaml here or above (--no-config:
            none); its paths are relative to it, and flags override it. A PATH narrows the
            inputs and keeps the other settings. If any input has an error, nothing is
            written and the exit status is 1.
            """)

    static let initialize = CommandSpec(
        name: "init",
        summary: "Write a starter tourc.yaml, Tours/targets.yaml, Tours/welcome.tour.yaml and editor schemas.",
        positionalUsage: "",
        positionalCount: 0...0,
        options: [
            OptionSpec(
                name: "--checked-in", valueName: nil,
                help: "Set up for generated Swift that is committed (tourc compile), even when the package applies TourcPlugin.")
        ],
        discussion: """
            Run it in the target's folder. When the nearest Package.swift applies TourcPlugin, the project is set up for \
            the plugin, which generates the Swift at every build; otherwise (or with --checked-in) tourc compile writes \
            it into Generated/Tours, to commit. Refuses to run, writing nothing, when any of the three files exists.
            """)

    static let explain = CommandSpec(
        name: "explain",
        summary: "Explain a diagnostic code, such as TOUR203.",
        positionalUsage: "CODE",
        positionalCount: 1...1,
        options: [],
        discussion: "Every code is also listed in docs/diagnostics.md.")

    /// The limit flags, shared by the commands that read tours.
    static let limitOptions = [
        OptionSpec(name: "--max-file-size", valueName: "BYTES", help: "Largest tour file read (default 16 MiB)."),
        OptionSpec(name: "--max-depth", valueName: "N", help: "Deepest nesting of lists and mappings (default 64)."),
        OptionSpec(name: "--max-alias-expansion", valueName: "N", help: "Most nodes aliases may add per document (default 100000)."),
        OptionSpec(name: "--max-scalar-length", valueName: "BYTES", help: "Longest text (default 1 MiB)."),
        OptionSpec(name: "--max-steps", valueName: "N", help: "Most steps in one tour (default 5000)."),
    ]

    static let scanOption = OptionSpec(
        name: "--scan", valueName: "PATH",
        help: "Scan Swift files under PATH for tag sites (repeatable; replaces targets.scan).", repeatable: true)

    static let targetsScan = CommandSpec(
        name: "targets scan",
        summary: "List the tag sites in Swift files: .helpInfoViewTag, .tutorialSpotlightSource, .beaconTarget.",
        positionalUsage: "PATH...",
        positionalCount: 1...Int.max,
        options: [OptionSpec(name: "--format", valueName: "FORMAT", help: "json (default) or yaml (a targets.yaml).")],
        discussion: "PATH is a .swift file or a folder searched recursively for them.")

    static let targetsCoverage = CommandSpec(
        name: "targets coverage",
        summary: "Show every target with the places that tag it and the steps that use it.",
        positionalUsage: "[PATH...]",
        positionalCount: 0...Int.max,
        options: [
            config, noConfig, SharedOptions.registry, scanOption,
            OptionSpec(name: "--format", valueName: "FORMAT", help: "table (default) or json."),
        ],
        discussion: "The tours and the Swift sources come from tourc.yaml (targets.scan) unless given.")

    static let importSwift = CommandSpec(
        name: "import swift",
        summary: "Turn hand-written HelpInfoProvider enums into tour files, exactly.",
        positionalUsage: "FILE.swift...",
        positionalCount: 1...Int.max,
        options: [
            OptionSpec(name: "--enum", valueName: "NAME", help: "Import this enum (default: every enum that conforms to HelpInfoProvider)."),
            OptionSpec(name: "--tour-id", valueName: "ID", help: "The tour's id (default: from the enum's name, RootHelp -> root-help)."),
            OptionSpec(name: "--symbols", valueName: "FILE", help: "A Swift file declaring symbol-name constants (repeatable).", repeatable: true),
            OptionSpec(
                name: "-o", valueName: "DIR",
                help: "Write the tour files here (default: Tours/ beside the first Swift file, with tourc.yaml beside Tours/)."),
            SharedOptions.registry.withHelp("Add every step's target to this registry, creating it if needed."),
            scanOption.withHelp("List where each case is tagged in the Swift files under PATH (repeatable)."),
            OptionSpec(name: "--verify", valueName: nil, help: "Compile the written tours and compare every text and key with the Swift."),
            SharedOptions.force.withHelp("Replace tour files edited since they were imported (TOUR410)."),
            SharedOptions.reporter,
        ],
        discussion: """
            Reads the files with tourc's own Swift lexer. A text it cannot carry over exactly
            (another interpolation, a computed text, a literal joined with +) is an error with
            its position, and nothing is written. See docs/migrating.md.
            """)

    static let importXcstrings = CommandSpec(
        name: "import xcstrings",
        summary: "Bring an app's String Catalog translations of the tours' texts into the tour files.",
        positionalUsage: "CATALOG.xcstrings [PATH...]",
        positionalCount: 1...Int.max,
        options: [
            config, noConfig, SharedOptions.registry,
            OptionSpec(name: "--verify", valueName: nil, help: "Prove every imported translation shows the catalog's text through SwiftUI's lookup."),
            OptionSpec(name: "--dry-run", valueName: nil, help: "Report what would be imported and written; write nothing."),
            SharedOptions.reporter, SharedOptions.quiet,
        ],
        discussion: """
            The tours come from tourc.yaml, or the PATHs. Every language of every entry for a
            tour's key comes into the tour file, which changes only at those texts; entries that
            came across whole become tourc's, so the next compile owns them. Plural and device
            variations, and other placeholders than images, stay in the catalog (TOUR612,
            TOUR613). See docs/migrating.md.
            """)

    static let preview = CommandSpec(
        name: "preview",
        summary: "Write one self-contained HTML page that shows every tour's cards as users will see them.",
        positionalUsage: "[PATH...]",
        positionalCount: 0...Int.max,
        options: [
            config, noConfig, SharedOptions.registry, scanOption,
            OptionSpec(name: "--locale", valueName: "LANG", help: "Open each tour in this language (default: its source language)."),
            OptionSpec(name: "-o", valueName: "FILE.html", help: "Where to write the page (default: tour-preview.html)."),
            SharedOptions.force, SharedOptions.reporter, SharedOptions.quiet,
        ] + limitOptions,
        discussion: """
            The page needs no network: open it from disk, attach it to a pull request, or
            publish it from CI. Warnings are shown on the card or tour they are about; with
            errors the page is still written, lists them at the top, and the exit status is 1.
            """)

    static let schema = CommandSpec(
        name: "schema",
        summary: "Write the editor schemas; the tour schema lists the registry's targets for completion.",
        positionalUsage: "",
        positionalCount: 0...0,
        options: [
            config,
            SharedOptions.registry.withHelp("List this registry's targets (default: the one tourc.yaml names, if any)."),
            OptionSpec(
                name: "-o", valueName: "DIR",
                help:
                    "Write tour.schema.json, targets.schema.json and config.schema.json here (default: where the project's $schema lines point)."
            ),
            SharedOptions.force,
        ],
        discussion: """
            Point a file at a schema with a first line such as
            # yaml-language-server: $schema=.schemas/tour.schema.json
            (the path is relative to the YAML file). Without -o the schemas go into every folder that
            the $schema lines of tourc.yaml, the registry and the tour files point at (the current
            folder when none does). Run it again when the registry changes; files that would not
            change are not touched. See docs/writing-tours.md.
            """)

    static let completion = CommandSpec(
        name: "completion",
        summary: "Print a completion script for bash, zsh or fish.",
        positionalUsage: "SHELL",
        positionalCount: 1...1,
        options: [],
        discussion: """
            bash:  source <(tourc completion bash)
            zsh:   tourc completion zsh > "${fpath[1]}/_tourc"
            fish:  tourc completion fish > ~/.config/fish/completions/tourc.fish
            """)

    static let all = [
        validate, compile, preview, initialize, targetsScan, targetsCoverage, importSwift, importXcstrings, schema, explain, completion,
    ]

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
