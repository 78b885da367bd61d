import TourCompiler
import TourDiagnostics

/// `tourc preview`: writes the HTML page that shows every tour's cards.
enum PreviewSubcommand: Subcommand {
    static let locale = OptionSpec(
        name: "--locale", value: .text("LANG"), help: "Open each tour in this language (default: its source language).")
    static let output = OptionSpec(name: "-o", value: .text("FILE.html"), help: "Where to write the page (default: tour-preview.html).")
    static let against = OptionSpec(
        name: "--against", value: .text("APP_MANIFEST"),
        help: "With a feed (FEED.json), the app builds to show it for (repeatable; a manifest named 2.4.json is version 2.4).",
        repeatable: true)

    static let spec = CommandSpec(
        name: "preview",
        summary: "Write one self-contained HTML page that shows every tour's cards as users will see them.",
        positionalUsage: "[PATH...]",
        positionalCount: 0...Int.max,
        options: [
            SharedOptions.config, SharedOptions.noConfig, SharedOptions.registry, SharedOptions.scan, locale, output, against,
            SharedOptions.force,
            SharedOptions.reporter, SharedOptions.quiet,
        ] + SharedOptions.limitOptions,
        discussion: """
            The page needs no network: open it from disk, attach it to a pull request, or
            publish it from CI. Warnings are shown on the card or tour they are about; with
            errors the page is still written, lists them at the top, and the exit status is 1.
            With a remote feed, tourc preview FEED.json --against APP_MANIFEST... shows which
            app builds would show each of its tours, and why the others would not (docs/remote.md).
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let reporter = commandLine.reporter(parsed)
        if parsed.positionals.count == 1, let feed = parsed.positionals.first, feed.hasSuffix(".json") {
            return previewFeed(feed, parsed, reporter: reporter, on: commandLine)
        }
        guard parsed.all(against).isEmpty else {
            return commandLine.usageError(
                UsageError(message: "--against previews a remote feed: tourc preview FEED.json --against APP_MANIFEST"), usage: spec.usage)
        }
        let resolved = SettingsResolver.resolve(commandLine.inputSettings(parsed))
        guard let request = resolved.request else {
            return commandLine.reportConfigurationProblems(resolved, with: reporter)
        }
        let path = parsed.value(output) ?? "tour-preview.html"
        let outcome = PreviewCommand.write(request.validation, locale: parsed.value(locale), to: path, force: parsed.flag(SharedOptions.force))
        let status = commandLine.report(
            (resolved.diagnostics + outcome.diagnostics).sortedForReporting(), with: reporter, sources: outcome.sources, strict: false)
        if outcome.written { commandLine.console.standardError("wrote \(path)\n") }
        if !parsed.flag(SharedOptions.quiet), !outcome.diagnostics.contains(where: { $0.code == .foreignFileWouldBeReplaced }) {
            let state = outcome.written ? "written" : "unchanged"
            commandLine.console.standardError(
                "previewed \(Summary.tours(outcome.tourCount, steps: outcome.stepCount)) in \(path) (\(state)): \(Summary.findings(outcome.diagnostics))\n"
            )
        }
        return status
    }

    /// `tourc preview FEED.json --against ...`: the feed's tours, build by build.
    private static func previewFeed(
        _ feed: String, _ parsed: ParsedArguments, reporter: DiagnosticReporter, on commandLine: TourcCommandLine
    ) -> ExitStatus {
        let manifests = parsed.all(against)
        guard !manifests.isEmpty else {
            return commandLine.usageError(
                UsageError(message: "a feed preview shows the feed for app builds: name each with --against APP_MANIFEST"), usage: spec.usage)
        }
        let path = parsed.value(output) ?? "tour-preview.html"
        let outcome = FeedPreviewCommand.write(feed: feed, manifests: manifests, to: path, force: parsed.flag(SharedOptions.force))
        let status = commandLine.report(outcome.diagnostics.sortedForReporting(), with: reporter, sources: outcome.sources, strict: false)
        if outcome.written {
            let builds = manifests.count == 1 ? "1 app build" : "\(manifests.count) app builds"
            commandLine.console.standardError("wrote \(path)\npreviewed \(Summary.counted(outcome.tourCount, "tour")) of \(feed) for \(builds)\n")
        }
        return status
    }
}
