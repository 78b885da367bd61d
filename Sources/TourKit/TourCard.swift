#if canImport(SwiftUI)
    import SwiftUI

    /// TourKit's card for a step of a running ``TourSession``: the step's
    /// title and text, which scroll when they no longer fit (as at the
    /// largest accessibility text sizes), and Close, Back and Next buttons
    /// that tell the session what the user asked for through the overlay's
    /// `actions`.
    ///
    /// It works with assistive technology (``SwiftUI/View/tourCardAccessibility(session:actions:)``):
    /// VoiceOver's focus moves to it and stays inside it, the escape gesture
    /// and the Escape key close the tour, Return goes on, each button says
    /// where it goes ("Next, step 3 of 5") and the card's value is the
    /// progress ("Step 2 of 5"). Its words are TourKit's phrases in the
    /// language the session speaks (``TourSession/cardPhrases``).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    public struct TourCard<Step: TourStepRepresentable>: View {
        let session: TourSession<Step>
        let title: LocalizedStringKey
        let text: LocalizedStringKey
        let actions: TourOverlayActions

        /// A card with `title` and `text`, whose buttons call `actions`.
        public init(session: TourSession<Step>, title: LocalizedStringKey, text: LocalizedStringKey, actions: TourOverlayActions) {
            self.session = session
            self.title = title
            self.text = text
            self.actions = actions
        }

        public var body: some View {
            let phrases = session.cardPhrases
            VStack(alignment: .leading, spacing: 12) {
                ScrollView {
                    VStack(alignment: .leading, spacing: 8) {
                        Text(title).font(.headline).accessibilityAddTraits(.isHeader)
                        Text(text).font(.body)
                    }
                }
                HStack {
                    closeButton(phrases)
                    Spacer()
                    if let backLabel = session.backButtonLabel {
                        Button(phrases.back) { actions.previous() }.accessibilityLabel(Text(verbatim: backLabel))
                    }
                    nextButton(phrases)
                }
            }
            .padding()
            .tourCardAccessibility(session: session, actions: actions)
        }

        private func closeButton(_ phrases: TourSpokenPhrases) -> some View {
            #if os(tvOS) || os(watchOS)
                Button(phrases.close) { actions.dismiss() }
            #else
                Button(phrases.close) { actions.dismiss() }.keyboardShortcut(.cancelAction)
            #endif
        }

        private func nextButton(_ phrases: TourSpokenPhrases) -> some View {
            let button = Button(session.isOnLastStep ? phrases.done : phrases.next) { actions.next() }
                .accessibilityLabel(Text(verbatim: session.nextButtonLabel))
            #if os(tvOS) || os(watchOS)
                return button
            #else
                return button.keyboardShortcut(.defaultAction)
            #endif
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension TourCard where Step: TourSteps {
        /// The card of a generated enum's `step`: its title and text, looked
        /// up as ``SwiftUI/LocalizedStringKey/init(tourText:)`` looks them up.
        public init(session: TourSession<Step>, step: Step, actions: TourOverlayActions) {
            self.init(
                session: session, title: LocalizedStringKey(tourText: session.plainTitle(of: step)),
                text: LocalizedStringKey(tourText: session.plainText(of: step)),
                actions: actions)
        }
    }
#endif
