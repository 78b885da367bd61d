/// A tour's experiment (`experiment:` in its tour file): variants of its
/// copy, each with a weight in per cent, one of which may be a holdout
/// that never sees the tour. The generated enum's metadata and the JSON
/// bundle carry it; a session shows its install's variant, and the
/// coordinator never shows a holdout.
///
/// Which variant an install sees is ``TourExperimentAssignment``'s: the
/// same everywhere, from the experiment's id and the install id alone.
public struct TourExperiment: Hashable, Sendable, Codable {
    /// The experiment's id. A running experiment keeps its split: a new
    /// split needs a new id, or installs change variant.
    public var id: String
    /// The variants, in the tour file's order, which is the order they
    /// take their buckets in.
    public var variants: [Variant]

    /// Creates an experiment.
    public init(id: String, variants: [Variant]) {
        self.id = id
        self.variants = variants
    }

    /// One variant: its name, its share and the texts it changes.
    public struct Variant: Hashable, Sendable, Codable {
        /// The variant's name, as analytics events and `tourc report` say it.
        public var name: String
        /// Its share of installs, in whole per cent.
        public var weight: Int
        /// Whether its installs see the tour; `false` for the holdout.
        public var shows: Bool
        /// The steps whose texts it changes, in the tour file's order.
        public var steps: [StepTexts]

        /// Creates a variant.
        public init(name: String, weight: Int, shows: Bool = true, steps: [StepTexts] = []) {
            self.name = name
            self.weight = weight
            self.shows = shows
            self.steps = steps
        }

        /// The texts the variant gives the step `id`, when it changes them.
        public func texts(ofStep id: String) -> StepTexts? {
            steps.first { $0.id == id }
        }

        // A bundle writes `show` only for the holdout and `steps` only when there are some.
        enum CodingKeys: String, CodingKey {
            case name, weight
            case shows = "show"
            case steps
        }

        /// Reads a variant from a bundle.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            weight = try container.decode(Int.self, forKey: .weight)
            shows = try container.decodeIfPresent(Bool.self, forKey: .shows) ?? true
            steps = try container.decodeIfPresent([StepTexts].self, forKey: .steps) ?? []
        }

        /// Writes a variant as a bundle does.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(weight, forKey: .weight)
            if !shows { try container.encode(shows, forKey: .shows) }
            if !steps.isEmpty { try container.encode(steps, forKey: .steps) }
        }
    }

    /// The texts a variant gives one step: those it leaves out are the
    /// step's own.
    public struct StepTexts: Hashable, Sendable, Codable {
        /// The step's id.
        public var id: String
        /// The title, in the source language, as written.
        public var title: String?
        /// The text, in the source language, as written.
        public var text: String?
        /// The translations, by locale (in a bundle; generated code looks
        /// the source texts up in the app's String Catalog instead).
        public var localizations: [String: Translation]?

        /// Creates a step's texts.
        public init(id: String, title: String? = nil, text: String? = nil, localizations: [String: Translation]? = nil) {
            self.id = id
            self.title = title
            self.text = text
            self.localizations = localizations
        }
    }

    /// One translation of a variant's step texts.
    public struct Translation: Hashable, Sendable, Codable {
        /// The title in that language.
        public var title: String?
        /// The text in that language.
        public var text: String?

        /// Creates a translation.
        public init(title: String? = nil, text: String? = nil) {
            self.title = title
            self.text = text
        }
    }

    /// The variant `install` sees; `nil` only when the weights add up to
    /// less than 100 (tourc rejects such a tour, TOUR360).
    public func variant(forInstall install: String) -> Variant? {
        let name = TourExperimentAssignment.variant(
            experiment: id, install: install, of: variants.map { (name: $0.name, weight: $0.weight) })
        return name.flatMap(variant(named:))
    }

    /// The variant called `name`.
    public func variant(named name: String) -> Variant? {
        variants.first { $0.name == name }
    }

    /// The split, as `tourc` compares it with a published one: each
    /// variant's name, weight and whether it shows, in order.
    public var split: String {
        variants.map { "\($0.name) \($0.weight)\($0.shows ? "" : " hidden")" }.joined(separator: ", ")
    }
}
