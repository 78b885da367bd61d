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
        var reader = EventLineReader(file: file)
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            while start <= all.count {
                let end = all[start...].firstIndex(of: UInt8(ascii: "\n")) ?? all.count
                if let event = reader.read(line: UnsafeBufferPointer(rebasing: all[start..<end])) { outcome.events.append(event) }
                start = end + 1
            }
        }
        outcome.diagnostics = reader.diagnostics
        outcome.skippedLines = reader.skippedLines
        return outcome
    }

    struct Problem: Error {
        var code: DiagnosticCode
        var message: String
    }

    /// The event one line holds, or what is wrong with it.
    static func event(in line: UnsafeBufferPointer<UInt8>) -> Result<LoggedEvent, Problem> {
        guard let members = FlatJSON.members(of: line) ?? foundationMembers(of: line) else {
            return .failure(Problem(code: .eventLineNotJSON, message: "this line is not a JSON object; skipped"))
        }
        func value(_ key: String) -> FlatJSON.Value? {
            // The last of repeated keys, as JSONSerialization keeps.
            members.last { $0.key == key }?.value
        }
        func text(_ key: String) -> String? {
            if case .string(let text)? = value(key) { return text }
            return nil
        }
        guard let name = text("event"), LoggedEvent.names.contains(name) else {
            let named = text("event").map { "'\($0)'" } ?? "no event name"
            return .failure(
                Problem(
                    code: .unknownEventName,
                    message: "\(named) is not an event TourKit sends (tourStarted, stepShown, ..., experimentEntered); skipped"))
        }
        func missing(_ field: String, _ kind: String) -> Result<LoggedEvent, Problem> {
            .failure(Problem(code: .eventFieldMissing, message: "\(name) has no \(kind) '\(field)'; skipped"))
        }
        guard let tour = text("tour"), !tour.isEmpty else { return missing("tour", "string") }
        guard let install = text("install"), !install.isEmpty else { return missing("install", "string") }
        guard let timeText = text("time"), let time = FeedTimestamp.seconds(of: timeText) else {
            return missing("time", "ISO 8601 UTC time (2026-12-06T20:45:00Z)")
        }
        var event = LoggedEvent(event: name, tour: tour, install: install, time: time)
        for (field, keyPath) in [
            ("revision", \LoggedEvent.revision), ("variant", \.variant), ("experiment", \.experiment), ("step", \.step), ("reason", \.reason),
        ] {
            guard value(field) != nil else { continue }
            guard let text = text(field) else { return missing(field, "string") }
            event[keyPath: keyPath] = text
        }
        if let found = value("index") {
            guard case .number(let number) = found, let index = Int(exactly: number), index >= 0 else { return missing("index", "whole number") }
            event.index = index
        }
        if let found = value("seconds") {
            guard case .number(let number) = found, number.isFinite else { return missing("seconds", "number") }
            event.seconds = number
        }
        if LoggedEvent.stepEvents.contains(name), event.step == nil { return missing("step", "string") }
        return .success(event)
    }

    /// The scalar members of a line `FlatJSON` did not take (escapes,
    /// nested values), as `JSONSerialization` reads it; nested values are
    /// left out, as no field the report reads has one. `nil` when the line
    /// is not a JSON object.
    static func foundationMembers(of line: UnsafeBufferPointer<UInt8>) -> [(key: String, value: FlatJSON.Value)]? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(buffer: line))) as? [String: Any] else { return nil }
        return object.compactMap { key, value in
            switch value {
            case let text as String: return (key, .string(text))
            case is NSNull: return (key, .null)
            // `true` and `false` are numbers to Foundation (and `1.0 is
            // Bool` holds): booleans are told apart by their type code, "c".
            case let number as NSNumber:
                return (key, String(cString: number.objCType) == "c" ? .bool(number.boolValue) : .number(number.doubleValue))
            default: return nil
            }
        }
    }
}

/// Reads an events file one line at a time, as it streams past: the event
/// each line holds, and a finding at its line for each that holds none.
public struct EventLineReader: Sendable {
    /// The file the lines are from, for the findings.
    public let file: String
    /// A finding for each line that is not an event.
    public private(set) var diagnostics: [Diagnostic] = []
    /// Lines skipped (each has a finding).
    public private(set) var skippedLines = 0
    /// The lines read so far.
    public private(set) var lineNumber = 0

    /// A reader of `file`, before its first line.
    public init(file: String) {
        self.file = file
    }

    /// The event `line` (without its newline) holds; `nil` for an empty
    /// line, and for one that is no event (with a finding).
    public mutating func read(line: UnsafeBufferPointer<UInt8>) -> LoggedEvent? {
        lineNumber += 1
        var line = line
        if line.last == UInt8(ascii: "\r") { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
        guard line.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return nil }
        switch EventLogReader.event(in: line) {
        case .success(let event):
            return event
        case .failure(let problem):
            skippedLines += 1
            diagnostics.append(Diagnostic(problem.code, problem.message, file: file, at: SourcePosition(line: lineNumber, column: 1)))
            return nil
        }
    }
}
