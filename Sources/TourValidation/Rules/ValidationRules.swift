import TourDiagnostics

/// Every rule of validation, in the order each list runs. Adding a rule is
/// a file in Rules/ and a line here; its codes then reach the catalogue.
enum ValidationRules {
    /// The rules about one tour alone, the lints among them last.
    static let perTour: [any TourRule.Type] = [
        DuplicateStepID.self, CaseNameCollision.self, ReservedCaseName.self, ReservedTypeName.self,
        EmptyText.self, InvalidSymbolMarkup.self, SymbolNames.self, SpotlightShapes.self, OverlaysDrawTheTour.self,
        MissingSourceLanguage.self, Translations.self, QuickWinFieldMissing.self, RepeatedText.self, LinkDestinations.self,
        Conditions.self, ScreenPath.self, DirectionalSymbol.self, SameSpokenTitle.self, LongAnimation.self, TranslatedLabelsDiffer.self,
        ExperimentVariants.self,
    ]

    /// The lints of each title and text.
    static let textLints: [any TextLint.Type] = [
        TitleEdgeSpaces.self, TitleTooLong.self, TextEndsWithLineBreak.self, TextTooLong.self, MixedListMarkers.self,
        BrokenMarkdown.self, TextDoesNotFit.self, PointingWords.self, DirectionWords.self,
    ]

    /// The rules across tours; ``UnregisteredTarget`` runs before
    /// ``UnusedTarget``, which reads what it leaves.
    static let acrossTours: [any CorpusRule.Type] = [
        DuplicateTourID.self, DuplicateTypeName.self, NamesFoldTogether.self, DisplayRules.self, UnregisteredTarget.self,
        UnusedTarget.self, UncoveredStep.self, UnusedTag.self, AmbiguousTag.self,
    ]

    /// The rules about the registry alone.
    static let registry: [any RegistryRule.Type] = [DuplicateTarget.self, ParameterNameTaken.self]

    /// Every rule.
    static var all: [any ValidationRule.Type] { [StepLimit.self] + perTour + textLints + acrossTours + registry }
}

extension DiagnosticCode {
    /// Every code validation reports: those of its rules, and TOUR319,
    /// which collecting the String Catalog entries reports
    /// (``StringCatalogEntries``).
    public static var validation: [DiagnosticCode] {
        ValidationRules.all.flatMap { $0.codes } + [.conflictingTranslations]
    }

    /// The lints: warnings about how texts are written, which `lint:` in
    /// tourc.yaml can turn off one by one. No other code can be turned off:
    /// errors stop a build for a reason, and the other warnings point at
    /// tours, targets or tags that disagree.
    public static var lints: [DiagnosticCode] {
        (ValidationRules.textLints.map { $0.code } + ValidationRules.perTour.filter { $0.isLint }.flatMap { $0.codes }).sorted()
    }
}
