import Foundation
import TourFormat
import TourSigning

/// What one build of an app accepts: the targets and events it registers,
/// the platforms it runs on, the bundle format versions its TourKit reads,
/// and its own tours. `tourc compile` writes it (`output.appManifest:`,
/// `--app-manifest-out`); the app ships it as a resource, and the remote
/// tours' CI checks against it (`tourc compile --against`).
public struct TourAppManifest: Codable, Hashable, Sendable {
    /// The manifest format's version; this type reads version 1.
    public var manifestVersion: Int
    /// The tourc that wrote the manifest.
    public var tourcVersion: String
    /// The targets the app registers (its `targets.yaml` and tag sites).
    public var targets: [String]
    /// The events the app registers for display rules.
    public var events: [String]
    /// The lowest version of each platform the app runs on (`"iOS": "17.0"`).
    public var platforms: [String: String]
    /// The bundle format versions the app's TourKit reads.
    public var bundleFormatVersions: [Int]
    /// The tours compiled into the app, with their revisions.
    public var tours: [LocalTour]
    /// The public keys (base64 Ed25519) whose signatures the app accepts on
    /// a remote feed (`remote.publicKeys:` in tourc.yaml); absent in
    /// manifests of apps without them, which accept no feed.
    public var publicKeys: [String]
    /// The domains remote tours may link to (`remote.linkDomains:`), each
    /// with its subdomains, over https only.
    public var linkDomains: [String]
    /// The parameters the app declares (targets.yaml's `parameters:`):
    /// a remote tour's condition may read only these, as these types.
    public var parameters: [TourParameterDeclaration] = []

    /// One tour the app ships.
    public struct LocalTour: Codable, Hashable, Sendable {
        /// The tour's id.
        public var id: String
        /// Its revision (see ``TourSteps/revision``).
        public var revision: String

        /// Creates an entry.
        public init(id: String, revision: String) {
            self.id = id
            self.revision = revision
        }
    }

    /// The manifest version this TourKit reads and tourc writes.
    public static let currentVersion = 1

    /// The bundle format versions this TourKit reads: 2 carries format
    /// 1.4's conditions, event windows, limits and invalidation.
    public static let readableBundleFormatVersions = [1, 2, 3]

    /// Creates a manifest.
    public init(
        targets: [String], events: [String] = [], platforms: [String: String] = [:],
        bundleFormatVersions: [Int] = TourAppManifest.readableBundleFormatVersions, tours: [LocalTour] = [],
        tourcVersion: String = "", publicKeys: [String] = [], linkDomains: [String] = [],
        parameters: [TourParameterDeclaration] = []
    ) {
        self.parameters = parameters
        self.manifestVersion = Self.currentVersion
        self.tourcVersion = tourcVersion
        self.targets = targets
        self.events = events
        self.platforms = platforms
        self.bundleFormatVersions = bundleFormatVersions
        self.tours = tours
        self.publicKeys = publicKeys
        self.linkDomains = linkDomains
    }

    private enum CodingKeys: String, CodingKey {
        case manifestVersion, tourcVersion, targets, events, platforms, bundleFormatVersions, tours, publicKeys, linkDomains, parameters
    }

    /// Decodes a manifest; `publicKeys`, `linkDomains` and `parameters` may
    /// be absent (manifests written before them).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        manifestVersion = try container.decode(Int.self, forKey: .manifestVersion)
        tourcVersion = try container.decode(String.self, forKey: .tourcVersion)
        targets = try container.decode([String].self, forKey: .targets)
        events = try container.decode([String].self, forKey: .events)
        platforms = try container.decode([String: String].self, forKey: .platforms)
        bundleFormatVersions = try container.decode([Int].self, forKey: .bundleFormatVersions)
        tours = try container.decode([LocalTour].self, forKey: .tours)
        publicKeys = try container.decodeIfPresent([String].self, forKey: .publicKeys) ?? []
        linkDomains = try container.decodeIfPresent([String].self, forKey: .linkDomains) ?? []
        parameters = try container.decodeIfPresent([TourParameterDeclaration].self, forKey: .parameters) ?? []
    }

    /// Encodes the manifest as tourc writes it, `parameters` only when there are some.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(manifestVersion, forKey: .manifestVersion)
        try container.encode(tourcVersion, forKey: .tourcVersion)
        try container.encode(targets, forKey: .targets)
        try container.encode(events, forKey: .events)
        try container.encode(platforms, forKey: .platforms)
        try container.encode(bundleFormatVersions, forKey: .bundleFormatVersions)
        try container.encode(tours, forKey: .tours)
        try container.encode(publicKeys, forKey: .publicKeys)
        try container.encode(linkDomains, forKey: .linkDomains)
        if !parameters.isEmpty { try container.encode(parameters, forKey: .parameters) }
    }

    /// Decodes a manifest from its JSON, refusing versions this type does
    /// not know, names that are not names (a manifest is read as data from
    /// outside: `../../etc`, a quote or a NUL is refused, not carried
    /// into the checks), keys that are not keys and domains that are not domains.
    public init(jsonData data: Data) throws {
        self = try JSONDecoder().decode(TourAppManifest.self, from: data)
        func refuse(_ why: String) -> DecodingError { .dataCorrupted(.init(codingPath: [], debugDescription: why)) }
        guard manifestVersion == Self.currentVersion else { throw refuse("unsupported manifestVersion \(manifestVersion)") }
        if let name = (targets + events + tours.map(\.id) + parameters.map(\.name)).first(where: { !RemoteTourFit.isName($0) }) {
            throw refuse("'\(RemoteTourFit.shown(name))' in the manifest is not a name")
        }
        if let key = publicKeys.first(where: { FeedPublicKey(base64: $0) == nil }) {
            throw refuse("'\(RemoteTourFit.shown(key))' in publicKeys is not an Ed25519 public key in base64")
        }
        if let domain = linkDomains.first(where: { !LinkRules.isDomain($0) }) {
            throw refuse("'\(RemoteTourFit.shown(domain))' in linkDomains is not a domain")
        }
    }

    /// The keys of ``publicKeys`` (each checked by ``init(jsonData:)``).
    var acceptedKeys: [FeedPublicKey] { publicKeys.compactMap(FeedPublicKey.init(base64:)) }
}
