import TourDiagnostics
import TourFormat
import TourModel
import TourSimulation
import TourValidation

/// What `tourc simulate` is asked to do.
public struct SimulateRequest: Sendable {
    /// The project's tours and registry, as `tourc validate` reads them.
    public var validation: ValidationRequest
    /// The timeline file.
    public var timeline: String
    /// The coordinator's frequency, in seconds (0: none).
    public var frequency: Double

    /// Creates a request.
    public init(validation: ValidationRequest, timeline: String, frequency: Double = 0) {
        self.validation = validation
        self.timeline = timeline
        self.frequency = frequency
    }
}

/// What `tourc simulate` found.
public struct SimulateOutcome: Sendable {
    /// The project's errors, the timeline's, or the first expectation that failed.
    public var diagnostics: [Diagnostic] = []
    /// The quoted files' bytes, for the reporters.
    public var sources: [String: [UInt8]] = [:]
    /// What the coordinator answered at each line run.
    public var trace: SimulationTrace?
}

/// `tourc simulate TIMELINE.yaml`: compiles the project's tours in memory,
/// reads the timeline, and runs it with the decision TourKit's
/// coordinator makes (``Simulation``). The only part that reads files.
public enum SimulateCommand {
    public static func run(_ request: SimulateRequest) -> SimulateOutcome {
        var outcome = SimulateOutcome()
        let loaded = Pipeline.load(request.timeline, limits: request.validation.limits)
        outcome.diagnostics = loaded.diagnostics
        let validation = Pipeline.validate(request.validation, keepingTours: true)
        outcome.diagnostics += validation.diagnostics
        outcome.sources = validation.sources
        var timeline: Timeline?
        if let documents = loaded.documents, loaded.complete {
            let decoded = TimelineDecoder.decode(documents, file: request.timeline)
            outcome.diagnostics += decoded.diagnostics
            timeline = decoded.timeline
        }
        guard !outcome.diagnostics.containsErrors, let timeline, let files = validation.validatedFiles else {
            return finish(outcome, timeline: request.timeline, limit: request.validation.limits.maxFileSize)
        }
        let registry = validation.checkedRegistry?.registry
        let setup = Simulation.Setup(
            tours: files.flatMap(\.tours).map(SimulatedTour.init), events: registry?.events.map(\.name.value) ?? [],
            parameters: registry?.parameters.map(\.declaration) ?? [], frequency: request.frequency)
        let run = Simulation.run(timeline, setup)
        outcome.trace = run.trace
        outcome.diagnostics += run.diagnostics
        return finish(outcome, timeline: request.timeline, limit: request.validation.limits.maxFileSize)
    }

    /// Sorts the findings and reads the timeline for the reporters to quote.
    private static func finish(_ outcome: SimulateOutcome, timeline: String, limit: Int) -> SimulateOutcome {
        var outcome = outcome
        outcome.diagnostics = outcome.diagnostics.sortedForReporting()
        if outcome.diagnostics.contains(where: { $0.file == timeline }), let bytes = try? FileSystem.readFile(timeline, limit: limit) {
            outcome.sources[timeline] = bytes
        }
        return outcome
    }

    /// `hourly`, `daily`, `weekly`, `monthly` (as TourKit's
    /// `TourDisplayFrequency`) or a number of seconds; `nil` for anything else.
    public static func frequency(_ text: String) -> Double? {
        switch text {
        case "hourly": 3_600
        case "daily": 86_400
        case "weekly": 7 * 86_400
        case "monthly": 30 * 86_400
        default: Double(text).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        }
    }
}
