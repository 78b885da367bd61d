/// Which of a feed's tours this app build can show: each is checked
/// against the app's manifest and version, as `tourc compile --against`
/// checks them at build time, because the device is where a tour that
/// does not fit would fail.
struct RemoteTourCheck: Sendable {
    let manifest: TourAppManifest
    let appVersion: String

    /// The feed's accepted tours, in feed order, and the rejected ones with why.
    func sort(_ feed: RemoteTourFeed) -> (accepted: [TourBundle], rejected: [RemoteTourRejection]) {
        let withdrawn = Set(feed.withdrawn)
        let local = Set(manifest.tours.map(\.id))
        var accepted: [TourBundle] = []
        var rejected: [RemoteTourRejection] = []
        var seen = Set<String>()
        for (index, entry) in feed.entries.enumerated() {
            let id = entry.id ?? "tours[\(index)]"
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
            if local.contains(bundle.id) {
                reject("its id is a tour the app ships ('\(bundle.id)'); a remote tour needs an id of its own")
            } else if let reason = versionProblem(entry) {
                reject(reason)
            } else if let reason = unregistered(bundle) {
                reject(reason)
            } else {
                accepted.append(bundle)
            }
        }
        return (accepted, rejected)
    }

    /// Why `appVersion` is outside the tour's range, if it is.
    private func versionProblem(_ entry: RemoteTourFeed.Entry) -> String? {
        guard entry.minAppVersion != nil || entry.maxAppVersion != nil else { return nil }
        guard let app = AppVersion(appVersion) else {
            return "the app's version '\(appVersion)' is not a version (such as 2.4.1), so its range cannot be checked"
        }
        if let text = entry.minAppVersion {
            guard let minimum = AppVersion(text) else { return "its minAppVersion '\(text)' is not a version (such as 2.4.1)" }
            if app < minimum { return "it needs app version \(text) or later; this is \(appVersion)" }
        }
        if let text = entry.maxAppVersion {
            guard let maximum = AppVersion(text) else { return "its maxAppVersion '\(text)' is not a version (such as 2.4.1)" }
            if maximum < app { return "it is for app versions up to \(text); this is \(appVersion)" }
        }
        return nil
    }

    /// Why the tour needs something this build does not register, if it does.
    private func unregistered(_ bundle: TourBundle) -> String? {
        let targets = Set(manifest.targets)
        if let step = bundle.steps.first(where: { !targets.contains($0.target) }) {
            return "step '\(step.id)' targets '\(step.target)', which this app version does not register"
        }
        let events = Set(manifest.events)
        if let event = bundle.show?.events.keys.sorted().first(where: { !events.contains($0) }) {
            return "its display rule counts event '\(event)', which this app version does not register"
        }
        return nil
    }
}
