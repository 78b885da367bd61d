import Foundation
import TestSupport
import Testing

@testable import TourKit

/// `TourBundle.localized(for:)` picks each text's translation for a locale,
/// falling back one subtag at a time, then to the source language.
@Suite struct TourBundleLocalizationTests {
    /// A bundle in English with translations keyed by `locales`, each
    /// translation naming its own locale.
    private func bundle(_ locales: [String]) -> TourBundle {
        let step = TourBundle.Step(
            id: "keyboard", target: "keyboard", title: "Play", text: "Touch a key.", padding: 8, cornerRadius: 28,
            action: nil,
            localizations: Dictionary(uniqueKeysWithValues: locales.map { ($0, TourBundle.LocalizedStep(title: "title \($0)", text: "text \($0)")) }))
        var bundle = TourBundle(
            schemaVersion: 1, revision: nil, id: "main", swiftName: "MainTour", title: "Welcome", description: nil,
            estimatedSeconds: nil, completionCriteria: nil, iconName: nil, steps: [step], localizations: nil)
        bundle.localizations = Dictionary(
            uniqueKeysWithValues: locales.map { ($0, TourBundle.LocalizedMetadata(title: "welcome \($0)", description: nil)) })
        return bundle
    }

    private func shown(_ bundle: TourBundle, _ identifier: String) -> (String?, String, String) {
        let localized = bundle.localized(for: Locale(identifier: identifier))
        return (localized.title, localized.steps[0].title, localized.steps[0].text)
    }

    @Test func portugueseOfBrazilFallsBackToPortugueseThenToTheSource() {
        #expect(shown(bundle(["pt-BR", "pt"]), "pt_BR") == ("welcome pt-BR", "title pt-BR", "text pt-BR"))
        #expect(shown(bundle(["pt"]), "pt_BR") == ("welcome pt", "title pt", "text pt"))
        #expect(shown(bundle(["de"]), "pt_BR") == ("Welcome", "Play", "Touch a key."))
    }

    @Test func traditionalChineseOfTaiwanFallsBackThroughTheScriptAndTheLanguage() {
        #expect(shown(bundle(["zh-Hant-TW", "zh-Hant", "zh"]), "zh-Hant-TW").1 == "title zh-Hant-TW")
        #expect(shown(bundle(["zh-Hant", "zh"]), "zh-Hant-TW").1 == "title zh-Hant")
        #expect(shown(bundle(["zh"]), "zh-Hant-TW").1 == "title zh")
        #expect(shown(bundle(["ja"]), "zh-Hant-TW").1 == "Play")
    }

    @Test func theFallbackChainOfAnIdentifier() {
        #expect(TourBundle.fallbacks(for: "pt_BR") == ["pt-BR", "pt"])
        #expect(TourBundle.fallbacks(for: "zh-Hant_TW") == ["zh-Hant-TW", "zh-Hant", "zh"])
        #expect(TourBundle.fallbacks(for: "en_US@calendar=gregorian") == ["en-US", "en"])
        #expect(TourBundle.fallbacks(for: "de-DE-u-co-phonebk") == ["de-DE", "de"])
        #expect(TourBundle.fallbacks(for: "") == [])
    }

    @Test func tagsCompareWithoutCaseAndAMissingFieldKeepsTheSource() {
        var bundle = bundle(["de-CH"])
        bundle.steps[0].localizations?["de-CH"]?.text = nil
        let localized = bundle.localized(forLanguage: "de-ch")
        #expect(localized.steps[0].title == "title de-CH")
        #expect(localized.steps[0].text == "Touch a key.")
    }

    @Test func theSamplesBundleReadsInGerman() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/Tests/TourGenerationTests/Golden/JSON/main.json"))
        let bundle = try TourBundle(jsonData: data)
        let german = bundle.localized(for: Locale(identifier: "de_DE"))
        #expect(german.title != bundle.title)
        #expect(german.steps.map(\.title) != bundle.steps.map(\.title))
    }
}
