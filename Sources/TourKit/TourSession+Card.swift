/// What a card says about where the tour is, for its buttons and
/// assistive technology, in the language the session speaks.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension TourSession {
    /// The shown step's place among the steps that apply (``stepNumber``),
    /// from 1; `nil` while no step shows.
    public var currentPosition: Int? { stepNumber }

    /// The phrases a card uses: ``phrases``, else TourKit's in the
    /// language the steps are said in.
    public var cardPhrases: TourSpokenPhrases {
        phrases ?? TourSpokenPhrases.builtIn(for: spokenLanguage)
    }

    /// "Step 2 of 5": the card's progress, its accessibility value.
    public var progressDescription: String {
        cardPhrases.step(currentPosition ?? 0, of: stepCount)
    }

    /// Whether the shown step is the last: its Next completes the tour.
    public var isOnLastStep: Bool { currentPosition == stepCount }

    /// The Next button's accessibility label: "Next, step 3 of 5", or
    /// "Done" on the last step.
    public var nextButtonLabel: String {
        guard let position = currentPosition, position < stepCount else { return cardPhrases.done }
        return cardPhrases.button(cardPhrases.next, showing: position + 1, of: stepCount)
    }

    /// The Back button's accessibility label, "Back, step 1 of 5"; `nil` on
    /// the first step, which has no Back.
    public var backButtonLabel: String? {
        guard let position = currentPosition, position > 1 else { return nil }
        return cardPhrases.button(cardPhrases.back, showing: position - 1, of: stepCount)
    }
}
