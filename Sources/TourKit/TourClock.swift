import Foundation

/// Where a ``TourCoordinator`` reads the time and waits for it: the
/// system's clock in an app, a clock a test moves by hand, so that
/// ``TourCoordinator/eligibilityUpdates`` yields at an event window's edge
/// without a test waiting a week.
public protocol TourClock: Sendable {
    /// The time now.
    func now() -> Date
    /// Returns at `deadline` (or as soon after as the clock can), or throws
    /// when the task is cancelled.
    func sleep(until deadline: Date) async throws
}

/// The system's clock.
public struct SystemTourClock: TourClock {
    /// The system's clock.
    public init() {}

    public func now() -> Date { Date() }

    public func sleep(until deadline: Date) async throws {
        // Wakes at least once a minute, so a clock set forward while the
        // app waits is seen.
        while true {
            let seconds = deadline.timeIntervalSinceNow
            guard seconds > 0 else { return }
            try await Task.sleep(nanoseconds: UInt64(min(seconds, 60) * 1_000_000_000))
        }
    }
}

/// A clock that reads the time from a closure (``TourCoordinator``'s
/// `now:`) and waits on the system's: the times a test injects are read,
/// but a window's edge arrives in real time.
struct ClosureTourClock: TourClock {
    let read: @Sendable () -> Date

    func now() -> Date { read() }

    func sleep(until deadline: Date) async throws {
        let seconds = deadline.timeIntervalSince(read())
        guard seconds > 0 else { return }
        try await Task.sleep(nanoseconds: UInt64(min(seconds, 60) * 1_000_000_000))
    }
}
