import TourDiagnostics
import TourSyntax

/// The names of the UI elements the app tags, read from `targets.yaml`.
public struct TargetRegistry: Sendable {
    /// One registered name.
    public struct Target: Sendable {
        /// The name steps use as `target:`.
        public var name: Located<String>
        /// What the element is, for writers.
        public var description: String?
    }

    /// The targets in file order.
    public var targets: [Target]
    /// The file the registry was read from.
    public var file: String
    /// The events the app donates (`events:`), in file order; display
    /// rules may wait for them.
    public var events: [Target] = []
}
