/// Whether a remote tour fits one app build: the one set of rules TourKit
/// applies on the device (`RemoteTourSource`) and tourc applies to a feed
/// it previews, so both give the same answer in the same words.
package enum RemoteTourFit {
    /// What an app build accepts (its manifest) and its version.
    package struct Build: Sendable {
        package var targets: Set<String>
        package var events: Set<String>
        /// The ids of the tours the build ships.
        package var localTours: Set<String>
        /// The bundle format versions its TourKit reads.
        package var bundleFormatVersions: [Int]
        /// The build's version, when known; a tour's version range is checked only then.
        package var appVersion: String?
        /// The parameters the build declares, by name, with their types.
        package var parameters: [String: TourParameterType]
        /// The domains its remote tours may link to (`remote.linkDomains`).
        package var linkDomains: [String]

        package init(
            targets: Set<String>, events: Set<String>, localTours: Set<String>, bundleFormatVersions: [Int], appVersion: String?,
            parameters: [String: TourParameterType] = [:], linkDomains: [String] = []
        ) {
            self.parameters = parameters
            self.targets = targets
            self.events = events
            self.localTours = localTours
            self.bundleFormatVersions = bundleFormatVersions
            self.appVersion = appVersion
            self.linkDomains = linkDomains
        }
    }

    /// What the rules read of a tour.
    package struct Tour: Sendable {
        package var id: String
        package var schemaVersion: Int
        /// Each step's id and target, in order.
        package var steps: [(id: String, target: String)]
        /// The events its display rule counts.
        package var events: [String]
        package var minAppVersion: String?
        package var maxAppVersion: String?
        /// The parameters its conditions read, with the types they read them as.
        package var parameters: [TourParameterDeclaration]
        /// Every title and text in every language, each with how a message names it.
        package var texts: [(name: String, text: String)]

        package init(
            id: String, schemaVersion: Int, steps: [(id: String, target: String)], events: [String], minAppVersion: String?,
            maxAppVersion: String?, parameters: [TourParameterDeclaration] = [], texts: [(name: String, text: String)] = []
        ) {
            self.parameters = parameters
            self.id = id
            self.schemaVersion = schemaVersion
            self.steps = steps
            self.events = events
            self.minAppVersion = minAppVersion
            self.maxAppVersion = maxAppVersion
            self.texts = texts
        }
    }

    /// Why `tour` does not fit `build`, or `nil` when it does.
    package static func problem(with tour: Tour, in build: Build) -> String? {
        if let name = ([tour.id] + tour.steps.flatMap { [$0.id, $0.target] } + tour.events).first(where: { !isName($0) }) {
            return "'\(shown(name))' is not a name (letters, digits, '_', '-' and '.', starting with a letter)"
        }
        if !build.bundleFormatVersions.contains(tour.schemaVersion) {
            let readable = build.bundleFormatVersions.map(String.init).joined(separator: ", ")
            return "its bundle format version \(tour.schemaVersion) is newer than this TourKit reads (\(readable))"
        }
        if build.localTours.contains(tour.id) {
            return "its id is a tour the app ships ('\(tour.id)'); a remote tour needs an id of its own"
        }
        if let reason = versionProblem(tour, build) { return reason }
        if let step = tour.steps.first(where: { !build.targets.contains($0.target) }) {
            return "step '\(step.id)' targets '\(step.target)', which this app version does not register"
        }
        if let event = tour.events.sorted().first(where: { !build.events.contains($0) }) {
            return "its display rule counts event '\(event)', which this app version does not register"
        }
        for parameter in tour.parameters.sorted(by: { $0.name < $1.name }) {
            guard let type = build.parameters[parameter.name] else {
                return "its condition reads parameter '\(parameter.name)', which this app version does not declare"
            }
            if type != parameter.type {
                return "its condition reads parameter '\(parameter.name)' as \(parameter.type), which this app version declares as \(type)"
            }
        }
        for (name, text) in tour.texts {
            for link in TextLinks(text).links {
                if let domain = LinkRules.misleadingDomain(of: link) {
                    return "\(name) has a link whose words name \(domain) but which goes elsewhere ('\(shown(link.destination ?? "?"))')"
                }
                if let reason = LinkRules.remoteProblem(with: link, allowedDomains: build.linkDomains) { return "\(name): \(reason)" }
            }
        }
        return nil
    }

    /// Whether `text` is a name a remote tour, step, target or event may
    /// have: what tour files allow (letters, digits, `_`, `-`, `.`,
    /// starting with a letter), at most 128 bytes. A feed or manifest is
    /// checked with it because it comes from outside: `../../etc`, a quote
    /// or a NUL is no name.
    package static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, TextLinks.isLetter(first), text.utf8.count <= 128 else { return false }
        return text.unicodeScalars.allSatisfy { TextLinks.isLetter($0) || TextLinks.isDigit($0) || $0 == "_" || $0 == "-" || $0 == "." }
    }

    /// `text` for a message: at most 64 characters, controls as `?`.
    package static func shown(_ text: String) -> String {
        let scalars = text.unicodeScalars.prefix(64).map { $0.value < 0x20 || $0.value == 0x7F ? "?" : Character($0) }
        return String(scalars) + (text.unicodeScalars.count > 64 ? "..." : "")
    }

    private static func versionProblem(_ tour: Tour, _ build: Build) -> String? {
        guard tour.minAppVersion != nil || tour.maxAppVersion != nil, let appVersion = build.appVersion else { return nil }
        guard let app = AppVersion(appVersion) else {
            return "the app's version '\(appVersion)' is not a version (such as 2.4.1), so its range cannot be checked"
        }
        if let text = tour.minAppVersion {
            guard let minimum = AppVersion(text) else { return "its minAppVersion '\(text)' is not a version (such as 2.4.1)" }
            if app < minimum { return "it needs app version \(text) or later; this is \(appVersion)" }
        }
        if let text = tour.maxAppVersion {
            guard let maximum = AppVersion(text) else { return "its maxAppVersion '\(text)' is not a version (such as 2.4.1)" }
            if maximum < app { return "it is for app versions up to \(text); this is \(appVersion)" }
        }
        return nil
    }
}
