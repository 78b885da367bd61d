import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Runs an async operation with a time limit that holds whatever the
/// operation does: `URLRequest.timeoutInterval` is a limit on silence
/// between packets on Apple platforms and is not applied at all by
/// FoundationNetworking, so a server that trickles bytes, or none, could
/// hold a refresh for minutes. At the limit the caller gets `timedOut`
/// and the operation is cancelled; a late answer is dropped.
enum Deadline {
    static func run<Value: Sendable>(
        seconds: TimeInterval, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let answer = OnceAnswer<Value>()
        return try await withCheckedThrowingContinuation { continuation in
            answer.set(continuation)
            let work = Task {
                do { answer.resume(with: .success(try await operation())) } catch { answer.resume(with: .failure(error)) }
            }
            answer.set(
                timer: Task {
                    try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0) * 1_000_000_000))
                    answer.resume(with: .failure(URLError(.timedOut)))
                    work.cancel()
                })
        }
    }

    /// A continuation resumed by whichever of the two tasks comes first.
    private final class OnceAnswer<Value: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var continuation: CheckedContinuation<Value, any Error>?
        /// The timer, stopped when the operation answers first.
        private var timer: Task<Void, Never>?

        func set(_ continuation: CheckedContinuation<Value, any Error>) {
            lock.lock()
            self.continuation = continuation
            lock.unlock()
        }

        func set(timer: Task<Void, Never>) {
            lock.lock()
            let answered = continuation == nil
            if !answered { self.timer = timer }
            lock.unlock()
            if answered { timer.cancel() }
        }

        func resume(with result: Result<Value, any Error>) {
            lock.lock()
            let waiting = continuation
            let timer = self.timer
            continuation = nil
            self.timer = nil
            lock.unlock()
            waiting?.resume(with: result)
            timer?.cancel()
        }
    }
}
