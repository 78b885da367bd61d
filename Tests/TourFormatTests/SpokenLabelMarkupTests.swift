import Testing

@testable import TourFormat

@Suite("TourText: spoken labels, {symbol:NAME|LABEL}")
struct SpokenLabelMarkupTests {
    @Test func aLabelFollowsTheNameAfterABar() {
        let text = "Press {symbol:play.fill|Play} to hear it"
        #expect(TourText.runs(of: text) == [.text("Press "), .symbol(name: "play.fill", label: "Play"), .text(" to hear it")])
        #expect(TourText.problems(in: text).isEmpty)
    }

    @Test func segmentsKeepTheNameAlone() {
        #expect(TourText.segments(of: "{symbol:play.fill|Play}") == [.symbol("play.fill")])
        #expect(TourText.runs(of: "{symbol:star}") == [.symbol(name: "star", label: nil)])
    }

    @Test func aLabelMayHoldSpacesBarsAndPunctuation() {
        #expect(TourText.runs(of: "{symbol:a.b|Next, then | 50 %}") == [.symbol(name: "a.b", label: "Next, then | 50 %")])
    }

    @Test func theKeyAndTheFormatStringIgnoreTheLabel() {
        let labeled = TourText.localizationKey(of: "Tap {symbol:play.fill|Play} at 50%")
        let plain = TourText.localizationKey(of: "Tap {symbol:play.fill} at 50%")
        #expect(labeled.key == "Tap %@ at 50%%" && labeled.isFormatted)
        #expect(labeled == plain)
        #expect(TourText.formatString(for: "{symbol:b|B} und {symbol:a|A}", sourceSymbols: ["a", "b"]) == "%2$@ und %1$@")
        #expect(TourText.symbols(in: "{symbol:a|A}{symbol:b}") == ["a", "b"])
        #expect(TourText.spokenLabels(in: "{symbol:a|A}{symbol:b}") == ["A", nil])
    }

    @Test(arguments: [
        ("x {symbol:play.fill|}", "the spoken label of {symbol:play.fill|...} is empty"),
        ("x {symbol:play.fill|  }", "the spoken label of {symbol:play.fill|...} is empty"),
        ("x {symbol:play.fill|Pl\nay}", "the spoken label of {symbol:play.fill|...} holds a line break"),
        ("x {symbol:play.fill|{symbol:star}", "the spoken label of {symbol:play.fill|...} holds a '{'"),
        ("x {symbol:Play|Play}", "'Play' is not a valid SF Symbol name in {symbol:...}"),
    ])
    func aBadLabelIsAProblemAtTheMarker(_ text: String, _ message: String) {
        let problems = TourText.problems(in: text)
        #expect(problems.map(\.message) == [message])
        #expect(problems.map(\.scalarOffset) == [2])
        #expect(!TourText.runs(of: text).contains { $0.isSymbol })
        var names: [String] = []
        TourText.forEachSymbol(in: text) { name, _ in names.append(name) }
        #expect(names.isEmpty)
    }
}

@Suite("TourSpeech: what VoiceOver reads")
struct TourSpeechTests {
    @Test(arguments: [
        ("Tap **Bypass** to hear the *dry* sound", "Tap Bypass to hear the dry sound"),
        ("Press {symbol:play.fill|Play} to start", "Press Play to start"),
        ("Tap {symbol:minus.circle} to go down", "Tap minus circle to go down"),
        ("Read [the manual](https://example.com/m) first", "Read the manual first"),
        ("Type `take-1`, then 2 * 3 = 6 and snake_case", "Type take-1, then 2 * 3 = 6 and snake_case"),
        ("Open it:\n• MIDI input\n- Tuning\n1. Latency", "Open it: MIDI input Tuning 1. Latency"),
        ("Escaped \\*stars\\* stay", "Escaped *stars* stay"),
        ("{symbol:star}{symbol:heart|Love}", "star Love"),
    ])
    func words(_ text: String, _ spoken: String) {
        #expect(TourSpeech.words(of: text) == spoken)
    }

    @Test func anAnnouncementIsThreeSentences() {
        let english = TourSpokenPhrases.builtIn(for: "en-GB")
        #expect(
            TourSpeech.announcement(position: 2, count: 5, title: "Pick a sound", text: "Tap **it**.", phrases: english)
                == "Step 2 of 5. Pick a sound. Tap it.")
        let german = TourSpokenPhrases.builtIn(for: "de_CH")
        #expect(
            TourSpeech.announcement(position: 1, count: 3, title: "Hall?", text: "Dreh {symbol:dial.low|den Regler}", phrases: german)
                == "Schritt 1 von 3. Hall? Dreh den Regler.")
        let japanese = TourSpokenPhrases.builtIn(for: "ja")
        #expect(TourSpeech.announcement(position: 1, count: 2, title: "録音", text: "押す", phrases: japanese) == "ステップ 1/2。録音。押す。")
    }

    @Test func buttonsSayTheStepTheyShow() {
        #expect(TourSpokenPhrases.builtIn(for: "en").button("Next", showing: 2, of: 5) == "Next, step 2 of 5")
        #expect(TourSpokenPhrases.builtIn(for: "de").button("Zurück", showing: 1, of: 5) == "Zurück, Schritt 1 von 5")
    }

    @Test func languagesFallBackToShorterTagsThenEnglish() {
        #expect(TourSpokenPhrases.builtIn(for: "pt-BR").language == "pt")
        #expect(TourSpokenPhrases.builtIn(for: "zh").language == "zh-Hans")
        #expect(TourSpokenPhrases.builtIn(for: "zh-Hant-TW").language == "zh-Hant")
        #expect(TourSpokenPhrases.builtIn(for: "fi").language == "en")
        #expect(TourSpokenPhrases.builtInLanguages.contains("ar") && TourSpokenPhrases.builtInLanguages.contains("he"))
    }
}
