/// The names generated code already uses, which a tour's `swiftName` or a
/// step's case name must not take: Swift accepts neither a type that
/// shadows one the enum's own declarations refer to, nor a case that
/// redeclares one of the enum's members.
enum GeneratedNames {
    /// Swift's keywords, as identifiers would have to escape them, and the
    /// words no type may be named: `any` and `each` (contextual keywords a
    /// type name cannot take) and `_`.
    static let keywords: Set<String> = [
        "Any", "Protocol", "Self", "Type", "_", "any", "as", "associatedtype", "break", "case", "catch", "class", "continue",
        "default", "defer", "deinit", "do", "each", "else", "enum", "extension", "fallthrough", "false", "fileprivate", "for",
        "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator",
        "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "some", "static",
        "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    ]

    /// Members every generated tour enum declares, or gets from its
    /// conformances (`CaseIterable`, `RawRepresentable`, `Hashable`), and
    /// the glue's private ones. `GeneratedNamesTests` holds this list to
    /// the members the Swift emitter writes.
    static let members: Set<String> = [
        "action", "allCases", "cornerRadius", "hashValue", "id", "metadata", "ordinal", "padding", "plainText",
        "plainTitle", "presentation", "rawValue", "revision", "row", "scrollAnchor", "scrollPosition", "spotlightShape",
        "target", "text", "title", "tutorialSpotlightShape",
    ]

    /// The member a tour whose steps have `when:` declares: each step's condition.
    static let stepCondition = "condition"

    /// The member a tour declares when a step's screen is known: each step's screen.
    static let stepScreen = "screen"

    /// The members a tour declares when a step sets `waitFor:`.
    static let stepWaits = ["waitFor", "ifMissing"]

    /// Types the generated code names, unqualified: the standard library's,
    /// Foundation's, SwiftUI's and the overlays' that it uses or conforms
    /// to, and every type TourKit and TourFormat declare at the top level
    /// (`GeneratedNamesTests` holds the list to their sources).
    static let types: Set<String> = [
        // The standard library.
        "Array", "Bool", "Character", "CaseIterable", "Codable", "Comparable", "CustomStringConvertible", "Decodable",
        "Dictionary", "Double", "Encodable", "Equatable", "Error", "Float", "Hashable", "Identifiable", "Int", "Never",
        "Optional", "RawRepresentable", "Sendable", "Set", "String", "Substring", "Void",
        // Foundation, CoreGraphics and SwiftUI.
        "Binding", "Bundle", "CGFloat", "Color", "Data", "Date", "Image", "Locale", "LocalizedStringKey", "RoundedCornerStyle",
        "Shape", "Text", "TimeInterval", "URL", "UnitPoint", "View",
        // The overlays.
        "HelpInfoProvider", "HelpInfoSpotlightOverlayActions", "TutorialSpotlightActions", "TutorialSpotlightShape", "WindowedMode",
        // TourKit and TourFormat.
        "FileTourProgressStore", "FileTourProgressStoreError", "InMemoryTourProgressStore", "OverlayNavigation",
        "PresentationSetting", "QuickWinTask", "RemoteTourRefresh", "RemoteTourRejection", "RemoteTourSource", "NameRule", "ShowSetting",
        "SpotlightOverlay",
        "StepBuiltIns", "StepField", "TourSetting", "TourValues",
        "StepSetting",
        "TourAction", "TourAppManifest", "TourBundle", "TourCoordinator",
        "TourCornerStyle", "TourDisplayFrequency", "TourDisplayRule", "TourEvent", "TourIneligibility", "TourLook", "TourMetadata",
        "TourOverlay", "TourOverlayActions", "TourOverlayNavigation", "TourPresentation", "TourPresentationSetting",
        "TourProgressStore", "TourRecord", "TourRevisionPolicy", "TourScrollAnchor", "TourSession", "TourSessionStep",
        "TourShapeName", "TourSpotlightShape", "TourStepRepresentable", "TourSteps", "TourText",
        "UserDefaultsTourProgressStore", "TourCondition", "TourValue", "TourParameter", "TourParameterDeclaration",
        "TourParameterType", "TourParameterValue", "TourParameterCase", "TourParameterRecord", "TourClock", "SystemTourClock",
        "TourInvalidationReason", "TourParameters", "ManualTourClock", "SyncedTourProgressStore", "TourEligibility", "TourKeyValueStore",
        "TourSpeech", "TourSpokenPhrases", "TourAnnouncer", "SystemTourAnnouncer", "RecordingTourAnnouncer", "TourStepWords",
        "TourStringTable", "TourCard", "TourMotionReader", "TourMissingTarget", "TourTargetWait", "TourAnalytics", "TourAnalyticsEvent",
        "JSONLinesTourAnalytics", "TourAnalyticsFile", "TourAnalyticsLog", "TourEndReason", "TourExperimentAssignment", "TourExperiment",
        "ExperimentField", "VariantField",
        "TourInstall", "TourAnalyticsEventName",
        // The protocol the overlays' glue declares (OverlayGlueEmitter).
        "GeneratedSpotlightTour",
        // The module names the generated code imports.
        "Foundation", "HelpInfoSpotlightOverlay", "SwiftUI", "TourKit", "TutorialSpotlight",
    ]
}
