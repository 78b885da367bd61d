import TourFormat

/// Which of a feed's tours this app build can show: each is checked
/// against the app's manifest and version (`RemoteTourFit`, the rules tourc
/// applies too), because the device is where a tour that does not fit
/// would fail.
struct RemoteTourCheck: Sendable {
    let manifest: TourAppManifest
    let appVersion: String

    /// The feed's accepted tours, in feed order, and the rejected ones with why.
    func sort(_ feed: RemoteTourFeed) -> (accepted: [TourBundle], rejected: [RemoteTourRejection]) {
        let withdrawn = Set(feed.withdrawn)
        let build = RemoteTourFit.Build(
            targets: Set(manifest.targets), events: Set(manifest.events), localTours: Set(manifest.tours.map(\.id)),
            bundleFormatVersions: TourAppManifest.readableBundleFormatVersions, appVersion: appVersion,
            parameters: Dictionary(manifest.parameters.map { ($0.name, $0.type) }) { first, _ in first },
            linkDomains: manifest.linkDomains)
        var accepted: [TourBundle] = []
        var rejected: [RemoteTourRejection] = []
        var seen = Set<String>()
        for (index, entry) in feed.entries.enumerated() {
            let id = entry.id.map { RemoteTourFit.isName($0) ? $0 : RemoteTourFit.shown($0) } ?? "tours[\(index)]"
            if withdrawn.contains(id) { continue }
            func reject(_ reason: String) { rejected.append(RemoteTourRejection(tourID: id, reason: reason)) }
            let bundle: TourBundle
            switch entry.bundle {
            case .failure(let reason):
                reject(reason.text)
                continue
            case .success(let decoded): bundle = decoded
            }
            guard seen.insert(bundle.id).inserted else {
                reject("the feed holds tour '\(bundle.id)' twice; only the first is used")
                continue
            }
            let tour = RemoteTourFit.Tour(
                id: bundle.id, schemaVersion: bundle.schemaVersion, steps: bundle.steps.map { ($0.id, $0.target) },
                events: bundle.show.map { Array($0.events.keys) } ?? [], minAppVersion: bundle.minAppVersion,
                maxAppVersion: bundle.maxAppVersion,
                parameters: ([bundle.show?.when] + bundle.steps.map(\.condition)).compactMap { $0 }.flatMap(\.parameters),
                texts: Self.texts(of: bundle))
            if let reason = RemoteTourFit.problem(with: tour, in: build) { reject(reason) } else { accepted.append(bundle) }
        }
        return (accepted, rejected)
    }

    /// Every title and text of `bundle` in every language, each named for a message.
    static func texts(of bundle: TourBundle) -> [(name: String, text: String)] {
        var texts: [(name: String, text: String)] = []
        func add(_ name: String, _ text: String?) { if let text { texts.append((name, text)) } }
        add("the tour's title", bundle.title)
        add("the tour's description", bundle.description)
        for (locale, metadata) in (bundle.localizations ?? [:]).sorted(by: { $0.key < $1.key }) {
            add("the tour's \(locale) title", metadata.title)
            add("the tour's \(locale) description", metadata.description)
        }
        for step in bundle.steps {
            add("the title of step '\(step.id)'", step.title)
            add("the text of step '\(step.id)'", step.text)
            for (locale, localized) in (step.localizations ?? [:]).sorted(by: { $0.key < $1.key }) {
                add("the \(locale) title of step '\(step.id)'", localized.title)
                add("the \(locale) text of step '\(step.id)'", localized.text)
            }
        }
        return texts
    }
}
