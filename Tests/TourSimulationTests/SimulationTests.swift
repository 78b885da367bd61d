import Foundation
import TestSupport
import Testing
import TourFormat
import TourKit

@testable import TourCompiler
@testable import TourDiagnostics
@testable import TourModel
@testable import TourSimulation
@testable import TourSyntax
@testable import TourValidation

/// `tourc simulate` on a week of the synth app (Timelines/Synth): three
/// tours, two parameters, two events, an event window, maxDuration,
/// invalidatedBy and ignoresFrequency. Every expect holds; one changed
/// list fails at its line; and the same timeline, driven through TourKit's
/// `TourCoordinator` and `TourSession` on a manual clock, answers the same
/// lists at every expect (one decision, two callers).
@Suite struct SimulationTests {
    static let folder = packageRoot + "/Tests/TourSimulationTests/Timelines/Synth"
    static let timeline = folder + "/week.timeline.yaml"

    static func simulate(_ timeline: String = timeline) -> SimulateOutcome {
        SimulateCommand.run(
            SimulateRequest(validation: ValidationRequest(inputs: [folder + "/Tours"]), timeline: timeline, frequency: 86_400))
    }

    @Test func everyExpectOfTheWeekHolds() throws {
        let outcome = Self.simulate()
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        let trace = try #require(outcome.trace)
        #expect(trace.lines.count == 28)
        #expect(trace.lines.filter { $0.command.hasPrefix("expect:") }.count == 10)
        let last = try #require(trace.lines.last)
        #expect(last.eligible.isEmpty)
        #expect(
            last.reasons.map { "\($0.tour): \($0.reasons.joined(separator: "; "))" } == [
                "welcome: invalidated: on screen maxDuration in all", "presets: when: !isPro (isPro is true) is false",
                "effects: invalidated: the user did what it teaches (invalidatedBy)",
            ])
    }

    @Test func oneChangedListFailsAtItsLine() throws {
        let text = try String(contentsOfFile: Self.timeline, encoding: .utf8)
        let changed = text.replacingOccurrences(
            of: "- expect: {eligible: [welcome, effects]}           # the first save",
            with: "- expect: {eligible: [welcome, presets, effects]}  # the first save")
        #expect(changed != text)
        let scratch = try TemporaryFolder(files: ["week.timeline.yaml": changed])
        let outcome = Self.simulate(scratch.path + "/week.timeline.yaml")
        #expect(outcome.diagnostics.map(\.code) == [.expectationFailed])
        let failure = try #require(outcome.diagnostics.first)
        #expect(failure.position == SourcePosition(line: 16, column: 3))
        #expect(failure.message == "expected eligible [welcome, presets, effects], found [welcome, effects]")
        #expect(failure.notes == ["presets: 1 of 2 × presetSaved within 1w"])
        // The trace stops at the line that failed.
        #expect(outcome.trace?.lines.last?.position.line == 16)
    }

    /// The same timeline through TourKit: its bundles in a coordinator on a
    /// manual clock that starts where the simulation does; `show` is a
    /// session's start, `hide` its abandon, `complete` its last next, `skip`
    /// its skip.
    @MainActor @Test func aCoordinatorAnswersTheSameListsAtEveryExpect() async throws {
        let simulated = try #require(Self.simulate().trace)
        let expects = simulated.lines.filter { $0.command.hasPrefix("expect:") }.map { ($0.position.line, $0.eligible) }
        let project = try TemporaryFolder(files: [:])
        let compiled = Compiler.outputs(
            of: CompileRequest(validation: ValidationRequest(inputs: [Self.folder + "/Tours"]), swiftOutput: nil, jsonOutput: project.path))
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics)")
        let bundles = try ["welcome", "presets", "effects"].map { id in
            try TourBundle(jsonData: Data(try #require(compiled.files.first { $0.path.hasSuffix("/\(id).json") }).contents.utf8))
        }
        let validation = Pipeline.validate(ValidationRequest(inputs: [Self.folder + "/Tours"]))
        let declarations = try #require(validation.checkedRegistry?.registry.parameters.map(\.declaration))
        let clock = ManualTourClock(start: Date(timeIntervalSinceReferenceDate: Simulation.start))
        let store = InMemoryTourProgressStore()
        let coordinator = TourCoordinator(
            tours: [], parameters: declarations, store: store, frequency: .daily, clock: clock, launchArguments: [])
        for bundle in bundles { coordinator.add(bundle) }
        var sessions: [String: TourSession<TourSessionStep>] = [:]
        func session(_ id: String) throws -> TourSession<TourSessionStep> {
            if let session = sessions[id] { return session }
            let session = TourSession(bundle: try #require(bundles.first { $0.id == id }), store: store, now: clock.now)
            sessions[id] = session
            return session
        }

        let loaded = Pipeline.load(Self.timeline, limits: YAMLLimits())
        let timeline = TimelineDecoder.decode(try #require(loaded.documents), file: Self.timeline).timeline
        var answered: [(Int, [String])] = []
        for entry in timeline.entries {
            switch entry.command {
            case .launch: coordinator.recordLaunch()
            case .donate(let event, let times): for _ in 0..<times { coordinator.donate(event.value) }
            case .set(let values):
                for (name, value) in values {
                    let declaration = try #require(declarations.first { $0.name == name.value })
                    switch declaration.type {
                    case .bool: coordinator.set(TourParameter<Bool>(declaration), value.value.text == "true")
                    case .enumeration: coordinator.set(TourParameter<Plan>(declaration), Plan(rawValue: value.value.text))
                    default: Issue.record("the week sets only a bool and an enum")
                    }
                }
            case .wait(let seconds): clock.advance(by: TimeInterval(seconds))
            case .show(let tour): #expect(try session(tour.value).start())
            case .hide(let tour): try session(tour.value).abandon()
            case .complete(let tour):
                let running = try session(tour.value)
                while running.state == TourSession<TourSessionStep>.State.running { running.next() }
            case .skip(let tour): try session(tour.value).skip()
            case .expect: answered.append((entry.position.line, coordinator.eligibleTours))
            }
        }
        #expect(answered.map(\.0) == expects.map(\.0))
        for ((line, tourKit), (_, simulator)) in zip(answered, expects) {
            #expect(tourKit == simulator, "line \(line): TourKit answers \(tourKit), the simulation \(simulator)")
        }
    }

    enum Plan: String, TourParameterCase {
        case free, plus, pro
    }
}
