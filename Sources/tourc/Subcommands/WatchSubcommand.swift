import TourCompiler
import TourDiagnostics

/// `tourc watch`: compiles, then compiles again on every change to the
/// tours, the registry, tourc.yaml and the scanned Swift sources, until
/// Ctrl-C; with `--preview FILE`, keeps a preview page that reloads itself.
enum WatchSubcommand: Subcommand {
    static let preview = OptionSpec(
        name: "--preview", value: .text("FILE.html"), help: "Keep a preview page at FILE.html, which reloads itself when it changes.")
    static let locale = OptionSpec(
        name: "--locale", value: .text("LANG"), help: "Open each tour of the preview in this language (default: its source language).")

    static let spec = CommandSpec(
        name: "watch",
        summary: "Compile, then compile again whenever a tour, the registry, tourc.yaml or a scanned Swift file changes.",
        positionalUsage: "[PATH...]",
        positionalCount: 0...Int.max,
        options: [
            SharedOptions.config, SharedOptions.noConfig, SharedOptions.registry, SharedOptions.scan, CompileSubcommand.swiftOut,
            CompileSubcommand.jsonOut, CompileSubcommand.jsonFlavor, CompileSubcommand.catalog, CompileSubcommand.appManifestOut,
            CompileSubcommand.skipJSON, CompileSubcommand.skipCatalog, CompileSubcommand.accessLevel, CompileSubcommand.imports,
            CompileSubcommand.overlay, preview, locale,
            SharedOptions.force.withHelp("Replace files tourc did not write in the output folders and at --preview (TOUR410)."),
            SharedOptions.reporter, SharedOptions.strict, SharedOptions.quiet,
        ] + SharedOptions.limitOptions,
        discussion: """
            Each change is compiled as tourc compile would compile it, a burst of changes
            (a save, a checkout) once. Errors are reported and the watch goes on; what a
            deleted tour generated is removed. With only --preview and no outputs, the
            tours are checked and the page is kept. It watches with inotify on Linux and
            FSEvents on macOS, and says so when it has to poll instead. Ctrl-C stops it
            (exit status 0) and leaves no temporary file behind.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let reporter = commandLine.reporter(parsed)
        var options = WatchSession.Options()
        options.preview = parsed.value(preview)
        options.previewLocale = parsed.value(locale)
        options.forcePreview = parsed.flag(SharedOptions.force)
        options.polls = Platform.environmentValue("TOURC_WATCH_POLL") != nil
        let session = WatchSession(settings: CompileSubcommand.outputSettings(parsed, on: commandLine), options: options)
        // Ctrl-C is how a watch ends: its temporaries go, and it ends well.
        TemporaryFiles.endSuccessfullyOnSignal()
        let quiet = parsed.flag(SharedOptions.quiet)
        var changes: [String] = []
        while true {
            let cycle = session.runCycle(changes: changes)
            let status = print(cycle, reporter: reporter, strict: parsed.flag(SharedOptions.strict), quiet: quiet, on: commandLine)
            if changes.isEmpty {
                // Flags or settings that give nothing to compile end a watch
                // before it starts; later, a mistake is waited out.
                if status == .usage { return .usage }
                if !quiet { commandLine.console.standardError("watching for changes (\(session.method)); Ctrl-C stops\n") }
            } else if !quiet {
                commandLine.console.standardError("watching for changes\n")
            }
            changes = session.waitForChanges()
            if !quiet { commandLine.console.standardError("changed: \(described(changes))\n") }
        }
    }

    /// Prints what a cycle found and did, as compile and preview print it.
    private static func print(
        _ cycle: WatchSession.Cycle, reporter: DiagnosticReporter, strict: Bool, quiet: Bool, on commandLine: TourcCommandLine
    ) -> ExitStatus {
        guard cycle.settingsProblems.isEmpty else {
            return commandLine.reportConfigurationProblems((nil, cycle.settingsProblems, cycle.settingsSources), with: reporter)
        }
        var status = ExitStatus.success
        if let compile = cycle.compile {
            status = CompileSubcommand.report(
                compile, mode: .write, settingsWarnings: cycle.settingsWarnings, reporter: reporter, strict: strict, quiet: quiet, on: commandLine)
        }
        if let preview = cycle.preview {
            // With a compile, the page's findings are the compile's: only its own are new.
            let shown = cycle.compile.map { compile in preview.diagnostics.filter { !compile.diagnostics.contains($0) } } ?? preview.diagnostics
            if !shown.isEmpty { _ = commandLine.report(shown.sortedForReporting(), with: reporter, sources: preview.sources, strict: strict) }
            if preview.written, !quiet {
                commandLine.console.standardError("previewed \(Summary.tours(preview.tourCount, steps: preview.stepCount))\n")
            }
        }
        return status
    }

    /// The changed paths, for one line: the first few and how many more.
    private static func described(_ changes: [String]) -> String {
        let shown = changes.prefix(3).joined(separator: ", ")
        return changes.count > 3 ? "\(shown) and \(changes.count - 3) more" : shown
    }
}
