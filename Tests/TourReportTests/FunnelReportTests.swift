import Testing

@testable import TourReport

/// The report's numbers on a small log whose every count can be told by
/// hand: three installs in `a`, two in `b`, two held out.
@Suite struct FunnelReportTests {
    static let start: Int64 = 1_796_000_000

    static func event(
        _ name: String, _ install: String, at seconds: Int64, variant: String? = "a", step: String? = nil, index: Int? = nil,
        took: Double? = nil
    ) -> LoggedEvent {
        var event = LoggedEvent(event: name, tour: "main", install: install, time: start + seconds)
        (event.variant, event.step, event.index, event.seconds) = (variant, step, index, took)
        event.experiment = "welcome"
        return event
    }

    /// a1 finishes; a2 skips at `record`; a3 enters and stops at `keyboard`.
    /// b1 and b2 finish. h1 and h2 are held out; h1 reaches the goal in a day.
    /// a1 reaches the goal in two days, a2 in ten (outside a week).
    static let log: [LoggedEvent] = {
        var events: [LoggedEvent] = []
        for install in ["a1", "a2", "a3"] {
            events.append(event("experimentEntered", install, at: 0))
            events.append(event("tourStarted", install, at: 1))
            events.append(event("stepShown", install, at: 2, step: "keyboard", index: 0))
        }
        events.append(event("stepCompleted", "a1", at: 4, step: "keyboard", index: 0, took: 2))
        events.append(event("stepShown", "a1", at: 5, step: "record", index: 1))
        events.append(event("stepCompleted", "a1", at: 9, step: "record", index: 1, took: 4))
        events.append(event("tourCompleted", "a1", at: 9))
        events.append(event("stepCompleted", "a2", at: 10, step: "keyboard", index: 0, took: 8))
        events.append(event("stepShown", "a2", at: 11, step: "record", index: 1))
        events.append(event("tourSkipped", "a2", at: 12, step: "record", index: 1))
        events.append(event("tourAbandoned", "a3", at: 12, step: "keyboard", index: 0))
        for install in ["b1", "b2"] {
            events.append(event("experimentEntered", install, at: 0, variant: "b"))
            events.append(event("tourStarted", install, at: 1, variant: "b"))
            events.append(event("stepShown", install, at: 2, variant: "b", step: "keyboard", index: 0))
            events.append(event("stepCompleted", install, at: 3, variant: "b", step: "keyboard", index: 0, took: 1))
            events.append(event("tourCompleted", install, at: 4, variant: "b"))
        }
        events.append(event("experimentEntered", "h1", at: 0, variant: "control"))
        events.append(event("experimentEntered", "h2", at: 0, variant: "control"))
        // Goals are sent by the app: they name no variant.
        events.append(event("goalReached", "h1", at: 86_400, variant: nil))
        events.append(event("goalReached", "a1", at: 2 * 86_400, variant: nil))
        events.append(event("goalReached", "a2", at: 10 * 86_400, variant: nil))
        return events
    }()

    @Test func countsDistinctInstallsPerVariant() throws {
        // Every event twice, as two devices' files that overlap would hold them.
        let report = FunnelReport(events: Self.log + Self.log.reversed(), goalWindow: 7 * 86_400)
        let tour = try #require(report.tours.first)
        #expect(report.tours.count == 1 && tour.experiment == "welcome")
        #expect(tour.variants.map(\.variant) == ["a", "b", "control"])
        let a = tour.variants[0]
        #expect([a.entered, a.started, a.completed, a.skipped, a.goalReached] == [3, 3, 1, 1, 1])
        #expect(
            a.steps == [
                FunnelReport.Step(step: "keyboard", reached: 3, medianSeconds: 5), FunnelReport.Step(step: "record", reached: 2, medianSeconds: 4),
            ])
        #expect(a.skippedAt == [FunnelReport.Step(step: "record", reached: 1)])
        #expect(a.completionRate == 1.0 / 3)
        #expect(a.goalRate == 1.0 / 3, "a2's goal came after the window")
        let b = tour.variants[1]
        #expect([b.entered, b.started, b.completed, b.goalReached] == [2, 2, 2, 0])
        let holdout = tour.variants[2]
        #expect(holdout.isHoldout && holdout.entered == 2 && holdout.started == 0 && holdout.goalReached == 1)
        #expect(holdout.goalRate == 0.5)
    }

    @Test func comparesVariantsWithTheHoldoutAndEachOther() throws {
        let tour = try #require(FunnelReport(events: Self.log, goalWindow: 7 * 86_400).tours.first)
        #expect(tour.comparisons.map(\.measure) == [.goal, .goal, .completion])
        let completion = tour.comparisons[2]
        #expect(completion.first == "a" && completion.second == "b")
        #expect(completion.sentence.hasPrefix("b and a complete alike: 100 % vs 33 %, p = "))
        #expect(tour.comparisons[0].sentence.hasPrefix("the holdout (control) and a reach the goal alike: 50 % vs 33 %"))
    }

    @Test func aTourWithoutAnExperimentIsOneFunnel() throws {
        let events = Self.log.filter { $0.variant == "a" || $0.event == "goalReached" }.map { event -> LoggedEvent in
            var plain = event
            (plain.variant, plain.experiment) = (nil, nil)
            return plain
        }
        let tour = try #require(FunnelReport(events: events, goalWindow: 7 * 86_400).tours.first)
        #expect(tour.experiment == nil && tour.comparisons.isEmpty)
        #expect(tour.variants.map(\.variant) == [nil])
        #expect(tour.variants[0].entered == 3, "entered is started when no experiment says more")
        #expect(tour.variants[0].goalReached == 1, "h1 never entered the tour, a2 was late")
    }

    @Test func theSentenceSaysWhichIsMoreWhenItIsSignificant() {
        var events: [LoggedEvent] = []
        for number in 0..<200 {
            let variant = number % 2 == 0 ? "a" : "b"
            let install = "\(variant)\(number)"
            events.append(Self.event("tourStarted", install, at: 0, variant: variant))
            // a completes 3 in 10, b 7 in 10.
            if number % 20 < (variant == "a" ? 6 : 14) { events.append(Self.event("tourCompleted", install, at: 5, variant: variant)) }
        }
        let tour = FunnelReport(events: events, goalWindow: 86_400).tours[0]
        #expect(tour.comparisons.map(\.sentence) == ["b completes more than a: 70 % vs 30 %, p < 0.001"])
    }
}
