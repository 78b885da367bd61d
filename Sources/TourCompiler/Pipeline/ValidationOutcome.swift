import TourDiagnostics
import TourModel
import TourScanning
import TourValidation

/// The outcome of reading and validating the inputs.
public struct ValidationOutcome: Sendable {
    /// Every finding, in reporting order.
    public var diagnostics: [Diagnostic]
    /// The resolved tours of each tour file that could be read, in file
    /// order, whatever the findings (for the preview); empty
    /// when each file's tours were let go after generating from them.
    public var resolvedFiles: [(file: String, tours: [ResolvedTour])]
    /// The validated tours of each tour file, in file order; `nil` when any
    /// finding is an error, or when the tours were let go.
    public var validatedFiles: [ValidatedTourFile]?
    /// What the rules across tours read of every tour, in file order.
    package var outlines: [TourOutline]
    /// The bytes of every file read, so reporters can quote source lines.
    public var sources: [String: [UInt8]]
    /// The target registry, when one was read, as checked, with its index
    /// of names (the coverage report reads it).
    var checkedRegistry: CheckedRegistry?
    /// The target registry, when one was read.
    package var registry: TargetRegistry? { checkedRegistry?.registry }
    /// How the tags meet the steps, when the app's code was scanned.
    var coverage: TagCoverage?
    /// The files the inputs named, as found; `nil` when one could not be
    /// found or listed. The compiler's build stamp records them.
    package var foundInputs: FoundInputs?
    /// Each file read, with its identity when it was opened; `nil` for one
    /// that changed while it was read (for the build stamp).
    var readIdentities: [String: Platform.FileStatus?] = [:]

    /// The files the inputs named.
    package struct FoundInputs: Sendable {
        /// The tour files.
        package var tourFiles: [String]
        /// The `targets.yaml` files beside them.
        var registryCandidates: [String]
        /// The Swift files scanned for tags.
        var swiftFiles: [String]
    }

    /// The coverage table: every target with its tag sites and the steps
    /// that use it; empty when the app's code was not scanned.
    public var coverageRows: [TagCoverage.CoverageRow] {
        coverage?.rows(tours: outlines, registry: registry) ?? []
    }

    /// Every target the app registers (the registry's and its tags').
    package var registeredTargets: [String] {
        Validator.registeredTargetNames(registry: checkedRegistry, coverage: coverage, outlines: outlines)
    }

    /// Every event the registry registers.
    var registeredEvents: [String] { registry?.events.map(\.name.value) ?? [] }

    /// The tags coverage cannot see: unreadable and not annotated.
    public var unresolvedTags: [TagSite] { coverage?.unresolvedTags ?? [] }

    /// How many tours were read (for the command's summary line).
    public var tourCount: Int { outlines.count }

    /// How many steps those tours have.
    public var stepCount: Int { outlines.reduce(0) { $0 + $1.steps.count } }
}
