/// What a session says aloud: each step as it shows, with its place among
/// the steps that apply, and the tour's end (``TourSession/announcer``).
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension TourSession {
    /// The language the tour is said in: that of its first step's words.
    var spokenLanguage: String {
        steps.first.flatMap { spokenWords?($0)?.language } ?? "en"
    }

    /// Says `step` with its place among the steps that apply ("Step 2 of 5").
    func announce(_ step: Step) {
        guard let announcer else { return }
        let words = spokenWords?(step)
        let language = words?.language ?? spokenLanguage
        let phrases = self.phrases ?? TourSpokenPhrases.builtIn(for: language)
        announcer.announce(
            TourSpeech.announcement(
                position: stepNumber ?? 1, count: stepCount, title: words?.title ?? "", text: words?.text ?? "", phrases: phrases),
            language: language)
    }

    func announceEnd(_ phrase: KeyPath<TourSpokenPhrases, String>) {
        guard let announcer else { return }
        let language = spokenLanguage
        let phrases = self.phrases ?? TourSpokenPhrases.builtIn(for: language)
        announcer.announce(phrases.sentence(phrases[keyPath: phrase]), language: language)
    }
}
