import Dispatch

/// Failures injected at the driver's file-system boundary, so tests can
/// watch a commit fail part-way exactly as a full disk or a revoked
/// permission would make it fail.
///
/// `TOURC_INJECT_FAULT=OPERATION:N` makes the Nth call (from 1, counted over
/// the whole process) of OPERATION fail with `EIO`: `write` (writing a
/// temporary file), `rename` (moving one over its output) or `unlink`
/// (removing a file). tourc calls no `fsync`: build outputs are rebuilt if
/// lost, so there is none to fail. Without the variable nothing is counted.
///
/// `OPERATION:N:stall` makes that call block until the process is killed
/// instead, once it has written `tourc: stalled at OPERATION N` to standard
/// error; so a test can send a signal at a known point of a run (with its
/// temporaries on disk) rather than at a time it hopes the run is still
/// going. Stall a `rename` or an `unlink`: a stalled `write` is inside the
/// creation that the signal handler waits for.
///
/// Only debug builds (what `swift test` runs) read the variable: a release
/// tourc, as users install it, has no hook.
enum FaultInjection {
    /// The operations that can be made to fail.
    enum Operation: String, Sendable {
        case write, rename, unlink
    }

    private struct Plan: Sendable {
        var operation: Operation
        var failingCall: Int
        /// Whether the call blocks for good instead of failing.
        var stalls: Bool
    }

    private static let plan: Plan? = {
        guard let value = Platform.environmentValue("TOURC_INJECT_FAULT") else { return nil }
        let parts = value.split(separator: ":")
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "stall"),
            let operation = Operation(rawValue: String(parts[0])), let call = Int(parts[1]), call > 0
        else { return nil }
        return Plan(operation: operation, failingCall: call, stalls: parts.count == 3)
    }()

    private static let counter = Counter()

    /// Whether this call of `operation` is the one to fail; the one to
    /// stall never returns.
    static func shouldFail(_ operation: Operation) -> Bool {
        #if DEBUG
            guard let plan, plan.operation == operation, counter.next() == plan.failingCall else { return false }
            if plan.stalls {
                Platform.print("tourc: stalled at \(operation.rawValue) \(plan.failingCall)\n", toStandardError: true)
                while true { Platform.sleep(microseconds: 1_000_000) }
            }
            return true
        #else
            return false
        #endif
    }

    /// Calls counted across threads: temporaries are written on every core.
    private final class Counter: @unchecked Sendable {
        // A semaphore as the lock: Dispatch is on every platform tourc builds for.
        private let lock = DispatchSemaphore(value: 1)
        private var calls = 0

        func next() -> Int {
            lock.wait()
            defer { lock.signal() }
            calls += 1
            return calls
        }
    }
}
