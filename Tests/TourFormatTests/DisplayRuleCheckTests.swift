import Testing

@testable import TourFormat

/// The decision the coordinator and `tourc simulate` share: reasons in
/// their order, windows and their edges, limits and invalidation.
@Suite struct DisplayRuleCheckTests {
    static let day = 86_400.0

    static func surroundings(now: Double, counts: [String: Int] = [:], donations: [String: [Double]] = [:], frequency: Double = 0)
        -> DisplayRuleCheck.Surroundings
    {
        DisplayRuleCheck.Surroundings(
            now: now, facts: TourConditionFacts(launches: counts["launches"] ?? 0, eventCounts: counts), donations: donations,
            frequency: frequency)
    }

    static func reasons(
        _ rule: DisplayRuleCheck.Rule, _ surroundings: DisplayRuleCheck.Surroundings, history: DisplayRuleCheck.History = .init(),
        other: Double? = nil
    )
        -> [DisplayRuleCheck.Reason]
    {
        DisplayRuleCheck.reasons(for: rule, history: history, in: surroundings, latestOtherDisplay: other, isFinished: { _ in false })
    }

    @Test func aWindowCountsTheDonationsOfItsLastSpanAndSaysWhenOneLeaves() {
        var rule = DisplayRuleCheck.Rule()
        rule.events = [.init(name: "saved", count: 2, within: 7 * Self.day)]
        let donations = ["saved": [0, 3 * Self.day]]
        #expect(Self.reasons(rule, Self.surroundings(now: 4 * Self.day, donations: donations)).isEmpty)
        // The first leaves the window exactly 7 days after it was donated.
        let edge = DisplayRuleCheck.nextChange(
            for: rule, history: .init(), in: Self.surroundings(now: 4 * Self.day, donations: donations), latestOtherDisplay: nil)
        #expect(edge == 7 * Self.day)
        #expect(
            Self.reasons(rule, Self.surroundings(now: 7 * Self.day, donations: donations)) == [
                .recentEvent("saved", have: 1, need: 2, within: 7 * Self.day)
            ])
    }

    @Test func invalidationIsTheOnlyReasonInItsOrder() {
        var rule = DisplayRuleCheck.Rule()
        rule.launches = 5
        rule.maxDisplays = 2
        rule.maxDuration = 90
        let surroundings = Self.surroundings(now: 100)
        #expect(Self.reasons(rule, surroundings, history: .init(displays: [1, 2])) == [.invalidated(.displayLimit)])
        #expect(Self.reasons(rule, surroundings, history: .init(displays: [1], screenTime: 90)) == [.invalidated(.durationLimit)])
        #expect(Self.reasons(rule, surroundings, history: .init(displays: [1], actionPerformed: true)) == [.invalidated(.actionPerformed)])
        #expect(
            Self.reasons(rule, surroundings, history: .init(status: .skipped, displays: [1, 2], actionPerformed: true)) == [.invalidated(.skipped)])
        #expect(Self.reasons(rule, surroundings, history: .init(displays: [1], screenTime: 89)) == [.launches(have: 0, need: 5)])
    }

    @Test func ignoresFrequencyIsNeverTooSoon() {
        var rule = DisplayRuleCheck.Rule()
        let surroundings = Self.surroundings(now: 100, frequency: Self.day)
        #expect(Self.reasons(rule, surroundings, other: 50) == [.tooSoon(until: 50 + Self.day)])
        rule.ignoresFrequency = true
        #expect(Self.reasons(rule, surroundings, other: 50).isEmpty)
    }

    @Test func keptDonationsAreBoundedAndInOrder() {
        var times: [Double] = []
        for time in stride(from: 0.0, to: 1_200, by: 1) { times = DisplayRuleCheck.adding(time, to: times) }
        #expect(times.count == DisplayRuleCheck.keptDonations)
        #expect(times.first == 200)
        #expect(DisplayRuleCheck.adding(500.5, to: [100, 1_000]) == [100, 500.5, 1_000])
    }

    @Test func eligibleToursComeByPriorityThenInTheirOrder() {
        #expect(DisplayRuleCheck.eligibleOrder([(0, true), (1, true), (0, false), (1, true), (0, true)]) == [1, 3, 0, 4])
    }
}
