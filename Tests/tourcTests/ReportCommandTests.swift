import Foundation
import TestSupport
import Testing

/// `tourc report` as a team runs it on its events files: the text, the
/// JSON, and the warehouse query, which DuckDB runs on the same log to give
/// the same numbers.
@Suite struct ReportCommandTests {
    static let log = "Tests/TourReportTests/Logs/welcome.jsonl"
    /// Whether DuckDB's Python package is here; in CI (where .ci/run
    /// installs it) the query's test runs whether or not.
    static let hasDuckDB: Bool = {
        (try? runProcess("/usr/bin/env", ["python3", "-c", "import duckdb"]).status) == 0
    }()
    static let runsDuckDB = hasDuckDB || ProcessInfo.processInfo.environment["CI"] != nil

    /// The test log split in two files that overlap, as two devices' or
    /// two exports' would, with a line cut short at the end of one.
    static func splitLog(cutShort: Bool = true) throws -> (TemporaryFolder, [String]) {
        let lines = try String(contentsOfFile: packageRoot + "/" + log, encoding: .utf8).split(separator: "\n")
        let folder = try TemporaryFolder()
        try folder.write("one.jsonl", lines[..<500].joined(separator: "\n") + (cutShort ? "\n{\"event\":\"stepSh" : "\n"))
        try folder.write("two.jsonl", lines[400...].joined(separator: "\n") + "\n")
        return (folder, [folder.path + "/one.jsonl", folder.path + "/two.jsonl"])
    }

    @Test func theTextSaysWhoFinishesAndWhichCopyWins() throws {
        let run = try runTourc(["report", Self.log])
        #expect(run.status == 0, "\(run)")
        #expect(run.standardOutput.hasPrefix("Tour main (experiment welcome-copy-2026-12)\n"))
        #expect(run.standardOutput.contains("  a                       47       47         21       26  45 % (31-59 %)        38 %\n"))
        #expect(run.standardOutput.contains("  control (holdout)       11        0          0        0  -                     27 %\n"))
        #expect(run.standardOutput.contains("    keyboard: 62 reached, median 5.5 s\n"))
        #expect(run.standardOutput.contains("  b completes more than a: 66 % vs 45 %, p = 0.025\n"))
        #expect(run.standardError == "read 873 events from 1 file\n")
    }

    @Test func overlappingFilesCountOnceAndABadLineIsSkippedAtItsLine() throws {
        let (folder, files) = try Self.splitLog()
        let split = try runTourc(["report", "--format", "json", "--reporter", "xcode"] + files)
        let whole = try runTourc(["report", "--format", "json", Self.log])
        #expect(split.status == 0)
        #expect(split.standardOutput == whole.standardOutput, "the same numbers from the overlapping halves")
        #expect(split.standardError.contains(folder.path + "/one.jsonl:501:1: warning: this line is not a JSON object; skipped [TOUR811]"))
        #expect(split.standardError.hasSuffix("read 973 events from 2 files; skipped 1 line that were not events\n"))
    }

    @Test func theJSONHasTheNumbersTheIssueNames() throws {
        let run = try runTourc(["report", "--format", "json", "--goal-window", "3d", Self.log])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(document["goalWindow"] as? Int == 259_200)
        let tour = try #require((document["tours"] as? [[String: Any]])?.first)
        #expect(tour["tour"] as? String == "main")
        let variants = try #require(tour["variants"] as? [[String: Any]])
        for key in ["variant", "entered", "started", "completed", "completionRate", "steps", "goalRate"] {
            #expect(variants.allSatisfy { $0.keys.contains(key) }, "\(key)")
        }
        let b = try #require(variants.first { $0["variant"] as? String == "b" })
        #expect(b["completionRate"] as? Double == 0.66129)
        #expect((b["steps"] as? [[String: Any]])?.map { $0["step"] as? String } == ["keyboard", "record", "mix"])
    }

    @Test(.enabled(if: runsDuckDB)) func duckDBCountsWhatTheReportCounts() throws {
        let (split, files) = try Self.splitLog(cutShort: false)
        let queryRun = try runTourc(["report", "--emit-sql", "duckdb", "--goal-window", "7d"] + files)
        #expect(queryRun.status == 0, "\(queryRun)")
        try split.write("query.sql", queryRun.standardOutput)
        let script = """
            import duckdb, json, sys
            rows = duckdb.sql(open(sys.argv[1]).read()).fetchall()
            print(json.dumps([list(row) for row in rows]))
            """
        let duck = try runProcess("/usr/bin/env", ["python3", "-c", script, split.path + "/query.sql"])
        #expect(duck.status == 0, "DuckDB (pip install duckdb) ran the query: \(duck.error)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(duck.output.utf8)) as? [[Any]])
        let report = try runTourc(["report", "--format", "json", Self.log])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(report.standardOutput.utf8)) as? [String: Any])
        let variants = try #require(((document["tours"] as? [[String: Any]])?.first)?["variants"] as? [[String: Any]])
        let expected = variants.map { variant in
            [
                "main", variant["variant"] as? String ?? "-", "\(variant["entered"]!)", "\(variant["started"]!)", "\(variant["completed"]!)",
                "\(variant["goalReached"]!)",
            ]
        }
        let actual = rows.map { row in row.map { "\($0 is NSNull ? "-" : $0)" } }
        #expect(actual == expected)
        #expect(!rows.isEmpty)
    }

    @Test func theBigQueryQueryReadsTheTableAndUsageErrorsExitTwo() throws {
        let query = try runTourc(["report", "--emit-sql", "bigquery", "--table", "acme.analytics.tour_events"])
        #expect(query.status == 0)
        #expect(query.standardOutput.contains("FROM `acme.analytics.tour_events`"))
        #expect(query.standardOutput.contains("COUNTIF(i.completed) AS completed"))
        #expect(try runTourc(["report", "--emit-sql", "bigquery"]).status == 2)
        #expect(try runTourc(["report", "--emit-sql", "bigquery", "--table", "x; DROP TABLE y"]).status == 2)
        #expect(try runTourc(["report", "--goal-window", "a week", Self.log]).status == 2)
        #expect(try runTourc(["report"]).status == 2)
        let missing = try runTourc(["report", "--reporter", "xcode", "no-such-events.jsonl"])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("no-such-events.jsonl: error: cannot read events file"))
    }
}
