import Foundation
import Testing

@testable import TourKit

/// What a session says aloud: each step as it shows, "Step 2 of 5. Title.
/// Text.", in the language its card shows it in, and the tour's end.
@MainActor @Suite struct TourAnnouncementTests {
    /// A five-step tour, as tourc generates one.
    enum Synth: String, TourSteps {
        case keyboard, octave, presets, record, settings
        static let metadata = TourMetadata(id: "synth")
        static let revision = "r1"
        var id: String { rawValue }
        var target: String { rawValue }
        var action: TourAction? { nil }
        var plainTitle: String {
            switch self {
            case .keyboard: "Play the keyboard"
            case .octave: "Change the **octave**"
            case .presets: "Pick a sound"
            case .record: "Record a take"
            case .settings: "Settings"
            }
        }
        var plainText: String {
            switch self {
            case .keyboard: "Touch a key."
            case .octave: "Select {symbol:minus.circle} to go down."
            case .presets: "The *preset browser* opens."
            case .record: "Select {symbol:record.circle|Record} to start at 90 %"
            case .settings: "MIDI and tuning."
            }
        }
    }

    /// The app's German String Catalog, as tourc writes it for these texts.
    static let german = TourStringTable(
        language: "de",
        translations: [
            "Play the keyboard": "Spiel auf der Tastatur", "Touch a key.": "Berühre eine Taste.",
            "Change the **octave**": "Oktave wechseln", "Select %@ to go down.": "Mit %@ geht es nach unten.",
            "Pick a sound": "Wähle einen Sound", "The *preset browser* opens.": "Der *Preset-Browser* öffnet sich.",
            "Record a take": "Nimm einen Take auf", "Select %@ to start at 90 %%": "Starte bei 90 %% mit %1$@",
            "Record": "Aufnehmen", "Settings": "Einstellungen", "MIDI and tuning.": "MIDI und Stimmung.",
        ])

    @Test func aSessionSaysEachStepItShowsAndItsEndInTheStepsLanguage() {
        let session = TourSession<Synth>(store: InMemoryTourProgressStore())
        let announcer = RecordingTourAnnouncer()
        session.announcer = announcer
        session.spokenWords = { Self.german.words(title: $0.plainTitle, text: $0.plainText) }

        session.start()
        session.next()
        session.back()
        // The overlay's Next skips `octave`, whose view is not tagged, and lands on `presets`.
        let actions = session.overlayActions(dismiss: {}, previous: {}, next: {})
        actions.next()
        session.overlayMoved(to: .presets, navigation: .wrapsAround)
        // Closing the overlay clears its selection: the tour is closed, to resume here.
        actions.dismiss()
        session.overlayMoved(to: nil, navigation: .wrapsAround)

        #expect(session.state == .abandoned)
        #expect(
            announcer.announcements == [
                "Schritt 1 von 5. Spiel auf der Tastatur. Berühre eine Taste.",
                "Schritt 2 von 5. Oktave wechseln. Mit minus circle geht es nach unten.",
                "Schritt 1 von 5. Spiel auf der Tastatur. Berühre eine Taste.",
                "Schritt 3 von 5. Wähle einen Sound. Der Preset-Browser öffnet sich.",
                "Tour geschlossen.",
            ])
        #expect(announcer.languages == Array(repeating: "de", count: 5))
    }

    @Test func aSymbolsLabelIsLookedUpAndPlacedWhereTheTranslationPutsIt() {
        #expect(Self.german.localized(Synth.record.plainText) == "Starte bei 90 % mit {symbol:record.circle|Aufnehmen}")
        #expect(TourSpeech.words(of: Self.german.localized(Synth.record.plainText)) == "Starte bei 90 % mit Aufnehmen")
        let english = TourStringTable(language: "en", translations: [:])
        #expect(english.localized(Synth.record.plainText) == Synth.record.plainText)
        #expect(TourStringTable.filling("%2$@ und %1$@, 100%%", with: ["A", "B"]) == "B und A, 100%")
    }

    @Test func completingTheTourSaysSoAndWithoutWordsOnlyThePlaceIsSaid() {
        let session = TourSession<Synth>(store: InMemoryTourProgressStore())
        let announcer = RecordingTourAnnouncer()
        session.announcer = announcer
        session.spokenWords = nil
        session.phrases = TourSpokenPhrases.builtIn(for: "en")
        session.start()
        for _ in 0..<5 { session.next() }
        #expect(announcer.announcements.first == "Step 1 of 5.")
        #expect(announcer.announcements.count == 6)
        #expect(announcer.announcements.last == "Tour completed.")
    }

    @Test func theCardSaysWhereEachButtonGoes() {
        let session = TourSession<Synth>(store: InMemoryTourProgressStore())
        session.announcer = nil
        session.spokenWords = { Self.german.words(title: $0.plainTitle, text: $0.plainText) }
        session.start()
        #expect(session.progressDescription == "Schritt 1 von 5")
        #expect(session.nextButtonLabel == "Weiter, Schritt 2 von 5")
        #expect(session.backButtonLabel == nil)
        session.next()
        #expect(session.backButtonLabel == "Zurück, Schritt 1 von 5")
        for _ in 0..<3 { session.next() }
        #expect(session.isOnLastStep && session.nextButtonLabel == "Fertig")
    }

    @Test func aBundleSaysItsStepsInTheLanguageItShows() throws {
        let json = """
            {"schemaVersion": 1, "id": "fx", "swiftName": "FxTour", "steps": [
              {"id": "mix", "target": "mix", "title": "Reverb mix", "text": "Drag the slider.", "padding": 8, "cornerRadius": 28,
               "localizations": {"de": {"title": "Hallanteil", "text": "Zieh den Regler."}}}]}
            """
        let bundle = try TourBundle(jsonData: Data(json.utf8))
        #expect(bundle.spokenWords(forLanguage: "de_CH")["mix"] == TourStepWords(title: "Hallanteil", text: "Zieh den Regler.", language: "de"))
        #expect(bundle.spokenWords(forLanguage: "fr")["mix"] == TourStepWords(title: "Reverb mix", text: "Drag the slider.", language: "fr"))
    }

    @Test func reduceMotionMakesTheSpotlightMoveAtOnce() {
        let presentation = TourPresentation(animationDuration: 0.8)
        #expect(presentation.animationDuration(for: .tutorialSpotlight, reduceMotion: false) == 0.8)
        #expect(presentation.animationDuration(for: .tutorialSpotlight, reduceMotion: true) == 0)
        #expect(TourPresentation().animationDuration(for: .helpInfoSpotlightOverlay, reduceMotion: false) == 0.6)
        #expect(TourPresentation().animationDuration(for: .helpInfoSpotlightOverlay, reduceMotion: true) == 0)
    }
}
