import TourFormat

/// What a mapping of a tour file is, as far as the layout cares: which
/// order its keys go in, and which of its values are titles and texts
/// (written by ``YAMLTextStyle``). Read from TourFormat's declarations, so a
/// key added to the format is placed where its declaration puts it.
enum MappingRole {
    /// A tour document's top level.
    case tour
    /// `defaults:`.
    case defaults
    /// `show:`.
    case show
    /// `show.events`: kept in its order.
    case eventCounts
    /// An event counted in a window, `{count: 2, within: 7d}` (format 1.4).
    case eventWindow
    /// `presentation:`.
    case presentation
    /// One step.
    case step
    /// A title or text given per language: every value is a text.
    case localizedText
    /// Anything else: kept in its order, its values as written.
    case other

    /// The keys in the order the format declares them (the order of
    /// docs/format.md's tables); empty for a mapping kept in its order.
    var keyOrder: [String] {
        switch self {
        case .tour: Self.tourKeys
        case .defaults: Self.defaultsKeys
        case .show: Self.showKeys
        case .eventCounts: []
        case .eventWindow: ShowSetting.eventWindowKeys
        case .presentation: Self.presentationKeys
        case .step: Self.stepKeys
        case .localizedText, .other: []
        }
    }

    // Read from TourFormat once, not for every mapping of every file.
    private static let tourKeys = TourSetting.allCases.map(\.key)
    private static let defaultsKeys = StepSetting.allCases.map(\.key)
    private static let showKeys = ShowSetting.allCases.map(\.key)
    private static let presentationKeys = PresentationSetting.allCases.map(\.key)
    private static let stepKeys = StepField.allCases.map(\.key) + StepSetting.allCases.map(\.key)

    /// What the value of `key` is in a mapping of this role.
    func child(_ key: String?) -> ValueRole {
        switch self {
        case .tour:
            switch key.flatMap(TourSetting.init(rawValue:))?.values {
            case .localizedText?: return .text
            case .defaults?: return .mapping(.defaults)
            case .show?: return .mapping(.show)
            case .presentation?: return .mapping(.presentation)
            case .steps?: return .steps
            default: return .asWritten
            }
        case .step:
            return key.flatMap(StepField.init(rawValue:))?.values == .localizedText ? .text : .asWritten
        case .localizedText:
            return .localizedEntry
        case .show:
            return key == ShowSetting.events.key ? .mapping(.eventCounts) : .asWritten
        case .eventCounts:
            return .mapping(.eventWindow)
        case .defaults, .presentation, .eventWindow, .other:
            return .asWritten
        }
    }
}

/// What a value is: a title or text, a mapping of a known role, the
/// steps, or anything else.
enum ValueRole: Equatable {
    /// A title or text: a text, or a mapping of language to text.
    case text
    /// One language's text in a localized mapping.
    case localizedEntry
    /// A mapping of this role.
    case mapping(MappingRole)
    /// The list of steps.
    case steps
    /// Anything else: written as it is.
    case asWritten

    /// The role of the value when it is a mapping.
    var mappingRole: MappingRole {
        switch self {
        case .text: .localizedText
        case .mapping(let role): role
        case .localizedEntry, .steps, .asWritten: .other
        }
    }

    /// The role of each item when the value is a list.
    var itemRole: ValueRole { self == .steps ? .mapping(.step) : .asWritten }

    /// Whether a scalar in this place is a text the layout writes by ``YAMLTextStyle``.
    var isText: Bool { self == .text || self == .localizedEntry }
}
