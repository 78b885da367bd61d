import Foundation

extension TourRecord {
    /// The record two devices' copies of one tour (or of the counts) merge
    /// to, losing nothing: the larger count, the union of finished and
    /// invalidated tours, the later progress, every display and donation,
    /// each parameter's later value. The same whichever comes first:
    /// `merged(a, b) == merged(b, a)`, and a record merged with itself is
    /// itself.
    static func merged(_ first: TourRecord, _ second: TourRecord) -> TourRecord {
        // Progress at another revision does not count: the later record (a
        // reset, a new revision) stands.
        guard first.revision == second.revision else { return first.isLater(than: second) ? first : second }
        let (later, earlier) = first.isLater(than: second) ? (first, second) : (second, first)
        var record = later
        // A finished copy wins over one in progress; of two finished, the first to finish.
        let finished = [first, second].filter { $0.status != .inProgress }.sorted { $0.finishesBefore($1) }
        if let first = finished.first {
            record.status = first.status
            record.step = nil
            record.finishedAt = first.finishedAt
            record.elapsed = max(first.elapsed, earlier.elapsed, later.elapsed)
        }
        record.startedAt = [first.startedAt, second.startedAt].compactMap { $0 }.min()
        record.updatedAt = max(first.updatedAt, second.updatedAt)
        record.displays = Array(Set(first.displays + second.displays)).sorted()
        let screenTime = max(first.screenTime ?? 0, second.screenTime ?? 0)
        record.screenTime = screenTime > 0 ? screenTime : nil
        record.actionPerformedAt = [first.actionPerformedAt, second.actionPerformedAt].compactMap { $0 }.min()
        record.mergeCounts(with: earlier)
        return record
    }

    /// Whether this copy was saved later; of two saved at once, the one
    /// with the greater revision, then the greater encoding, so either
    /// order picks the same.
    private func isLater(than other: TourRecord) -> Bool {
        if updatedAt != other.updatedAt { return updatedAt > other.updatedAt }
        if revision != other.revision { return revision > other.revision }
        return sortKey > other.sortKey
    }

    private func finishesBefore(_ other: TourRecord) -> Bool {
        let (mine, theirs) = (finishedAt ?? .distantFuture, other.finishedAt ?? .distantFuture)
        if mine != theirs { return mine < theirs }
        return status == .completed && other.status != .completed
    }

    /// The record's JSON, sorted, for ties nothing else decides.
    private var sortKey: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// The counts record's parts merged with `other`'s: each count the
    /// larger, each event's donation times their union (the latest 1,000),
    /// each parameter the one set later.
    private mutating func mergeCounts(with other: TourRecord) {
        if counts != nil || other.counts != nil {
            counts = (counts ?? [:]).merging(other.counts ?? [:]) { max($0, $1) }
        }
        if donations != nil || other.donations != nil {
            donations = (donations ?? [:]).merging(other.donations ?? [:]) { mine, theirs in
                Array(Array(Set(mine + theirs)).sorted().suffix(1_000))
            }
        }
        if parameters != nil || other.parameters != nil {
            parameters = (parameters ?? [:]).merging(other.parameters ?? [:]) { mine, theirs in
                if mine.setAt != theirs.setAt { return mine.setAt > theirs.setAt ? mine : theirs }
                return String(describing: mine.value) >= String(describing: theirs.value) ? mine : theirs
            }
        }
    }
}
