import TourBytes
import TourFormat

/// A trace as `tourc simulate` prints it: in words, one block per line of
/// the timeline, or as JSON (`--format json`).
public enum SimulationReport {
    /// Each line, then the tours that may show and why each other may not:
    ///
    ///     timeline.yaml:4: wait: 2d (2d after the start)
    ///       may show: welcome, effects
    ///       presets: 1 of 2 × presetSaved within 7d
    public static func text(_ trace: SimulationTrace, fileName: String) -> String {
        var text = ""
        for line in trace.lines {
            text += "\(fileName):\(line.position.line): \(line.command) (\(SimulationState.elapsed(line.elapsed)) after the start)\n"
            text += "  may show: " + (line.eligible.isEmpty ? "none" : line.eligible.joined(separator: ", ")) + "\n"
            for (tour, reasons) in line.reasons {
                text += "  \(tour): " + reasons.joined(separator: "; ") + "\n"
            }
        }
        return text
    }

    /// `[{"line", "column", "command", "elapsed", "eligible", "reasons": {TOUR: [WORDS]}}, ...]`, keys sorted.
    package static func json(_ trace: SimulationTrace) -> TextBuffer {
        var json = JSONWriter(capacity: 256 * (trace.lines.count + 1))
        json.beginArray()
        for line in trace.lines {
            json.element()
            json.beginObject()
            json.key("column")
            json.integer(line.position.column)
            json.key("command")
            json.string(line.command)
            json.key("elapsed")
            json.number(line.elapsed)
            json.key("eligible")
            json.strings(line.eligible)
            json.key("line")
            json.integer(line.position.line)
            json.key("reasons")
            json.beginObject()
            for (tour, reasons) in line.reasons.sorted(by: { $0.tour < $1.tour }) {
                json.key(named: tour)
                json.strings(reasons)
            }
            json.endObject()
            json.endObject()
        }
        json.endArray()
        return json.finish()
    }

    /// A reason in words, a time as the timeline's: `until 1d 2h after the start`.
    static func words(_ reason: DisplayRuleCheck.Reason) -> String {
        guard case .tooSoon(let until) = reason else { return reason.description }
        return "\(reason) (until \(SimulationState.elapsed(until - Simulation.start)) after the start)"
    }
}
