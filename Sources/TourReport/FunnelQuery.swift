import Foundation

/// The SQL that computes `tourc report`'s counts where the events live: one
/// row per tour and variant with the columns `tour, variant, entered,
/// started, completed, goal_reached`, counted as ``FunnelReport`` counts
/// them (distinct installs; an install's variant is the first its events
/// name; a goal counts within the window after the install entered).
public enum FunnelQuery {
    /// The warehouses a query is written for.
    public enum Dialect: String, CaseIterable, Sendable {
        /// DuckDB, reading the events files with `read_json_auto`.
        case duckdb
        /// BigQuery, over a table with the events' fields as columns.
        case bigquery
    }

    /// The query for DuckDB over `files` (JSON lines, as TourKit writes them).
    public static func duckdb(files: [String], goalWindow: Int) -> String {
        let list = files.map { "'" + $0.replacingOccurrences(of: "'", with: "''") + "'" }.joined(separator: ", ")
        let source = "read_json_auto([\(list)], format = 'newline_delimited', union_by_name = true)"
        return query(
            header: "-- tourc report --emit-sql duckdb: counts per tour and variant, as tourc report gives them.",
            seconds: "epoch(CAST(\"time\" AS TIMESTAMP))", source: source, firstVariant: "arg_min(variant, t)",
            anyOf: "bool_or", entryTime: "min(e.t) FILTER (WHERE e.event IN ('experimentEntered', 'tourStarted'))",
            countIf: { "count(*) FILTER (WHERE \($0))" }, goalWindow: goalWindow)
    }

    /// The query for BigQuery over `table` (`PROJECT.DATASET.TABLE`), whose
    /// columns are the events' fields (`event`, `tour`, `install`, `variant`,
    /// `time` as a TIMESTAMP or an ISO 8601 string, ...); `nil` when `table`
    /// is not a table name.
    public static func bigquery(table: String, goalWindow: Int) -> String? {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
        guard table.split(separator: ".", omittingEmptySubsequences: false).count == 3, table.allSatisfy(allowed.contains),
            !table.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else { return nil }
        return query(
            header: "-- tourc report --emit-sql bigquery: counts per tour and variant, as tourc report gives them.",
            seconds: "UNIX_SECONDS(CAST(`time` AS TIMESTAMP))", source: "`\(table)`",
            firstVariant: "ARRAY_AGG(variant ORDER BY t LIMIT 1)[OFFSET(0)]", anyOf: "LOGICAL_OR",
            entryTime: "MIN(IF(e.event IN ('experimentEntered', 'tourStarted'), e.t, NULL))", countIf: { "COUNTIF(\($0))" },
            goalWindow: goalWindow)
    }

    /// One query, in the words each dialect has for the same steps.
    private static func query(
        header: String, seconds: String, source: String, firstVariant: String, anyOf: String, entryTime: String,
        countIf: (String) -> String, goalWindow: Int
    ) -> String {
        """
        \(header)
        -- An install's variant is the first its events name; a goal counts within
        -- \(goalWindow) seconds after the install entered the tour (its experimentEntered or
        -- first tourStarted). Columns: tour, variant, entered, started, completed, goal_reached.
        WITH events AS (
          SELECT DISTINCT event, tour, install, variant, \(seconds) AS t
          FROM \(source)
        ),
        variants AS (
          SELECT tour, install, \(firstVariant) AS variant
          FROM events
          WHERE variant IS NOT NULL
          GROUP BY tour, install
        ),
        installs AS (
          SELECT
            e.tour,
            v.variant,
            e.install,
            \(anyOf)(e.event IN ('experimentEntered', 'tourStarted')) AS entered,
            \(anyOf)(e.event = 'tourStarted') AS started,
            \(anyOf)(e.event = 'tourCompleted') AS completed,
            \(entryTime) AS entry
          FROM events e
          LEFT JOIN variants v ON v.tour = e.tour AND v.install = e.install
          GROUP BY e.tour, v.variant, e.install
        ),
        goals AS (
          SELECT DISTINCT i.tour, i.install
          FROM installs i
          JOIN events g ON g.tour = i.tour AND g.install = i.install AND g.event = 'goalReached'
          WHERE g.t >= i.entry AND g.t - i.entry <= \(goalWindow)
        )
        SELECT
          i.tour,
          i.variant,
          \(countIf("i.entered")) AS entered,
          \(countIf("i.started")) AS started,
          \(countIf("i.completed")) AS completed,
          COUNT(g.install) AS goal_reached
        FROM installs i
        LEFT JOIN goals g ON g.tour = i.tour AND g.install = i.install
        GROUP BY i.tour, i.variant
        ORDER BY i.tour, i.variant NULLS FIRST;

        """
    }
}
