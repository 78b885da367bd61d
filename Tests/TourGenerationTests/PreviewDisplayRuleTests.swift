import Testing

@testable import TourDiagnostics
@testable import TourGeneration
@testable import TourModel
@testable import TourSyntax

/// A tour's `show:` rule as the preview says it.
@Suite struct PreviewDisplayRuleTests {
    private func located<Value>(_ value: Value) -> Located<Value> { Located(value, at: SourcePosition(line: 1, column: 1)) }

    @Test func theRuleReadsAsASentence() {
        var rule = DisplayRule(position: SourcePosition(line: 1, column: 1))
        rule.after = [located("intro"), located("unknown")]
        rule.launches = located(2)
        rule.events = [(located("presetSaved"), located(2)), (located("exported"), located(1))]
        rule.maxDisplays = located(3)
        rule.priority = located(1)
        let words = PreviewEmitter.ruleInWords(rule) { $0 == "intro" ? "Intro" : nil }
        #expect(words == "after Intro and unknown, from the 2nd launch, after 1 × exported, after 2 × presetSaved, at most 3 times, priority 1")
    }

    @Test func anEmptyRuleAndOneDisplaySayWhatTheyMean() {
        var rule = DisplayRule(position: SourcePosition(line: 1, column: 1))
        #expect(PreviewEmitter.ruleInWords(rule) { _ in nil } == "whenever it is not finished")
        rule.maxDisplays = located(1)
        #expect(PreviewEmitter.ruleInWords(rule) { _ in nil } == "once at most")
    }

    @Test func format14SaysEachNewRuleInWords() throws {
        let yaml = """
            tour: presets
            show:
              events: {presetSaved: {count: 2, within: 7d}, exported: 1}
              when: plan == .free &&
                !isPro
              maxDuration: 90s
              ignoresFrequency: true
              invalidatedBy: [presetSaved, effectUsed]
            steps:
              - {id: list, title: List, text: Your presets., when: "!isPro"}
            """
        var collector = DiagnosticCollector(file: "presets.tour.yaml")
        let documents = YAMLParser().parse(Array(yaml.utf8), diagnostics: &collector).documents
        let tour = try #require(TourDecoder.decode(documents, file: "presets.tour.yaml").tours.first)
        let rule = try #require(tour.show)
        #expect(
            PreviewEmitter.ruleInWords(rule) { _ in nil }
                == "after 1 × exported, after 2 × presetSaved within 7 days, when plan == .free && !isPro, on screen 90 seconds at most in all, whatever the coordinator's frequency, no more once presetSaved or effectUsed is donated"
        )
        #expect(PreviewEmitter.stepConditionWords(tour.steps[0]) == "shown when !isPro")
        #expect(PreviewEmitter.spanWords(3_600) == "1 hour")
        #expect(PreviewEmitter.spanWords(1_209_600) == "14 days")
    }

    @Test(arguments: [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th"), (21, "21st"), (102, "102nd")])
    func ordinals(_ number: Int, _ word: String) {
        #expect(PreviewEmitter.ordinal(number) == word)
    }
}
