import TourDiagnostics
import TourFormat
import TourSyntax

/// A tour's `experiment:` as written: its id and variants, each with its
/// position, for validation to check (weights, step ids, one holdout).
public struct Experiment: Sendable {
    /// The experiment's id.
    public var id: Located<String>
    /// The variants, in the file's order.
    public var variants: [ExperimentVariant]
    /// Where `experiment:`'s value starts.
    public var position: SourcePosition
    /// Where `variants:`'s value starts.
    public var variantsPosition: SourcePosition
}

/// One variant of an experiment.
public struct ExperimentVariant: Sendable {
    /// The variant's name: its key in `variants:`.
    public var name: Located<String>
    /// Its share, in whole per cent; `nil` when missing or not a whole
    /// number (reported).
    public var weight: Located<Int>?
    /// `show:` as written; `false` makes the variant the holdout.
    public var show: Located<Bool>?
    /// The step texts it changes, in the file's order.
    public var steps: [VariantStep]

    /// Whether its installs see the tour.
    public var shows: Bool { show?.value ?? true }
}

/// The texts a variant gives one step.
public struct VariantStep: Sendable {
    /// The step's id: its key in the variant's `steps:`.
    public var id: Located<String>
    /// The title in this variant, when it changes it.
    public var title: LocalizedText?
    /// The text in this variant, when it changes it.
    public var text: LocalizedText?
}

extension NodeReader {
    /// `experiment:`: an id, and a mapping of variant name to its weight,
    /// `show:` and `steps:` (step id to title and text).
    mutating func experiment(_ node: YAMLNode) -> Experiment? {
        guard let fields = fields(of: node, TourKeys.experiment, describing: "experiment") else { return nil }
        let id = fields[ExperimentField.id.key].flatMap { name($0, .tourID, describing: "experiment id") }
        var variants: [ExperimentVariant] = []
        let variantsNode = fields[ExperimentField.variants.key]
        if let variantsNode {
            if case .mapping(let pairs) = variantsNode.content {
                for pair in pairs {
                    guard let name = name(pair.key, .tourID, describing: "variant name"), let variant = variant(pair.value, name: name)
                    else { continue }
                    variants.append(variant)
                }
            } else {
                wrongType(variantsNode, expected: "a mapping of variant name to its weight and texts")
            }
        }
        guard let id, let variantsNode else { return nil }
        return Experiment(id: id, variants: variants, position: node.position, variantsPosition: variantsNode.position)
    }

    private mutating func variant(_ node: YAMLNode, name: Located<String>) -> ExperimentVariant? {
        guard let fields = fields(of: node, TourKeys.variant, describing: "variant '\(name.value)'") else { return nil }
        var variant = ExperimentVariant(name: name, steps: [])
        variant.weight = fields[VariantField.weight.key].flatMap { integer($0, key: VariantField.weight.key, minimum: 0) }
        variant.show = fields[VariantField.show.key].flatMap { boolean($0) }
        if let steps = fields[VariantField.steps.key] {
            if case .mapping(let pairs) = steps.content {
                for pair in pairs {
                    guard let id = self.name(pair.key, .stepID, describing: "step id"),
                        let texts = self.fields(of: pair.value, TourKeys.variantStep, describing: "step '\(id.value)' of variant '\(name.value)'")
                    else { continue }
                    let title = texts[StepField.title.key].flatMap { localizedText($0) }
                    let text = texts[StepField.text.key].flatMap { localizedText($0) }
                    variant.steps.append(VariantStep(id: id, title: title, text: text))
                }
            } else {
                wrongType(steps, expected: "a mapping of step id to its title and text")
            }
        }
        return variant
    }
}
