import TourFormat

/// What a coordinator's store would hold at a point of a timeline, and how
/// each command changes it: what `TourCoordinator` and `TourSession` save
/// for a launch, a donation, a parameter set, a display's start and end, a
/// completion and a skip. A Swift test drives the same timelines through
/// TourKit and compares every answer (TourSimulationTests).
struct SimulationState {
    let setup: Simulation.Setup
    private(set) var now = Simulation.start
    private var launches = 0
    private var eventCounts: [String: Int] = [:]
    private var donations: [String: [Double]] = [:]
    private var parameters: [String: (value: TourValue, isTransient: Bool, launch: Int)] = [:]
    private var histories: [String: DisplayRuleCheck.History] = [:]
    /// When each showing tour's display started.
    private var showing: [String: Double] = [:]

    init(setup: Simulation.Setup) {
        self.setup = setup
    }

    /// Applies `command`; why a session could not do it, when it could not.
    mutating func apply(_ command: SimulatedCommand) -> String? {
        switch command {
        case .launch:
            launches += 1
        case .donate(let event, let times):
            for _ in 0..<times { donate(event) }
        case .set(let values):
            for (declaration, value) in values { parameters[declaration.name] = (value, declaration.isTransient, launches) }
        case .wait(let seconds):
            now += seconds
        case .show(let tour):
            if showing[tour] != nil { return "'\(tour)' is showing already: hide, complete or skip it first" }
            if let finished = finishedWord(tour) { return "'\(tour)' was \(finished): a session's start() would not show it" }
            histories[tour, default: .init()].displays.append(now)
            histories[tour, default: .init()].status = .inProgress
            showing[tour] = now
        case .hide(let tour):
            guard endDisplay(tour) else { return "'\(tour)' is not showing: show it first" }
        case .complete(let tour):
            guard endDisplay(tour) else { return "'\(tour)' is not showing: a session completes a tour it shows" }
            histories[tour, default: .init()].status = .completed
        case .skip(let tour):
            if let finished = finishedWord(tour) { return "'\(tour)' was \(finished) already" }
            _ = endDisplay(tour)
            histories[tour, default: .init()].status = .skipped
        case .expect:
            break
        }
        return nil
    }

    /// One donation: the count, its time when a tour counts the event in a
    /// window (the latest that window can count, at most 1,000), and the
    /// tours it invalidates.
    private mutating func donate(_ event: String) {
        eventCounts[event, default: 0] += 1
        let windows = setup.tours.flatMap { $0.rule.events.filter { $0.name == event }.compactMap(\.within) }
        if let window = windows.max() {
            let kept = (donations[event] ?? []).filter { $0 > now - window }
            donations[event] = DisplayRuleCheck.adding(now, to: kept)
        }
        for tour in setup.tours where tour.rule.invalidatedBy.contains(event) {
            var history = histories[tour.id] ?? .init()
            guard history.status == .none || history.status == .inProgress, !history.actionPerformed else { continue }
            history.actionPerformed = true
            histories[tour.id] = history
        }
    }

    /// Ends `tour`'s display, adding its time on screen; false when it was not showing.
    private mutating func endDisplay(_ tour: String) -> Bool {
        guard let since = showing.removeValue(forKey: tour) else { return false }
        histories[tour, default: .init()].screenTime += max(0, now - since)
        return true
    }

    private func finishedWord(_ tour: String) -> String? {
        switch histories[tour]?.status {
        case .completed?: "completed"
        case .skipped?: "skipped"
        default: nil
        }
    }

    /// The eligible tours in the coordinator's order, and why each other may not show.
    func answer() -> (eligible: [String], reasons: [(tour: String, reasons: [DisplayRuleCheck.Reason])]) {
        var values: [String: TourValue] = [:]
        for (name, parameter) in parameters where !parameter.isTransient || parameter.launch == launches { values[name] = parameter.value }
        let surroundings = DisplayRuleCheck.Surroundings(
            now: now, facts: TourConditionFacts(launches: launches, eventCounts: eventCounts, parameterValues: values), donations: donations,
            frequency: setup.frequency)
        let reasons = setup.tours.map { tour in
            DisplayRuleCheck.reasons(
                for: tour.rule, history: histories[tour.id] ?? .init(), in: surroundings, latestOtherDisplay: latestDisplay(ofAnyBut: tour.id),
                isFinished: { finishedWord($0) != nil })
        }
        let order = DisplayRuleCheck.eligibleOrder(zip(setup.tours, reasons).map { ($0.rule.priority, $1.isEmpty) })
        let others = zip(setup.tours, reasons).filter { !$1.isEmpty }.map { (tour: $0.id, reasons: $1) }
        return (order.map { setup.tours[$0].id }, others)
    }

    private func latestDisplay(ofAnyBut tour: String) -> Double? {
        histories.filter { $0.key != tour }.compactMap { $0.value.displays.max() }.max()
    }

    /// Seconds as days, hours, minutes and seconds: `1d 2h`, `90s` is `1m 30s`.
    static func elapsed(_ seconds: Double) -> String {
        var left = Int(seconds.rounded(.up))
        var parts: [String] = []
        for (unit, size) in [("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1)] where left >= size {
            parts.append("\(left / size)\(unit)")
            left %= size
        }
        return parts.isEmpty ? "0s" : parts.joined(separator: " ")
    }
}
