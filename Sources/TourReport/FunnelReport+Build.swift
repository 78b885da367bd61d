import Foundation

extension FunnelReport {
    /// The report of `events` (from any number of files and devices, in any
    /// order; repeats count once), with goals counted when they come
    /// within `goalWindow` seconds of the install's entry into the tour (its
    /// `experimentEntered`, or its first `tourStarted`): ``FunnelTally``'s.
    public init(events: [LoggedEvent], goalWindow: Int) {
        var tally = FunnelTally()
        for event in events { tally.add(event) }
        self = tally.report(goalWindow: goalWindow)
    }

    /// Every shown variant against the holdout on the goal, and every two
    /// shown variants on completion, in name order.
    static func comparisons(of variants: [Variant]) -> [Comparison] {
        let named = variants.filter { $0.variant != nil }
        let holdouts = named.filter(\.isHoldout)
        let shown = named.filter { !$0.isHoldout && $0.started > 0 }
        var comparisons: [Comparison] = []
        for holdout in holdouts {
            for variant in shown {
                if let comparison = compare(.goal, variant, holdout) { comparisons.append(comparison) }
            }
        }
        for (offset, first) in shown.enumerated() {
            for second in shown.dropFirst(offset + 1) {
                if let comparison = compare(.completion, first, second) { comparisons.append(comparison) }
            }
        }
        return comparisons
    }

    private static func compare(_ measure: Comparison.Measure, _ first: Variant, _ second: Variant) -> Comparison? {
        let counts: ((Int, Int), (Int, Int)) =
            measure == .completion
            ? ((first.completed, first.started), (second.completed, second.started))
            : ((first.goalReached, first.entered), (second.goalReached, second.entered))
        guard let p = ReportStatistics.twoProportionPValue(counts.0, counts.1) else { return nil }
        let rates = (Double(counts.0.0) / Double(counts.0.1), Double(counts.1.0) / Double(counts.1.1))
        // The higher rate is named first.
        let (high, low, highRate, lowRate) =
            rates.0 >= rates.1 ? (first.variant!, second.variant!, rates.0, rates.1) : (second.variant!, first.variant!, rates.1, rates.0)
        let lowName = measure == .goal && low == second.variant! ? "the holdout (\(low))" : low
        let highName = measure == .goal && high == second.variant! ? "the holdout (\(high))" : high
        let verb = measure == .completion ? ("completes", "complete") : ("reaches the goal", "reach the goal")
        let numbers = "\(percent(highRate)) vs \(percent(lowRate)), \(pText(p))"
        let sentence =
            p < 0.05
            ? "\(highName) \(verb.0) more than \(lowName): \(numbers)"
            : "\(highName) and \(lowName) \(verb.1) alike: \(numbers) (not significant)"
        return Comparison(
            measure: measure, first: first.variant!, second: second.variant!, firstRate: rates.0, secondRate: rates.1, pValue: p,
            sentence: sentence)
    }

    /// A rate as a whole per cent: "61 %".
    static func percent(_ rate: Double) -> String { "\(Int((rate * 100).rounded())) %" }

    /// "p = 0.003", or "p < 0.001".
    static func pText(_ p: Double) -> String {
        p < 0.001 ? "p < 0.001" : "p = " + String(format: "%.3f", p)
    }
}
