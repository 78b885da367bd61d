import TourDiagnostics
import TourFormat
import TourGeneration
import TourModel
import TourSigning
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
        guard let served = read(feed, what: "the feed", into: &outcome), !outcome.diagnostics.containsErrors else { return outcome }
        // A signed feed shows what it signed (the page previews; tourc feed verify checks).
        let opened = try? SignedFeed(parsing: served)
        let bytes = opened?.signed ?? served
        let tours: [RemoteFeedReader.Entry]
        let withdrawn: [String]
        switch RemoteFeedReader.read(bytes) {
        case .success(let read): (tours, withdrawn) = read
        case .failure(let failure):
            let position =
                opened == nil ? bytes.withUnsafeBufferPointer { TextPositions.position(ofByteOffset: failure.offset, in: $0) } : nil
            outcome.diagnostics.append(Diagnostic(.unreadableFile, "the feed cannot be read: \(failure.message)", file: feed, at: position))
            outcome.sources[feed] = served
            return outcome
        }
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
            outcome.diagnostics.append(Diagnostic(.unreadableFile, "cannot read \(what): \(error.reason)", file: path))
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
            localTours: manifest.localTours, bundleFormatVersions: manifest.bundleFormatVersions, appVersion: version,
            parameters: Dictionary(manifest.registry.parameters.map { ($0.name.value, $0.type.value) }) { first, _ in first },
            linkDomains: manifest.linkDomains)
        return FeedPreviewPage.Build(name: version.map { "app \($0)" } ?? name, fit: fit)
    }
}
