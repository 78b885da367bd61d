import Foundation
import TourDiagnostics
import TourFormat
import TourValidation

extension DiagnosticCode {
    /// A running experiment's split changed under the same id (a warning).
    public static let experimentSplitChanged = DiagnosticCode(
        "TOUR417", name: "experimentSplitChanged", severity: .warning,
        summary: "An experiment's variants or weights changed, and its id did not.",
        explanation: """
            Which variant an install sees follows from the experiment's id \
            and the install id alone, and each variant takes its range of \
            buckets in the order the variants are written. Changing the \
            variants, their weights, their order or the holdout under the same \
            `id` moves installs into other variants: users who saw one copy \
            start seeing another, and the report mixes them. tourc compares \
            each experiment with the bundle of the last build (in the JSON \
            output folder) or, for remote tours, with the feed being \
            replaced, and warns when the split differs. Give the changed \
            experiment a new id; changing a variant's texts is safe.
            """)
}

/// Whether an experiment keeps its split from the last build: each tour's
/// experiment against the bundle already at its JSON output, or against the
/// tour of the same id in the feed a `--feed-out` replaces.
enum ExperimentSplitCheck {
    /// TOUR417 for each tour whose experiment has the id of one in
    /// `published` (by tour id) with another split.
    static func changes(_ tours: [ValidatedTour], published: [String: TourExperiment], in what: String) -> [Diagnostic] {
        tours.compactMap { tour in
            guard let experiment = tour.experiment, let declared = tour.tour.experiment, let old = published[tour.tour.id.value],
                old.id == experiment.id, old.split != experiment.split
            else { return nil }
            return Diagnostic(
                .experimentSplitChanged,
                "experiment '\(experiment.id)' changed its split since \(what) (\(old.split); now \(experiment.split)), which moves installs between variants; give it a new id",
                file: tour.tour.file, at: declared.id.position)
        }
    }

    /// The experiments of the bundles at each tour's JSON output, by tour id:
    /// what the last build wrote. A missing or unreadable bundle has none.
    static func lastBuild(of tours: [ValidatedTour], jsonOutput folder: String?, limit: Int) -> [String: TourExperiment] {
        guard let folder else { return [:] }
        var found: [String: TourExperiment] = [:]
        for tour in tours where tour.experiment != nil {
            let path = Paths.join(folder, tour.tour.id.value + ".json")
            guard let bytes = try? FileSystem.readFile(path, limit: limit), let experiment = experiment(inBundle: bytes) else { continue }
            found[tour.tour.id.value] = experiment
        }
        return found
    }

    /// The experiment of a bundle's JSON, if it has one.
    static func experiment(inBundle bytes: [UInt8]) -> TourExperiment? {
        struct Bundle: Decodable { let experiment: TourExperiment? }
        return (try? JSONDecoder().decode(Bundle.self, from: Data(bytes)))?.experiment
    }

    /// The experiments of a feed's tours, by tour id.
    static func experiments(inFeed bytes: [UInt8]) -> [String: TourExperiment] {
        struct Tour: Decodable {
            let id: String
            let experiment: TourExperiment?
        }
        struct Signed: Decodable { let tours: [Tour] }
        guard let signed = try? JSONDecoder().decode(Signed.self, from: Data(bytes)) else { return [:] }
        var found: [String: TourExperiment] = [:]
        for tour in signed.tours { found[tour.id] = tour.experiment }
        return found
    }
}
