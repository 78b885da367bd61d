import TourDiagnostics
import TourGeneration
import TourImport
import TourModel
import TourScanning
import TourSyntax
import TourValidation

extension DiagnosticCode {
    /// Every code tourc can emit, in code order. `tourc explain` and
    /// `docs/diagnostics.md` are generated from this list; a test checks it
    /// is complete, sorted and free of repeats.
    public static let all: [DiagnosticCode] = [
        .yamlSyntax, .yamlEncoding, .duplicateKey, .undefinedAlias, .aliasExpansionLimit,
        .nestingLimit, .fileSizeLimit, .scalarLengthLimit, .stepLimit,
        .unknownKey, .missingKey, .wrongType, .invalidName, .invalidChoice, .emptySteps, .invalidKey,
        .emptyFile, .numberOutOfRange, .unsupportedYAML, .invalidLanguageTag, .homeRelativePath,
        .duplicateTourID, .duplicateStepID, .caseNameCollision, .unregisteredTarget, .duplicateTarget,
        .unusedTarget, .emptyText, .invalidSymbolMarkup, .duplicateTypeName, .missingSourceLanguage, .reservedCaseName,
        .uncoveredStep, .unusedTag, .ambiguousTag, .missingTranslation, .translationSymbolsDiffer,
        .translationMarkdownUnbalanced, .translationOutsideLocales, .conflictingTranslations, .unresolvedTag,
        .malformedTagAnnotation, .unregisteredEvent, .unknownAfterTour, .afterCycle, .unusedEvent, .eventNeverDonated, .cornerKeyWithoutCorners,
        .shapeOverlayCannotDraw, .stepPaddingNotDrawn,
        .textEndsWithLineBreak,
        .titleEdgeSpaces,
        .titleTooLong, .textTooLong, .brokenMarkdown,
        .repeatedText, .mixedListMarkers, .stepCornerRadiusNotDrawn, .presentationWithoutOverlay, .reservedTypeName, .unknownSymbol, .renamedSymbol,
        .symbolNewerThanPlatforms, .tagNestingLimit, .namesFoldTogether, .remoteTourDoesNotFit,
        .outputConflict, .writeFailed, .staleOutput, .quickWinFieldMissing, .unownedOutput, .unreadableCatalog,
        .foreignCatalogEntry, .unreadableManifest, .sharedOutputFolder,
        .foreignFileWouldBeReplaced, .outputIsAnInput,
        .inputNotFound, .noInputs, .registryNotFound, .unreadableFile, .configurationNotFound, .noOutputs,
        .initWouldOverwrite, .unusedConfiguration, .catalogNotWritten, .platformBelowOverlayFloor, .unreadableAppManifest,
        .noHelpEnum, .unsupportedInterpolation, .unresolvedSymbolConstant, .computedText, .caseMissingFromSwitch,
        .concatenatedLiteral, .markupLikeText, .memberNotImported, .unreadableSwift, .caseNameNotRepresentable, .importMismatch,
        .catalogVariantsKept, .translationNotImported, .translationConflict, .translationEditFailed, .translationLookupMismatch,
        .unreadableSwiftSkipped,
    ]

    /// Looks a code up by its raw value, case-insensitively (`tour203` works).
    /// The code `name` names: `TOUR304`, `tour304` or just `304`.
    public static func named(_ name: String) -> DiagnosticCode? {
        var wanted = name.uppercased()
        if !wanted.isEmpty, wanted.allSatisfy(\.isNumber) { wanted = "TOUR" + wanted }
        return all.first { $0.rawValue == wanted }
    }
}
