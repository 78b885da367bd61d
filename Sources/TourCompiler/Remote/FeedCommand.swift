import TourBytes
import TourDiagnostics
import TourFormat
import TourGeneration
import TourModel
import TourSigning
import TourSyntax
import TourValidation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension DiagnosticCode {
    /// A remote tour the app build could not take: its id is a local tour's,
    /// or the build's TourKit reads no bundle format tourc writes.
    public static let remoteTourDoesNotFit = DiagnosticCode(
        "TOUR345", name: "remoteTourDoesNotFit", severity: .error,
        summary: "A remote tour does not fit the app build it is checked against.",
        explanation: """
            `tourc compile --against MANIFEST` checks remote tours against \
            what an app build ships. A remote tour may not take the id of a \
            tour compiled into the app (the two would share one record of \
            progress and one place in the coordinator's order), and the \
            build's TourKit must read the bundle format tourc writes (the \
            manifest's `bundleFormatVersions`); a tour with an experiment \
            needs format 3, or the build would show it to the holdout too. \
            Rename the tour, or leave \
            that app version out of `--against` and give the tour a \
            `minAppVersion`.
            """)
}

/// What `tourc compile --against` is asked to do.
public struct FeedRequest: Sendable {
    /// The remote tours, validated without a registry: each manifest stands in for one.
    public var validation: ValidationRequest
    /// The app manifests of every app version still in use.
    public var manifests: [String]
    /// Where the feed goes; `nil` to check only.
    public var feedOutput: String?
    /// Ids of tours taken back (`--withdraw`).
    public var withdrawn: [String] = []
    /// Whether to replace a file at `feedOutput` that is not a feed.
    public var force = false
    /// The private key file that signs the feed (`--sign-key`); a feed is
    /// written only signed.
    public var signingKey: String?
    /// The feed's sequence (`--feed-sequence`); else the sequence of the
    /// feed already at `feedOutput` plus one, else 1.
    public var sequence: Int?
    /// How long after `now` the feed expires, in seconds (`--feed-expires`; 30 days).
    public var expiresAfter: Int64 = 30 * 86_400
    /// The time the expiry counts from, in seconds since 1970; the clock when `nil`.
    public var now: Int64?

    /// Creates a request.
    public init(validation: ValidationRequest, manifests: [String], feedOutput: String?) {
        self.validation = validation
        self.manifests = manifests
        self.feedOutput = feedOutput
    }
}

/// What `tourc compile --against` found and did.
public struct FeedOutcome: Sendable {
    public var diagnostics: [Diagnostic] = []
    public var sources: [String: [UInt8]] = [:]
    /// The tours in the feed.
    public var tourCount = 0
    /// Whether the feed was written.
    public var written = false
    /// The written feed's sequence, expiry and key id.
    public var sequence: Int?
    public var expires: String?
    public var keyID: String?
}

/// `tourc compile --against MANIFEST... --feed-out FEED`: validates remote
/// tours against each app build that will receive them (its targets,
/// events and platforms stand in for targets.yaml and `platforms:`) and
/// writes one feed for `RemoteTourSource`. Every check applies, with its
/// position in the YAML; a symbol newer than a build's platforms is an
/// error here, since a build cannot fall back from it.
public enum FeedCommand {
    public static func run(_ request: FeedRequest) -> FeedOutcome {
        var outcome = FeedOutcome()
        let manifests = readManifests(request.manifests, into: &outcome)
        guard !outcome.diagnostics.containsErrors else { return outcome }
        var signingKey: FeedSigningKey?
        if let path = request.signingKey {
            switch FeedKeys.signingKey(at: path) {
            case .success(let key):
                signingKey = key
                outcome.diagnostics += notAccepting(key.publicKey, manifests)
            case .failure(let problem): outcome.diagnostics.append(problem.diagnostic)
            }
        }
        guard !outcome.diagnostics.containsErrors else { return outcome }
        var tours: [ValidatedTour]?
        var seen = Set<Diagnostic>()
        for manifest in manifests {
            let validation = Pipeline.validate(checking(request.validation, against: manifest), keepingTours: true)
            let found =
                validation.diagnostics + doesNotFit(validation.outlines, manifest)
                + cannotRunExperiments(validation.resolvedFiles.flatMap(\.tours), manifest)
            // Several builds find the same problem once.
            outcome.diagnostics += found.filter { seen.insert($0).inserted }
            outcome.sources.merge(validation.sources) { first, _ in first }
            if tours == nil { tours = validation.validatedFiles?.flatMap(\.tours) }
        }
        // The feed this one replaces, read once: its experiments and its sequence.
        let replaced = request.feedOutput.flatMap { path in
            (try? FileSystem.readFile(path, limit: YAMLLimits.default.maxFileSize)).flatMap { try? SignedFeed(parsing: $0) }
        }
        if let tours, let path = request.feedOutput, let replaced {
            let published = ExperimentSplitCheck.experiments(inFeed: replaced.signed)
            outcome.diagnostics += ExperimentSplitCheck.changes(tours, published: published, in: "the feed at \(path)")
        }
        outcome.diagnostics = outcome.diagnostics.sortedForReporting()
        guard !outcome.diagnostics.containsErrors, let tours, let path = request.feedOutput else { return outcome }
        outcome.tourCount = tours.count
        if !request.force, let refusal = FileOwnership.refusal(toReplace: path, expecting: feedRecognizer, force: "--force") {
            outcome.diagnostics.append(refusal)
            return outcome
        }
        guard let signingKey else {
            outcome.diagnostics.append(Diagnostic(.unreadableKey, "a feed is written only signed: pass --sign-key KEY", file: path))
            return outcome
        }
        let sequence: Int
        switch nextSequence(request, path: path, replacing: replaced) {
        case .success(let next): sequence = next
        case .failure(let problem):
            outcome.diagnostics.append(problem.diagnostic)
            return outcome
        }
        let expires = FeedTimestamp.text(ofSeconds: (request.now ?? Int64(Platform.currentTime())) + request.expiresAfter)
        let signed = render(tours, withdrawn: request.withdrawn, sequence: sequence, expires: expires)
        guard let feed = envelope(Array(signed.utf8), signedWith: signingKey) else {
            outcome.diagnostics.append(Diagnostic(.writeFailed, "the crypto library could not sign the feed", file: path))
            return outcome
        }
        let failures = OutputWriter.write([OutputFile(path: path, contents: feed, source: request.manifests.first ?? path)])
        outcome.diagnostics += failures
        outcome.written = failures.isEmpty
        (outcome.sequence, outcome.expires, outcome.keyID) = (sequence, expires, signingKey.publicKey.id)
        return outcome
    }

    /// TOUR412 for each build whose manifest does not list `key`: it
    /// would refuse the whole feed.
    private static func notAccepting(_ key: FeedPublicKey, _ manifests: [AppManifest]) -> [Diagnostic] {
        manifests.filter { !$0.publicKeys.contains(key.base64) }.map { manifest in
            let accepted = manifest.publicKeys.compactMap { FeedPublicKey(base64: $0)?.id }
            return Diagnostic(
                .signingKeyNotAccepted,
                "this app build does not accept the signing key \(key.id): its manifest lists \(accepted.isEmpty ? "no key" : "the keys " + accepted.joined(separator: ", ")) (remote.publicKeys in its tourc.yaml)",
                file: manifest.file)
        }
    }

    /// Why no sequence can be given.
    struct SequenceProblem: Error {
        let diagnostic: Diagnostic
    }

    /// The sequence of the feed to write at `path`: `--feed-sequence`, which
    /// must be above the sequence of the feed already there, else that
    /// sequence plus one, else 1. `replaced` is the feed already there.
    private static func nextSequence(_ request: FeedRequest, path: String, replacing replaced: SignedFeed?) -> Result<Int, SequenceProblem> {
        let previous = replaced.flatMap { try? SignedFeed.freshness(of: $0.signed) }?.sequence
        guard let wanted = request.sequence else { return .success((previous ?? 0) + 1) }
        if let previous, wanted <= previous {
            return .failure(
                SequenceProblem(
                    diagnostic: Diagnostic(
                        .feedSequenceNotIncreasing,
                        "--feed-sequence \(wanted) is not above the sequence of the feed it replaces (\(previous)); apps that have that feed would refuse this one as older",
                        file: path)))
        }
        return .success(wanted)
    }

    /// The served feed: `signed`, its signature and the key's id, in the
    /// envelope TourKit opens (`SignedFeed`).
    static func envelope(_ signed: [UInt8], signedWith key: FeedSigningKey) -> String? {
        guard let signature = key.signature(for: signed) else { return nil }
        var json = JSONWriter(capacity: signed.count * 4 / 3 + 256)
        json.beginObject()
        json.key("feedVersion")
        json.integer(SignedFeed.feedVersion)
        json.key("keyID")
        json.string(key.publicKey.id)
        json.key("signature")
        json.string(Data(signature).base64EncodedString())
        json.key("signed")
        json.string(Data(signed).base64EncodedString())
        json.endObject()
        return String(decoding: json.finish().bytes, as: UTF8.self)
    }

    /// A feed (the only file tourc writes with this key).
    static let feedRecognizer = FileOwnership.Recognizer.containing("\"feedVersion\"", kind: "a tour feed")

    private static func readManifests(_ paths: [String], into outcome: inout FeedOutcome) -> [AppManifest] {
        paths.compactMap { path in
            let bytes: [UInt8]
            do throws(FileError) {
                bytes = try FileSystem.readFile(path, limit: YAMLLimits.default.maxFileSize)
            } catch {
                outcome.diagnostics.append(Diagnostic(.unreadableFile, "cannot read the app manifest: \(error.reason)", file: path))
                return nil
            }
            switch AppManifest.decode(bytes, file: path) {
            case .success(let manifest): return manifest
            case .failure(let unreadable):
                outcome.diagnostics.append(unreadable.diagnostic)
                outcome.sources[path] = bytes
                return nil
            }
        }
    }

    /// The validation of the remote tours for one app build: its registry,
    /// its platforms, no scan (the build's tags are in its manifest), and
    /// no unused-target warnings (the build's targets are not all the
    /// remote tours' to use).
    private static func checking(_ request: ValidationRequest, against manifest: AppManifest) -> ValidationRequest {
        var request = request
        request.appRegistry = manifest.registry
        request.registry = nil
        request.scan = nil
        if !manifest.platforms.minimums.isEmpty { request.options.platforms = manifest.platforms }
        request.options.newerSymbolsAreErrors = true
        request.options.remoteLinkDomains = manifest.linkDomains
        request.options.allInputsDecoded = false
        return request
    }

    /// TOUR345 for each tour whose id the build ships, and for a build that
    /// reads no bundle format tourc writes.
    private static func doesNotFit(_ outlines: [TourOutline], _ manifest: AppManifest) -> [Diagnostic] {
        var diagnostics = outlines.filter { manifest.localTours.contains($0.id.value) }.map { outline in
            Diagnostic(
                .remoteTourDoesNotFit,
                "tour id '\(outline.id.value)' is a tour the app ships (\(manifest.file)); a remote tour needs an id of its own",
                file: outline.file, at: outline.id.position)
        }
        let written = AppManifestEmitter.bundleFormatVersions
        if !manifest.bundleFormatVersions.contains(where: written.contains) {
            diagnostics.append(
                Diagnostic(
                    .remoteTourDoesNotFit,
                    "this app build's TourKit reads bundle format \(manifest.bundleFormatVersions.map(String.init).joined(separator: ", ")), and tourc writes \(written.map(String.init).joined(separator: ", ")); leave the build out of --against",
                    file: manifest.file))
        }
        return diagnostics
    }

    /// TOUR345 for each tour with an experiment, when the build's TourKit
    /// reads no bundle of format 3: it would show every install the file's
    /// texts, the holdout too.
    private static func cannotRunExperiments(_ tours: [ResolvedTour], _ manifest: AppManifest) -> [Diagnostic] {
        guard !manifest.bundleFormatVersions.contains(3) else { return [] }
        return tours.compactMap { tour in
            guard let experiment = tour.tour.experiment else { return nil }
            return Diagnostic(
                .remoteTourDoesNotFit,
                "tour '\(tour.tour.id.value)' has an experiment, which this app build's TourKit (bundle format \(manifest.bundleFormatVersions.map(String.init).joined(separator: ", ")), \(manifest.file)) cannot run: it would show the tour to the holdout too; give the tour a minAppVersion past that build and leave the build out of --against",
                file: tour.tour.file, at: experiment.id.position)
        }
    }

    /// The feed's signed part: `{"expires": TIME, "sequence": N, "tours":
    /// [BUNDLE, ...], "withdrawn": [...]}`, each bundle in its canonical
    /// form, indented into the list.
    static func render(_ tours: [ValidatedTour], withdrawn: [String], sequence: Int, expires: String) -> String {
        let emitter = CanonicalBundleEmitter()
        let bundles = tours.map { tour in
            String(decoding: emitter.renderBytes(tour).bytes, as: UTF8.self).dropLast().split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    " + $0 }.joined(separator: "\n")
        }
        var withdrawnList = JSONWriter(capacity: 64)
        withdrawnList.beginArray()
        for id in Set(withdrawn).sorted() {
            withdrawnList.element()
            withdrawnList.string(id)
        }
        withdrawnList.endArray()
        let list = String(decoding: withdrawnList.finish().bytes, as: UTF8.self).dropLast().replacingOccurrences(of: "\n", with: "\n  ")
        return """
            {
              "expires" : "\(expires)",
              "sequence" : \(sequence),
              "tours" : [
            \(bundles.joined(separator: ",\n"))
              ],
              "withdrawn" : \(list)
            }

            """
    }
}
