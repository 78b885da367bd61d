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
