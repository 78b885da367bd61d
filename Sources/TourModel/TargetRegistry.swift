import TourDiagnostics
import TourFormat
import TourSyntax

/// The names of the UI elements the app tags, read from `targets.yaml`.
public struct TargetRegistry: Sendable {
    /// One registered name.
    public struct Target: Sendable {
        /// The name steps use as `target:`.
        public var name: Located<String>
        /// What the element is, for writers.
        public var description: String?
        /// The view type the element is on (`screen:`), for targets a scan
        /// cannot place; `nil` for events.
        public var screen: Located<String>? = nil
    }

    /// The targets in file order.
    public var targets: [Target]
    /// The file the registry was read from.
    public var file: String
    /// The events the app donates (`events:`), in file order; display
    /// rules may wait for them.
    public var events: [Target] = []
    /// The app's state conditions read (`parameters:`, format 1.4), in
    /// file order.
    public var parameters: [Parameter] = []

    /// One parameter: the app's state, typed, that conditions compare.
    public struct Parameter: Sendable {
        /// The name conditions and the generated key use.
        public var name: Located<String>
        /// Its type, with an enum's cases.
        public var type: Located<TourParameterType>
        /// Its value until the app sets one.
        public var defaultValue: Located<TourValue>?
        /// Whether a value set lasts only until the next launch.
        public var isTransient: Bool
        /// What it is, for writers and the generated key's documentation.
        public var description: String?

        /// The parameter as the runtime reads it.
        public var declaration: TourParameterDeclaration {
            TourParameterDeclaration(name: name.value, type: type.value, defaultValue: defaultValue?.value, isTransient: isTransient)
        }
    }
}
