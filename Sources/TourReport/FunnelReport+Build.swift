import Foundation

extension FunnelReport {
    /// The report of `events` (from any number of files and devices, in any
    /// order; exact repeats count once), with goals counted when they come
    /// within `goalWindow` seconds of the install's entry into the tour (its
    /// `experimentEntered`, or its first `tourStarted`).
    public init(events: [LoggedEvent], goalWindow: Int) {
        var byTour: [String: [LoggedEvent]] = [:]
        for event in Set(events) { byTour[event.tour, default: []].append(event) }
        self.init(tours: byTour.keys.sorted().map { Self.tour($0, byTour[$0]!, goalWindow: goalWindow) }, goalWindow: goalWindow)
    }

    private static func tour(_ id: String, _ events: [LoggedEvent], goalWindow: Int) -> Tour {
        // An install's variant is the one its events name (a goal event,
        // sent by the app, may name none).
        var variantOf: [String: String] = [:]
        for event in events.sorted(by: { $0.time < $1.time }) {
            if let variant = event.variant, variantOf[event.install] == nil { variantOf[event.install] = variant }
        }
        let experiment = events.compactMap(\.experiment).min()
        var groups: [String?: [LoggedEvent]] = [:]
        for event in events { groups[variantOf[event.install], default: []].append(event) }
        let names = groups.keys.sorted { ($0 ?? "") < ($1 ?? "") }
        let variants = names.map { variant($0, groups[$0]!, goalWindow: goalWindow) }
        return Tour(tour: id, experiment: experiment, variants: variants, comparisons: comparisons(of: variants))
    }

    private static func variant(_ name: String?, _ events: [LoggedEvent], goalWindow: Int) -> Variant {
        func installs(_ event: String) -> Set<String> { Set(events.lazy.filter { $0.event == event }.map(\.install)) }
        var result = Variant(variant: name)
        let started = installs("tourStarted")
        let entered = installs("experimentEntered").union(started)
        result.entered = entered.count
        result.started = started.count
        result.completed = installs("tourCompleted").count
        // Steps in tour order: by the index their events carry, then by name.
        var place: [String: Int] = [:]
        var reached: [String: Set<String>] = [:]
        var seconds: [String: [Double]] = [:]
        for event in events {
            guard let step = event.step else { continue }
            if let index = event.index { place[step] = min(place[step] ?? index, index) }
            if event.event == "stepShown" { reached[step, default: []].insert(event.install) }
            if event.event == "stepCompleted", let time = event.seconds { seconds[step, default: []].append(time) }
        }
        let steps = Set(reached.keys).union(seconds.keys).sorted { (place[$0] ?? .max, $0) < (place[$1] ?? .max, $1) }
        result.steps = steps.map { Step(step: $0, reached: reached[$0]?.count ?? 0, medianSeconds: ReportStatistics.median(seconds[$0] ?? [])) }
        // Where each install skipped the tour: its first skip.
        var skipAt: [String: (time: Int64, step: String)] = [:]
        for event in events where event.event == "tourSkipped" {
            let step = event.step ?? "-"
            if let earlier = skipAt[event.install], earlier.time <= event.time { continue }
            skipAt[event.install] = (event.time, step)
        }
        result.skipped = skipAt.count
        var skips: [String: Int] = [:]
        for (_, skip) in skipAt { skips[skip.step, default: 0] += 1 }
        result.skippedAt = skips.keys.sorted { (place[$0] ?? .max, $0) < (place[$1] ?? .max, $1) }.map { Step(step: $0, reached: skips[$0]!) }
        // A goal counts within the window after the install entered the tour.
        var entry: [String: Int64] = [:]
        for event in events where event.event == "experimentEntered" || event.event == "tourStarted" {
            entry[event.install] = min(entry[event.install] ?? event.time, event.time)
        }
        var goals = Set<String>()
        for event in events where event.event == "goalReached" {
            guard let start = entry[event.install], event.time >= start, event.time - start <= Int64(goalWindow) else { continue }
            goals.insert(event.install)
        }
        result.goalReached = goals.count
        return result
    }

    /// Every shown variant against the holdout on the goal, and every two
    /// shown variants on completion, in name order.
    private static func comparisons(of variants: [Variant]) -> [Comparison] {
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
