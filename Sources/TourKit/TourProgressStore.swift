import Foundation

/// What is remembered of one tour across launches.
public struct TourRecord: Codable, Equatable, Sendable {
    /// Where the user is with the tour.
    public enum Status: String, Codable, Sendable {
        /// Started and not finished: `start()` resumes at ``step``.
        case inProgress
        /// Every step done.
        case completed
        /// Dismissed for good (for this ``revision``).
        case skipped
    }

    /// The tour's revision when this was saved.
    public var revision: String
    /// Where the user is.
    public var status: Status
    /// The step to resume at, while in progress.
    public var step: String?
    /// Seconds spent in the tour so far, over every run.
    public var elapsed: Double
    /// When the tour was first started.
    public var startedAt: Date?
    /// When it was completed or skipped.
    public var finishedAt: Date?
    /// When this was saved.
    public var updatedAt: Date
    /// When the tour was shown (each ``TourSession/start(restart:)`` that
    /// returned true) at this revision; a new revision starts a new list.
    public var displays: [Date]
    /// The app's launch and event counts, in the store's one record of
    /// them (``TourProgressStore/counts()``); `nil` in a tour's record.
    public var counts: [String: Int]?

    /// Creates a record.
    public init(
        revision: String, status: Status, step: String?, elapsed: Double, startedAt: Date?, finishedAt: Date?,
        updatedAt: Date, displays: [Date] = [], counts: [String: Int]? = nil
    ) {
        self.revision = revision
        self.status = status
        self.step = step
        self.elapsed = elapsed
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.updatedAt = updatedAt
        self.displays = displays
        self.counts = counts
    }

    private enum CodingKeys: String, CodingKey {
        case revision, status, step, elapsed, startedAt, finishedAt, updatedAt, displays, counts
    }

    /// Decodes a record; one saved before displays and counts were kept
    /// has none, so existing stores keep working.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        revision = try container.decode(String.self, forKey: .revision)
        status = try container.decode(Status.self, forKey: .status)
        step = try container.decodeIfPresent(String.self, forKey: .step)
        elapsed = try container.decode(Double.self, forKey: .elapsed)
        startedAt = try container.decodeIfPresent(Date.self, forKey: .startedAt)
        finishedAt = try container.decodeIfPresent(Date.self, forKey: .finishedAt)
        updatedAt = try container.decode(Date.self, forKey: .updatedAt)
        displays = try container.decodeIfPresent([Date].self, forKey: .displays) ?? []
        counts = try container.decodeIfPresent([String: Int].self, forKey: .counts)
    }

    /// A record that forgets the tour: no revision matches it, so the tour
    /// starts afresh, with no displays (``TourCoordinator/resetAll()``).
    static func cleared(at time: Date) -> TourRecord {
        TourRecord(revision: "", status: .inProgress, step: nil, elapsed: 0, startedAt: nil, finishedAt: nil, updatedAt: time)
    }
}

/// Where sessions remember tours. Saving happens before a session's call
/// returns, so a tour interrupted by the app being killed resumes.
public protocol TourProgressStore: Sendable {
    /// What was saved for the tour `id`, if anything.
    func record(forTour id: String) -> TourRecord?
    /// Saves `record` for the tour `id`.
    func save(_ record: TourRecord, forTour id: String)
}

extension TourProgressStore {
    /// The app's launch and event counts (``TourCoordinator``), kept in the
    /// store as the record of an id no tour can have, so every store keeps
    /// them, those an app wrote before they existed too.
    public func counts() -> [String: Int] {
        record(forTour: countsRecordID)?.counts ?? [:]
    }

    /// Saves the app's launch and event counts.
    public func saveCounts(_ counts: [String: Int], at time: Date) {
        var record = TourRecord.cleared(at: time)
        record.counts = counts
        save(record, forTour: countsRecordID)
    }
}

/// The id of the counts record: tour ids hold no `/`.
let countsRecordID = "tourc/counts"

/// A store that forgets everything when the process ends: for tests and
/// previews.
public final class InMemoryTourProgressStore: TourProgressStore, @unchecked Sendable {
    // @unchecked: every access to `records` holds `lock`.
    private let lock = NSLock()
    private var records: [String: TourRecord] = [:]

    /// An empty store.
    public init() {}

    public func record(forTour id: String) -> TourRecord? {
        lock.locked { records[id] }
    }

    public func save(_ record: TourRecord, forTour id: String) {
        lock.locked { records[id] = record }
    }
}

/// A store that keeps every tour's record in one JSON file.
///
/// Each save reads the file, changes one tour's record and writes the file
/// to a temporary beside it, then renames it into place, all under one lock,
/// so two sessions of different tours saving at once both keep their
/// records and a crash never leaves half a file. A truncated or corrupt
/// file is treated as empty: tours start fresh, nothing crashes.
public final class FileTourProgressStore: TourProgressStore, @unchecked Sendable {
    // @unchecked: the file is only touched while `lock` is held.
    private let lock = NSLock()
    private let url: URL

    /// A store in the file at `path` (created on the first save).
    public init(path: String) {
        url = URL(fileURLWithPath: path)
    }

    public func record(forTour id: String) -> TourRecord? {
        lock.locked { readAll()[id] }
    }

    public func save(_ record: TourRecord, forTour id: String) {
        lock.locked {
            var all = readAll()
            all[id] = record
            guard let data = try? Self.encoder.encode(all) else { return }
            // `.atomic` writes a temporary file and renames it over the old one.
            try? data.write(to: url, options: .atomic)
        }
    }

    private func readAll() -> [String: TourRecord] {
        guard let data = try? Data(contentsOf: url) else { return [:] }
        return (try? JSONDecoder().decode([String: TourRecord].self, from: data)) ?? [:]
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }
}

/// A store in `UserDefaults`, one entry per tour under `keyPrefix`.
public final class UserDefaultsTourProgressStore: TourProgressStore, @unchecked Sendable {
    // @unchecked: UserDefaults is documented as thread-safe.
    private let defaults: UserDefaults
    private let keyPrefix: String

    /// A store in `defaults` (the standard defaults unless given).
    public init(defaults: UserDefaults = .standard, keyPrefix: String = "tourc.tour.") {
        self.defaults = defaults
        self.keyPrefix = keyPrefix
    }

    public func record(forTour id: String) -> TourRecord? {
        guard let data = defaults.data(forKey: keyPrefix + id) else { return nil }
        return try? JSONDecoder().decode(TourRecord.self, from: data)
    }

    public func save(_ record: TourRecord, forTour id: String) {
        guard let data = try? JSONEncoder().encode(record) else { return }
        defaults.set(data, forKey: keyPrefix + id)
    }
}

extension NSLock {
    /// Runs `body` holding the lock. Foundation's own `withLock` needs
    /// iOS 16 and macOS 13; TourKit's stores run from iOS 15 and macOS 12.
    func locked<Value>(_ body: () throws -> Value) rethrows -> Value {
        lock()
        defer { unlock() }
        return try body()
    }
}
