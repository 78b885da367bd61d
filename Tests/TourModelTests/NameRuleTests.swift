import Testing
import TourFormat

@testable import TourDiagnostics
@testable import TourModel
@testable import TourSyntax

@Suite("NameRule")
struct NameRuleTests {
    @Test(arguments: [
        (NameRule.tourID, ["onboarding", "a", "main-screen_2", "Main"]),
        (NameRule.stepID, ["profile", "reverb.mix", "octave-down", "step_2", "URLField", "a.b-c_d"]),
        (NameRule.swiftTypeName, ["OnboardingHelp", "_Private", "T2", "tour"]),
        (NameRule.symbolName, ["star", "star.fill", "slider.horizontal.3", "1.circle", "42"]),
    ])
    func accepts(rule: NameRule, names: [String]) {
        for name in names {
            #expect(rule.matches(name), "\(rule) should accept '\(name)'")
        }
    }

    @Test(arguments: [
        (NameRule.tourID, ["", "2fast", "-x", "_x", "with.dot", "has space", "é", "a/b"]),
        (NameRule.stepID, ["", "1st", ".x", "-x", "a b", "a/b", "café", "a:b"]),
        (NameRule.swiftTypeName, ["", "2T", "Main-Screen", "a.b", "Tour Name", "Ünïcode"]),
        (NameRule.symbolName, ["", "Star", "star.", ".star", "star..fill", "star-fill", "star fill", "star_fill"]),
    ])
    func rejects(rule: NameRule, names: [String]) {
        for name in names {
            #expect(!rule.matches(name), "\(rule) should reject '\(name)'")
        }
    }

    @Test func patternsAreTheDocumentedOnes() {
        #expect(NameRule.tourID.pattern == "[A-Za-z][A-Za-z0-9_-]*")
        #expect(NameRule.stepID.pattern == "[A-Za-z][A-Za-z0-9_.-]*")
        #expect(NameRule.symbolName.pattern == "[a-z0-9]+(\\.[a-z0-9]+)*")
    }
}

@Suite("LanguageTag: BCP 47")
struct LanguageTagTests {
    @Test func acceptsTheTagsAppsUse() {
        for tag in ["en", "de", "gsw", "EN", "pt-BR", "de-CH", "zh-Hant", "zh-Hant-TW", "es-419", "sr-Latn-RS", "de-1996", "sl-rozaj", "en-x-pirate"]
        {
            #expect(LanguageTag.isWellFormed(tag), "\(tag)")
        }
    }

    @Test func rejectsWhatIsNotATag() {
        for tag in ["", "e", "english", "english-", "en-", "12", "en--US", "en.US", "-en", "e1", "pt_BR", "zh_Hant_TW", "en-US-", "en-x", "de-DE-DE"]
        {
            #expect(!LanguageTag.isWellFormed(tag), "\(tag)")
        }
    }
}
