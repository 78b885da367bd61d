import Foundation
import TourDiagnostics
import TourReport

/// What `tourc report` is asked to do.
public struct ReportRequest: Sendable {
    /// The events files (JSON lines), from any number of devices.
    public var files: [String]
    /// How long after entering a tour a goal counts, in seconds.
    public var goalWindow: Int
    /// The largest events file read, in bytes.
    public var maxFileSize: Int
    /// Where to write the report as a page, if anywhere.
    public var html: String?
    /// Whether the page may replace a file that is not a report page tourc wrote.
    public var force = false

    /// Creates a request; goals count within 7 days, files up to 1 GiB.
    public init(files: [String], goalWindow: Int = 7 * 86_400, maxFileSize: Int = 1 << 30) {
        self.files = files
        self.goalWindow = goalWindow
        self.maxFileSize = maxFileSize
    }
}

/// What `tourc report` found.
public struct ReportOutcome: Sendable {
    /// The report of every event read; `nil` when no file could be read.
    public var report: FunnelReport?
    /// Files that could not be read, and lines that were not events.
    public var diagnostics: [Diagnostic] = []
    /// Lines skipped, each with a finding.
    public var skippedLines = 0
    /// Events read (repeats included).
    public var eventCount = 0
    /// The files' bytes, for the reporters to quote.
    public var sources: [String: [UInt8]] = [:]
    /// Whether the page was written (else it held these bytes already, or could not be).
    public var wroteHTML = false
}

/// `tourc report EVENTS.jsonl...`: reads the events files and builds the
/// funnel report (``FunnelReport``). The only part that reads files.
public enum ReportCommand {
    /// The largest events file whose skipped lines the reporters quote.
    static let quotedFileLimit = 16 << 20

    public static func run(_ request: ReportRequest) -> ReportOutcome {
        var outcome = ReportOutcome()
        if let page = request.html, !request.force,
            let refusal = FileOwnership.refusal(toReplace: page, expecting: FileOwnership.reportPage, force: "--force")
        {
            outcome.diagnostics = [refusal]
            return outcome
        }
        // Each file streams past the tally a piece at a time: memory holds
        // the installs' numbers, not the events.
        var tally = FunnelTally()
        var readAny = false
        for file in request.files {
            var reader = EventLineReader(file: file)
            do throws(FileError) {
                try Platform.forEachLine(in: file, limit: request.maxFileSize) { line in
                    if let event = reader.read(line: line) {
                        tally.add(event)
                        outcome.eventCount += 1
                    }
                }
            } catch {
                let code: DiagnosticCode = error.errno == ENOENT ? .inputNotFound : .unreadableFile
                outcome.diagnostics.append(Diagnostic(code, "cannot read events file: \(error.reason)", file: file))
                continue
            }
            readAny = true
            outcome.diagnostics += reader.diagnostics
            outcome.skippedLines += reader.skippedLines
            // The reporters quote the lines skipped, from a file small enough to hold.
            if !reader.diagnostics.isEmpty, let bytes = try? FileSystem.readFile(file, limit: Self.quotedFileLimit) {
                outcome.sources[file] = bytes
            }
        }
        if readAny {
            let report = tally.report(goalWindow: request.goalWindow)
            outcome.report = report
            if let page = request.html {
                let html = report.html
                if OutputWriter.status(of: page, comparedWith: Array(html.utf8)) != .unchanged {
                    let failures = OutputWriter.write([OutputFile(path: page, contents: html, source: page)])
                    outcome.diagnostics += failures
                    outcome.wroteHTML = failures.isEmpty
                }
            }
        }
        outcome.diagnostics = outcome.diagnostics.sortedForReporting()
        return outcome
    }
}
