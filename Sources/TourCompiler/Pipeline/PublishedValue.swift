import Dispatch

/// A value that one job of a concurrent map sets and the others read once
/// it is there: the checked registry, which each tour file looks its
/// targets up in as soon as it can.
final class PublishedValue<Value: Sendable>: @unchecked Sendable {
    // A semaphore as the lock: `NSLock` is not in FoundationEssentials, and
    // Synchronization's `Mutex` needs macOS 15. Each job takes it once.
    private let lock = DispatchSemaphore(value: 1)
    private var value: Value?

    /// Sets the value for every later read.
    func publish(_ value: Value) {
        lock.wait()
        self.value = value
        lock.signal()
    }

    /// The value, once published.
    var current: Value? {
        lock.wait()
        defer { lock.signal() }
        return value
    }
}
