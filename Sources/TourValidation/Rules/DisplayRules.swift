import TourDiagnostics
import TourModel
import TourScanning

extension DiagnosticCode {
    /// A display rule waits for an event the registry does not list.
    public static let unregisteredEvent = DiagnosticCode(
        "TOUR322", name: "unregisteredEvent", severity: .error,
        summary: "A tour's show rule waits for, or is invalidated by, an event that is not registered.",
        explanation: """
            `show: {events: {NAME: COUNT}}` waits until the app has donated \
            NAME COUNT times; `invalidatedBy: [NAME]` ends the tour when \
            the app donates NAME. The app donates only the events it registers \
            under `events:` in the registry (`targets.yaml`), so a name that \
            is not there (a typo, a renamed event) would keep the tour from \
            ever showing. The message names the closest registered events. \
            Register the event, or fix the name.
            """)

    /// A display rule waits for a tour that does not exist.
    public static let unknownAfterTour = DiagnosticCode(
        "TOUR323", name: "unknownAfterTour", severity: .error,
        summary: "A tour's show rule waits for a tour that does not exist.",
        explanation: """
            `show: {after: [ID]}` waits until the tour ID is completed or \
            skipped. No input has a tour with that id, so the rule could never \
            be met. The message names the closest tour ids. Fix the id, or \
            remove it from `after`.
            """)

    /// Display rules wait for each other in a circle.
    public static let afterCycle = DiagnosticCode(
        "TOUR324", name: "afterCycle", severity: .error,
        summary: "Tours wait for each other in a circle (show: after).",
        explanation: """
            A tour whose `after` list leads back to itself, directly or \
            through other tours, waits for a tour that waits for it: none of \
            them can ever show. The message lists the circle. Remove one of \
            the `after` entries.
            """)

    /// A registered event no display rule uses.
    public static let unusedEvent = DiagnosticCode(
        "TOUR325", name: "unusedEvent", severity: .warning,
        summary: "A registered event is not used by any tour's show rule.",
        explanation: """
            The registry lists an event under `events:` that no tour's \
            `show:` rule waits for, counts in a condition or is \
            invalidated by. Either a rule lost it, or the registry \
            kept an event the app no longer donates. This is a warning; \
            `--strict` makes it an error.
            """)

    /// A display rule waits for an event that no scanned source donates.
    public static let eventNeverDonated = DiagnosticCode(
        "TOUR326", name: "eventNeverDonated", severity: .warning,
        summary: "A tour waits for an event no scanned source donates, so it can never show.",
        explanation: """
            When the app's code is scanned (`targets.scan`), tourc looks for \
            the places that donate events to a `TourCoordinator`: \
            `donate(.presetSaved)`, `donate("presetSaved")` or \
            `donate(EffectsTour.Event.presetSaved)`. A tour whose `show:` \
            rule waits for an event that no such place donates would never \
            show. A donation of a variable (`donate(event)`) could be any \
            event, so with one in the code this is not reported. Donate the \
            event where the user does it, or drop it from the rule.
            """)
}

/// The rules about `show:` across tours: every `after` names a tour and
/// leads to no circle; every event is registered (when a registry was
/// read) and every registered event is used (when every input was read).
enum DisplayRules: CorpusRule {
    static let codes: [DiagnosticCode] = [.unregisteredEvent, .unknownAfterTour, .afterCycle, .unusedEvent, .eventNeverDonated]

    static func check(_ corpus: inout ToursUnderCheck, _ context: inout ValidationContext) {
        let tours = corpus.outlines
        let registry = corpus.registry?.registry
        let allInputsDecoded = corpus.options.allInputsDecoded
        let donations = corpus.donations
        if let donations { context.checkEventsAreDonated(tours, donations: donations) }
        let ids = Set(tours.map(\.id.value))
        for tour in tours {
            for earlier in tour.after where !ids.contains(earlier.value) {
                let closest = Suggestions.plausible(for: earlier.value, among: ids, limit: 3)
                let hint = closest.isEmpty ? "" : "; closest tours: " + closest.map { "'\($0)'" }.joined(separator: ", ")
                context.report(
                    .unknownAfterTour, "tour '\(tour.id.value)' waits for tour '\(earlier.value)', which no input has\(hint)",
                    file: tour.file, at: earlier.position, suggestion: Suggestions.likelyMeant(earlier.value, among: closest))
            }
        }
        context.checkAfterHasNoCycle(tours)
        guard let registry else { return }
        let events = Set(registry.events.map(\.name.value))
        var used = Set<String>()
        for tour in tours {
            used.formUnion(tour.conditionEvents)
            for event in tour.events + tour.invalidatedBy {
                used.insert(event.value)
                guard !events.contains(event.value) else { continue }
                let closest = Suggestions.plausible(for: event.value, among: events, limit: 3)
                let hint = closest.isEmpty ? "" : "; closest registered: " + closest.map { "'\($0)'" }.joined(separator: ", ")
                context.report(
                    .unregisteredEvent, "event '\(event.value)' is not registered in \(registry.file)\(hint)",
                    file: tour.file, at: event.position,
                    notes: ["register it under 'events:' in \(registry.file)"], suggestion: Suggestions.likelyMeant(event.value, among: closest))
            }
        }
        guard allInputsDecoded else { return }
        for event in registry.events where !used.contains(event.name.value) {
            context.report(
                .unusedEvent, "event '\(event.name.value)' is registered but no tour's show rule uses it",
                file: registry.file, at: event.name.position)
        }
    }
}

extension ValidationContext {

    /// Reports each event a rule waits for that no donation site names,
    /// unless some donation cannot be read (it could be any event).
    fileprivate mutating func checkEventsAreDonated(_ tours: [TourOutline], donations: [TagSite]) {
        let named = donations.map(\.donatedEvent)
        guard !named.contains(nil) else { return }
        let donated = Set(named.compactMap { $0 })
        for tour in tours {
            var reported = Set<String>()
            for event in tour.events where !donated.contains(event.value) && reported.insert(event.value).inserted {
                report(
                    .eventNeverDonated,
                    "tour '\(tour.id.value)' can never show: no scanned source donates event '\(event.value)'",
                    file: tour.file, at: event.position,
                    notes: ["donate it where the user does it: coordinator.donate(\"\(event.value)\")"])
            }
        }
    }

    /// Reports a circle of `after` for each group of tours that wait for
    /// each other (a strongly connected group, or a tour that waits for
    /// itself), once, at the entry of the group's first tour (in input
    /// order) that leads on around it. The circle is the first one a walk
    /// from that tour finds, following each `after` list in order.
    ///
    /// Iterative and linear in tours and `after` entries: Tarjan's
    /// algorithm finds the groups, then one walk inside each group finds its
    /// circle. Neither recurses, so no chain of tours is too long.
    fileprivate mutating func checkAfterHasNoCycle(_ tours: [TourOutline]) {
        var graph = AfterGraph(tours)
        for circle in graph.circles() {
            let tour = circle.tour
            let entry = tour.after.first { $0.value == circle.ids[1] }!
            let shown = circle.ids.map { "'\($0)'" }.joinedForMessage(separator: " after ")
            report(
                .afterCycle,
                circle.ids.count == 2 ? "tour '\(tour.id.value)' waits for itself" : "tours wait for each other in a circle: \(shown)",
                file: tour.file, at: entry.position)
        }
    }
}

/// The tours (the first with each id) and the `after` entries between
/// them, as indices, for the circle check.
struct AfterGraph {
    /// The first tour with each id, in input order.
    let tours: [TourOutline]
    /// For each tour, the tours its `after` list names, in order (entries
    /// that name no tour are left out).
    let edges: [[Int]]
    /// How many steps the last search took: each tour and each entry is
    /// visited a bounded number of times (the tests count them).
    private(set) var operations = 0

    init(_ all: [TourOutline]) {
        var index: [String: Int] = [:]
        var tours: [TourOutline] = []
        for tour in all where index[tour.id.value] == nil {
            index[tour.id.value] = tours.count
            tours.append(tour)
        }
        self.tours = tours
        edges = tours.map { tour in tour.after.compactMap { index[$0.value] } }
    }

    /// One circle per group, in the input order of each group's first tour:
    /// that tour and the ids around the circle, starting and ending with
    /// its own.
    mutating func circles() -> [(tour: TourOutline, ids: [String])] {
        let group = groups()
        // The first tour of each group that holds a circle.
        var firstOfGroup: [Int: Int] = [:]
        var size: [Int: Int] = [:]
        for node in tours.indices {
            size[group[node], default: 0] += 1
            if firstOfGroup[group[node]] == nil { firstOfGroup[group[node]] = node }
        }
        var found: [(tour: TourOutline, ids: [String])] = []
        var visited = [Bool](repeating: false, count: tours.count)
        for node in tours.indices where firstOfGroup[group[node]] == node {
            let cyclic = size[group[node]]! > 1 || edges[node].contains(node)
            guard cyclic, let path = walk(from: node, within: group, visited: &visited) else { continue }
            found.append((tours[node], path.map { tours[$0].id.value }))
        }
        return found
    }

    /// The first path a depth-first walk from `start` (inside its group)
    /// finds back to `start`, both ends included.
    fileprivate mutating func walk(from start: Int, within group: [Int], visited: inout [Bool]) -> [Int]? {
        var path = [start]
        var next = [0]
        visited[start] = true
        while let node = path.last {
            operations += 1
            let edge = next[next.count - 1]
            guard edge < edges[node].count else {
                path.removeLast()
                next.removeLast()
                continue
            }
            next[next.count - 1] += 1
            let target = edges[node][edge]
            if target == start { return path + [start] }
            guard group[target] == group[start], !visited[target] else { continue }
            visited[target] = true
            path.append(target)
            next.append(0)
        }
        return nil
    }

    /// Each tour's group (strongly connected component), by Tarjan's
    /// algorithm with an explicit stack.
    fileprivate mutating func groups() -> [Int] {
        let count = tours.count
        var order = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var group = [Int](repeating: -1, count: count)
        var stack: [Int] = []
        var counter = 0
        var groupCount = 0
        var frames: [(node: Int, edge: Int)] = []
        for root in 0..<count where order[root] < 0 {
            frames.append((root, 0))
            order[root] = counter
            low[root] = counter
            counter += 1
            stack.append(root)
            onStack[root] = true
            while let frame = frames.last {
                operations += 1
                let node = frame.node
                if frame.edge < edges[node].count {
                    frames[frames.count - 1].edge += 1
                    let target = edges[node][frame.edge]
                    if order[target] < 0 {
                        order[target] = counter
                        low[target] = counter
                        counter += 1
                        stack.append(target)
                        onStack[target] = true
                        frames.append((target, 0))
                    } else if onStack[target] {
                        low[node] = min(low[node], order[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == order[node] else { continue }
                while let member = stack.popLast() {
                    onStack[member] = false
                    group[member] = groupCount
                    if member == node { break }
                }
                groupCount += 1
            }
        }
        return group
    }
}
