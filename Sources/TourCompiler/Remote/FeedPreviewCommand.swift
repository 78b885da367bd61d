import TourDiagnostics
import TourFormat
import TourGeneration
import TourModel
import TourSyntax

/// `tourc preview FEED.json --against APP_MANIFEST...`: a page that shows,
/// for each tour of a remote feed, which app builds would show it and why
/// the others would not: the rules TourKit applies on the device, run here
/// for every build at once. A manifest named after its version
/// (`Manifests/2.4.json`) has its tours' version ranges checked too.
public enum FeedPreviewCommand {
    /// What the preview found and did.
    public struct Outcome: Sendable {
        public var diagnostics: [Diagnostic] = []
        public var sources: [String: [UInt8]] = [:]
        public var written = false
        public var tourCount = 0
    }

    public static func write(feed: String, manifests paths: [String], to path: String, force: Bool = false) -> Outcome {
        var outcome = Outcome()
        if !force, let refusal = FileOwnership.refusal(toReplace: path, expecting: FileOwnership.previewPage, force: "--force") {
            outcome.diagnostics = [refusal]
            return outcome
        }
        var builds: [FeedPreviewPage.Build] = []
        for manifestPath in paths {
            guard let bytes = read(manifestPath, what: "the app manifest", into: &outcome) else { continue }
            switch AppManifest.decode(bytes, file: manifestPath) {
            case .success(let manifest): builds.append(build(manifest))
            case .failure(let unreadable):
                outcome.diagnostics.append(unreadable.diagnostic)
                outcome.sources[manifestPath] = bytes
            }
        }
        guard let bytes = read(feed, what: "the feed", into: &outcome), !outcome.diagnostics.containsErrors else { return outcome }
        let root: JSONValue
        switch JSONReader.read(bytes, maxDepth: 32) {
        case .success(let value): root = value
        case .failure(let failure):
            let position = bytes.withUnsafeBufferPointer { TextPositions.position(ofByteOffset: failure.offset, in: $0) }
            outcome.diagnostics.append(Diagnostic.error(.unreadableFile, "the feed is not JSON: \(failure.message)", file: feed, at: position))
            outcome.sources[feed] = bytes
            return outcome
        }
        guard case .number("1") = root["feedVersion"]?.content, case .array(let elements) = root["tours"]?.content else {
            outcome.diagnostics.append(
                Diagnostic.error(
                    .unreadableFile, "the feed has no feedVersion 1 with a tours list; write it with tourc compile --feed-out", file: feed))
            return outcome
        }
        let tours = elements.enumerated().map { tour($1, index: $0) }
        var withdrawn: [String] = []
        if case .array(let ids) = root["withdrawn"]?.content { withdrawn = ids.compactMap(\.string) }
        let page = FeedPreviewPage.render(feed: Paths.lastComponent(of: feed), tours: tours, withdrawn: withdrawn, builds: builds)
        outcome.tourCount = tours.count
        let problems = OutputWriter.write([OutputFile(path: path, contents: page, source: feed)])
        outcome.diagnostics += problems
        outcome.written = problems.isEmpty
        return outcome
    }

    private static func read(_ path: String, what: String, into outcome: inout Outcome) -> [UInt8]? {
        do throws(FileError) {
            return try FileSystem.readFile(path, limit: YAMLLimits.default.maxFileSize)
        } catch {
            outcome.diagnostics.append(Diagnostic.error(.unreadableFile, "cannot read \(what): \(error.reason)", file: path))
            return nil
        }
    }

    /// A build as the page names it: its version when the manifest's file
    /// name is one (`2.4.json`), else the file name.
    private static func build(_ manifest: AppManifest) -> FeedPreviewPage.Build {
        var name = Paths.lastComponent(of: manifest.file)
        if name.hasSuffix(".json") { name.removeLast(5) }
        let version = AppVersion(name).map(\.description)
        let fit = RemoteTourFit.Build(
            targets: Set(manifest.registry.targets.map(\.name.value)), events: Set(manifest.registry.events.map(\.name.value)),
            localTours: manifest.localTours, bundleFormatVersions: manifest.bundleFormatVersions, appVersion: version)
        return FeedPreviewPage.Build(name: version.map { "app \($0)" } ?? name, fit: fit)
    }

    /// What the page shows of one element of `tours`.
    private static func tour(_ value: JSONValue, index: Int) -> FeedPreviewPage.Tour {
        let name = value["id"]?.string ?? "tours[\(index)]"
        guard let id = value["id"]?.string, case .number(let format) = value["schemaVersion"]?.content, let schemaVersion = Int(format),
            case .array(let steps) = value["steps"]?.content
        else {
            return FeedPreviewPage.Tour(
                fit: nil, name: name, title: nil, cards: [], unreadable: "it is not a tour bundle (no id, schemaVersion or steps)")
        }
        var fitSteps: [(id: String, target: String)] = []
        var cards: [(title: String, text: String)] = []
        for step in steps {
            guard let stepID = step["id"]?.string, let target = step["target"]?.string else {
                return FeedPreviewPage.Tour(fit: nil, name: name, title: nil, cards: [], unreadable: "a step has no id or target")
            }
            fitSteps.append((stepID, target))
            cards.append((step["title"]?.string ?? "", step["text"]?.string ?? ""))
        }
        var events: [String] = []
        if case .object(let members) = value["show"]?["events"]?.content { events = members.map(\.key) }
        let fit = RemoteTourFit.Tour(
            id: id, schemaVersion: schemaVersion, steps: fitSteps, events: events, minAppVersion: value["minAppVersion"]?.string,
            maxAppVersion: value["maxAppVersion"]?.string)
        return FeedPreviewPage.Tour(fit: fit, name: name, title: value["title"]?.string, cards: cards, unreadable: nil)
    }
}
