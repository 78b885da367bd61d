import Foundation
import TestSupport
import Testing

/// `tourc simulate` as CI runs it: exit 0 when every expect holds, 1 at the
/// first that does not (the line, the wanted and the actual lists, the
/// reasons), 2 for a usage error; `--format json` prints the trace.
@Suite struct SimulateCommandTests {
    static let synth = "Tests/TourSimulationTests/Timelines/Synth"

    @Test func theWeekPassesAndPrintsEachLine() throws {
        let run = try runTourc(["simulate", "--no-config", "--frequency", "daily", Self.synth + "/week.timeline.yaml", Self.synth + "/Tours"])
        #expect(run.status == 0, "\(run)")
        #expect(run.standardOutput.contains("week.timeline.yaml:15: wait: 6d (7d 1m after the start)\n  may show: welcome, effects\n"))
        #expect(run.standardError == "simulated 28 lines: 10 expects held\n")
    }

    @Test func aChangedListExitsOneNamingItsLine() throws {
        let text = try String(contentsOfFile: packageRoot + "/" + Self.synth + "/week.timeline.yaml", encoding: .utf8)
        let folder = try TemporaryFolder(files: [
            "week.timeline.yaml": text.replacingOccurrences(of: "- expect: {eligible: [presets]}\n- set", with: "- expect: {eligible: []}\n- set")
        ])
        let run = try runTourc([
            "simulate", "--no-config", "--frequency", "daily", "--reporter", "xcode", folder.path + "/week.timeline.yaml",
            packageRoot + "/" + Self.synth + "/Tours",
        ])
        #expect(run.status == 1)
        let first = run.errorLines.first.map(String.init)
        #expect(first == folder.path + "/week.timeline.yaml:28:3: error: expected eligible [], found [presets] [TOUR806]")
        #expect(run.standardError.contains("note: welcome: invalidated: on screen maxDuration in all"))
    }

    @Test func theTraceIsJSONAndABadFrequencyIsAUsageError() throws {
        let run = try runTourc([
            "simulate", "--no-config", "--format", "json", Self.synth + "/week.timeline.yaml", Self.synth + "/Tours",
        ])
        // Without the daily frequency, line 25 finds effects eligible: exit 1, the trace up to it.
        #expect(run.status == 1)
        let trace = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]])
        #expect(trace.first?["command"] as? String == "launch")
        #expect(trace.last?["line"] as? Int == 25)
        #expect(trace.last?["eligible"] as? [String] == ["presets", "effects"])
        let usage = try runTourc(["simulate", "--frequency", "sometimes", Self.synth + "/week.timeline.yaml"])
        #expect(usage.status == 2)
        #expect(usage.errorLines.first == "tourc: error: unknown frequency 'sometimes'; use hourly, daily, weekly, monthly or a number of seconds")
    }
}
