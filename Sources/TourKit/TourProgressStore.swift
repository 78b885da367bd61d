import Foundation
import TourFormat

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
    /// Seconds the tour was on screen over the displays that ended at this
    /// revision (its `maxDuration:` limits them); `nil` for none.
    public var screenTime: Double?
    /// When an event of the tour's `invalidatedBy:` was donated while the
    /// tour was not finished: the user found the feature alone.
    public var actionPerformedAt: Date?
    /// In the counts record: the latest donation times of each event that
    /// a tour counts in a window, oldest first, at most 1,000 an event.
    public var donations: [String: [Date]]?
    /// In the counts record: the parameters the app set, by name.
    public var parameters: [String: TourParameterRecord]?

    /// Creates a record.
    public init(
        revision: String, status: Status, step: String?, elapsed: Double, startedAt: Date?, finishedAt: Date?,
        updatedAt: Date, displays: [Date] = [], counts: [String: Int]? = nil, screenTime: Double? = nil, actionPerformedAt: Date? = nil,
        donations: [String: [Date]]? = nil, parameters: [String: TourParameterRecord]? = nil
    ) {
        self.screenTime = screenTime
        self.actionPerformedAt = actionPerformedAt
        self.donations = donations
        self.parameters = parameters
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
        case screenTime, actionPerformedAt, donations, parameters
    }

    /// Decodes a record; one saved before displays, counts, screen time,
    /// donation times and parameters were kept has none, so existing
    /// stores keep working.
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
        screenTime = try container.decodeIfPresent(Double.self, forKey: .screenTime)
        actionPerformedAt = try container.decodeIfPresent(Date.self, forKey: .actionPerformedAt)
        donations = try container.decodeIfPresent([String: [Date]].self, forKey: .donations)
        parameters = try container.decodeIfPresent([String: TourParameterRecord].self, forKey: .parameters)
    }

    /// A record that forgets the tour: no revision matches it, so the tour
    /// starts afresh, with no displays (``TourCoordinator/resetAll()``).
    static func cleared(at time: Date) -> TourRecord {
        TourRecord(revision: "", status: .inProgress, step: nil, elapsed: 0, startedAt: nil, finishedAt: nil, updatedAt: time)
    }
}

/// A parameter's value as the app set it, in the counts record.
public struct TourParameterRecord: Codable, Equatable, Sendable {
    /// The value.
    public var value: TourValue
    /// When the app set it (of two devices' values, the later wins).
    public var setAt: Date
    /// Whether the value lasts only for the launch it was set in.
    public var isTransient: Bool
    /// The launches recorded when it was set: a transient value counts
    /// only while no launch was recorded since.
    public var launch: Int

    /// Creates a record.
    public init(value: TourValue, setAt: Date, isTransient: Bool, launch: Int) {
        self.value = value
        self.setAt = setAt
        self.isTransient = isTransient
        self.launch = launch
    }
}

extension TourRecord {
    /// What conditions read of the counts record: the launches, each
    /// event's donations and the parameters the app set that count now (a
    /// transient one only in the launch it was set in).
    var conditionFacts: TourConditionFacts {
        let counts = counts ?? [:]
        let launches = counts[TourCounts.launchesKey] ?? 0
        var events: [String: Int] = [:]
        for (key, count) in counts where key.hasPrefix(TourCounts.eventKeyPrefix) {
            events[String(key.dropFirst(TourCounts.eventKeyPrefix.count))] = count
        }
        var values: [String: TourValue] = [:]
        for (name, parameter) in parameters ?? [:] where !parameter.isTransient || parameter.launch == launches {
            values[name] = parameter.value
        }
        return TourConditionFacts(launches: launches, eventCounts: events, parameterValues: values)
    }
}

/// The keys of the counts record.
enum TourCounts {
    static let launchesKey = "launches"
    static let eventKeyPrefix = "event."
}

/// Where sessions remember tours. Saving happens before a session's call
/// returns, so a tour interrupted by the app being killed resumes.
public protocol TourProgressStore: Sendable {
    /// What was saved for the tour `id`, if anything.
    func record(forTour id: String) -> TourRecord?
    /// Saves `record` for the tour `id`.
    func save(_ record: TourRecord, forTour id: String)
    /// What was saved for each of `ids`, read at once (a file store reads
    /// its file once): the ``TourCoordinator`` asks this once per question.
    /// Ids with no record are left out. The default asks
    /// ``record(forTour:)`` for each.
    func records(forTours ids: [String]) -> [String: TourRecord]
    /// Replaces the record of `id` with what `change` makes of the record
    /// the store holds at that moment (`nil`: there is none; returning
    /// `nil` changes nothing), with no other writer in between where the
    /// store can promise it: ``FileTourProgressStore`` holds its lock, so
    /// counts incremented in two processes at once both count. `change`
    /// runs while the store holds its lock: it must not use the store. The
    /// default reads, then saves.
    func update(forTour id: String, _ change: (TourRecord?) -> TourRecord?)
}

extension TourProgressStore {
    public func records(forTours ids: [String]) -> [String: TourRecord] {
        var records: [String: TourRecord] = [:]
        for id in ids where records[id] == nil {
            if let record = record(forTour: id) { records[id] = record }
        }
        return records
    }

    public func update(forTour id: String, _ change: (TourRecord?) -> TourRecord?) {
        if let changed = change(record(forTour: id)) { save(changed, forTour: id) }
    }

    /// The app's launch and event counts (``TourCoordinator``), kept in the
    /// store as the record of an id no tour can have, so every store keeps
    /// them, those an app wrote before they existed too.
    public func counts() -> [String: Int] {
        record(forTour: countsRecordID)?.counts ?? [:]
    }

    /// Saves the app's launch and event counts (and forgets the donation
    /// times; the parameters the app set are kept).
    public func saveCounts(_ counts: [String: Int], at time: Date) {
        updateCounts(at: time) { record in
            record.counts = counts
            record.donations = nil
        }
    }

    /// Adds one to the count `key`, on the counts the store holds now
    /// (``update(forTour:_:)``).
    func incrementCount(_ key: String, at time: Date) {
        updateCounts(at: time) { record in record.counts?[key, default: 0] += 1 }
    }

    /// Changes the counts record the store holds now (counts, donation
    /// times, parameters), under the store's lock where it has one.
    func updateCounts(at time: Date, _ change: (inout TourRecord) -> Void) {
        update(forTour: countsRecordID) { saved in
            var record = TourRecord.cleared(at: time)
            record.counts = saved?.counts ?? [:]
            record.donations = saved?.donations
            record.parameters = saved?.parameters
            change(&record)
            return record
        }
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

    public func records(forTours ids: [String]) -> [String: TourRecord] {
        let wanted = Set(ids)
        return lock.locked { records.filter { wanted.contains($0.key) } }
    }

    public func update(forTour id: String, _ change: (TourRecord?) -> TourRecord?) {
        lock.locked {
            if let changed = change(records[id]) { records[id] = changed }
        }
    }
}

/// A store that keeps every tour's record in one JSON file.
///
/// Every write (``save(_:forTour:)``, ``update(forTour:_:)``, counts) takes
/// an advisory lock on the file `<file>.lock` beside it (`flock`), reads
/// the file, changes the one record and writes the file to a temporary in
/// the same folder, then renames it into place. So writers in any number of
/// threads, of stores on the same path, and of processes take turns and
/// each keeps every other's records; a crash never leaves half a file; and
/// a reader, which takes no lock, sees the old file or the new one. When
/// the path is a symbolic link, the file it points to is the store: it is
/// replaced in its own folder, and the link stays a link.
///
/// A truncated or corrupt file is treated as empty: tours start fresh,
/// nothing crashes. A write that fails (the path is a folder, its folder
/// does not exist, no permission) changes nothing and is reported: to
/// ``lastError``, to the `onError` handler given to ``init(path:onError:)``,
/// and as the error ``write(_:forTour:)`` throws.
public final class FileTourProgressStore: TourProgressStore, @unchecked Sendable {
    // @unchecked: `failure` and `fileReads` are only touched while
    // `errorLock` is held; each write holds `lock`, then the file lock.
    private let lock = NSLock()
    private let errorLock = NSLock()
    private var failure: FileTourProgressStoreError?
    private let path: String
    private let onError: (@Sendable (FileTourProgressStoreError) -> Void)?
    /// How many times the file was read, for tests.
    private(set) var fileReads = 0

    /// A store in the file at `path` (created on the first save). A write
    /// that fails calls `onError` with why, after setting ``lastError``.
    public init(path: String, onError: (@Sendable (FileTourProgressStoreError) -> Void)? = nil) {
        self.path = path
        self.onError = onError
    }

    /// Why the latest write failed; `nil` when it succeeded (or there was
    /// none yet).
    public var lastError: FileTourProgressStoreError? {
        errorLock.locked { failure }
    }

    public func record(forTour id: String) -> TourRecord? {
        readAll()[id]
    }

    public func records(forTours ids: [String]) -> [String: TourRecord] {
        let wanted = Set(ids)
        return readAll().filter { wanted.contains($0.key) }
    }

    public func save(_ record: TourRecord, forTour id: String) {
        report { try write(record, forTour: id) }
    }

    public func update(forTour id: String, _ change: (TourRecord?) -> TourRecord?) {
        report {
            try transact { all in
                guard let changed = change(all[id]) else { return false }
                all[id] = changed
                return true
            }
        }
    }

    /// Saves `record` for the tour `id`, throwing why when it cannot:
    /// ``save(_:forTour:)`` for a caller that handles the failure itself.
    public func write(_ record: TourRecord, forTour id: String) throws {
        try transact { all in
            all[id] = record
            return true
        }
    }

    /// Under the locks, reads every record, lets `change` change them
    /// (returning whether it did), and writes them back.
    private func transact(_ change: (inout [String: TourRecord]) -> Bool) throws {
        try lock.locked {
            let target = ProgressFile.resolvingLinks(path)
            try ProgressFile.withExclusiveLock(beside: target) {
                errorLock.locked { fileReads += 1 }
                var all = try ProgressFile.read(target).map(Self.decode) ?? [:]
                guard change(&all) else { return }
                let data: Data
                do {
                    data = try Self.encoder.encode(all)
                } catch {
                    throw FileTourProgressStoreError(operation: "write", path: target, code: 0)
                }
                try ProgressFile.replace(target, with: data)
            }
        }
    }

    private func report(_ body: () throws -> Void) {
        do {
            try body()
            errorLock.locked { failure = nil }
        } catch {
            let failure =
                error as? FileTourProgressStoreError ?? FileTourProgressStoreError(operation: "write", path: path, code: 0)
            errorLock.locked { self.failure = failure }
            onError?(failure)
        }
    }

    private func readAll() -> [String: TourRecord] {
        errorLock.locked { fileReads += 1 }
        return (try? ProgressFile.read(path)).map(Self.decode) ?? [:]
    }

    private static func decode(_ data: Data) -> [String: TourRecord] {
        (try? JSONDecoder().decode([String: TourRecord].self, from: data)) ?? [:]
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
