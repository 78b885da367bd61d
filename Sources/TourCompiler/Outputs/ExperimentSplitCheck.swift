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
            each experiment with the last build's output (the bundle in the \
            JSON output folder, else the generated Swift, which is all the \
            build plugin writes) or, for remote tours, with the feed being \
            replaced, and warns when the split differs; once, as the build \
            that warns writes the new split. Give the changed experiment a \
            new id; changing a variant's texts is safe.
            """)
}

/// Whether an experiment keeps its split from the last build: each tour's
/// experiment against the bundle already at its JSON output (else its
/// generated Swift), or against the tour of the same id in the feed a
/// `--feed-out` replaces.
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

    /// The experiments the last build wrote for `file`'s tours, by tour id:
    /// from each tour's bundle at the JSON output, else from the file's
    /// generated Swift (a build plugin writes only Swift). A missing or
    /// unreadable output has none.
    static func lastBuild(of file: ValidatedTourFile, request: CompileRequest) -> [String: TourExperiment] {
        let tours = file.tours.filter { $0.experiment != nil }
        guard !tours.isEmpty else { return [:] }
        let limit = request.validation.limits.maxFileSize
        var found: [String: TourExperiment] = [:]
        if let folder = request.jsonOutput {
            for tour in tours {
                let path = Paths.join(folder, tour.tour.id.value + ".json")
                guard let bytes = try? FileSystem.readFile(path, limit: limit), let experiment = experiment(inBundle: bytes) else { continue }
                found[tour.tour.id.value] = experiment
            }
        } else if let folder = request.swiftOutput,
            let bytes = try? FileSystem.readFile(Paths.join(folder, OutputNaming.swiftFileName(forTourFile: file.file)), limit: limit)
        {
            found = experiments(inGeneratedSwift: String(decoding: bytes, as: UTF8.self))
        }
        return found
    }

    /// The experiments of the generated Swift `text`, by tour id: each
    /// `metadata`'s `id:`, and its `experiment:`'s id and variant heads
    /// (`name: "b", weight: 45` and `, shows: false`), as
    /// `SwiftEmitter.experimentArgument` writes them. The split is all the
    /// check needs; the texts are not read.
    static func experiments(inGeneratedSwift text: String) -> [String: TourExperiment] {
        func quoted(after prefix: String, in line: Substring) -> String? {
            guard line.hasPrefix(prefix), let close = line.dropFirst(prefix.count).firstIndex(of: "\"") else { return nil }
            return String(line[line.index(line.startIndex, offsetBy: prefix.count)..<close])
        }
        var found: [String: TourExperiment] = [:]
        var tour: String?
        var experiment: TourExperiment?
        var inMetadata = false
        // The `)` that closes `metadata`, at its indentation.
        var closing = ""
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop { $0 == " " }
            if line.contains("static let metadata = TourMetadata(") {
                (inMetadata, tour, experiment) = (true, nil, nil)
                closing = String(raw.prefix { $0 == " " }) + ")"
            } else if inMetadata, raw == closing {
                if let tour, let experiment { found[tour] = experiment }
                inMetadata = false
            } else if inMetadata, tour == nil, let id = quoted(after: "id: \"", in: line) {
                tour = id
            } else if inMetadata, line.hasPrefix("experiment: TourExperiment(") {
                experiment = TourExperiment(id: "", variants: [])
            } else if inMetadata, experiment?.id == "", let id = quoted(after: "id: \"", in: line) {
                experiment?.id = id
            } else if inMetadata, experiment != nil {
                let head = line.hasPrefix("TourExperiment.Variant(") ? line.dropFirst("TourExperiment.Variant(".count) : line
                guard let name = quoted(after: "name: \"", in: head), let weightStart = head.range(of: "weight: ") else { continue }
                let weight = Int(head[weightStart.upperBound...].prefix { $0.isNumber }) ?? -1
                experiment?.variants.append(TourExperiment.Variant(name: name, weight: weight, shows: !head.contains("shows: false")))
            }
        }
        return found
    }

    /// A bundle's id and experiment, as much of it as the checks read.
    struct BundleHead: Decodable {
        let id: String
        let experiment: TourExperiment?
    }

    /// The id and experiment of a bundle's JSON; `nil` when it is no bundle.
    static func head(ofBundle bytes: [UInt8]) -> BundleHead? {
        try? JSONDecoder().decode(BundleHead.self, from: Data(bytes))
    }

    /// The experiment of a bundle's JSON, if it has one.
    static func experiment(inBundle bytes: [UInt8]) -> TourExperiment? {
        head(ofBundle: bytes)?.experiment
    }

    /// The experiments of a feed's tours, by tour id.
    static func experiments(inFeed bytes: [UInt8]) -> [String: TourExperiment] {
        struct Signed: Decodable { let tours: [BundleHead] }
        guard let signed = try? JSONDecoder().decode(Signed.self, from: Data(bytes)) else { return [:] }
        var found: [String: TourExperiment] = [:]
        for tour in signed.tours { found[tour.id] = tour.experiment }
        return found
    }
}
