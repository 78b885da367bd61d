/// The character rules names in tour files follow; TourModel checks them
/// and holds their patterns.
public enum NameRule: Sendable, CaseIterable {
    /// `tour:` ids: `[A-Za-z][A-Za-z0-9_-]*`.
    case tourID
    /// Step ids and target names: `[A-Za-z][A-Za-z0-9_.-]*`.
    case stepID
    /// `swiftName:`: `[A-Za-z_][A-Za-z0-9_]*`.
    case swiftTypeName
    /// SF Symbol names in `icon:` and `{symbol:NAME}`: `[a-z0-9]+(\.[a-z0-9]+)*`.
    case symbolName
    /// `minAppVersion:` and `maxAppVersion:`: an app version such as `2.4.1`
    /// (as TourKit compares them, at most 8 parts of at most 9 digits).
    case appVersion
    /// A parameter's name in targets.yaml: `[a-z][A-Za-z0-9_]*`, a Swift
    /// identifier that starts lowercase, so its enum's type name (its
    /// first letter uppercased) is never another parameter's name.
    case parameterName
    /// A case of an enum parameter: `[A-Za-z][A-Za-z0-9_]*`.
    case parameterCase
}

/// The values of a key of a tour document or a step that is not one of
/// the settings (``StepSetting``, ``ShowSetting``, ``PresentationSetting``).
public enum TourValues: Sendable, Hashable {
    /// A name following `rule`.
    case name(NameRule)
    /// A non-empty text, or one per language.
    case localizedText
    /// A non-empty string.
    case text
    /// A whole number of at least 1.
    case positiveInteger
    /// The `defaults:` mapping of ``StepSetting``s.
    case defaults
    /// The `show:` mapping of ``ShowSetting``s.
    case show
    /// The `presentation:` mapping of ``PresentationSetting``s.
    case presentation
    /// The list of steps.
    case steps
    /// A condition over the app's parameters, launches and event counts.
    case condition
    /// The `experiment:` mapping: an id and weighted variants.
    case experiment
}

/// One key of a tour document's top level: the one place each is declared,
/// with its values, whether it is required and what it means. The
/// decoder's key table and the schema read these.
public enum TourSetting: String, Sendable, Hashable, CaseIterable {
    case tour, swiftName, title, description, estimatedSeconds, completionCriteria, icon, defaults, show, presentation
    case minAppVersion, maxAppVersion, experiment, steps

    /// The key in a tour file.
    public var key: String { rawValue }

    /// Whether every tour has it.
    public var isRequired: Bool { self == .tour || self == .steps }

    /// The values the key takes.
    public var values: TourValues {
        switch self {
        case .tour: .name(.tourID)
        case .swiftName: .name(.swiftTypeName)
        case .title, .description: .localizedText
        case .estimatedSeconds: .positiveInteger
        case .completionCriteria: .text
        case .icon: .name(.symbolName)
        case .defaults: .defaults
        case .show: .show
        case .presentation: .presentation
        case .minAppVersion, .maxAppVersion: .name(.appVersion)
        case .experiment: .experiment
        case .steps: .steps
        }
    }

    /// What the key means, for the schema and the docs.
    public var summary: String {
        switch self {
        case .tour: "The tour's id: a letter, then letters, digits, '_' or '-'. Unique across all inputs."
        case .swiftName: "The name of the generated Swift enum. Default: the tour id in UpperCamelCase followed by 'Tour'."
        case .title: "The tour's title, shown wherever the app lists its tours."
        case .description: "One sentence that says what the tour covers."
        case .estimatedSeconds: "About how long the tour takes, in whole seconds (at least 1)."
        case .completionCriteria: "An identifier the app checks to decide that the user has done what the tour teaches."
        case .icon: "An SF Symbol name for the tour, such as 'pianokeys'."
        case .defaults: "Values for steps that do not set their own."
        case .show: "When the tour may show, for TourCoordinator; every key is optional. Without it the tour may show at once, until it is finished."
        case .presentation:
            "How the overlay looks, in its own units; every key is optional. A key left out is the overlay's own (each key says which)."
        case .minAppVersion: "For a remote tour: the lowest app version the feed shows it to, such as 2.4. Default: every version."
        case .maxAppVersion: "For a remote tour: the highest app version the feed shows it to. Default: every version."
        case .experiment:
            "An A/B test of the tour's copy: an id, and variants with whole weights adding up to 100, each with the step texts it changes; 'show: false' makes one the holdout, which never sees the tour."
        case .steps: "The steps, in the order the tour shows them. At least one."
        }
    }
}

/// One of a step's own keys, besides the ``StepSetting``s it shares with
/// `defaults:`.
public enum StepField: String, Sendable, Hashable, CaseIterable {
    case id, target, title, text
    /// A condition: the step is skipped while it is false (format 1.4).
    case when
    /// The view type the step's target is on, where a scan cannot tell.
    case screen

    /// The key in a tour file.
    public var key: String { rawValue }

    /// Whether every step has it.
    public var isRequired: Bool { self != .target && self != .when && self != .screen }

    /// The values the key takes.
    public var values: TourValues {
        switch self {
        case .id, .target: .name(.stepID)
        case .title, .text: .localizedText
        case .when: .condition
        case .screen: .name(.swiftTypeName)
        }
    }

    /// What the key means, for the schema and the docs.
    public var summary: String {
        switch self {
        case .id:
            "The step's id, unique in the tour: a letter, then letters, digits, '_', '-' or '.'. Becomes a lowerCamelCase Swift case; the raw value stays the id."
        case .target: "The registered target this step highlights. Default: the step's id."
        case .title: "The step's title."
        case .text:
            "The step's text. {symbol:NAME} places an SF Symbol inline; Markdown passes through; everything else is shown as written."
        case .when:
            "A condition over the parameters of targets.yaml, launches and event counts, such as '!isPro': while it is false, the session skips the step."
        case .screen:
            "The view type the step's target is on, such as EffectsScreen. Default: the screen the registry gives the target, else the one type the scan finds it tagged in."
        }
    }
}

/// A key of `experiment:`.
public enum ExperimentField: String, Sendable, Hashable, CaseIterable {
    case id, variants

    /// The key in a tour file.
    public var key: String { rawValue }

    /// What the key means, for the schema, the docs and the editor.
    public var summary: String {
        switch self {
        case .id: "The experiment's id, such as welcome-copy-2026-12. Change it when the variants or weights change."
        case .variants: "The variants by name, in the order they take their buckets."
        }
    }
}

/// A key of one variant in `experiment.variants`.
public enum VariantField: String, Sendable, Hashable, CaseIterable {
    case weight, show, steps

    /// The key in a tour file.
    public var key: String { rawValue }

    /// What the key means, for the schema, the docs and the editor.
    public var summary: String {
        switch self {
        case .weight: "The variant's share of installs, in whole per cent; the weights add up to 100."
        case .show: "false: the holdout, which never sees the tour. At most one variant."
        case .steps: "The texts this variant changes, by step id; the others are the file's."
        }
    }
}
