import TourDiagnostics
import TourFormat
import TourSyntax

/// One key a mapping accepts: the decoder reads mappings through these
/// tables, and a test checks them against `Schemas/*.schema.json`, so the
/// decoder and the editor schemas cannot drift apart.
struct FieldSpec: Sendable, Hashable {
    /// The JSON Schema shape of a value.
    enum Kind: String, Sendable, Hashable {
        case string
        case number
        case integer
        case boolean
        case object
        case array
        /// A string, or a mapping of locale to string.
        case localizedText
        /// One of ``TourAction``'s raw values.
        case action
        /// One of `TourShapeName`'s raw values.
        case shape
        /// One of `TourCornerStyle`'s raw values.
        case cornerStyle
        /// One of `TourScrollAnchor`'s raw values.
        case scrollAnchor
        /// One of `TourMissingTarget`'s raw values.
        case ifMissing
        /// A string, or an object (a registry entry, a `targets:` setting).
        case stringOrObject
        /// An OS version: a string such as `"15.0"`, or a plain number.
        case version
        /// A boolean, a number or a string (a parameter's default, as its type says).
        case scalar
    }

    /// The key as written.
    let key: String
    /// The value's shape.
    let kind: Kind
    /// Whether the mapping must hold the key.
    let isRequired: Bool

    /// Declares a key.
    init(_ key: String, _ kind: Kind, required: Bool = false) {
        self.key = key
        self.kind = kind
        self.isRequired = required
    }
}

/// The keys of every mapping in a tour file.
enum TourKeys {
    /// A tour document's top level.
    static let tour: [FieldSpec] = TourSetting.allCases.map { FieldSpec($0.key, kind(of: $0.values), required: $0.isRequired) }

    /// The `show:` mapping: when the tour may show.
    static let show: [FieldSpec] = ShowSetting.allCases.map { setting in
        switch setting.values {
        case .tourIDs: FieldSpec(setting.key, .array)
        case .count: FieldSpec(setting.key, .integer)
        case .eventCounts: FieldSpec(setting.key, .object)
        case .condition, .duration: FieldSpec(setting.key, .string)
        case .flag: FieldSpec(setting.key, .boolean)
        case .eventNames: FieldSpec(setting.key, .array)
        }
    }

    /// An event counted in a window: `{count: 2, within: 7d}` (format 1.4).
    static let eventWindow: [FieldSpec] = [FieldSpec("count", .integer, required: true), FieldSpec("within", .string, required: true)]

    /// The `presentation:` mapping: how the overlay looks.
    static let presentation: [FieldSpec] = PresentationSetting.allCases.map { FieldSpec($0.key, .number) }

    /// How a step's spotlight looks and what it asks: the keys a step and
    /// `defaults:` share.
    static let spotlight: [FieldSpec] = StepSetting.allCases.map { setting in
        switch setting {
        case .padding, .cornerRadius: FieldSpec(setting.key, .number)
        case .action: FieldSpec(setting.key, .action)
        case .shape: FieldSpec(setting.key, .shape)
        case .cornerStyle: FieldSpec(setting.key, .cornerStyle)
        case .scrollAnchor: FieldSpec(setting.key, .scrollAnchor)
        case .waitFor: FieldSpec(setting.key, .string)
        case .ifMissing: FieldSpec(setting.key, .ifMissing)
        }
    }

    /// The `experiment:` mapping.
    static let experiment: [FieldSpec] = [
        FieldSpec(ExperimentField.id.key, .string, required: true), FieldSpec(ExperimentField.variants.key, .object, required: true),
    ]

    /// One variant of `experiment.variants`.
    static let variant: [FieldSpec] = [
        FieldSpec(VariantField.weight.key, .integer, required: true), FieldSpec(VariantField.show.key, .boolean),
        FieldSpec(VariantField.steps.key, .object),
    ]

    /// The texts a variant gives one step.
    static let variantStep: [FieldSpec] = [FieldSpec(StepField.title.key, .localizedText), FieldSpec(StepField.text.key, .localizedText)]

    /// The `defaults:` mapping.
    static let defaults: [FieldSpec] = spotlight

    /// One entry of `steps:`. The spotlight keys end it, as they make up
    /// `defaults:`: the decoder asks whether a step sets any at all first.
    static let step: [FieldSpec] =
        StepField.allCases.map { FieldSpec($0.key, kind(of: $0.values), required: $0.isRequired) } + spotlight

    /// The JSON shape of `values`.
    private static func kind(of values: TourValues) -> FieldSpec.Kind {
        switch values {
        case .name, .text, .condition: .string
        case .localizedText: .localizedText
        case .positiveInteger: .integer
        case .defaults, .show, .presentation, .experiment: .object
        case .steps: .array
        }
    }
}

/// The keys of `targets.yaml`.
enum RegistryKeys {
    /// The file's top level.
    static let file: [FieldSpec] = [FieldSpec("targets", .array, required: true), FieldSpec("events", .array), FieldSpec("parameters", .array)]
    /// An event written as a mapping.
    static let event: [FieldSpec] = [
        FieldSpec("name", .string, required: true),
        FieldSpec("description", .string),
    ]
    /// A target written as a mapping: an event's keys, and the screen it is on.
    static let target: [FieldSpec] = event + [FieldSpec("screen", .string)]
    /// One entry of `parameters:` (format 1.4).
    static let parameter: [FieldSpec] = [
        FieldSpec("name", .string, required: true),
        FieldSpec("type", .string, required: true),
        FieldSpec("cases", .array),
        FieldSpec("default", .scalar),
        FieldSpec("transient", .boolean),
        FieldSpec("description", .string),
    ]
}
