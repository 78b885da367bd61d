extension DiagnosticCode {
    /// Every code tourc can emit, in code order. `tourc explain` and
    /// `docs/diagnostics.md` are generated from this list; a test checks it
    /// is complete, sorted and free of repeats.
    public static let all: [DiagnosticCode] = [
        .yamlSyntax, .yamlEncoding, .duplicateKey, .undefinedAlias, .aliasExpansionLimit,
        .nestingLimit, .fileSizeLimit, .scalarLengthLimit, .stepLimit,
        .unknownKey, .missingKey, .wrongType, .invalidName, .invalidChoice, .emptySteps, .invalidKey,
        .emptyFile, .numberOutOfRange, .unsupportedYAML,
        .duplicateTourID, .duplicateStepID, .caseNameCollision, .unregisteredTarget, .duplicateTarget,
        .unusedTarget, .emptyText, .invalidSymbolMarkup, .duplicateTypeName, .missingSourceLanguage, .reservedCaseName,
        .uncoveredStep, .unusedTag, .ambiguousTag,
        .outputConflict, .writeFailed, .staleOutput, .quickWinFieldMissing,
        .inputNotFound, .noInputs, .registryNotFound, .unreadableFile, .configurationNotFound, .noOutputs,
        .initWouldOverwrite,
    ]
}
