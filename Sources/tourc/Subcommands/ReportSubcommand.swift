import TourCompiler
import TourDiagnostics
import TourFormat
import TourReport

/// `tourc report EVENTS.jsonl...`: the funnel report of TourKit's
/// analytics events, per tour and variant.
enum ReportSubcommand: Subcommand {
    static let goalWindow = OptionSpec(
        name: "--goal-window", value: .text("DURATION"),
        help: "How long after entering a tour a goal counts: 90s, 30m, 12h, 7d, 2w (default: 7d).")
    static let format = OptionSpec(
        name: "--format", value: .choice("FORMAT", formats), help: "\(formats.spelled) (default: text).")
    private static let formats = Choices("format", words: ["text", "json"])
    static let emitSQL = OptionSpec(
        name: "--emit-sql", value: .choice("DIALECT", dialects),
        help: "Print the SQL that counts the same in a warehouse instead: \(dialects.spelled).")
    private static let dialects = Choices("dialect", words: FunnelQuery.Dialect.allCases.map(\.rawValue))
    static let html = OptionSpec(
        name: "--html", value: .text("FILE.html"), help: "Also write the report as one self-contained page, with a funnel chart per tour.")
    static let table = OptionSpec(
        name: "--table", value: .text("PROJECT.DATASET.TABLE"), help: "The events table, for --emit-sql bigquery.")

    static let spec = CommandSpec(
        name: "report",
        summary: "Report how tours do from TourKit's analytics events: funnels, completion, goals, variants against each other.",
        positionalUsage: "EVENTS.jsonl...",
        positionalCount: 0...Int.max,
        options: [goalWindow, format, html, SharedOptions.force, emitSQL, table, SharedOptions.reporter, SharedOptions.quiet],
        discussion: """
            EVENTS.jsonl are the files TourKit's JSONLinesTourAnalytics writes, from any number
            of devices, in any order; an event in two files counts once. Per tour and
            variant, counting distinct installs: entered, started, each step reached,
            completed, skipped (and where), the completion rate with its 95 % Wilson
            interval, the median seconds per step and the goal rate within --goal-window,
            then each variant against the holdout (goal) and the others (completion), with
            a two-proportion test. A line that is not an event is a warning at its file
            and line, and is skipped.
            --emit-sql duckdb prints one query that gives the same counts (tour, variant,
            entered, started, completed, goal_reached) with DuckDB reading the files;
            --emit-sql bigquery --table PROJECT.DATASET.TABLE the same over a table of the
            events' fields. Nothing is read then.
            Exit status: 0 with the report; 1 when no file could be read; 2 for a usage error.
            """)

    static func run(_ parsed: ParsedArguments, on commandLine: TourcCommandLine) -> ExitStatus {
        let reporter = commandLine.reporter(parsed)
        var window = 7 * 86_400
        if let text = parsed.value(goalWindow) {
            guard let seconds = TourDuration.seconds(text) else {
                return commandLine.usageError(
                    UsageError(message: "'\(text)' is not a duration; write a whole number and a unit: 90s, 30m, 12h, 7d, 2w"),
                    usage: spec.usage)
            }
            window = seconds
        }
        if let dialect = parsed.value(emitSQL).flatMap(FunnelQuery.Dialect.init(rawValue:)) {
            return printQuery(dialect, parsed, window: window, on: commandLine)
        }
        guard !parsed.positionals.isEmpty else {
            return commandLine.usageError(UsageError(message: "name at least one events file"), usage: spec.usage)
        }
        var request = ReportRequest(files: parsed.positionals, goalWindow: window)
        request.html = parsed.value(html)
        request.force = parsed.flag(SharedOptions.force)
        let outcome = ReportCommand.run(request)
        if let report = outcome.report {
            commandLine.console.standardOutput(parsed.value(format) == "json" ? report.json : report.text)
        }
        let status = commandLine.report(outcome.diagnostics, with: reporter, sources: outcome.sources, strict: false)
        if !parsed.flag(SharedOptions.quiet), outcome.report != nil {
            let skipped =
                outcome.skippedLines == 0 ? "" : "; skipped \(outcome.skippedLines) line\(outcome.skippedLines == 1 ? "" : "s") that were not events"
            commandLine.console.standardError(
                "read \(outcome.eventCount) events from \(parsed.positionals.count) file\(parsed.positionals.count == 1 ? "" : "s")\(skipped)\n")
        }
        return outcome.report == nil ? .failure : status
    }

    /// `--emit-sql`: the query, printed; nothing is read.
    private static func printQuery(
        _ dialect: FunnelQuery.Dialect, _ parsed: ParsedArguments, window: Int, on commandLine: TourcCommandLine
    ) -> ExitStatus {
        switch dialect {
        case .duckdb:
            guard !parsed.positionals.isEmpty else {
                return commandLine.usageError(
                    UsageError(message: "--emit-sql duckdb reads the events files named: name at least one"), usage: spec.usage)
            }
            commandLine.console.standardOutput(FunnelQuery.duckdb(files: parsed.positionals, goalWindow: window))
        case .bigquery:
            guard let name = parsed.value(table) else {
                return commandLine.usageError(UsageError(message: "--emit-sql bigquery needs --table PROJECT.DATASET.TABLE"), usage: spec.usage)
            }
            guard let query = FunnelQuery.bigquery(table: name, goalWindow: window) else {
                return commandLine.usageError(
                    UsageError(message: "'\(name)' is not a table name: write PROJECT.DATASET.TABLE (letters, digits, _ and -)"),
                    usage: spec.usage)
            }
            commandLine.console.standardOutput(query)
        }
        return .success
    }
}
