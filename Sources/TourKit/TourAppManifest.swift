import Foundation

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
    public static let readableBundleFormatVersions = [1, 2]

    /// Creates a manifest.
    public init(
        targets: [String], events: [String] = [], platforms: [String: String] = [:],
        bundleFormatVersions: [Int] = TourAppManifest.readableBundleFormatVersions, tours: [LocalTour] = [],
        tourcVersion: String = ""
    ) {
        self.manifestVersion = Self.currentVersion
        self.tourcVersion = tourcVersion
        self.targets = targets
        self.events = events
        self.platforms = platforms
        self.bundleFormatVersions = bundleFormatVersions
        self.tours = tours
    }

    /// Decodes a manifest from its JSON, refusing versions this type does not know.
    public init(jsonData data: Data) throws {
        self = try JSONDecoder().decode(TourAppManifest.self, from: data)
        guard manifestVersion == Self.currentVersion else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "unsupported manifestVersion \(manifestVersion)"))
        }
    }
}
