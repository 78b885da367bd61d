import Observation

/// The tours a coordinator says may show, observable: a SwiftUI view that
/// reads ``eligibleTours`` redraws when the answer changes, with no polling
/// (the same changes ``TourCoordinator/eligibilityUpdates`` yields).
///
/// ```swift
/// @State private var eligibility = TourEligibility(coordinator: tours.coordinator)
/// ...
/// if eligibility.eligibleTours.first == PresetsTour.metadata.id { ... }
/// ```
///
/// Observation needs iOS 17 and macOS 14; on iOS 15 and 16, read
/// ``TourCoordinator/eligibilityUpdates`` in a `.task`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor @Observable
public final class TourEligibility {
    /// The tours that may show now, in the coordinator's order.
    public private(set) var eligibleTours: [String]

    @ObservationIgnored private weak var coordinator: TourCoordinator?
    @ObservationIgnored private var observer: Int?

    /// Watches `coordinator` for as long as this object lives.
    public init(coordinator: TourCoordinator) {
        self.coordinator = coordinator
        eligibleTours = coordinator.eligibleTours
        observer = coordinator.addObserver { [weak self] answer in
            guard let self, self.eligibleTours != answer else { return }
            self.eligibleTours = answer
        }
    }

    deinit {
        // The coordinator is the main actor's; it forgets the observer there.
        guard let observer else { return }
        Task { @MainActor [coordinator] in coordinator?.removeObserver(observer) }
    }
}
