import Foundation

/// A clock that moves only when told, for tests: a coordinator on it sees
/// a week pass in ``advance(by:)``, and ``TourCoordinator/eligibilityUpdates``
/// yields at an event window's edge without anyone waiting.
public final class ManualTourClock: TourClock, @unchecked Sendable {
    // @unchecked: `time` and `sleepers` are only touched while `lock` is held.
    private let lock = NSLock()
    private var time: Date
    private var sleepers: [UUID: (deadline: Date, continuation: CheckedContinuation<Void, any Error>)] = [:]

    /// A clock that reads `start` until it is moved.
    public init(start: Date) {
        time = start
    }

    public func now() -> Date {
        lock.locked { time }
    }

    /// Moves the clock forward by `seconds`, waking every sleeper whose deadline it reaches.
    public func advance(by seconds: TimeInterval) {
        let woken = lock.locked { () -> [CheckedContinuation<Void, any Error>] in
            time = time.addingTimeInterval(seconds)
            let due = sleepers.filter { $0.value.deadline <= time }
            for id in due.keys { sleepers[id] = nil }
            return due.map(\.value.continuation)
        }
        for continuation in woken { continuation.resume() }
    }

    public func sleep(until deadline: Date) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = lock.locked { () -> Bool in
                    if deadline <= time || Task.isCancelled { return true }
                    sleepers[id] = (deadline, continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let continuation = lock.locked { sleepers.removeValue(forKey: id)?.continuation }
            continuation?.resume(throwing: CancellationError())
        }
        try Task.checkCancellation()
    }
}
