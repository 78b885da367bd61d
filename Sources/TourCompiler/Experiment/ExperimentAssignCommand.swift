import TourDiagnostics
import TourFormat
import TourValidation

/// What `tourc experiment assign` found: each install's variant, or why
/// there are none.
public struct ExperimentAssignOutcome: Sendable {
    /// `ID VARIANT` for each install id, in the order given; empty when the
    /// tour could not be read or has no experiment.
    public var lines: [String] = []
    /// The tours' errors, when they have any.
    public var diagnostics: [Diagnostic] = []
    /// The quoted files' bytes, for the reporters.
    public var sources: [String: [UInt8]] = [:]
    /// Why the tour named cannot be assigned: none has its id, or it has
    /// no experiment (a usage error, with the tours that have one).
    public var problem: String?
}

/// `tourc experiment assign TOUR INSTALL_ID...`: which variant of `TOUR`'s
/// experiment each install sees, as TourKit assigns it on the device
/// (`TourExperimentAssignment`), for support ("which copy did this user
/// see?"). The only part that reads files.
public enum ExperimentAssignCommand {
    /// How `TOUR` names the tour.
    public enum TourReference: Sendable, Equatable {
        /// A tour id among the project's tours (tourc.yaml's inputs).
        case id(String)
        /// A tour file: its tour with an experiment.
        case file(String)
        /// A JSON bundle tourc wrote.
        case bundle(String)

        /// What `argument` names: a path ending in `.json` a bundle, one
        /// ending in `.yaml` or `.yml` a tour file, anything else a tour id.
        public init(_ argument: String) {
            if argument.hasSuffix(".json") {
                self = .bundle(argument)
            } else if argument.hasSuffix(".yaml") || argument.hasSuffix(".yml") {
                self = .file(argument)
            } else {
                self = .id(argument)
            }
        }
    }

    /// Assigns `installs` in the experiment of `tour`, read from
    /// `validation`'s tours (the tour file's, for ``TourReference/file(_:)``)
    /// or from the bundle.
    public static func run(tour: TourReference, installs: [String], validation: ValidationRequest) -> ExperimentAssignOutcome {
        var outcome = ExperimentAssignOutcome()
        let experiment: TourExperiment
        if case .bundle(let path) = tour {
            switch bundleExperiment(at: path, limit: validation.limits.maxFileSize) {
            case .success(let found): experiment = found
            case .failure(let problem):
                outcome.problem = problem.message
                return outcome
            }
        } else {
            let validated = Pipeline.validate(validation, keepingTours: true)
            outcome.sources = validated.sources
            let tours = validated.resolvedFiles.flatMap(\.tours)
            guard !validated.diagnostics.containsErrors else {
                outcome.diagnostics = validated.diagnostics.filter { $0.severity == .error }.sortedForReporting()
                return outcome
            }
            let known = tours.filter { $0.experiment != nil }.map(\.tour.id.value)
            let found: ResolvedTour?
            switch tour {
            case .id(let id):
                guard let named = tours.first(where: { $0.tour.id.value == id }) else {
                    outcome.problem = "no tour '\(id)' in the inputs" + withExperiments(known)
                    return outcome
                }
                found = named
            case .file(let path):
                guard known.count <= 1 else {
                    outcome.problem = "\(path) has \(known.count) tours with an experiment (\(known.joined(separator: ", "))); name one by its id"
                    return outcome
                }
                found = tours.first { $0.experiment != nil } ?? tours.first
            case .bundle: found = nil
            }
            guard let found, let declared = found.experiment else {
                outcome.problem = "tour '\(found?.tour.id.value ?? "")' has no experiment" + withExperiments(known)
                return outcome
            }
            experiment = declared
        }
        outcome.lines = installs.map { install in
            "\(install) \(experiment.variant(forInstall: install)?.name ?? "-")"
        }
        return outcome
    }

    private static func withExperiments(_ tours: [String]) -> String {
        tours.isEmpty ? "; none has an experiment" : "; tours with one: \(tours.joined(separator: ", "))"
    }

    private struct Problem: Error {
        let message: String
    }

    /// The experiment of the bundle at `path`.
    private static func bundleExperiment(at path: String, limit: Int) -> Result<TourExperiment, Problem> {
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.readFile(path, limit: limit)
        } catch {
            return .failure(Problem(message: "cannot read \(path): \(error.reason)"))
        }
        guard let bundle = ExperimentSplitCheck.head(ofBundle: bytes) else {
            return .failure(Problem(message: "\(path) is not a tour bundle tourc wrote"))
        }
        guard let experiment = bundle.experiment else {
            return .failure(Problem(message: "tour '\(bundle.id)' in \(path) has no experiment"))
        }
        return .success(experiment)
    }
}
