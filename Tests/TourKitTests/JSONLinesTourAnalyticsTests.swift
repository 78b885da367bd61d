import Foundation
import Testing

@testable import TourKit

/// The JSON line an event is, and the file sink: lines whole, bounded,
/// rotated, shared by several writers.
@Suite struct JSONLinesTourAnalyticsTests {
    static func event(_ number: Int) -> TourAnalyticsEvent {
        TourAnalyticsEvent(
            .stepShown, tour: "main", revision: "r1", step: "step\(number)", index: number, install: "install-1",
            time: Date(timeIntervalSince1970: 1_796_000_000))
    }

    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString).jsonl").path
    }

    static func lines(_ path: String) -> [String] {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    @Test func anEventIsOneLineWithItsNameUnderEvent() throws {
        let event = TourAnalyticsEvent(
            .tourSkipped, tour: "main", revision: "r1", variant: "b", experiment: "welcome/copy", step: "mix", index: 2, seconds: 12.5,
            reason: "close", install: "install-1", time: Date(timeIntervalSince1970: 1_796_000_000))
        #expect(
            event.jsonLine
                == #"{"event":"tourSkipped","experiment":"welcome/copy","index":2,"install":"install-1","reason":"close","#
                + #""revision":"r1","seconds":12.5,"step":"mix","time":"2026-11-30T00:53:20Z","tour":"main","variant":"b"}"#)
        #expect(try TourAnalyticsEvent(jsonLine: event.jsonLine) == event)
        #expect(Self.event(1).jsonLine.contains("\"variant\"") == false, "fields that do not apply are left out")
        #expect(
            TourAnalyticsEvent.Name.allCases.map(\.rawValue) == [
                "tourStarted", "stepShown", "stepCompleted", "stepSkipped", "tourCompleted", "tourSkipped", "tourAbandoned", "goalReached",
                "experimentEntered",
            ])
    }

    @Test func theFileRotatesBeforeItOutgrowsItsBound() {
        let path = Self.temporaryPath()
        defer { for suffix in ["", ".1", ".2", ".3", ".lock"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        // Lines of one length: steps 10 to 44.
        let lineBytes = Self.event(10).jsonLine.utf8.count + 1
        let sink = JSONLinesTourAnalytics(path: path, maximumBytes: lineBytes * 10, keptFiles: 2)
        for number in 10..<45 { sink.record(Self.event(number)) }
        #expect(sink.lastError == nil)
        // 35 lines of ten a file: 40-44 in the file, 30-39 in .1, 20-29 in
        // .2, and the oldest ten gone.
        #expect(Self.lines(path).count == 5)
        #expect(Self.lines(path + ".1").count == 10)
        #expect(Self.lines(path + ".2").count == 10)
        #expect(!FileManager.default.fileExists(atPath: path + ".3"))
        #expect(try! TourAnalyticsEvent(jsonLine: Self.lines(path + ".2")[0]).index == 20)
        for file in [path, path + ".1", path + ".2"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
            #expect(size <= lineBytes * 10)
        }
    }

    @Test func severalWritersLoseNoLineAndMixNone() async {
        let path = Self.temporaryPath()
        defer { for suffix in ["", ".1", ".lock"] { try? FileManager.default.removeItem(atPath: path + suffix) } }
        await withTaskGroup(of: Void.self) { group in
            for writer in 0..<4 {
                group.addTask {
                    // Each writer has a sink of its own, as separate processes do.
                    let sink = JSONLinesTourAnalytics(path: path, maximumBytes: 1_000_000, keptFiles: 1)
                    for number in 0..<200 { sink.record(Self.event(writer * 1000 + number)) }
                }
            }
        }
        let lines = Self.lines(path)
        #expect(lines.count == 800)
        let indexes = Set(lines.compactMap { try? TourAnalyticsEvent(jsonLine: $0).index })
        #expect(indexes.count == 800, "every line parses, none twice")
    }

    @Test func aLinkIsFollowedAndAFolderIsAnError() throws {
        let path = Self.temporaryPath()
        let link = path + ".link"
        defer { for file in [path, link, path + ".lock", link + ".lock"] { try? FileManager.default.removeItem(atPath: file) } }
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        JSONLinesTourAnalytics(path: link).record(Self.event(1))
        #expect(Self.lines(path).count == 1)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("events-folder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sink = JSONLinesTourAnalytics(path: folder)
        sink.record(Self.event(1))
        #expect(sink.lastError?.operation == "write")
    }
}

/// A session driven through a five-step tour in an experiment, into the
/// file sink: the file holds exactly these lines, in this order, each
/// field written by hand here from docs/analytics.md.
@MainActor @Suite struct FiveStepTourLogTests {
    @Test func aFiveStepRunWritesExactlyTheseLines() throws {
        let path = JSONLinesTourAnalyticsTests.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let clock = FakeClock()  // 1970-01-12T13:46:40Z
        let store = TourExperimentTests.store(install: "install-1")  // variant b
        let steps = ["keyboard", "record", "octave", "sustain", "mix"].map { TourSessionStep(id: $0, target: $0, action: nil) }
        let session = TourSession(tourID: "main", revision: "r1", steps: steps, store: store, now: clock.now)
        session.announcer = nil
        session.analytics = JSONLinesTourAnalytics(path: path)
        session.tourExperiment = TourExperimentTests.experiment
        #expect(session.start())
        for seconds in [2.0, 3, 1, 4, 5] {
            clock.advance(seconds)
            session.next()
        }
        let common = #""install":"install-1","revision":"r1""#
        let tail = #""tour":"main","variant":"b"}"#
        func line(_ event: String, _ fields: String, at time: String) -> String {
            #"{"event":"\#(event)","experiment":"welcome-copy-2026-12",\#(fields.isEmpty ? "" : fields + ",")\#(common),"#
                + #""time":"1970-01-12T13:\#(time)Z",\#(tail)"#
        }
        func withStep(_ event: String, _ index: Int, _ step: String, seconds: String? = nil, at time: String) -> String {
            #"{"event":"\#(event)","experiment":"welcome-copy-2026-12","index":\#(index),\#(common),"#
                + (seconds.map { #""seconds":\#($0),"# } ?? "") + #""step":"\#(step)","time":"1970-01-12T13:\#(time)Z",\#(tail)"#
        }
        let expected = [
            line("experimentEntered", "", at: "46:40"),
            line("tourStarted", "", at: "46:40"),
            withStep("stepShown", 0, "keyboard", at: "46:40"),
            withStep("stepCompleted", 0, "keyboard", seconds: "2", at: "46:42"),
            withStep("stepShown", 1, "record", at: "46:42"),
            withStep("stepCompleted", 1, "record", seconds: "3", at: "46:45"),
            withStep("stepShown", 2, "octave", at: "46:45"),
            withStep("stepCompleted", 2, "octave", seconds: "1", at: "46:46"),
            withStep("stepShown", 3, "sustain", at: "46:46"),
            withStep("stepCompleted", 3, "sustain", seconds: "4", at: "46:50"),
            withStep("stepShown", 4, "mix", at: "46:50"),
            withStep("stepCompleted", 4, "mix", seconds: "5", at: "46:55"),
            #"{"event":"tourCompleted","experiment":"welcome-copy-2026-12","install":"install-1","reason":"next","revision":"r1","seconds":15,"#
                + #""time":"1970-01-12T13:46:55Z",\#(tail)"#,
        ]
        let written = JSONLinesTourAnalyticsTests.lines(path)
        #expect(written.count == expected.count)
        for (index, (got, wanted)) in zip(written, expected).enumerated() {
            #expect(got == wanted, "line \(index + 1)")
        }
    }
}
