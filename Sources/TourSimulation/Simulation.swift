import TourDiagnostics
import TourFormat
import TourModel

extension DiagnosticCode {
    /// An `expect` of a timeline does not hold.
    public static let expectationFailed = DiagnosticCode(
        "TOUR806", name: "expectationFailed", severity: .error,
        summary: "A timeline's expect does not hold: other tours may show at that point.",
        explanation: """
            `expect: {eligible: [TOUR, ...]}` lists the tours a \
            `TourCoordinator` must answer at that point of the timeline, in \
            its order (the highest priority first, then the tours' order). \
            `tourc simulate` stops at the first that does not hold and exits \
            1, with the wanted list, the one the rules give, and why each \
            other tour may not show. Either the rules changed (fix them, or \
            the timeline), or the timeline says something the app does not do.
            """)

    /// A timeline does something a session cannot.
    public static let timelineImpossible = DiagnosticCode(
        "TOUR807", name: "timelineImpossible", severity: .error,
        summary: "A timeline shows, hides, completes or skips a tour in a way a session cannot.",
        explanation: """
            The commands act as a `TourSession` does: `show` starts a \
            display, which a tour completed or skipped does not (its \
            `start()` returns false) and a tour already showing does not \
            need; `hide` and `complete` end a display that is showing; \
            `skip` dismisses a tour that is not finished. The message says \
            which of these the line breaks.
            """)
}

/// Runs a timeline against a project's tours with TourFormat's
/// `DisplayRuleCheck`, the decision TourKit's `TourCoordinator` makes, and
/// keeps what it answers at every line.
public enum Simulation {
    /// Where a timeline's time starts: 2026-01-01 00:00:00 UTC, in seconds
    /// since 2001-01-01 (Foundation's reference date). Time moves only with `wait`.
    public static let start: Double = 788_918_400

    /// What a simulation needs: the tours, the registry's events and
    /// parameters, and the coordinator's frequency in seconds (0: none).
    public struct Setup: Sendable {
        public var tours: [SimulatedTour]
        public var events: [String]
        public var parameters: [TourParameterDeclaration]
        public var frequency: Double

        public init(tours: [SimulatedTour], events: [String], parameters: [TourParameterDeclaration], frequency: Double) {
            self.tours = tours
            self.events = events
            self.parameters = parameters
            self.frequency = frequency
        }
    }

    /// Checks `timeline`'s names against `setup` and runs it: the trace up
    /// to the first `expect` that fails (its TOUR806) or to the end, or
    /// only the errors of a timeline that names what the project lacks.
    public static func run(_ timeline: Timeline, _ setup: Setup) -> (trace: SimulationTrace, diagnostics: [Diagnostic]) {
        var check = TimelineCheck(
            file: timeline.file, tours: Set(setup.tours.map(\.id)), events: Set(setup.events),
            parameters: Dictionary(setup.parameters.map { ($0.name, $0) }) { first, _ in first })
        let commands = check.check(timeline)
        guard check.diagnostics.isEmpty else { return (SimulationTrace(file: timeline.file, lines: []), check.diagnostics) }
        var state = SimulationState(setup: setup)
        var lines: [SimulationTrace.Line] = []
        for (entry, command) in zip(timeline.entries, commands) {
            guard let command else { continue }
            if let problem = state.apply(command) {
                let diagnostic = Diagnostic(.timelineImpossible, problem, file: timeline.file, at: entry.position)
                return (SimulationTrace(file: timeline.file, lines: lines), [diagnostic])
            }
            let answer = state.answer()
            lines.append(
                SimulationTrace.Line(
                    position: entry.position, command: describe(entry.command), elapsed: state.now - start, eligible: answer.eligible,
                    reasons: answer.reasons.map { ($0.tour, $0.reasons.map(SimulationReport.words)) }))
            if case .expect(let wanted) = command, wanted != answer.eligible {
                let notes = lines[lines.count - 1].reasons.map { "\($0.tour): \($0.reasons.joined(separator: "; "))" }
                let diagnostic = Diagnostic(
                    .expectationFailed, "expected eligible \(listed(wanted)), found \(listed(answer.eligible))", file: timeline.file,
                    at: entry.position, notes: notes)
                return (SimulationTrace(file: timeline.file, lines: lines), [diagnostic])
            }
        }
        return (SimulationTrace(file: timeline.file, lines: lines), [])
    }

    /// `[a, b]`.
    static func listed(_ tours: [String]) -> String { "[" + tours.joined(separator: ", ") + "]" }

    /// The entry as the trace names it: `donate: presetSaved × 2`.
    static func describe(_ command: Timeline.Command) -> String {
        switch command {
        case .launch: "launch"
        case .donate(let event, let times): "donate: \(event.value)" + (times == 1 ? "" : " × \(times)")
        case .set(let values): "set: " + values.map { "\($0.name.value) = \($0.value.value.text)" }.joined(separator: ", ")
        case .wait(let seconds): "wait: \(TourDuration.text(seconds))"
        case .show(let tour), .hide(let tour), .complete(let tour), .skip(let tour): "\(command.word): \(tour.value)"
        case .expect(let eligible): "expect: " + listed(eligible.map(\.value))
        }
    }
}

/// What a timeline answered, line by line.
public struct SimulationTrace: Sendable {
    /// The timeline file.
    public var file: String
    /// Each line run, in order.
    public var lines: [Line]

    /// The coordinator's answer after one line.
    public struct Line: Sendable {
        /// Where the line is.
        public var position: SourcePosition
        /// The line, described (`wait: 2d`).
        public var command: String
        /// Seconds since the timeline's start.
        public var elapsed: Double
        /// The tours that may show, in the coordinator's order.
        public var eligible: [String]
        /// Why each other tour may not, in words, in the tours' order.
        public var reasons: [(tour: String, reasons: [String])]
    }
}
