/// A spotlight package that generated code drives, and what tourc knows of
/// it: its module, how its own buttons move the selection, which of a
/// tour's looks it can draw, and the defaults it uses where a tour is
/// silent.
///
/// These are facts about the real packages, taken from their sources
/// (Tests/StandIns/Facts/*.json, made by Integration/extract-package-facts.py);
/// `StandInFactsTests` fails when a value here and its facts file disagree.
public enum SpotlightOverlay: String, Sendable, Hashable, CaseIterable, Codable {
    /// bradhowes/HelpInfoSpotlightOverlay (iOS 18, macOS 15):
    /// `helpInfoSpotlightOverlay(selection:orderedIDs:...overlay:)` and
    /// `helpInfoViewTag(id:)`, with `HelpInfoProvider` for its ready card.
    case helpInfoSpotlightOverlay
    /// Livsy90/TutorialSpotlight (iOS 15):
    /// `tutorialSpotlight(selection:orderedIDs:...overlay:)` and
    /// `tutorialSpotlightSource(id:spotlightShape:)`.
    case tutorialSpotlight

    /// The Swift module the package provides.
    public var moduleName: String {
        switch self {
        case .helpInfoSpotlightOverlay: "HelpInfoSpotlightOverlay"
        case .tutorialSpotlight: "TutorialSpotlight"
        }
    }

    /// What the overlay's Next does on the last step.
    public var navigation: OverlayNavigation {
        switch self {
        case .helpInfoSpotlightOverlay: .wrapsAround
        case .tutorialSpotlight: .endsAtNil
        }
    }

    /// Whether each step can have its own shape and corner radius: a
    /// TutorialSpotlight source takes a shape; HelpInfoSpotlightOverlay
    /// draws every step with the one corner radius its modifier takes.
    public var drawsShapePerStep: Bool { self == .tutorialSpotlight }

    /// Neither package takes a padding per target: each modifier takes one
    /// `spotlightPadding` for every step.
    public var drawsPaddingPerStep: Bool { false }

    /// The spotlight padding the modifier uses when it is not given one, in points.
    public var defaultPadding: Double { 8 }

    /// The corner radius the modifier uses when it is not given one, in points
    /// (TutorialSpotlight's default shape is a continuous rounded rectangle of this radius).
    public var defaultCornerRadius: Double { 28 }

    /// The value the modifier uses for `setting` when the tour does not set it.
    public func defaultValue(of setting: PresentationSetting) -> Double {
        switch (self, setting) {
        case (.helpInfoSpotlightOverlay, .dimmingOpacity): 0.8
        case (.helpInfoSpotlightOverlay, .edgeBlurRadius): 6
        case (.helpInfoSpotlightOverlay, .animationDuration): 0.6
        case (.tutorialSpotlight, .dimmingOpacity): 0.58
        case (.tutorialSpotlight, .edgeBlurRadius): 0
        case (.tutorialSpotlight, .animationDuration): 0.25
        }
    }

    /// The argument label of the modifier's parameter for `setting`.
    public func argumentLabel(of setting: PresentationSetting) -> String {
        switch (self, setting) {
        case (.helpInfoSpotlightOverlay, .edgeBlurRadius): "blurRadius"
        case (.tutorialSpotlight, .edgeBlurRadius): "spotlightEdgeBlurRadius"
        default: setting.rawValue
        }
    }

    /// The lowest OS versions the package's Package.swift declares, by
    /// platform name as Package.swift spells it; a platform not listed is
    /// one tourc does not check.
    public var platformFloors: [(platform: String, version: String)] {
        switch self {
        case .helpInfoSpotlightOverlay: [("iOS", "18.0"), ("macOS", "15.0")]
        case .tutorialSpotlight: [("iOS", "15.0")]
        }
    }

    /// The overlay's name as people write it: "HelpInfoSpotlightOverlay".
    public var displayName: String { moduleName }
}

/// How an overlay's own buttons move its selection past the ends of a tour.
public enum OverlayNavigation: String, Sendable, Hashable, Codable {
    /// Next on the last step selects the first step again, and Back on the
    /// first selects the last (HelpInfoSpotlightOverlay); both skip steps
    /// whose view is not tagged.
    case wrapsAround
    /// Next on the last step clears the selection, and so does Back on the
    /// first (TutorialSpotlight); both skip steps whose view is not tagged.
    case endsAtNil
}
