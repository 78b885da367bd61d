import TourFormat

// The vocabulary the compiler and the runtime share lives in TourFormat, so
// both read one definition; these names make it part of TourKit's own API,
// so generated code and apps need only `import TourKit`.

/// What a tour step asks the user to do (see `TourFormat.TourAction`).
public typealias TourAction = TourFormat.TourAction

/// The `{symbol:NAME}` markup of tour texts (see `TourFormat.TourText`).
public typealias TourText = TourFormat.TourText

/// What VoiceOver reads for tour texts and steps (see `TourFormat.TourSpeech`).
public typealias TourSpeech = TourFormat.TourSpeech

/// The words a tour says around its own texts, in one language (see `TourFormat.TourSpokenPhrases`).
public typealias TourSpokenPhrases = TourFormat.TourSpokenPhrases

/// A value a condition reads or compares with (see `TourFormat.TourValue`).
public typealias TourValue = TourFormat.TourValue

/// A parameter's type (see `TourFormat.TourParameterType`).
public typealias TourParameterType = TourFormat.TourParameterType

/// A parameter as targets.yaml declares it (see `TourFormat.TourParameterDeclaration`).
public typealias TourParameterDeclaration = TourFormat.TourParameterDeclaration

/// A tour's or a step's condition, parsed (see `TourFormat.TourCondition`).
public typealias TourCondition = TourFormat.TourCondition

/// What a session does when a step's target has not appeared within its
/// `waitFor:` (see `TourFormat.TourMissingTarget`).
public typealias TourMissingTarget = TourFormat.TourMissingTarget

/// Which variant of a tour's experiment an install sees (see `TourFormat.TourExperimentAssignment`).
public typealias TourExperimentAssignment = TourFormat.TourExperimentAssignment

/// A tour's A/B test of its copy: variants, weights and a holdout (see `TourFormat.TourExperiment`).
public typealias TourExperiment = TourFormat.TourExperiment
