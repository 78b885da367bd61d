import Foundation

/// A key-value store shared by a user's devices, such as iCloud's
/// `NSUbiquitousKeyValueStore.default`, which conforms (a fake conforms in
/// tests): values by key, which the system copies between devices, the
/// last written winning.
public protocol TourKeyValueStore: AnyObject {
    /// The value of `key`.
    func data(forKey key: String) -> Data?
    /// Sets the value of `key`; `nil` removes it.
    func set(_ data: Data?, forKey key: String)
    /// Every key and value.
    var dictionaryRepresentation: [String: Any] { get }
}

/// A progress store whose records a user's devices share: every record is
/// kept in a local store (the device's own, such as a
/// ``FileTourProgressStore``) and copied to a ``TourKeyValueStore`` such as
/// iCloud's. A key-value store keeps one value per key, the last written,
/// so a device that was offline would lose what another wrote; this store
/// merges instead (``mergeFromCloud()``): the larger count, the union of
/// finished and invalidated tours, the later progress, every display and
/// donation time, the parameter set last. Merging is the same in either
/// order, so two devices end with the same records.
///
/// ```swift
/// let store = SyncedTourProgressStore(local: FileTourProgressStore(path: path), cloud: NSUbiquitousKeyValueStore.default)
/// NotificationCenter.default.addObserver(
///     forName: NSUbiquitousKeyValueStore.didChangeExternallyNotification, object: nil, queue: .main
/// ) { _ in store.mergeFromCloud() }
/// ```
///
/// A reset (``TourCoordinator/resetAll()``) on one device clears its
/// tours' records, which win as the later ones; the counts are merged by
/// the larger, so another device's counts come back.
public final class SyncedTourProgressStore: TourProgressStore, @unchecked Sendable {
    // @unchecked: the key-value store is only used while `lock` is held
    // (NSUbiquitousKeyValueStore is thread-safe; a fake need not be), and
    // `local` is a store, Sendable itself.
    private let lock = NSLock()
    private let local: any TourProgressStore
    private let cloud: any TourKeyValueStore
    private let keyPrefix: String

    /// A store keeping its records in `local` and sharing them through `cloud`, under keys that start with `keyPrefix`.
    public init(local: any TourProgressStore, cloud: any TourKeyValueStore, keyPrefix: String = "tourc.tour.") {
        self.local = local
        self.cloud = cloud
        self.keyPrefix = keyPrefix
    }

    public func record(forTour id: String) -> TourRecord? {
        local.record(forTour: id)
    }

    public func records(forTours ids: [String]) -> [String: TourRecord] {
        local.records(forTours: ids)
    }

    public func save(_ record: TourRecord, forTour id: String) {
        local.save(record, forTour: id)
        share(record, forTour: id)
    }

    public func update(forTour id: String, _ change: (TourRecord?) -> TourRecord?) {
        local.update(forTour: id, change)
        if let record = local.record(forTour: id) { share(record, forTour: id) }
    }

    /// Merges every record the key-value store holds into the local ones,
    /// and the result back into the key-value store where it differs: call
    /// it when the system says another device changed it
    /// (`NSUbiquitousKeyValueStore.didChangeExternallyNotification`), and
    /// at launch. Returns the ids whose local record changed.
    @discardableResult
    public func mergeFromCloud() -> [String] {
        let ids = lock.locked { cloud.dictionaryRepresentation.keys.filter { $0.hasPrefix(keyPrefix) }.map { String($0.dropFirst(keyPrefix.count)) } }
        var changed: [String] = []
        for id in ids.sorted() {
            guard let shared = cloudRecord(id) else { continue }
            var merged = shared
            var localChanged = false
            local.update(forTour: id) { saved in
                merged = saved.map { TourRecord.merged($0, shared) } ?? shared
                localChanged = merged != saved
                return localChanged ? merged : nil
            }
            if merged != shared { lock.locked { cloud.set(Self.encode(merged), forKey: keyPrefix + id) } }
            if localChanged { changed.append(id) }
        }
        return changed
    }

    /// Writes `record`, merged with what the key-value store holds, to it.
    private func share(_ record: TourRecord, forTour id: String) {
        lock.locked {
            let merged = cloudRecordLocked(id).map { TourRecord.merged($0, record) } ?? record
            cloud.set(Self.encode(merged), forKey: keyPrefix + id)
        }
    }

    private func cloudRecord(_ id: String) -> TourRecord? {
        lock.locked { cloudRecordLocked(id) }
    }

    private func cloudRecordLocked(_ id: String) -> TourRecord? {
        cloud.data(forKey: keyPrefix + id).flatMap { try? JSONDecoder().decode(TourRecord.self, from: $0) }
    }

    private static func encode(_ record: TourRecord) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try? encoder.encode(record)
    }
}

#if os(iOS) || os(macOS) || os(tvOS) || os(watchOS) || os(visionOS)
    /// iCloud's key-value store, as the app passes it:
    /// `SyncedTourProgressStore(local: ..., cloud: NSUbiquitousKeyValueStore.default)`.
    @available(watchOS 9.0, *)
    extension NSUbiquitousKeyValueStore: TourKeyValueStore {}
#endif
