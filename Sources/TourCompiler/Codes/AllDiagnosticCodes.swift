import TourDiagnostics
import TourGeneration
import TourImport
import TourLayout
import TourModel
import TourReport
import TourScanning
import TourSimulation
import TourSyntax
import TourValidation

extension DiagnosticCode {
    /// Every code tourc can emit, in code order. `tourc explain` and
    /// `docs/diagnostics.md` are generated from this list; a test checks it
    /// is complete and free of repeats.
    public static let all: [DiagnosticCode] = (validation + stages).sorted()

    /// The codes of the stages that are not rules: reading YAML, decoding,
    /// scanning, generating, writing, the command line and `tourc import`.
    /// Validation's come from its rules (``validation``).
    private static let stages: [DiagnosticCode] = [
        .yamlSyntax, .yamlEncoding, .duplicateKey, .undefinedAlias, .aliasExpansionLimit, .nestingLimit, .fileSizeLimit,
        .scalarLengthLimit, .unknownKey, .missingKey, .wrongType, .invalidName, .invalidChoice, .emptySteps,
        .invalidKey, .emptyFile, .numberOutOfRange, .unsupportedYAML, .invalidLanguageTag, .homeRelativePath,
        .unresolvedTag, .malformedTagAnnotation, .tagNestingLimit, .remoteTourDoesNotFit, .outputConflict, .writeFailed,
        .staleOutput, .unownedOutput, .unreadableCatalog, .foreignCatalogEntry, .unreadableManifest,
        .sharedOutputFolder, .foreignFileWouldBeReplaced, .outputIsAnInput, .inputNotFound, .noInputs,
        .registryNotFound, .unreadableFile, .configurationNotFound, .noOutputs, .initWouldOverwrite,
        .unusedConfiguration, .catalogNotWritten, .platformBelowOverlayFloor, .unreadableAppManifest, .noHelpEnum,
        .unsupportedInterpolation, .unresolvedSymbolConstant, .computedText, .caseMissingFromSwitch,
        .concatenatedLiteral, .markupLikeText, .memberNotImported, .unreadableSwift, .caseNameNotRepresentable,
        .importMismatch, .catalogVariantsKept, .translationNotImported, .translationConflict, .translationEditFailed,
        .translationLookupMismatch, .unreadableSwiftSkipped, .unformattedFile, .notATourFile, .formatChangesMeaning, .formatNeedsUTF8,
        .tourKitVersionMismatch, .conditionSyntax, .invalidDuration, .parameterCases, .parameterDefault, .timelineEntry,
        .unknownTimelineTour, .unknownTimelineEvent, .unknownTimelineParameter, .timelineValueType, .expectationFailed,
        .timelineImpossible, .invalidRemoteSetting, .keyWouldOverwrite, .unreadableKey, .signingKeyNotAccepted,
        .feedSequenceNotIncreasing, .feedDoesNotVerify, .experimentSplitChanged, .eventLineNotJSON, .unknownEventName, .eventFieldMissing,
    ]

    /// Looks a code up by its raw value, case-insensitively (`tour203` works).
    /// The code `name` names: `TOUR304`, `tour304` or just `304`.
    public static func named(_ name: String) -> DiagnosticCode? {
        var wanted = name.uppercased()
        if !wanted.isEmpty, wanted.allSatisfy(\.isNumber) { wanted = "TOUR" + wanted }
        return all.first { $0.rawValue == wanted }
    }
}
