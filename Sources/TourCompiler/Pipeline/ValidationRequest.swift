import TourModel
import TourSyntax
import TourValidation

/// What to validate.
public struct ValidationRequest: Sendable {
    /// Tour files and folders to search for `*.tour.yaml`.
    public var inputs: [String]
    /// The registry file; when `nil`, one `targets.yaml` among the inputs
    /// (unless `scan` is set, when a registry is optional).
    public var registry: String?
    /// Swift files and folders whose tag sites register targets and must
    /// cover every step; `nil` when the app's code is not scanned.
    public var scan: [String]?
    /// Bounds on what the YAML front end reads.
    public var limits: YAMLLimits
    /// Validation settings.
    public var options: ValidationOptions
    /// What an app build registers, from its manifest (`--against`): used
    /// instead of any registry file, which is then not looked for.
    public var appRegistry: TargetRegistry?
    /// Whether the outcome carries the files its findings are in, for a
    /// report that quotes their lines (``DiagnosticReporter/quotesSources``).
    /// They are read again at the end: with tens of thousands of notes,
    /// that was every tour file held at once, when the report printed none.
    public var quotesSources = true

    /// Creates a request.
    public init(
        inputs: [String], registry: String? = nil, scan: [String]? = nil, limits: YAMLLimits = .default,
        options: ValidationOptions = ValidationOptions()
    ) {
        self.inputs = inputs
        self.registry = registry
        self.scan = scan
        self.limits = limits
        self.options = options
    }
}
