import TourCompiler

/// `tourc import swift`: turns hand-written HelpInfoProvider enums into tour files.
enum ImportSwiftSubcommand: Subcommand {
    static let enumName = OptionSpec(
        name: "--enum", value: .text("NAME"), help: "Import this enum (default: every enum that conforms to HelpInfoProvider).")
    static let tourID = OptionSpec(
        name: "--tour-id", value: .text("ID"), help: "The tour's id (default: from the enum's name, RootHelp -> root-help).")
    static let symbols = OptionSpec(
        name: "--symbols", value: .text("FILE"), help: "A Swift file declaring symbol-name constants (repeatable).", repeatable: true)
    static let output = OptionSpec(
        name: "-o", value: .text("DIR"),
        help: "Write the tour files here (default: Tours/ beside the first Swift file, with tourc.yaml beside Tours/).")

    static let spec = CommandSpec(
        name: "import swift",
        summary: "Turn hand-written HelpInfoProvider enums into tour files, exactly.",
        positionalUsage: "FILE.swift...",
        positionalCount: 1...Int.max,
        options: [
            enumName, tourID, symbols, output,
            SharedOptions.registry.withHelp("Add every step's target to this registry, creating it if needed."),
            SharedOptions.scan.withHelp("List where each case is tagged in the Swift files under PATH (repeatable)."),
            SharedOptions.verify,
            SharedOptions.force.withHelp("Replace tour files edited since they were imported (TOUR410)."),
            SharedOptions.reporter,
        ],
        discussion: """
            Reads the files with tourc's own Swift lexer. A text it cannot carry over exactly
            (another interpolation, a computed text, a literal joined with +) is an error with
            its position, and nothing is written. See docs/migrating.md.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let console = commandLine.console
        var request = ImportRequest(files: parsed.positionals)
        request.symbolFiles = parsed.all(symbols)
        request.enumName = parsed.value(enumName)
        request.tourID = parsed.value(tourID)
        request.force = parsed.flag(SharedOptions.force)
        if let folder = parsed.value(output) {
            request.outputFolder = folder
        } else if let first = parsed.positionals.first {
            // Tours/ beside the enum, with tourc.yaml beside it, as init lays a project out.
            let enumFolder = first.lastIndex(of: "/").map { String(first[..<$0]) } ?? "."
            request.settingsFolder = enumFolder
            request.outputFolder = enumFolder == "." ? "Tours" : enumFolder + "/Tours"
        }
        request.registry = parsed.value(SharedOptions.registry)
        request.scan = commandLine.scanPaths(parsed)
        request.verify = parsed.flag(SharedOptions.verify)
        let outcome = ImportCommand.run(request)
        let status = commandLine.report(outcome.diagnostics, with: commandLine.reporter(parsed), sources: outcome.sources, strict: false)
        for path in outcome.written { console.standardError("wrote \(path)\n") }
        if !outcome.tagReport.isEmpty { console.standardOutput(outcome.tagReport) }
        if status == .success, request.verify {
            console.standardError("verified: every title, text and key matches the Swift it came from\n")
        }
        return status
    }
}
