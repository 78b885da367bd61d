import Testing
import TourDiagnostics

@testable import TourReport

/// Reading events files: each line an event, or a finding at its line.
@Suite struct EventLogReaderTests {
    static func read(_ text: String) -> EventLogReader.Outcome {
        EventLogReader.read(Array(text.utf8), file: "events.jsonl")
    }

    @Test func eachLineIsAnEventWithItsFields() throws {
        let outcome = Self.read(
            #"{"event":"stepCompleted","tour":"main","install":"i1","time":"2026-12-06T20:45:00Z","step":"mix","index":2,"seconds":1.0,"variant":"b"}"#
                + "\r\n\n  \n")
        #expect(outcome.diagnostics.isEmpty)
        let event = try #require(outcome.events.first)
        #expect(event.event == "stepCompleted" && event.step == "mix" && event.index == 2 && event.seconds == 1 && event.variant == "b")
        #expect(event.time == 1_796_589_900)
        #expect(outcome.events.count == 1, "blank lines are not events, and not skipped")
        #expect(outcome.skippedLines == 0)
    }

    @Test func aLineThatIsNoEventIsSkippedWithItsLine() {
        let lines = [
            #"{"event":"tourStarted","tour":"main","install":"i1","time":"2026-12-06T20:45:00Z"}"#,
            #"{"event":"tourStart"#,
            #"["tourStarted"]"#,
            #"{"event":"tourExploded","tour":"main","install":"i1","time":"2026-12-06T20:45:00Z"}"#,
            #"{"tour":"main","install":"i1","time":"2026-12-06T20:45:00Z"}"#,
            #"{"event":"tourStarted","install":"i1","time":"2026-12-06T20:45:00Z"}"#,
            #"{"event":"tourStarted","tour":"main","install":"i1","time":"yesterday"}"#,
            #"{"event":"stepShown","tour":"main","install":"i1","time":"2026-12-06T20:45:00Z"}"#,
            #"{"event":"stepCompleted","tour":"main","install":"i1","time":"2026-12-06T20:45:00Z","step":"a","seconds":true}"#,
            #"{"event":"stepShown","tour":"main","install":"i1","time":"2026-12-06T20:45:00Z","step":"a","index":1.5}"#,
        ]
        let outcome = Self.read(lines.joined(separator: "\n"))
        #expect(outcome.events.count == 1)
        #expect(outcome.skippedLines == 9)
        #expect(
            outcome.diagnostics.map { "\($0.code.rawValue):\($0.position!.line)" } == [
                "TOUR811:2", "TOUR811:3", "TOUR812:4", "TOUR812:5", "TOUR813:6", "TOUR813:7", "TOUR813:8", "TOUR813:9", "TOUR813:10",
            ])
        #expect(outcome.diagnostics[4].message == "tourStarted has no string 'tour'; skipped")
        #expect(outcome.diagnostics.allSatisfy { $0.file == "events.jsonl" && $0.severity == .warning })
    }
}
