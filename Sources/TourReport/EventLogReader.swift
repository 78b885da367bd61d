import Foundation
import TourDiagnostics
import TourFormat

/// Reads events files (JSON lines) into ``LoggedEvent``s: each line that
/// is not a whole event is a finding at its file and line, and skipped.
public enum EventLogReader {
    /// What one file held.
    public struct Outcome: Sendable {
        public var events: [LoggedEvent] = []
        public var diagnostics: [Diagnostic] = []
        /// Lines skipped (each has a finding).
        public var skippedLines = 0
    }

    /// The events in `bytes`, the contents of `file`. Empty lines are not events, and not skipped.
    public static func read(_ bytes: [UInt8], file: String) -> Outcome {
        var outcome = Outcome()
        var lineNumber = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = line
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { continue }
            switch event(in: Array(line)) {
            case .success(let event):
                outcome.events.append(event)
            case .failure(let problem):
                outcome.skippedLines += 1
                outcome.diagnostics.append(
                    Diagnostic(problem.code, problem.message, file: file, at: SourcePosition(line: lineNumber, column: 1)))
            }
        }
        return outcome
    }

    struct Problem: Error {
        var code: DiagnosticCode
        var message: String
    }

    /// A JSON number's value; `nil` for anything else. `true` and `false`
    /// are numbers to Foundation (and `1.0 is Bool` holds), so booleans are
    /// told apart by their type code, "c", on every platform.
    private static func number(_ value: Any) -> Double? {
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else { return nil }
        return number.doubleValue
    }

    /// The event one line holds, or what is wrong with it.
    static func event(in line: [UInt8]) -> Result<LoggedEvent, Problem> {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(line))) as? [String: Any] else {
            return .failure(Problem(code: .eventLineNotJSON, message: "this line is not a JSON object; skipped"))
        }
        guard let name = object["event"] as? String, LoggedEvent.names.contains(name) else {
            let named = (object["event"] as? String).map { "'\($0)'" } ?? "no event name"
            return .failure(
                Problem(
                    code: .unknownEventName,
                    message: "\(named) is not an event TourKit sends (tourStarted, stepShown, ..., experimentEntered); skipped"))
        }
        func missing(_ field: String, _ kind: String) -> Result<LoggedEvent, Problem> {
            .failure(Problem(code: .eventFieldMissing, message: "\(name) has no \(kind) '\(field)'; skipped"))
        }
        guard let tour = object["tour"] as? String, !tour.isEmpty else { return missing("tour", "string") }
        guard let install = object["install"] as? String, !install.isEmpty else { return missing("install", "string") }
        guard let timeText = object["time"] as? String, let time = FeedTimestamp.seconds(of: timeText) else {
            return missing("time", "ISO 8601 UTC time (2026-12-06T20:45:00Z)")
        }
        var event = LoggedEvent(event: name, tour: tour, install: install, time: time)
        for (field, keyPath) in [
            ("revision", \LoggedEvent.revision), ("variant", \.variant), ("experiment", \.experiment), ("step", \.step), ("reason", \.reason),
        ] {
            guard let value = object[field] else { continue }
            guard let text = value as? String else { return missing(field, "string") }
            event[keyPath: keyPath] = text
        }
        if let value = object["index"] {
            guard let number = number(value), let index = Int(exactly: number), index >= 0 else {
                return missing("index", "whole number")
            }
            event.index = index
        }
        if let value = object["seconds"] {
            guard let number = number(value), number.isFinite else { return missing("seconds", "number") }
            event.seconds = number
        }
        if LoggedEvent.stepEvents.contains(name), event.step == nil { return missing("step", "string") }
        return .success(event)
    }
}
