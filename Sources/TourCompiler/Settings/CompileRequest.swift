import TourDiagnostics
import TourGeneration
import TourModel
import TourValidation

/// What to compile and where to write it.
public struct CompileRequest: Sendable {
    /// What to read and validate.
    public var validation: ValidationRequest
    /// The folder for generated Swift, if any.
    public var swiftOutput: String?
    /// The folder for JSON bundles, if any.
    public var jsonOutput: String?
    /// The JSON bundle flavour.
    public var jsonFlavor: JSONFlavor
    /// The String Catalog (`.xcstrings`) tourc writes its entries into,
    /// keeping every entry it does not own; `nil` for none.
    public var catalog: String?
    /// How Swift is written.
    public var swift: SwiftOptions
    /// Whether to write, only compare, or only list.
    public var mode: Mode
    /// The configuration file the request was read from, for messages.
    public var configuration: String?
    /// Whether the command line named some of the configuration's tours
    /// rather than all: then no output is an orphan (a tour not named is not
    /// a deleted one), and the manifests keep what they list.
    public var narrowsInputs: Bool
    /// Whether an output may replace an existing file that tourc's
    /// manifest does not list (`--force`); else that is TOUR410.
    /// Where the app's manifest goes (``AppManifestEmitter``); `nil` for none.
    public var appManifest: String?
    /// What the app accepts from remote tours, for its manifest (`remote:`).
    public var remote = RemoteSettings()
    public var force = false
    /// Whether `tourc-parameters.swift` is written even when the registry
    /// declares no parameter (`--always-write-parameters`): a build plugin
    /// names its outputs before it reads the registry.
    public var writesParametersAlways = false

    /// What compile does with the outputs.
    public enum Mode: Sendable {
        /// Write every output whose bytes changed.
        case write
        /// Write nothing; report every output that is missing or stale, and
        /// every output of a tour that no longer exists.
        case check
        /// Write nothing; list what would be written and removed.
        case dryRun
    }

    /// Creates a request.
    public init(
        validation: ValidationRequest, swiftOutput: String?, jsonOutput: String?, jsonFlavor: JSONFlavor = .canonical,
        catalog: String? = nil, swift: SwiftOptions = SwiftOptions(), mode: Mode = .write, configuration: String? = nil,
        narrowsInputs: Bool = false
    ) {
        self.validation = validation
        self.swiftOutput = swiftOutput
        self.jsonOutput = jsonOutput
        self.jsonFlavor = jsonFlavor
        self.catalog = catalog
        self.swift = swift
        self.mode = mode
        self.configuration = configuration
        self.narrowsInputs = narrowsInputs
    }
}

extension CompileRequest {
    /// The validation the compile runs: the quickwin flavour's requirements
    /// are rules on the tours when the compile writes that flavour (a
    /// language server checks what the compile would).
    package var compiledValidation: ValidationRequest {
        var request = validation
        request.options.requiresQuickWinTasks = jsonOutput != nil && jsonFlavor == .quickwin
        return request
    }
}

/// What compile found and did.
public struct CompileOutcome: Sendable {
    /// Every finding, in reporting order.
    public var diagnostics: [Diagnostic]
    /// The bytes of the inputs findings are about, for quoting source lines.
    public var sources: [String: [UInt8]]
    /// Every output with what the disk held before this run; empty when the
    /// inputs had errors, or when the build stamp proved nothing changed.
    public var outputs: [OutputRecord]
    /// Outputs of earlier compiles that no current tour produces: removed
    /// (write), to be removed (dry run) or reported (check).
    public var removals: [String] = []
    /// Whether the build stamp showed that no input, setting or output
    /// changed since the last clean compile, so nothing was read.
    public var upToDateByStamp = false
    /// What the run read and checked: the outline of every step, the
    /// registry (the summary line counts the tours and steps from it).
    package var validation: ValidationOutcome?
}

/// One output of a compile run.
public struct OutputRecord: Sendable, Hashable {
    /// Where it goes.
    public var path: String
    /// The input it is generated from.
    public var source: String
    /// What the disk held before this run.
    public var status: OutputFile.Status
}
