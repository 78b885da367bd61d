import TourFormat

/// The report's numbers gathered one event at a time, so that an events
/// file of any length is read as it streams past: what is kept grows with
/// the installs and the steps they reached, never with the lines read, and
/// an event read twice (two devices' files, two exports) changes nothing.
public struct FunnelTally: Sendable {
    /// What one install did in one tour.
    struct Install: Sendable {
        /// The variant its earliest event with one names, and that event's time.
        var variant: String?
        var variantTime = Int64.max
        var entered = false
        var started = false
        var completed = false
        /// When it entered the tour: its first `experimentEntered` or `tourStarted`.
        var entry: Int64?
        /// The steps shown to it, by their number in ``Tour/stepNames``.
        var reached: [Int32] = []
        /// Each `stepCompleted` with seconds, once: step, time and seconds.
        var completions: [(step: Int32, time: Int64, seconds: Double)] = []
        /// Its first `tourSkipped`: when, and at which step (-1: none named).
        var skip: (time: Int64, step: Int32)?
        /// When it reached the goal.
        var goals: [Int64] = []
    }

    /// One tour's installs and step names.
    struct Tour: Sendable {
        var installs: [String: Install] = [:]
        var stepNames: [String] = []
        var stepNumbers: [String: Int32] = [:]
        /// The lowest index any event gave each step, by step number.
        var place: [Int32: Int] = [:]
        /// The first experiment id, in name order, its events name.
        var experiment: String?

        mutating func number(of step: String) -> Int32 {
            if let number = stepNumbers[step] { return number }
            let number = Int32(stepNames.count)
            stepNames.append(step)
            stepNumbers[step] = number
            return number
        }
    }

    var tours: [String: Tour] = [:]

    /// An empty tally.
    public init() {}

    /// Counts `event`.
    public mutating func add(_ event: LoggedEvent) {
        tours[event.tour, default: Tour()].add(event)
    }

    /// The report of every event added, goals counted within `goalWindow`
    /// seconds of an install's entry into the tour.
    public func report(goalWindow: Int) -> FunnelReport {
        FunnelReport(tours: tours.keys.sorted().map { tours[$0]!.report(id: $0, goalWindow: goalWindow) }, goalWindow: goalWindow)
    }
}

extension FunnelTally.Tour {
    mutating func add(_ event: LoggedEvent) {
        if let name = event.experiment, experiment.map({ name < $0 }) ?? true { experiment = name }
        let step = event.step.map { number(of: $0) }
        if let step, let index = event.index { place[step] = min(place[step] ?? index, index) }
        // In place: a copy out of the dictionary made each append copy its array.
        Self.add(event, step: step, to: &installs[event.install, default: FunnelTally.Install()])
    }

    private static func add(_ event: LoggedEvent, step: Int32?, to install: inout FunnelTally.Install) {
        if let variant = event.variant,
            event.time < install.variantTime || (event.time == install.variantTime && variant < (install.variant ?? variant))
        {
            (install.variant, install.variantTime) = (variant, event.time)
        }
        switch TourAnalyticsName(rawValue: event.event) {
        case .experimentEntered?, .tourStarted?:
            if event.event == TourAnalyticsName.tourStarted.rawValue { install.started = true } else { install.entered = true }
            install.entry = min(install.entry ?? event.time, event.time)
        case .tourCompleted?:
            install.completed = true
        case .stepShown?:
            if let step, !install.reached.contains(step) { install.reached.append(step) }
        case .stepCompleted?:
            guard let step, let seconds = event.seconds else { break }
            if !install.completions.contains(where: { $0.step == step && $0.time == event.time && $0.seconds == seconds }) {
                install.completions.append((step, event.time, seconds))
            }
        case .tourSkipped?:
            if install.skip.map({ event.time < $0.time }) ?? true { install.skip = (event.time, step ?? -1) }
        case .goalReached?:
            if !install.goals.contains(event.time) { install.goals.append(event.time) }
        default:
            break
        }
    }

    func report(id: String, goalWindow: Int) -> FunnelReport.Tour {
        var groups: [String?: [FunnelTally.Install]] = [:]
        for install in installs.values { groups[install.variant, default: []].append(install) }
        let names = groups.keys.sorted { ($0 ?? "") < ($1 ?? "") }
        let variants = names.map { variant($0, groups[$0]!, goalWindow: goalWindow) }
        return FunnelReport.Tour(tour: id, experiment: experiment, variants: variants, comparisons: FunnelReport.comparisons(of: variants))
    }

    private func variant(_ variantName: String?, _ installs: [FunnelTally.Install], goalWindow: Int) -> FunnelReport.Variant {
        var result = FunnelReport.Variant(variant: variantName)
        result.entered = installs.count(where: { $0.entered || $0.started })
        result.started = installs.count(where: \.started)
        result.completed = installs.count(where: \.completed)
        var reached: [Int32: Int] = [:]
        var seconds: [Int32: [Double]] = [:]
        var skips: [Int32: Int] = [:]
        for install in installs {
            for step in install.reached { reached[step, default: 0] += 1 }
            for completion in install.completions { seconds[completion.step, default: []].append(completion.seconds) }
            if let skip = install.skip { skips[skip.step, default: 0] += 1 }
            if let entry = install.entry, install.goals.contains(where: { $0 >= entry && $0 - entry <= Int64(goalWindow) }) {
                result.goalReached += 1
            }
        }
        // Steps in tour order: by the index their events carry, then by name.
        func name(_ step: Int32) -> String { step < 0 ? "-" : stepNames[Int(step)] }
        func order(_ steps: some Sequence<Int32>) -> [Int32] {
            steps.sorted { (place[$0] ?? .max, name($0)) < (place[$1] ?? .max, name($1)) }
        }
        result.steps = order(Set(reached.keys).union(seconds.keys)).map {
            FunnelReport.Step(step: name($0), reached: reached[$0] ?? 0, medianSeconds: ReportStatistics.median(seconds[$0] ?? []))
        }
        result.skipped = skips.values.reduce(0, +)
        result.skippedAt = order(skips.keys).map { FunnelReport.Step(step: name($0), reached: skips[$0]!) }
        return result
    }
}

/// The names the tally tells apart.
private typealias TourAnalyticsName = TourFormat.TourAnalyticsEventName
