import TourDiagnostics
import TourModel
import TourScanning

extension DiagnosticCode {
    /// A display rule waits for an event the registry does not list.
    public static let unregisteredEvent = DiagnosticCode(
        "TOUR322",
        summary: "A tour's show rule waits for an event that is not registered.",
        explanation: """
            `show: {events: {NAME: COUNT}}` waits until the app has donated \
            NAME COUNT times. The app donates only the events it registers \
            under `events:` in the registry (`targets.yaml`), so a name that \
            is not there (a typo, a renamed event) would keep the tour from \
            ever showing. The message names the closest registered events. \
            Register the event, or fix the name.
            """)

    /// A display rule waits for a tour that does not exist.
    public static let unknownAfterTour = DiagnosticCode(
        "TOUR323",
        summary: "A tour's show rule waits for a tour that does not exist.",
        explanation: """
            `show: {after: [ID]}` waits until the tour ID is completed or \
            skipped. No input has a tour with that id, so the rule could never \
            be met. The message names the closest tour ids. Fix the id, or \
            remove it from `after`.
            """)

    /// Display rules wait for each other in a circle.
    public static let afterCycle = DiagnosticCode(
        "TOUR324",
        summary: "Tours wait for each other in a circle (show: after).",
        explanation: """
            A tour whose `after` list leads back to itself, directly or \
            through other tours, waits for a tour that waits for it: none of \
            them can ever show. The message lists the circle. Remove one of \
            the `after` entries.
            """)

    /// A registered event no display rule uses.
    public static let unusedEvent = DiagnosticCode(
        "TOUR325",
        summary: "A registered event is not used by any tour's show rule (warning).",
        explanation: """
            The registry lists an event under `events:` that no tour's \
            `show:` rule waits for. Either a rule lost it, or the registry \
            kept an event the app no longer donates. This is a warning; \
            `--strict` makes it an error.
            """)

    /// A display rule waits for an event that no scanned source donates.
    public static let eventNeverDonated = DiagnosticCode(
        "TOUR326",
        summary: "A tour waits for an event no scanned source donates, so it can never show (warning).",
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

extension ValidationContext {
    /// The rules about `show:` across tours: every `after` names a tour and
    /// leads to no circle; every event is registered (when a registry was
    /// read) and every registered event is used (when every input was read).
    mutating func checkDisplayRules(
        _ tours: [TourOutline], registry: TargetRegistry?, allInputsDecoded: Bool, donations: [TagSite]? = nil
    ) {
        if let donations { checkEventsAreDonated(tours, donations: donations) }
        let ids = Set(tours.map(\.id.value))
        for tour in tours {
            for earlier in tour.after where !ids.contains(earlier.value) {
                let closest = Suggestions.plausible(for: earlier.value, among: ids, limit: 3)
                let hint = closest.isEmpty ? "" : "; closest tours: " + closest.map { "'\($0)'" }.joined(separator: ", ")
                report(
                    .error, .unknownAfterTour, "tour '\(tour.id.value)' waits for tour '\(earlier.value)', which no input has\(hint)",
                    file: tour.file, at: earlier.position)
            }
        }
        checkAfterHasNoCycle(tours)
        guard let registry else { return }
        let events = Set(registry.events.map(\.name.value))
        var used = Set<String>()
        for tour in tours {
            for event in tour.events {
                used.insert(event.value)
                guard !events.contains(event.value) else { continue }
                let closest = Suggestions.plausible(for: event.value, among: events, limit: 3)
                let hint = closest.isEmpty ? "" : "; closest registered: " + closest.map { "'\($0)'" }.joined(separator: ", ")
                report(
                    .error, .unregisteredEvent, "event '\(event.value)' is not registered in \(registry.file)\(hint)",
                    file: tour.file, at: event.position,
                    notes: ["register it under 'events:' in \(registry.file)"])
            }
        }
        guard allInputsDecoded else { return }
        for event in registry.events where !used.contains(event.name.value) {
            report(
                .warning, .unusedEvent, "event '\(event.name.value)' is registered but no tour's show rule uses it",
                file: registry.file, at: event.name.position)
        }
    }

    /// Reports each event a rule waits for that no donation site names,
    /// unless some donation cannot be read (it could be any event).
    private mutating func checkEventsAreDonated(_ tours: [TourOutline], donations: [TagSite]) {
        let named = donations.map(\.donatedEvent)
        guard !named.contains(nil) else { return }
        let donated = Set(named.compactMap { $0 })
        for tour in tours {
            var reported = Set<String>()
            for event in tour.events where !donated.contains(event.value) && reported.insert(event.value).inserted {
                report(
                    .warning, .eventNeverDonated,
                    "tour '\(tour.id.value)' can never show: no scanned source donates event '\(event.value)'",
                    file: tour.file, at: event.position,
                    notes: ["donate it where the user does it: coordinator.donate(\"\(event.value)\")"])
            }
        }
    }

    /// Reports each circle of `after` once, at the entry of its first tour
    /// (in input order) that leads on around it.
    private mutating func checkAfterHasNoCycle(_ tours: [TourOutline]) {
        var byID: [String: TourOutline] = [:]
        for tour in tours where byID[tour.id.value] == nil { byID[tour.id.value] = tour }
        var reported = Set<String>()
        for tour in tours {
            // Walk from the tour: a path that comes back to it is a circle.
            var path = [tour.id.value]
            var onPath = Set(path)
            var visited = Set<String>()
            func walk(_ id: String) -> [String]? {
                guard let current = byID[id] else { return nil }
                for next in current.after.map(\.value) {
                    if next == tour.id.value { return path + [next] }
                    guard !onPath.contains(next), visited.insert(next).inserted else { continue }
                    path.append(next)
                    onPath.insert(next)
                    if let circle = walk(next) { return circle }
                    path.removeLast()
                    onPath.remove(next)
                }
                return nil
            }
            guard let circle = walk(tour.id.value), reported.isDisjoint(with: circle) else { continue }
            reported.formUnion(circle)
            let entry = tour.after.first { $0.value == circle[1] }!
            let shown = circle.map { "'\($0)'" }.joined(separator: " after ")
            report(
                .error, .afterCycle,
                circle.count == 2 ? "tour '\(tour.id.value)' waits for itself" : "tours wait for each other in a circle: \(shown)",
                file: tour.file, at: entry.position)
        }
    }
}
